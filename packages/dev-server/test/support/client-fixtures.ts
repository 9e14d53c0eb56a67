/**
 * The parents the resource tests create their resources under, made through the typed client of
 * a {@link ClientApi}: each call creates new ones, so tests sharing a server stay apart.
 */
import { type ClientApi, ok } from './client-api';

/** A space named `spaceName` with a workbook `W` of one sheet `S` (a string field `a`). */
export async function spaceWithSheet({ client }: ClientApi, spaceName: string) {
  const space = ok(await client.POST('/v1/spaces', { body: { name: spaceName } })).data;
  const workbook = ok(
    await client.POST('/v1/workbooks', {
      body: {
        name: 'W',
        spaceId: space.id,
        sheets: [{ name: 'S', fields: [{ key: 'a', type: 'string' }] }],
      },
    }),
  ).data;
  return { space, workbook, sheetId: workbook.sheets?.[0]?.id as string };
}

/** A guest `G` <g@x.io> of the server's environment, added to the spaces `spaceIds`. */
export async function addGuest({ client, server }: ClientApi, spaceIds: string[]) {
  const [guest] = ok(
    await client.POST('/v1/guests', {
      body: [
        {
          environmentId: server.environmentId,
          email: 'g@x.io',
          name: 'G',
          spaces: spaceIds.map((id) => ({ id })),
        },
      ],
    }),
  ).data;
  if (!guest) throw new Error('createGuests answered no guest');
  return guest;
}

/**
 * Data retention on the clock: spaces, workbooks and files expire when their retention period
 * (365 days by default, `retentionDays` otherwise) has passed since they were created, each with
 * its `*:expired` event and `expiredAt`; their data stays readable.
 */
import { uploadFile } from '@importkit/api';
import { afterEach, describe, expect, it } from 'vitest';
import { type ClientApi, ok, startClientApi } from '../support/client-api';

const DAY_MS = 24 * 60 * 60 * 1000;

let api: ClientApi;
afterEach(() => api.close());

/** Moves the manual clock by `ms`, in steps the dev server accepts (31 days at most). */
async function advance(ms: number) {
  for (let left = ms; left > 0; left -= 30 * DAY_MS) {
    await api.server.advanceClock(Math.min(left, 30 * DAY_MS));
  }
}

async function createAll() {
  const { client, server } = api;
  const space = ok(await client.POST('/v1/spaces', { body: { name: 'Kept a year' } })).data;
  const workbook = ok(
    await client.POST('/v1/workbooks', {
      body: {
        name: 'Contacts',
        spaceId: space.id,
        sheets: [{ name: 'Contacts', fields: [{ key: 'email', type: 'string' }] }],
      },
    }),
  ).data;
  const sheetId = workbook.sheets?.[0]?.id as string;
  ok(
    await client.POST('/v1/sheets/{sheetId}/records', {
      params: { path: { sheetId } },
      body: [{ email: { value: 'a@x' } }],
    }),
  );
  const file = await uploadFile(client, {
    spaceId: space.id,
    environmentId: server.environmentId,
    file: Buffer.from('x'),
    name: 'notes.bin',
  });
  return { space, workbook, sheetId, file };
}

describe('data retention', () => {
  it('expires spaces, workbooks and files 365 days after their creation, with their events, keeping their data', async () => {
    api = await startClientApi({ clock: 'manual' });
    const { space, workbook, sheetId, file } = await createAll();
    await advance(365 * DAY_MS - 1);
    expect(await api.events(['space:expired', 'workbook:expired', 'file:expired'])).toEqual([]);
    await advance(1);

    const expired = await api.events(['space:expired', 'workbook:expired', 'file:expired']);
    expect(expired.map((event) => event.topic)).toEqual([
      'space:expired',
      'workbook:expired',
      'file:expired',
    ]);
    const [spaceEvent, workbookEvent, fileEvent] = expired;
    expect(spaceEvent.context).toMatchObject({
      accountId: api.server.accountId,
      environmentId: api.server.environmentId,
      spaceId: space.id,
    });
    expect(workbookEvent.payload).toEqual({ workbookId: workbook.id, spaceId: space.id });
    expect(workbookEvent.context).toMatchObject({ spaceId: space.id, workbookId: workbook.id });
    expect(fileEvent.context).toMatchObject({
      accountId: api.server.accountId,
      environmentId: api.server.environmentId,
      spaceId: space.id,
      fileId: file.id,
    });

    const { client } = api;
    const spacePath = { params: { path: { spaceId: space.id } } };
    const spaceNow = ok(await client.GET('/v1/spaces/{spaceId}', spacePath)).data;
    expect(spaceNow.expiredAt).toBe(spaceEvent.createdAt);
    const workbookPath = { params: { path: { workbookId: workbook.id } } };
    expect(ok(await client.GET('/v1/workbooks/{workbookId}', workbookPath)).data.expiredAt).toBe(
      workbookEvent.createdAt,
    );
    const filePath = { params: { path: { fileId: file.id } } };
    expect(ok(await client.GET('/v1/files/{fileId}', filePath)).data.expiredAt).toBe(
      fileEvent.createdAt,
    );
    const page = ok(
      await client.GET('/v1/sheets/{sheetId}/records', { params: { path: { sheetId } } }),
    );
    expect(page.data.records).toHaveLength(1);

    // Each expires once.
    await advance(400 * DAY_MS);
    expect(await api.events(['space:expired', 'workbook:expired', 'file:expired'])).toHaveLength(3);
  });

  it('follows retentionDays, each item counted from its own creation', async () => {
    api = await startClientApi({ clock: 'manual', retentionDays: 10 });
    const { client } = api;
    const first = ok(await client.POST('/v1/spaces', { body: { name: 'First' } })).data;
    await advance(4 * DAY_MS);
    const second = ok(await client.POST('/v1/spaces', { body: { name: 'Second' } })).data;
    await advance(6 * DAY_MS);
    let expired = await api.events(['space:expired']);
    expect(expired.map((event) => event.context.spaceId)).toEqual([first.id]);
    await advance(4 * DAY_MS);
    expired = await api.events(['space:expired']);
    expect(expired.map((event) => event.context.spaceId)).toEqual([first.id, second.id]);
  });

  it("follows each environment's dataRetentionDays and dataRetentionPolicy", async () => {
    api = await startClientApi({ clock: 'manual', retentionDays: 100 });
    const { client } = api;
    const short = ok(
      await client.POST('/v1/environments', {
        body: { name: 'Short', isProd: false, dataRetentionDays: 10 },
      }),
    ).data;
    expect(short.dataRetentionDays).toBe(10);
    const active = ok(
      await client.POST('/v1/environments', {
        body: {
          name: 'Active',
          isProd: false,
          dataRetentionDays: 10,
          dataRetentionPolicy: 'last_activity',
        },
      }),
    ).data;
    const space = async (name: string, environmentId?: string) =>
      ok(await client.POST('/v1/spaces', { body: { name, environmentId } })).data;
    /** The expired spaces of the three environments, in the order they expired. */
    const expiredIds = async () =>
      (
        await Promise.all(
          [short.id, active.id, api.server.environmentId].map((id) =>
            api.events(['space:expired'], id),
          ),
        )
      )
        .flat()
        .sort((a, b) => (a.id < b.id ? -1 : 1))
        .map((event) => event.context.spaceId);
    const inShort = await space('Short-lived', short.id);
    const inActive = await space('Kept while used', active.id);
    const inDefault = await space('Default');

    await advance(6 * DAY_MS);
    // Activity moves the last_activity space's expiry: 10 days from this change.
    ok(
      await client.PATCH('/v1/spaces/{spaceId}', {
        params: { path: { spaceId: inActive.id } },
        body: { name: 'Still used' },
      }),
    );
    await advance(4 * DAY_MS);
    expect(await expiredIds()).toEqual([inShort.id]);
    await advance(6 * DAY_MS);
    expect(await expiredIds()).toEqual([inShort.id, inActive.id]);

    // A shorter period applies at once to what the environment already holds.
    const defaultEnvironment = { params: { path: { environmentId: api.server.environmentId } } };
    ok(
      await client.PATCH('/v1/environments/{environmentId}', {
        ...defaultEnvironment,
        body: { dataRetentionDays: 5 },
      }),
    );
    await advance(1);
    expect(await expiredIds()).toEqual([inShort.id, inActive.id, inDefault.id]);
  });

  it('refuses a retention that cannot work', async () => {
    const { startDevServer } = await import('@importkit/dev-server');
    await expect(startDevServer({ port: 0, retentionDays: 0 })).rejects.toThrow(
      /retentionDays must be a whole number from 1 to 36500, got 0/,
    );
    api = await startClientApi();
  });
});

/**
 * Scenarios of `guests`: people invited to a space without an account, their tokens, roles and
 * invitations.
 * @module
 */
import type { Flatfile } from '@flatfile/api';
import { aRoleId } from '../src/prerequisites.ts';
import {
  idOrPlaceholder,
  type ResourceScenarios,
  type Setup,
  viaClientOrApi,
} from '../src/scenario.ts';
import type { World } from '../src/world.ts';

function guest(world: World, name: string): Flatfile.GuestConfig {
  return {
    environmentId: world.environmentId,
    email: `${name.toLowerCase()}@example.com`,
    name,
    spaces: [{ id: world.spaceId, workbooks: [{ id: world.workbookId }] }],
  };
}

async function createGuest(setup: Setup, world: World, name: string) {
  const created = await viaClientOrApi(
    async () => (await setup.client.guests.create([guest(world, name)])).data,
    () => setup.api.request<Flatfile.Guest[]>('POST', '/guests', { body: [guest(world, name)] }),
  );
  const first = created[0];
  if (!first) throw new Error('parity: no guest was created');
  return first.id;
}

export const guestsScenarios: ResourceScenarios<'guests'> = {
  list: ({ client, world }) => client.guests.list({ spaceId: world.spaceId }),
  create: ({ client, world }) => client.guests.create([guest(world, 'Grace')]),
  get: async ({ client, world, setup }) =>
    client.guests.get(await createGuest(setup, world, 'Alan')),
  delete: async ({ client, world, setup }) =>
    client.guests.delete(await createGuest(setup, world, 'Edsger'), { spaceId: world.spaceId }),
  update: async ({ client, world, setup }) =>
    client.guests.update(await createGuest(setup, world, 'Barbara'), { name: 'Barbara L.' }),
  getGuestToken: async ({ client, world, setup }) =>
    client.guests.getGuestToken(await createGuest(setup, world, 'Donald'), {
      spaceId: world.spaceId,
    }),
  listGuestRoles: async ({ client, world, setup }) =>
    client.guests.listGuestRoles(await createGuest(setup, world, 'Frances')),
  assignGuestRole: async ({ client, world, setup }) =>
    client.guests.assignGuestRole(await createGuest(setup, world, 'John'), {
      roleId: await aRoleId(setup),
      resourceId: world.spaceId,
    }),
  deleteGuestRole: async ({ client, world, setup }) => {
    const guestId = await createGuest(setup, world, 'Margaret');
    const roleId = await aRoleId(setup);
    const actorRoleId = await idOrPlaceholder(
      async () =>
        (await setup.client.guests.assignGuestRole(guestId, { roleId, resourceId: world.spaceId }))
          .data.id,
      'us_acr_parity000',
    );
    return client.guests.deleteGuestRole(guestId, actorRoleId);
  },
  invite: async ({ client, world, setup }) =>
    client.guests.invite([
      {
        guestId: await createGuest(setup, world, 'Radia'),
        spaceId: world.spaceId,
        fromName: 'Parity team',
        message: 'Please upload your contacts',
      },
    ]),
};

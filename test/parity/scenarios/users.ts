/**
 * Scenarios of `users`: the account's users, their invitations, roles and API tokens.
 * @module
 */
import { aRoleId, aUserId } from '../src/prerequisites.ts';
import { idOrPlaceholder, type ResourceScenarios } from '../src/scenario.ts';

export const usersScenarios: ResourceScenarios<'users'> = {
  list: ({ client }) =>
    client.users.list({ sortField: 'email', sortDirection: 'asc', pageSize: 10, pageNumber: 1 }),
  createAndInvite: async ({ client, world, setup }) =>
    client.users.createAndInvite({
      email: 'katherine@example.com',
      name: 'Katherine',
      actorRoles: [{ roleId: await aRoleId(setup), resourceId: world.accountId }],
    }),
  resendInvite: async ({ client, setup }) =>
    client.users.resendInvite(await aUserId(setup, 'Hedy')),
  update: async ({ client, setup }) =>
    client.users.update(await aUserId(setup, 'Mary'), { name: 'Mary K.', dashboard: 1 }),
  get: async ({ client, setup }) => client.users.get(await aUserId(setup, 'Ida')),
  delete: async ({ client, setup }) => client.users.delete(await aUserId(setup, 'Anita')),
  listUserRoles: async ({ client, setup }) =>
    client.users.listUserRoles(await aUserId(setup, 'Evelyn')),
  assignUserRole: async ({ client, world, setup }) =>
    client.users.assignUserRole(await aUserId(setup, 'Joan'), {
      roleId: await aRoleId(setup),
      resourceId: world.accountId,
    }),
  deleteUserRole: async ({ client, world, setup }) => {
    const userId = await aUserId(setup, 'Sophie');
    const roleId = await aRoleId(setup);
    const actorRoleId = await idOrPlaceholder(
      async () =>
        (await setup.client.users.assignUserRole(userId, { roleId, resourceId: world.accountId }))
          .data.id,
      'us_acr_parity000',
    );
    return client.users.deleteUserRole(userId, actorRoleId);
  },
  listApiTokens: async ({ client, setup }) =>
    client.users.listApiTokens(await aUserId(setup, 'Adele'), { tenantId: 'parity-tenant' }),
  createApiToken: async ({ client, setup }) =>
    client.users.createApiToken(await aUserId(setup, 'Lynn'), { tenantId: 'parity-tenant' }),
  exchangeToken: ({ client, world }) =>
    client.users.exchangeToken({
      token: 'parity-invitation-token',
      email: 'hedy@example.com',
      spaceId: world.spaceId,
    }),
};

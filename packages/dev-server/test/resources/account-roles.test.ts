import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/server';
import type { Json } from '../support/test-api';

const api = useTestApi();

async function roleNamed(name: string): Promise<Json> {
  const roles = (await api.ok('GET', '/v1/roles')).data;
  return roles.find((role: Json) => role.name === name);
}

async function invite(name: string, body: Record<string, unknown> = {}) {
  const email = `${name.toLowerCase()}@example.com`;
  return (await api.ok('POST', '/v1/users/invite', { body: { email, name, ...body } })).data;
}

describe('the account', () => {
  it('is read and renamed, and names only an app that exists as its default', async () => {
    const { server } = api;
    const account = (await api.ok('GET', '/v1/accounts/current')).data;
    expect(account).toMatchObject({ id: server.accountId, metadata: {} });
    const renamed = (
      await api.ok('PATCH', '/v1/accounts/current', { body: { name: 'Parity Inc.' } })
    ).data;
    expect(renamed).toMatchObject({ id: server.accountId, name: 'Parity Inc.' });
    expect((await api.ok('GET', '/v1/accounts/current')).data.name).toBe('Parity Inc.');

    const noApp = await api.request('PATCH', '/v1/accounts/current', {
      body: { defaultAppId: 'us_app_missing' },
    });
    expect(noApp.status).toBe(404);
    expect(noApp.body.errors[0].key).toBe('body.defaultAppId');
  });

  it('has no entitlements, for itself or a space in it', async () => {
    const space = (await api.ok('POST', '/v1/spaces', { body: { name: 'S' } })).data;
    for (const resourceId of [api.server.accountId, space.id]) {
      expect((await api.ok('GET', '/v1/entitlements', { query: { resourceId } })).data).toEqual([]);
    }
    const unknown = await api.request('GET', '/v1/entitlements', {
      query: { resourceId: 'us_sp_missing' },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('roles', () => {
  it('lists the built-in roles, the owner an Admin of the account', async () => {
    const roles = (await api.ok('GET', '/v1/roles')).data;
    expect(roles.map((role: Json) => role.name)).toEqual(['Admin', 'Member', 'Guest']);
    const [owner] = (await api.ok('GET', '/v1/users')).data;
    expect(owner.actorRoles).toEqual([
      expect.objectContaining({
        roleId: (await roleNamed('Admin')).id,
        actorId: owner.id,
        resourceId: api.server.accountId,
      }),
    ]);
  });

  it('gives a user a role on a resource once, lists it with the user, and takes it away', async () => {
    const user = await invite('Joan');
    const member = await roleNamed('Member');
    const grant = { roleId: member.id, resourceId: api.server.environmentId };
    const given = (await api.ok('POST', `/v1/users/${user.id}/roles`, { body: grant })).data;
    expect(given).toMatchObject({
      ...grant,
      actorId: user.id,
      id: expect.stringMatching(/^us_acr_/),
    });
    expect((await api.ok('GET', `/v1/users/${user.id}/roles`)).data).toEqual([given]);
    expect((await api.ok('GET', `/v1/users/${user.id}`)).data.actorRoles).toEqual([given]);

    const twice = await api.request('POST', `/v1/users/${user.id}/roles`, { body: grant });
    expect(twice.status).toBe(409);
    const unknownRole = await api.request('POST', `/v1/users/${user.id}/roles`, {
      body: { ...grant, roleId: 'us_rol_missing' },
    });
    expect(unknownRole.status).toBe(404);
    expect(unknownRole.body.errors[0].key).toBe('body.roleId');
    const notAResource = await api.request('POST', `/v1/users/${user.id}/roles`, {
      body: { ...grant, resourceId: 'us_wb_somewhere' },
    });
    expect(notAResource.status).toBe(400);
    expect(notAResource.body.errors[0].key).toBe('body.resourceId');

    await api.ok('DELETE', `/v1/users/${user.id}/roles/${given.id}`);
    expect((await api.ok('GET', `/v1/users/${user.id}/roles`)).data).toEqual([]);
    const gone = await api.request('DELETE', `/v1/users/${user.id}/roles/${given.id}`);
    expect(gone.status).toBe(404);
  });

  it('gives roles to guests and agents too, and only to ones that exist', async () => {
    const { server } = api;
    const space = (await api.ok('POST', '/v1/spaces', { body: { name: 'S' } })).data;
    const [guest] = (
      await api.ok('POST', '/v1/guests', {
        body: [
          {
            environmentId: server.environmentId,
            email: 'g@example.com',
            name: 'G',
            spaces: [{ id: space.id }],
          },
        ],
      })
    ).data;
    const agent = (
      await api.ok('POST', '/v1/agents', {
        query: { environmentId: server.environmentId },
        body: { topics: ['space:created'], compiler: 'js', source: 'module.exports = {}' },
      })
    ).data;
    const roleId = (await roleNamed('Guest')).id;
    for (const [path, resourceId] of [
      [`/v1/guests/${guest.id}/roles`, space.id],
      [`/v1/agents/${agent.id}/roles`, server.environmentId],
    ]) {
      const given = (await api.ok('POST', path, { body: { roleId, resourceId } })).data;
      expect((await api.ok('GET', path)).data).toEqual([given]);
    }
    const noGuest = await api.request('GET', '/v1/guests/us_g_missing/roles');
    expect(noGuest.status).toBe(404);
    expect(noGuest.body.errors[0].key).toBe('guestId');
  });
});

describe('users', () => {
  it('invites with roles, or not at all when a role is wrong', async () => {
    const admin = await roleNamed('Admin');
    const user = await invite('Katherine', {
      actorRoles: [{ roleId: admin.id, resourceId: api.server.accountId }],
    });
    expect(user.actorRoles).toEqual([
      expect.objectContaining({ roleId: admin.id, actorId: user.id }),
    ]);
    const wrong = await api.request('POST', '/v1/users/invite', {
      body: {
        email: 'nobody@example.com',
        name: 'Nobody',
        actorRoles: [{ roleId: 'us_rol_missing', resourceId: api.server.accountId }],
      },
    });
    expect(wrong.status).toBe(404);
    expect(wrong.body.errors[0].key).toBe('body.actorRoles[0].roleId');
    const emails = (await api.ok('GET', '/v1/users')).data.map((each: Json) => each.email);
    expect(emails).not.toContain('nobody@example.com');
  });

  it('renames and deletes a user with their roles, but never the owner', async () => {
    const user = await invite('Mary');
    await api.ok('POST', `/v1/users/${user.id}/roles`, {
      body: { roleId: (await roleNamed('Member')).id, resourceId: api.server.accountId },
    });
    const renamed = (
      await api.ok('PATCH', `/v1/users/${user.id}`, { body: { name: 'Mary K.', dashboard: 2 } })
    ).data;
    expect(renamed).toMatchObject({
      name: 'Mary K.',
      dashboard: 2,
      actorRoles: [expect.anything()],
    });

    await api.ok('DELETE', `/v1/users/${user.id}`);
    expect((await api.request('GET', `/v1/users/${user.id}`)).status).toBe(404);
    expect((await api.request('GET', `/v1/users/${user.id}/roles`)).status).toBe(404);

    const [owner] = (await api.ok('GET', '/v1/users')).data;
    const refused = await api.request('DELETE', `/v1/users/${owner.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0].message).toContain('owner');
  });

  it('sorts the list by the field asked for, either way', async () => {
    await invite('Zoe');
    await invite('Ada');
    const names = async (sortDirection: string) =>
      (await api.ok('GET', '/v1/users', { query: { sortField: 'name', sortDirection } })).data.map(
        (user: Json) => user.name,
      );
    expect(await names('asc')).toEqual(['Account owner', 'Ada', 'Zoe']);
    expect(await names('desc')).toEqual(['Zoe', 'Ada', 'Account owner']);
  });
});

describe('guest invitations', () => {
  it('invites guests to the spaces they are in, and refuses another space', async () => {
    const { server } = api;
    const space = (await api.ok('POST', '/v1/spaces', { body: { name: 'Shared' } })).data;
    const other = (await api.ok('POST', '/v1/spaces', { body: { name: 'Private' } })).data;
    const [guest] = (
      await api.ok('POST', '/v1/guests', {
        body: [
          {
            environmentId: server.environmentId,
            email: 'radia@example.com',
            name: 'Radia',
            spaces: [{ id: space.id }],
          },
        ],
      })
    ).data;
    const invited = await api.ok('POST', '/v1/invitations', {
      body: [{ guestId: guest.id, spaceId: space.id, fromName: 'Parity', message: 'Welcome' }],
    });
    expect(invited).toEqual({ data: { success: true } });
    const refused = await api.request('POST', '/v1/invitations', {
      body: [{ guestId: guest.id, spaceId: other.id }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].key).toBe('body[0].spaceId');
  });
});

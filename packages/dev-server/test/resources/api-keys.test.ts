import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/server';
import { startTestApi } from '../support/test-api';

const api = useTestApi();

const SPACES = '/v1/spaces';

describe('API keys and tokens', () => {
  it('lists the key the server was started with, which cannot be deleted', async () => {
    const { server } = api;
    const keys = (
      await api.ok('GET', '/v1/auth/api-keys', { query: { environmentId: server.environmentId } })
    ).data;
    expect(keys).toEqual([
      expect.objectContaining({
        id: expect.stringMatching(/^us_key_/),
        type: 'SECRET',
        environmentId: server.environmentId,
        accountId: server.accountId,
        rawKey: server.apiKey,
      }),
    ]);
    for (const key of [keys[0].id, server.apiKey]) {
      const refused = await api.request('DELETE', '/v1/auth/api-key', {
        query: { environmentId: server.environmentId, key },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.errors[0]).toMatchObject({ key: 'query.key' });
      expect(refused.body.errors[0].message).toContain('started with');
    }
    expect((await api.request('GET', SPACES)).status).toBe(200);
  });

  it('accepts a created key from then on, and refuses it the moment it is deleted', async () => {
    const { server } = api;
    const created = await api.ok('POST', '/v1/auth/api-key', {
      query: { environmentId: server.environmentId, type: 'SECRET' },
    });
    const [key] = created.data;
    expect(key).toMatchObject({ type: 'SECRET', rawKey: expect.stringMatching(/^sk_dev_\w{32}$/) });
    expect((await api.request('GET', SPACES, { apiKey: key.rawKey })).status).toBe(200);
    const listed = await api.ok('GET', '/v1/auth/api-keys', {
      query: { environmentId: server.environmentId },
    });
    expect(listed.data.map((each: { id: string }) => each.id)).toContain(key.id);

    await api.ok('DELETE', '/v1/auth/api-key', {
      query: { environmentId: server.environmentId, key: key.id },
    });
    expect((await api.request('GET', SPACES, { apiKey: key.rawKey })).status).toBe(401);
    const again = await api.request('DELETE', '/v1/auth/api-key', {
      query: { environmentId: server.environmentId, key: key.id },
    });
    expect(again.status).toBe(404);
  });

  it('gives each environment one publishable key, and drops its keys with the environment', async () => {
    const environment = (await api.ok('POST', '/v1/environments', { body: { name: 'Staging' } }))
      .data;
    const query = { environmentId: environment.id };
    const first = (await api.ok('GET', '/v1/auth/publishable-key', { query })).data;
    expect(first).toMatchObject({ type: 'PUBLISHABLE', environmentId: environment.id });
    expect(first.rawKey).toMatch(/^pk_dev_/);
    expect((await api.ok('GET', '/v1/auth/publishable-key', { query })).data.id).toBe(first.id);
    expect((await api.request('GET', SPACES, { apiKey: first.rawKey })).status).toBe(200);

    await api.ok('DELETE', `/v1/environments/${environment.id}`);
    expect((await api.request('GET', SPACES, { apiKey: first.rawKey })).status).toBe(401);
    const unknown = await api.request('GET', '/v1/auth/api-keys', { query });
    expect(unknown.status).toBe(404);
  });

  it('shows a personal access token once, accepts it, and refuses it once deleted', async () => {
    const created = (
      await api.ok('POST', '/v1/auth/personal-access-tokens', { body: { name: 'laptop' } })
    ).data;
    expect(created.personalAccessToken).toMatchObject({ name: 'laptop' });
    expect((await api.request('GET', SPACES, { apiKey: created.token })).status).toBe(200);
    const listed = (await api.ok('GET', '/v1/auth/personal-access-tokens')).data;
    expect(listed).toEqual([created.personalAccessToken]);
    expect(JSON.stringify(listed)).not.toContain(created.token);

    await api.ok('DELETE', `/v1/auth/personal-access-tokens/${created.personalAccessToken.id}`);
    expect((await api.request('GET', SPACES, { apiKey: created.token })).status).toBe(401);
  });

  it("accepts a user's API token until the user is deleted", async () => {
    const user = (
      await api.ok('POST', '/v1/users/invite', {
        body: { email: 'lynn@example.com', name: 'Lynn' },
      })
    ).data;
    const query = { tenantId: 'acme' };
    const token = (await api.ok('POST', `/v1/users/${user.id}/api-token`, { query })).data;
    expect(token.secret).toEqual(expect.any(String));
    expect((await api.request('GET', SPACES, { apiKey: token.secret })).status).toBe(200);
    const listed = await api.ok('GET', `/v1/users/${user.id}/api-token`, { query });
    expect(listed.data).toEqual([
      {
        clientId: token.clientId,
        description: token.description,
        metadata: query,
        createdAt: token.createdAt,
      },
    ]);
    expect(listed.pagination).toMatchObject({ totalCount: 1 });
    expect(
      (await api.ok('GET', `/v1/users/${user.id}/api-token`, { query: { tenantId: 'other' } }))
        .data,
    ).toEqual([]);

    await api.ok('DELETE', `/v1/users/${user.id}`);
    expect((await api.request('GET', SPACES, { apiKey: token.secret })).status).toBe(401);
  });
});

describe('API keys with --data', () => {
  it('keeps the keys created, and accepts them after a restart', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'importkit-api-keys-'));
    try {
      const first = await startTestApi({ dataDir });
      const environmentId = first.server.environmentId;
      const [key] = (
        await first.ok('POST', '/v1/auth/api-key', { query: { environmentId, type: 'SECRET' } })
      ).data;
      await first.close();

      const second = await startTestApi({ dataDir });
      try {
        expect((await second.request('GET', SPACES, { apiKey: key.rawKey })).status).toBe(200);
        const keys = (await second.ok('GET', '/v1/auth/api-keys', { query: { environmentId } }))
          .data;
        // The server's own key is the one it was started with this time.
        expect(keys.map((each: { rawKey: string }) => each.rawKey)).toEqual([
          second.server.apiKey,
          key.rawKey,
        ]);
      } finally {
        await second.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

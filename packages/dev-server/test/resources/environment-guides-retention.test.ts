import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/server';
import type { Json } from '../support/test-api';

const api = useTestApi({ clock: 'manual' });

const DAY_MS = 24 * 60 * 60 * 1000;

async function environment(name: string, body: Record<string, unknown> = {}): Promise<Json> {
  return (await api.ok('POST', '/v1/environments', { body: { name, ...body } })).data;
}

describe('environments, as the hosted client reads them', () => {
  it('carry guest authentication, features and metadata; an update answers bare', async () => {
    const created = await environment('Staging', { metadata: { region: 'eu' } });
    expect(created).toMatchObject({
      guestAuthentication: ['shared_link'],
      features: {},
      metadata: { region: 'eu' },
    });
    const updated = await api.ok('PATCH', `/v1/environments/${created.id}`, {
      body: { guestAuthentication: ['magic_link'], translationsPath: 'locales', namespaces: ['a'] },
    });
    expect(updated).not.toHaveProperty('data');
    expect(updated).toMatchObject({
      id: created.id,
      guestAuthentication: ['magic_link'],
      translationsPath: 'locales',
      namespaces: ['a'],
    });
  });

  it('answer the retention policy in the hosted spelling, whichever was sent', async () => {
    const created = await environment('Retained', { dataRetentionPolicy: 'last_activity' });
    expect(created.dataRetentionPolicy).toBe('lastActivity');
    const updated = await api.ok('PATCH', `/v1/environments/${created.id}`, {
      body: { dataRetentionPolicy: 'sinceCreated' },
    });
    expect(updated.dataRetentionPolicy).toBe('sinceCreated');
  });
});

describe('guides', () => {
  const guide = (slug: string) => ({
    title: 'Importing contacts',
    description: 'How to prepare the file',
    slug,
    blocks: [{ type: 'markdown', content: 'One row per contact.' }],
    environmentId: api.server.environmentId,
  });

  it('keep a version for each change of their blocks', async () => {
    const base = `/v1/environments/${api.server.environmentId}/guides`;
    const created = (await api.ok('POST', base, { body: guide('contacts') })).data;
    expect(created.versions).toEqual([
      expect.objectContaining({
        version: 1,
        content: JSON.stringify([{ type: 'markdown', content: 'One row per contact.' }]),
      }),
    ]);
    const retitled = (
      await api.ok('PATCH', `${base}/${created.id}`, { body: { title: 'Contacts' } })
    ).data;
    expect(retitled.versions).toHaveLength(1);
    const blocks = [{ type: 'markdown', content: 'One row per contact, with an email.' }];
    const rewritten = (await api.ok('PATCH', `${base}/${created.id}`, { body: { blocks } })).data;
    expect(rewritten.versions.map((version: Json) => version.version)).toEqual([1, 2]);
    const second = (await api.ok('GET', `${base}/${created.id}/versions/2`)).data;
    expect(JSON.parse(second.content)).toEqual(blocks);
    expect((await api.request('GET', `${base}/${created.id}/versions/3`)).status).toBe(404);
    expect((await api.ok('GET', base)).data.map((each: Json) => each.id)).toEqual([created.id]);

    await api.ok('DELETE', `${base}/${created.id}`);
    expect((await api.request('GET', `${base}/${created.id}`)).status).toBe(404);
  });

  it('are found by a slug unique in their environment, and only under it', async () => {
    const base = `/v1/environments/${api.server.environmentId}/guides`;
    const created = (await api.ok('POST', base, { body: guide('once') })).data;
    const twice = await api.request('POST', base, { body: guide('once') });
    expect(twice.status).toBe(409);
    expect(twice.body.errors[0].key).toBe('body.slug');
    const other = await environment('Other');
    const elsewhere = await api.request('GET', `/v1/environments/${other.id}/guides/${created.id}`);
    expect(elsewhere.status).toBe(404);
    const mismatch = await api.request('POST', base, {
      body: { ...guide('mismatch'), environmentId: other.id },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors[0].key).toBe('body.environmentId');
  });
});

describe('data retention policies', () => {
  it("are the environment's retention: the one written last holds, none leaves the server's", async () => {
    const { server } = api;
    const env = await environment('Kept');
    const policy = (
      await api.ok('POST', '/v1/data-retention-policies', {
        body: { type: 'sinceCreated', period: 30, environmentId: env.id },
      })
    ).data;
    expect(policy).toMatchObject({ type: 'sinceCreated', period: 30, environmentId: env.id });
    const read = async () => (await api.ok('GET', `/v1/environments/${env.id}`)).data;
    expect(await read()).toMatchObject({
      dataRetentionPolicy: 'sinceCreated',
      dataRetentionDays: 30,
    });

    const second = (
      await api.ok('POST', '/v1/data-retention-policies', {
        body: { type: 'lastActivity', period: 7, environmentId: env.id },
      })
    ).data;
    expect(await read()).toMatchObject({
      dataRetentionPolicy: 'lastActivity',
      dataRetentionDays: 7,
    });
    await api.ok('PATCH', `/v1/data-retention-policies/${policy.id}`, {
      body: { type: 'sinceCreated', period: 60, environmentId: env.id },
    });
    expect(await read()).toMatchObject({
      dataRetentionPolicy: 'sinceCreated',
      dataRetentionDays: 60,
    });
    const listed = await api.ok('GET', '/v1/data-retention-policies', {
      query: { environmentId: env.id },
    });
    expect(listed.data.map((each: Json) => each.id).sort()).toEqual([policy.id, second.id].sort());

    await api.ok('DELETE', `/v1/data-retention-policies/${policy.id}`);
    expect(await read()).toMatchObject({
      dataRetentionPolicy: 'lastActivity',
      dataRetentionDays: 7,
    });
    await api.ok('DELETE', `/v1/data-retention-policies/${second.id}`);
    const fallen = await read();
    expect(fallen).not.toHaveProperty('dataRetentionPolicy');
    expect(fallen).not.toHaveProperty('dataRetentionDays');

    const updates = (
      await api.ok('GET', '/v1/events', {
        query: { environmentId: env.id, topic: 'environment:updated' },
      })
    ).data;
    expect(updates).toHaveLength(5);
    expect(server.environmentId).not.toBe(env.id);
  });

  it('expire a space once its environment’s policy says so', async () => {
    const env = await environment('Short');
    const space = (
      await api.ok('POST', '/v1/spaces', { body: { name: 'S', environmentId: env.id } })
    ).data;
    await api.ok('POST', '/v1/data-retention-policies', {
      body: { type: 'sinceCreated', period: 2, environmentId: env.id },
    });
    await api.server.advanceClock(DAY_MS);
    expect((await api.ok('GET', `/v1/spaces/${space.id}`)).data.expiredAt).toBeUndefined();
    await api.server.advanceClock(DAY_MS);
    expect((await api.ok('GET', `/v1/spaces/${space.id}`)).data.expiredAt).toEqual(
      expect.any(String),
    );
  });

  it('refuse a period out of range and a move to another environment', async () => {
    const env = await environment('Checked');
    const tooLong = await api.request('POST', '/v1/data-retention-policies', {
      body: { type: 'sinceCreated', period: 0, environmentId: env.id },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors[0].key).toBe('body.period');
    const policy = (
      await api.ok('POST', '/v1/data-retention-policies', {
        body: { type: 'sinceCreated', period: 10, environmentId: env.id },
      })
    ).data;
    const moved = await api.request('PATCH', `/v1/data-retention-policies/${policy.id}`, {
      body: { type: 'sinceCreated', period: 10, environmentId: api.server.environmentId },
    });
    expect(moved.status).toBe(400);
    expect(moved.body.errors[0].key).toBe('body.environmentId');
  });
});

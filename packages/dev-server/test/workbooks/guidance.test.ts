/**
 * A space's guidance: created, listed, read, changed and deleted under the space's path, one
 * guidance answered bare (as the hosted client reads it).
 */
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/server';

const api = useTestApi();

const OPTIONS = { target: 'sheet-toolbar', trigger: 'first', type: 'tooltip', role: 'guest' };

async function spaceWithGuidance() {
  const space = (await api.ok('POST', '/v1/spaces', { body: { name: 'Guided' } })).data;
  const created = await api.ok('POST', `/v1/spaces/${space.id}/guidance`, {
    body: { guideSlug: 'importing-contacts', options: OPTIONS },
  });
  return { space, created };
}

describe('guidance', () => {
  it('creates, lists, reads, updates and deletes the guidance of a space', async () => {
    const { space, created } = await spaceWithGuidance();
    expect(created).toMatchObject({ guideSlug: 'importing-contacts', options: OPTIONS });
    expect(created.id).toMatch(/^us_gd_/);
    const path = `/v1/spaces/${space.id}/guidance/${created.id}`;

    const listed = await api.ok('GET', `/v1/spaces/${space.id}/guidance`, {
      query: { includeGuide: true },
    });
    expect(listed.data.map((item: { id: string }) => item.id)).toEqual([created.id]);
    expect(await api.ok('GET', path, { query: { includeGuide: true } })).toMatchObject({
      id: created.id,
      options: OPTIONS,
    });

    const updated = await api.ok('PATCH', path, {
      body: { options: { ...OPTIONS, trigger: 'manual' } },
    });
    expect(updated.options.trigger).toBe('manual');
    expect((await api.ok('GET', path)).options.trigger).toBe('manual');

    expect((await api.ok('DELETE', path)).data).toEqual({ success: true });
    expect((await api.request('GET', path)).status).toBe(404);
    expect((await api.ok('GET', `/v1/spaces/${space.id}/guidance`)).data).toEqual([]);
  });

  it('finds guidance only under its own space, and refuses a bad option or an unknown space', async () => {
    const { space, created } = await spaceWithGuidance();
    const other = (await api.ok('POST', '/v1/spaces', { body: { name: 'Other' } })).data;
    const elsewhere = await api.request('GET', `/v1/spaces/${other.id}/guidance/${created.id}`);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.errors[0].key).toBe('guidanceId');
    expect((await api.ok('GET', `/v1/spaces/${other.id}/guidance`)).data).toEqual([]);

    const bad = await api.request('POST', `/v1/spaces/${space.id}/guidance`, {
      body: { guideSlug: 'x', options: { ...OPTIONS, trigger: 'sometimes' } },
    });
    expect(bad.status).toBe(400);
    const unknownSpace = await api.request('POST', '/v1/spaces/us_sp_none/guidance', {
      body: { guideSlug: 'x', options: OPTIONS },
    });
    expect(unknownSpace.status).toBe(404);
  });
});

import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/server';
import { allEvents } from '../support/test-api';

const api = useTestApi();

const names = (body: { data: { name: string }[] }) => body.data.map((space) => space.name);

describe('spaces', () => {
  it('creates, reads, updates and deletes a space, emitting its events', async () => {
    const created = (await api.ok('POST', '/v1/spaces', { body: { name: 'Q3', appId: 'app_1' } }))
      .data;
    expect(created).toMatchObject({
      name: 'Q3',
      appId: 'app_1',
      environmentId: api.server.environmentId,
    });
    expect(created.id).toMatch(/^us_sp_/);
    expect((await api.ok('GET', `/v1/spaces/${created.id}`)).data.name).toBe('Q3');

    const updated = await api.ok('PATCH', `/v1/spaces/${created.id}`, { body: { name: 'Q4' } });
    expect(updated.data.name).toBe('Q4');
    await api.ok('DELETE', `/v1/spaces/${created.id}`);
    expect((await api.request('GET', `/v1/spaces/${created.id}`)).status).toBe(404);

    const events = await allEvents(api);
    expect(events.map((event) => event.topic)).toEqual([
      'space:created',
      'space:updated',
      'space:deleted',
    ]);
    expect(events[0].payload).toEqual({
      spaceId: created.id,
      environmentId: api.server.environmentId,
      name: 'Q3',
      appId: 'app_1',
    });
    expect(events[1].payload.changes).toEqual([
      { field: 'name', previousValue: 'Q3', newValue: 'Q4' },
    ]);
    expect(events[2].context).toMatchObject({
      accountId: api.server.accountId,
      environmentId: api.server.environmentId,
      spaceId: created.id,
      actorId: expect.stringMatching(/^us_key_/),
    });
  });

  it('lists only the spaces of an app, and an empty list for an unknown app id', async () => {
    await api.ok('POST', '/v1/spaces', { body: { name: 'A', appId: 'app_a' } });
    await api.ok('POST', '/v1/spaces', { body: { name: 'B', appId: 'app_b' } });
    await api.ok('POST', '/v1/spaces', { body: { name: 'C' } });
    expect(names(await api.ok('GET', '/v1/spaces', { query: { appId: 'app_a' } }))).toEqual(['A']);
    const unknown = await api.request('GET', '/v1/spaces', { query: { appId: 'app_unknown' } });
    expect(unknown.status).toBe(200);
    expect(unknown.body.data).toEqual([]);
    expect(names(await api.ok('GET', '/v1/spaces'))).toEqual(['A', 'B', 'C']);
  });

  it('archives and unarchives, and filters by archived and isAppTemplate', async () => {
    const kept = (await api.ok('POST', '/v1/spaces', { body: { name: 'Kept' } })).data;
    const old = (await api.ok('POST', '/v1/spaces', { body: { name: 'Old' } })).data;
    await api.ok('POST', '/v1/spaces', { body: { name: 'Template', isAppTemplate: true } });
    await api.ok('POST', `/v1/spaces/${old.id}/archive`);
    expect(names(await api.ok('GET', '/v1/spaces', { query: { archived: true } }))).toEqual([
      'Old',
    ]);
    expect(names(await api.ok('GET', '/v1/spaces', { query: { archived: false } }))).toEqual([
      'Kept',
      'Template',
    ]);
    expect(names(await api.ok('GET', '/v1/spaces', { query: { isAppTemplate: true } }))).toEqual([
      'Template',
    ]);
    expect((await api.ok('GET', `/v1/spaces/${old.id}`)).data.archivedAt).toEqual(
      expect.any(String),
    );

    await api.ok('POST', `/v1/spaces/${old.id}/unarchive`);
    expect((await api.ok('GET', `/v1/spaces/${old.id}`)).data.archivedAt).toBeUndefined();
    const topics = (await allEvents(api)).map((event) => event.topic);
    expect(topics.filter((topic) => topic !== 'space:created')).toEqual([
      'space:archived',
      'space:unarchived',
    ]);
    expect(kept.id).not.toBe(old.id);
  });

  it('pages the list with pageSize and pageNumber', async () => {
    for (const name of ['1', '2', '3', '4', '5']) {
      await api.ok('POST', '/v1/spaces', { body: { name } });
    }
    const page = await api.ok('GET', '/v1/spaces', { query: { pageSize: 2, pageNumber: 2 } });
    expect(names(page)).toEqual(['3', '4']);
  });

  it('deleting a space deletes its workbooks', async () => {
    const space = (await api.ok('POST', '/v1/spaces', { body: { name: 'S' } })).data;
    const workbook = (
      await api.ok('POST', '/v1/workbooks', { body: { name: 'W', spaceId: space.id } })
    ).data;
    await api.ok('DELETE', `/v1/spaces/${space.id}`);
    expect((await api.request('GET', `/v1/workbooks/${workbook.id}`)).status).toBe(404);
  });
});

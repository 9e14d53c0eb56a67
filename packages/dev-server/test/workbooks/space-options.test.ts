/**
 * What the hosted client sends to spaces beyond a name: the extra fields stored and answered, the
 * list's filters and sort, `autoConfigure` (the space:configure job a listener's space-configure
 * plugin picks up), an update carrying the space's own environment, deleting several spaces at
 * once, and the upgrade to another space config.
 */
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/server';
import { allEvents, type Json } from '../support/test-api';

const api = useTestApi();

const createSpace = async (body: Json) => (await api.ok('POST', '/v1/spaces', { body })).data;
const names = (body: { data: { name: string }[] }) => body.data.map((space) => space.name);

describe('space fields', () => {
  it('stores the hosted extras and answers them, with the counts and guestAuthentication', async () => {
    const space = await createSpace({
      name: 'Onboarding',
      displayOrder: 2,
      guestAuthentication: ['magic_link'],
      spaceConfigId: 'us_sc_1',
      settings: { sidebarConfig: { workbookSidebarOrder: [] }, omitActions: ['download'] },
      actions: [{ operation: 'export', label: 'Export', mode: 'foreground' }],
      access: ['upload'],
      translationsPath: 'https://example.com/translations',
      languageOverride: 'fr',
    });
    const read = (await api.ok('GET', `/v1/spaces/${space.id}`)).data;
    expect(read).toMatchObject({
      displayOrder: 2,
      guestAuthentication: ['magic_link'],
      spaceConfigId: 'us_sc_1',
      settings: { omitActions: ['download'] },
      actions: [{ operation: 'export', label: 'Export' }],
      access: ['upload'],
      translationsPath: 'https://example.com/translations',
      languageOverride: 'fr',
      workbooksCount: 0,
      filesCount: 0,
      createdByUserId: expect.stringMatching(/^us_key_/),
      lastActivityAt: read.updatedAt,
    });
    const plain = await createSpace({ name: 'Plain' });
    expect(plain.guestAuthentication).toEqual(['shared_link']);
  });

  it('accepts an update naming the space’s own environment and refuses another', async () => {
    const space = await createSpace({ name: 'Here' });
    const updated = await api.ok('PATCH', `/v1/spaces/${space.id}`, {
      body: { environmentId: api.server.environmentId, primaryWorkbookId: '', name: 'Still here' },
    });
    expect(updated.data).toMatchObject({ name: 'Still here', environmentId: space.environmentId });
    const moved = await api.request('PATCH', `/v1/spaces/${space.id}`, {
      body: { environmentId: 'us_env_elsewhere', name: 'Gone' },
    });
    expect(moved.status).toBe(400);
    expect(moved.body.errors[0].key).toBe('body.environmentId');
    expect((await api.ok('GET', `/v1/spaces/${space.id}`)).data.name).toBe('Still here');
  });
});

describe('listing spaces', () => {
  it('filters by app, search, namespace and isCollaborative, and sorts by a hosted sort field', async () => {
    await createSpace({ name: 'Beta import', appId: 'app_1', namespace: 'crm' });
    await createSpace({ name: 'alpha import', appId: 'app_1' });
    await createSpace({ name: 'Gamma', appId: 'app_2', namespace: 'crm' });
    const list = (query: Json) => api.ok('GET', '/v1/spaces', { query });
    expect(names(await list({ app: 'app_1' }))).toEqual(['Beta import', 'alpha import']);
    expect(names(await list({ search: 'IMPORT' }))).toEqual(['Beta import', 'alpha import']);
    expect(names(await list({ namespace: 'crm' }))).toEqual(['Beta import', 'Gamma']);
    expect(names(await list({ isCollaborative: true }))).toEqual([]);
    expect(names(await list({ isCollaborative: false }))).toHaveLength(3);
    expect(names(await list({ sortField: 'name' }))).toEqual([
      'alpha import',
      'Beta import',
      'Gamma',
    ]);
    expect(names(await list({ sortField: 'name', sortDirection: 'desc' }))).toEqual([
      'Gamma',
      'Beta import',
      'alpha import',
    ]);
    const page = await list({ sortField: 'createdAt', sortDirection: 'desc', pageSize: 2 });
    expect(names(page)).toEqual(['Gamma', 'alpha import']);
    expect(page.pagination).toEqual({ currentPage: 1, pageCount: 2, totalCount: 3 });
  });

  it('sorts by the counted workbooksCount', async () => {
    const empty = await createSpace({ name: 'Empty' });
    const busy = await createSpace({ name: 'Busy' });
    for (const name of ['A', 'B']) {
      await api.ok('POST', '/v1/workbooks', { body: { name, spaceId: busy.id } });
    }
    const sorted = await api.ok('GET', '/v1/spaces', {
      query: { sortField: 'workbooksCount', sortDirection: 'desc' },
    });
    expect(sorted.data.map((space: Json) => [space.id, space.workbooksCount])).toEqual([
      [busy.id, 2],
      [empty.id, 0],
    ]);
  });
});

describe('autoConfigure', () => {
  it('creates the space:configure job, ready at once, that a space-configure plugin completes', async () => {
    const space = await createSpace({ name: 'Configured', autoConfigure: true });
    expect(space.autoConfigure).toBe(true);
    const jobs = (await api.ok('GET', '/v1/jobs', { query: { spaceId: space.id } })).data;
    expect(jobs).toHaveLength(1);
    const [job] = jobs;
    expect(job).toMatchObject({
      type: 'space',
      operation: 'configure',
      source: space.id,
      status: 'ready',
      trigger: 'immediate',
      environmentId: space.environmentId,
      spaceId: space.id,
    });
    const ready = (await allEvents(api, ['job:ready'])).find(
      (event) => event.context.jobId === job.id,
    );
    expect(ready.payload).toMatchObject({ job: 'space:configure', status: 'ready' });
    expect(ready.context).toMatchObject({
      spaceId: space.id,
      environmentId: space.environmentId,
    });

    // What the hosted plugin does on job:ready: ack, build the workbook, point the space at it
    // (sending the environment back), complete.
    await api.ok('POST', `/v1/jobs/${job.id}/ack`, { body: { info: 'Configuring' } });
    const workbook = (
      await api.ok('POST', '/v1/workbooks', {
        body: { spaceId: space.id, environmentId: space.environmentId, name: 'Workbook' },
      })
    ).data;
    await api.ok('PATCH', `/v1/spaces/${space.id}`, {
      body: {
        environmentId: space.environmentId,
        primaryWorkbookId: workbook.id,
        settings: { sidebarConfig: { workbookSidebarOrder: [workbook.id] } },
      },
    });
    await api.ok('POST', `/v1/jobs/${job.id}/complete`, { body: { outcome: { message: 'Done' } } });
    expect((await api.ok('GET', `/v1/jobs/${job.id}`)).data.status).toBe('complete');
    expect((await api.ok('GET', `/v1/spaces/${space.id}`)).data).toMatchObject({
      primaryWorkbookId: workbook.id,
      workbooksCount: 1,
    });
  });

  it('creates no job without it', async () => {
    const space = await createSpace({ name: 'Manual' });
    expect((await api.ok('GET', '/v1/jobs', { query: { spaceId: space.id } })).data).toEqual([]);
  });
});

describe('deleting several spaces', () => {
  it('deletes every space named, each with space:deleted and its workbooks', async () => {
    const kept = await createSpace({ name: 'Kept' });
    const first = await createSpace({ name: 'Old 1' });
    const second = await createSpace({ name: 'Old 2' });
    const workbook = (
      await api.ok('POST', '/v1/workbooks', { body: { name: 'W', spaceId: first.id } })
    ).data;
    await api.ok('DELETE', '/v1/spaces', { query: { spaceIds: [first.id, second.id] } });
    expect(names(await api.ok('GET', '/v1/spaces'))).toEqual(['Kept']);
    expect((await api.request('GET', `/v1/workbooks/${workbook.id}`)).status).toBe(404);
    const deleted = await allEvents(api, ['space:deleted']);
    expect(deleted.map((event) => event.context.spaceId)).toEqual([first.id, second.id]);
    expect(kept.id).toBeDefined();
  });

  it('deletes nothing when one id is unknown (404 naming the parameter)', async () => {
    const space = await createSpace({ name: 'Safe' });
    const answer = await api.request('DELETE', '/v1/spaces', {
      query: { spaceIds: [space.id, 'us_sp_unknown'] },
    });
    expect(answer.status).toBe(404);
    expect(answer.body.errors[0].key).toBe('query.spaceIds');
    expect((await api.ok('GET', `/v1/spaces/${space.id}`)).data.name).toBe('Safe');
  });
});

describe('upgrading a space', () => {
  it('sets the space config and upgradedAt, with space:updated', async () => {
    const space = await createSpace({ name: 'Old config', spaceConfigId: 'us_sc_1' });
    const upgraded = (
      await api.ok('POST', `/v1/spaces/${space.id}/upgrade`, { body: { id: 'us_sc_2' } })
    ).data;
    expect(upgraded).toMatchObject({ spaceConfigId: 'us_sc_2', upgradedAt: expect.any(String) });
    const [updated] = await allEvents(api, ['space:updated']);
    expect(updated.payload.changes).toEqual([
      { field: 'spaceConfigId', previousValue: 'us_sc_1', newValue: 'us_sc_2' },
      { field: 'upgradedAt', previousValue: null, newValue: upgraded.upgradedAt },
    ]);
    const unknown = await api.request('POST', '/v1/spaces/us_sp_none/upgrade', {
      body: { id: 'us_sc_2' },
    });
    expect(unknown.status).toBe(404);
  });
});

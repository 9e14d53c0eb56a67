import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/server';
import type { Json } from '../support/test-api';
import { createContactsWorkbook } from '../support/test-api';

const api = useTestApi();

describe('threads on resources', () => {
  it('live in the space of the resource they are about, found by it', async () => {
    const { space, sheet } = await createContactsWorkbook(api);
    const thread = (
      await api.ok('POST', '/v1/threads', {
        body: { resourceId: sheet.id, status: 'open', source: 'sidebar', metadata: { a: 1 } },
      })
    ).data;
    expect(thread).toMatchObject({
      resourceId: sheet.id,
      spaceId: space.id,
      environmentId: api.server.environmentId,
      status: 'ready',
      source: 'sidebar',
    });
    const found = await api.ok('GET', '/v1/threads', { query: { resourceId: sheet.id } });
    expect(found.data.map((each: Json) => each.id)).toEqual([thread.id]);
    const inSpace = await api.ok('GET', '/v1/threads', { query: { spaceId: space.id } });
    expect(inSpace.data.map((each: Json) => each.id)).toEqual([thread.id]);

    const noPlace = await api.request('POST', '/v1/threads', { body: { status: 'ready' } });
    expect(noPlace.status).toBe(400);
    expect(noPlace.body.errors[0].key).toBe('body.resourceId');
    const nowhere = await api.request('POST', '/v1/threads', { body: { resourceId: 'us_wb_x' } });
    expect(nowhere.status).toBe(404);
    expect(nowhere.body.errors[0].key).toBe('body.resourceId');
  });

  it('replace their state, or merge into it with the upsert strategy, by PUT or PATCH', async () => {
    const { space } = await createContactsWorkbook(api);
    const thread = (
      await api.ok('POST', '/v1/threads', { body: { spaceId: space.id, state: { step: 1 } } })
    ).data;
    const path = `/v1/threads/${thread.id}`;
    const merged = (
      await api.ok('PUT', path, { body: { state: { mode: 'fix' }, stateUpdateStrategy: 'upsert' } })
    ).data;
    expect(merged.state).toEqual({ step: 1, mode: 'fix' });
    const replaced = (await api.ok('PATCH', path, { body: { state: { step: 2 } } })).data;
    expect(replaced.state).toEqual({ step: 2 });
    expect(replaced).not.toHaveProperty('stateUpdateStrategy');
    expect((await api.ok('PATCH', path, { body: { status: 'error' } })).data.status).toBe('error');
  });
});

describe('messages', () => {
  it('belong to their thread, are answered bare, and go with it', async () => {
    const { space } = await createContactsWorkbook(api);
    const thread = (await api.ok('POST', '/v1/threads', { body: { spaceId: space.id } })).data;
    const base = `/v1/threads/${thread.id}/messages`;
    const message = await api.ok('POST', base, {
      body: { role: 'user', content: { text: 'Which contacts have no email?' } },
    });
    expect(message).toMatchObject({
      threadId: thread.id,
      role: 'user',
      id: expect.stringMatching(/^us_msg_/),
    });
    expect(message).not.toHaveProperty('data');
    const edited = await api.ok('PUT', `${base}/${message.id}`, {
      body: { content: { text: 'Which have no email or plan?' }, threadId: thread.id },
    });
    expect(edited.content).toEqual({ text: 'Which have no email or plan?' });
    expect((await api.ok('GET', base)).data).toEqual([edited]);

    const moved = await api.request('PUT', `${base}/${message.id}`, {
      body: { threadId: 'us_th_other' },
    });
    expect(moved.status).toBe(400);
    const other = (await api.ok('POST', '/v1/threads', { body: { spaceId: space.id } })).data;
    const elsewhere = await api.request('GET', `/v1/threads/${other.id}/messages/${message.id}`);
    expect(elsewhere.status).toBe(404);

    await api.ok('DELETE', `/v1/threads/${thread.id}`);
    expect((await api.request('GET', `${base}/${message.id}`)).status).toBe(404);
  });
});

describe('canvas areas, as the hosted client reads them', () => {
  it('answer layout, visibility, overlay, config and metadata, and nest in their canvas', async () => {
    const { space } = await createContactsWorkbook(api);
    const canvas = (
      await api.ok('POST', '/v1/canvases', { body: { spaceId: space.id, name: 'C' } })
    ).data;
    const area = (
      await api.ok('POST', '/v1/canvas-areas', { body: { canvasId: canvas.id, type: 'workbook' } })
    ).data;
    expect(area).toMatchObject({
      type: 'workbook',
      position: 'middle',
      layout: 'split',
      visibility: 'visible',
      overlay: null,
      config: {},
      metadata: {},
    });
    const child = (
      await api.ok('POST', '/v1/canvas-areas', {
        body: { canvasId: canvas.id, parentId: area.id, type: 'sheet', position: 'left' },
      })
    ).data;
    const listed = await api.ok('GET', '/v1/canvas-areas', {
      query: { parentId: area.id, pageSize: 10, pageNumber: 1 },
    });
    expect(listed.data.map((each: Json) => each.id)).toEqual([child.id]);
    expect(listed.pagination).toEqual({ currentPage: 1, pageCount: 1, totalCount: 1 });

    const other = (await api.ok('POST', '/v1/canvases', { body: { spaceId: space.id, name: 'D' } }))
      .data;
    const moved = (
      await api.ok('PATCH', `/v1/canvas-areas/${area.id}`, { body: { canvasId: other.id } })
    ).data;
    expect(moved.canvasId).toBe(other.id);
    const strayParent = await api.request('PATCH', `/v1/canvas-areas/${child.id}`, {
      body: { parentId: child.id },
    });
    expect(strayParent.status).toBe(400);
    expect(strayParent.body.errors[0].key).toBe('body.parentId');

    const elsewhere = (await api.ok('POST', '/v1/spaces', { body: { name: 'Elsewhere' } })).data;
    const foreign = (
      await api.ok('POST', '/v1/canvases', { body: { spaceId: elsewhere.id, name: 'F' } })
    ).data;
    const away = await api.request('PATCH', `/v1/canvas-areas/${area.id}`, {
      body: { canvasId: foreign.id },
    });
    expect(away.status).toBe(400);
    expect(away.body.errors[0].key).toBe('body.canvasId');
  });
});

describe('apps, as the hosted client reads them', () => {
  it('answer metadata and environment filters', async () => {
    const created = (
      await api.ok('POST', '/v1/apps', { body: { name: 'A', namespace: 'a', type: 'PORTAL' } })
    ).data;
    expect(created).toMatchObject({ metadata: {}, environmentFilters: {} });
    const updated = (
      await api.ok('PATCH', `/v1/apps/${created.id}`, {
        body: { environmentFilters: { env: [api.server.environmentId] } },
      })
    ).data;
    expect(updated.environmentFilters).toEqual({ env: [api.server.environmentId] });
  });
});

import { describe, expect, it } from 'vitest';
import { failure, ok } from '../support/client-api';
import { useClientApi } from '../support/server';

const api = useClientApi();

async function space() {
  return ok(await api.client.POST('/v1/spaces', { body: { name: 'Board' } })).data;
}

describe('canvases and canvas areas', () => {
  it('emits the full object as payload, in context CV and {canvasAreaId, canvasId}', async () => {
    const { client, server } = api;
    const { id: spaceId } = await space();
    const canvas = ok(await client.POST('/v1/canvases', { body: { spaceId, name: 'Plan' } })).data;
    expect(canvas.id).toMatch(/^us_cv_/);
    const updated = ok(
      await client.PATCH('/v1/canvases/{canvasId}', {
        params: { path: { canvasId: canvas.id } },
        body: { settings: { zoom: 2 } },
      }),
    ).data;
    const area = ok(
      await client.POST('/v1/canvas-areas', { body: { canvasId: canvas.id, type: 'sheet' } }),
    ).data;
    expect(area).toMatchObject({ canvasId: canvas.id, spaceId });
    expect(
      ok(await client.GET('/v1/canvas-areas', { params: { query: { canvasId: canvas.id } } })).data,
    ).toHaveLength(1);
    // Deleting the canvas takes its areas with it.
    ok(
      await client.DELETE('/v1/canvases/{canvasId}', { params: { path: { canvasId: canvas.id } } }),
    );
    expect(
      failure(
        await client.GET('/v1/canvas-areas/{canvasAreaId}', {
          params: { path: { canvasAreaId: area.id } },
        }),
      ).status,
    ).toBe(404);

    const events = await api.events();
    const topics = events.map((event) => event.topic).filter((t) => t.startsWith('canvas'));
    expect(topics).toEqual([
      'canvas:created',
      'canvas:updated',
      'canvas-area:created',
      'canvas-area:deleted',
      'canvas:deleted',
    ]);
    const byTopic = (topic: string) => events.find((event) => event.topic === topic);
    expect(byTopic('canvas:created').payload).toEqual(canvas);
    expect(byTopic('canvas:updated').payload).toEqual(updated);
    expect(byTopic('canvas:created').context).toEqual({
      canvasId: canvas.id,
      spaceId,
      environmentId: server.environmentId,
      accountId: server.accountId,
    });
    expect(byTopic('canvas-area:created').payload).toEqual(area);
    expect(byTopic('canvas-area:created').context).toEqual({
      canvasAreaId: area.id,
      canvasId: canvas.id,
      spaceId,
      environmentId: server.environmentId,
      accountId: server.accountId,
    });
  });

  it('needs an existing canvas for an area and a space for a canvas', async () => {
    const noCanvas = failure(
      await api.client.POST('/v1/canvas-areas', { body: { canvasId: 'us_cv_missing' } }),
    );
    expect(noCanvas).toMatchObject({ status: 404, error: { key: 'body.canvasId' } });
    const noSpace = failure(
      // @ts-expect-error spaceId is required
      await api.client.POST('/v1/canvases', { body: { name: 'x' } }),
    );
    expect(noSpace.status).toBe(400);
    expect(noSpace.error?.message).toContain('spaceId');
  });
});

describe('threads', () => {
  it('creates, updates and deletes threads with the payloads of the description, in CT', async () => {
    const { client, server } = api;
    const { id: spaceId } = await space();
    const thread = ok(await client.POST('/v1/threads', { body: { spaceId, title: 'Why?' } })).data;
    // A new thread is `ready` (the hosted word; importkit said `open`), on its space.
    expect(thread).toMatchObject({ status: 'ready', title: 'Why?', resourceId: spaceId });
    const path = { params: { path: { threadId: thread.id } } };
    ok(await client.PUT('/v1/threads/{threadId}', { ...path, body: { status: 'active' } }));
    expect(
      ok(await client.GET('/v1/threads', { params: { query: { spaceId } } })).data[0]?.status,
    ).toBe('active');
    ok(await client.DELETE('/v1/threads/{threadId}', path));

    const events = await api.events(['thread:created', 'thread:updated', 'thread:deleted']);
    expect(events.map((event) => event.payload)).toEqual([
      { threadId: thread.id, title: 'Why?', status: 'ready', createdAt: thread.createdAt },
      {
        threadId: thread.id,
        title: 'Why?',
        status: 'active',
        changes: [{ field: 'status', previousValue: 'ready', newValue: 'active' }],
      },
      {},
    ]);
    for (const event of events) {
      expect(event.context).toEqual({
        accountId: server.accountId,
        environmentId: server.environmentId,
        spaceId,
        threadId: thread.id,
        actorId: expect.stringMatching(/^us_key_/),
      });
    }
  });
});

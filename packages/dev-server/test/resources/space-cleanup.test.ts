import { describe, expect, it } from 'vitest';
import { failure, ok } from '../support/client-api';
import { addGuest } from '../support/client-fixtures';
import { useClientApi } from '../support/server';

const api = useClientApi();

describe('deleting a space', () => {
  it('deletes what lives in it and takes it from its guests, each with its event', async () => {
    const { client } = api;
    const space = ok(await client.POST('/v1/spaces', { body: { name: 'Gone' } })).data;
    const kept = ok(await client.POST('/v1/spaces', { body: { name: 'Kept' } })).data;
    const spacePath = { params: { path: { spaceId: space.id } } };
    const document = ok(
      await client.POST('/v1/spaces/{spaceId}/documents', {
        ...spacePath,
        body: { title: 'T', body: 'B' },
      }),
    ).data;
    const thread = ok(await client.POST('/v1/threads', { body: { spaceId: space.id } })).data;
    const canvas = ok(
      await client.POST('/v1/canvases', { body: { spaceId: space.id, name: 'C' } }),
    ).data;
    ok(await client.POST('/v1/secrets', { body: { name: 'K', value: 'v', spaceId: space.id } }));
    const guest = await addGuest(api, [space.id, kept.id]);

    ok(await client.DELETE('/v1/spaces/{spaceId}', spacePath));

    expect(
      failure(
        await client.GET('/v1/threads/{threadId}', { params: { path: { threadId: thread.id } } }),
      ).status,
    ).toBe(404);
    expect(
      failure(
        await client.GET('/v1/canvases/{canvasId}', { params: { path: { canvasId: canvas.id } } }),
      ).status,
    ).toBe(404);
    expect(
      ok(await client.GET('/v1/secrets', { params: { query: { spaceId: space.id } } })).data,
    ).toEqual([]);
    const left = ok(
      await client.GET('/v1/guests/{guestId}', {
        params: { path: { guestId: guest?.id as string } },
      }),
    ).data;
    expect(left.spaces.map((entry) => entry.id)).toEqual([kept.id]);

    const topics = (await api.events()).map((event) => event.topic);
    const tail = topics.slice(topics.indexOf('document:deleted'));
    expect(tail).toEqual([
      'document:deleted',
      'canvas:deleted',
      'thread:deleted',
      'secret:deleted',
      'space:guestRemoved',
      'space:deleted',
    ]);
    expect(document.id).toMatch(/^us_dc_/);
  });
});

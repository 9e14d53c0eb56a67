import { subscribe } from '@importkit/api';
import { describe, expect, it } from 'vitest';
import { failure, ok } from '../support/client-api';
import { useClientApi } from '../support/server';

const api = useClientApi();

describe('environments', () => {
  it('creates, reads, lists, updates and deletes an environment, emitting its events', async () => {
    const { client } = api;
    const created = ok(
      await client.POST('/v1/environments', { body: { name: 'Staging Area', isProd: false } }),
    ).data;
    expect(created).toMatchObject({ name: 'Staging Area', slug: 'staging-area', isProd: false });
    expect(created.id).toMatch(/^us_env_/);
    const path = { params: { path: { environmentId: created.id } } };
    expect(ok(await client.GET('/v1/environments/{environmentId}', path)).data.name).toBe(
      'Staging Area',
    );
    const listed = ok(await client.GET('/v1/environments')).data.map((env) => env.id);
    expect(listed).toEqual([api.server.environmentId, created.id]);
    ok(
      await client.PATCH('/v1/environments/{environmentId}', {
        ...path,
        body: { name: 'Prod', isProd: true },
      }),
    );
    const events = await api.events(undefined, created.id);
    // A deleted environment's events are read by a stream opened before the delete.
    const stream = subscribe(client, {
      environmentId: created.id,
      topics: ['environment:deleted'],
      transport: 'sse',
    });
    await stream.ready;
    ok(await client.DELETE('/v1/environments/{environmentId}', path));
    for await (const event of stream) {
      events.push(event);
      break;
    }
    await stream.close();
    expect(failure(await client.GET('/v1/environments/{environmentId}', path)).status).toBe(404);
    expect(events.map((event) => event.topic)).toEqual([
      'environment:created',
      'environment:updated',
      'environment:deleted',
    ]);
    expect(events[0].payload).toEqual({
      environmentId: created.id,
      name: 'Staging Area',
      slug: 'staging-area',
      isProd: false,
    });
    expect(events[1].payload).toEqual({
      environmentId: created.id,
      changes: [
        { field: 'name', previousValue: 'Staging Area', newValue: 'Prod' },
        { field: 'isProd', previousValue: false, newValue: true },
      ],
    });
    expect(events[2].payload).toEqual({
      environmentId: created.id,
      deletedAt: expect.any(String),
      deletedBy: expect.stringMatching(/^us_key_/),
    });
    expect(events[2].context).toMatchObject({ environmentId: created.id });
  });

  it('refuses to delete the default environment, and bad input names the field', async () => {
    const { client } = api;
    const refused = failure(
      await client.DELETE('/v1/environments/{environmentId}', {
        params: { path: { environmentId: api.server.environmentId } },
      }),
    );
    expect(refused.status).toBe(409);
    const staging = ok(await client.POST('/v1/environments', { body: { name: 'Staging' } })).data;
    ok(await client.POST('/v1/spaces', { body: { name: 'S', environmentId: staging.id } }));
    const withSpaces = failure(
      await client.DELETE('/v1/environments/{environmentId}', {
        params: { path: { environmentId: staging.id } },
      }),
    );
    expect(withSpaces.status).toBe(409);
    expect(withSpaces.error?.message).toContain('still has 1 space');
    const wrongType = failure(
      // @ts-expect-error a number is not a name
      await client.POST('/v1/environments', { body: { name: 7 } }),
    );
    expect(wrongType).toMatchObject({ status: 400, error: { key: 'body.name' } });
    const serverOwned = failure(
      await client.POST('/v1/environments', {
        // The id is the server's: not in the request type, sent anyway.
        body: { name: 'x', id: 'us_env_mine' } as { name: string },
      }),
    );
    expect(serverOwned).toMatchObject({ status: 400, error: { key: 'body.id' } });
    const unknownFilter = failure(
      // @ts-expect-error not a filter of environments
      await client.GET('/v1/environments', { params: { query: { colour: 'red' } } }),
    );
    expect(unknownFilter).toMatchObject({ status: 400, error: { key: 'query.colour' } });
    const unknownId = failure(
      await client.PATCH('/v1/environments/{environmentId}', {
        params: { path: { environmentId: 'us_env_missing' } },
        body: { name: 'y' },
      }),
    );
    expect(unknownId).toMatchObject({ status: 404, error: { key: 'environmentId' } });
  });
});

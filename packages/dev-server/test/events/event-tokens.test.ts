/**
 * The subscription-token operations: the hosted listener asks them where to read events; the dev
 * server answers its own stream and long poll, with a token they take.
 */
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/server';
import type { Json } from '../support/test-api';

const api = useTestApi();

/** A second environment, read as plain JSON (its answer's shape is another test's concern). */
async function createEnvironment(name: string) {
  const response = await fetch(new URL('/v1/environments', api.server.url), {
    method: 'POST',
    headers: { authorization: `Bearer ${api.server.apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  return ((await response.json()) as Json).data;
}

/** GETs an absolute URL with a bearer token. */
async function getWith(url: string, token: string) {
  return fetch(url, { headers: { authorization: `Bearer ${token}` } });
}

describe('event tokens', () => {
  it("getEventToken of a space answers the space's stream and long poll, which its token reads", async () => {
    const space = (await api.ok('POST', '/v1/spaces', { body: { name: 'Watched' } })).data;
    await api.ok('POST', '/v1/spaces', { body: { name: 'Other' } });
    const token = (await api.ok('GET', '/v1/subscription', { query: { spaceId: space.id } })).data;
    expect(token).toEqual({
      accountId: api.server.accountId,
      token: api.server.apiKey,
      environmentId: api.server.environmentId,
      spaceId: space.id,
      streamUrl: `${api.server.url}/v1/events/stream?environmentId=${api.server.environmentId}&spaceId=${space.id}`,
      pollUrl: `${api.server.url}/v1/events?environmentId=${api.server.environmentId}&spaceId=${space.id}`,
    });

    const polled = (await (await getWith(token.pollUrl, token.token)).json()) as Json;
    expect(polled.data.map((event: Json) => [event.topic, event.context.spaceId])).toEqual([
      ['space:created', space.id],
    ]);

    const abort = new AbortController();
    const stream = await fetch(token.streamUrl, {
      headers: {
        authorization: `Bearer ${token.token}`,
        'last-event-id': 'us_evt_0000000000000000',
      },
      signal: abort.signal,
    });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    let text = '';
    while (!text.includes(`"spaceId":"${space.id}"`)) {
      const { value, done } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
    abort.abort();
    expect(text).toContain('"topic":"space:created"');
  });

  it('getEventToken takes a space or environment id as scope, and the default environment without', async () => {
    const space = (await api.ok('POST', '/v1/spaces', { body: { name: 'Scoped' } })).data;
    const bySpace = (await api.ok('GET', '/v1/subscription', { query: { scope: space.id } })).data;
    expect(bySpace.spaceId).toBe(space.id);
    const byEnvironment = (
      await api.ok('GET', '/v1/subscription', { query: { scope: api.server.environmentId } })
    ).data;
    expect(byEnvironment.spaceId).toBeUndefined();
    expect(byEnvironment.environmentId).toBe(api.server.environmentId);
    expect((await api.ok('GET', '/v1/subscription')).data.environmentId).toBe(
      api.server.environmentId,
    );
    const unknown = await api.request('GET', '/v1/subscription', { query: { scope: 'us_x' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].key).toBe('query.scope');
  });

  it('getEnvironmentEventToken answers the environment (its route is not an environment id)', async () => {
    const other = await createEnvironment('Staging');
    await api.ok('POST', '/v1/spaces', { body: { name: 'Staged', environmentId: other.id } });
    const token = (
      await api.ok('GET', '/v1/environments/subscription-token', {
        query: { environmentId: other.id },
      })
    ).data;
    expect(token).toMatchObject({
      accountId: api.server.accountId,
      token: api.server.apiKey,
      environmentId: other.id,
      pollUrl: `${api.server.url}/v1/events?environmentId=${other.id}`,
    });
    const polled = (await (await getWith(token.pollUrl, token.token)).json()) as Json;
    expect(polled.data.map((event: Json) => event.topic)).toContain('space:created');
    expect(polled.data.every((event: Json) => event.context.environmentId === other.id)).toBe(true);
    const unknown = await api.request('GET', '/v1/environments/subscription-token', {
      query: { environmentId: 'us_env_none' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].key).toBe('query.environmentId');
  });
});

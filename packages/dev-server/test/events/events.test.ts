import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/server';
import { openStream } from '../support/sse-reader';
import { allEvents, createContactsWorkbook, type Json, startTestApi } from '../support/test-api';

const api = useTestApi({ heartbeatMs: 50 });

/** A second environment, read as plain JSON (its answer's shape is another test's concern). */
async function createEnvironment(name: string) {
  const response = await fetch(new URL('/v1/environments', api.server.url), {
    method: 'POST',
    headers: { authorization: `Bearer ${api.server.apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  return ((await response.json()) as Json).data;
}

const env = () => api.server.environmentId;
const createSpace = async (name: string) =>
  (await api.ok('POST', '/v1/spaces', { body: { name } })).data;

async function runScenario() {
  const { workbook } = await createContactsWorkbook(api);
  const job = (
    await api.ok('POST', '/v1/jobs', {
      body: { type: 'workbook', operation: 'submit', source: workbook.id },
    })
  ).data;
  await api.ok('POST', `/v1/jobs/${job.id}/ack`);
  await api.ok('POST', `/v1/jobs/${job.id}/complete`);
}

describe('the event log', () => {
  it('gives events unique ids that sort in emission order, and serves each by id', async () => {
    await runScenario();
    const events = await allEvents(api);
    const ids = events.map((event) => event.id);
    expect(ids.every((id) => /^us_evt_\d{16}$/.test(id))).toBe(true);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    const third = events[2];
    expect((await api.ok('GET', `/v1/events/${third.id}`)).data).toEqual(third);
    const missing = await api.request('GET', '/v1/events/us_evt_9999999999999999');
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0].key).toBe('eventId');
  });

  it('reads the default environment when environmentId is left out', async () => {
    const space = await createSpace('Default');
    const other = await createEnvironment('Other');
    await api.ok('POST', '/v1/spaces', { body: { name: 'Elsewhere', environmentId: other.id } });
    const topics = (await api.ok('GET', '/v1/events')).data.map((event: Json) => [
      event.topic,
      event.context.environmentId,
    ]);
    expect(topics).toContainEqual(['space:created', env()]);
    expect(topics.every(([, environmentId]: string[]) => environmentId === env())).toBe(true);
    expect(space.environmentId).toBe(env());
  });

  it('filters by spaceId, topic (repeated) and domain', async () => {
    const a = await createSpace('A');
    await createSpace('B');
    await api.ok('PATCH', `/v1/spaces/${a.id}`, { body: { name: 'A2' } });
    const inA = await api.ok('GET', '/v1/events', {
      query: { environmentId: env(), spaceId: a.id },
    });
    expect(inA.data.map((event: Json) => event.topic)).toEqual(['space:created', 'space:updated']);
    const topics = await allEvents(api, ['space:updated', 'space:deleted']);
    expect(topics.map((event) => event.topic)).toEqual(['space:updated']);
    const byDomain = await api.ok('GET', '/v1/events', {
      query: { environmentId: env(), domain: 'job' },
    });
    expect(byDomain.data).toEqual([]);
  });

  it('keeps only the newest eventLogLimit events, and `after` still works past evicted ones', async () => {
    const small = await startTestApi({ eventLogLimit: 3 });
    try {
      for (const name of ['1', '2', '3', '4', '5']) {
        await small.ok('POST', '/v1/spaces', { body: { name } });
      }
      const query = { environmentId: small.server.environmentId };
      const kept = (await small.ok('GET', '/v1/events', { query })).data;
      expect(kept.map((event: Json) => event.payload.name)).toEqual(['3', '4', '5']);
      const after = await small.ok('GET', '/v1/events', {
        query: { ...query, after: 'us_evt_0000000000000001' },
      });
      expect(after.data.map((event: Json) => event.payload.name)).toEqual(['3', '4', '5']);
      expect((await small.request('GET', '/v1/events/us_evt_0000000000000001')).status).toBe(404);
    } finally {
      await small.close();
    }
  });

  it('rejects a cursor that is not an event id, and an unknown environment', async () => {
    const badCursor = await api.request('GET', '/v1/events', {
      query: { environmentId: env(), after: 'yesterday' },
    });
    expect(badCursor.status).toBe(400);
    expect(badCursor.body.errors[0].key).toBe('query.after');
    const unknown = await api.request('GET', '/v1/events', {
      query: { environmentId: 'us_env_x' },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('long polling', () => {
  it('answers at once when newer events exist', async () => {
    await createSpace('A');
    const body = await api.ok('GET', '/v1/events', { query: { environmentId: env(), wait: 30 } });
    expect(body.data.map((event: Json) => event.topic)).toEqual(['space:created']);
  });

  it('holds the request until a matching event arrives', async () => {
    const first = await createSpace('A');
    const [created] = await allEvents(api);
    let answered = false;
    const poll = api
      .ok('GET', '/v1/events', {
        query: { environmentId: env(), after: created.id, wait: 20, topic: 'space:updated' },
      })
      .then((body) => {
        answered = true;
        return body;
      });
    await createSpace('not matching');
    await api.ok('GET', '/v1/spaces'); // a full round trip while the poll is held
    expect(answered).toBe(false);
    await api.ok('PATCH', `/v1/spaces/${first.id}`, { body: { name: 'B' } });
    const body = await poll;
    expect(body.data.map((event: Json) => event.topic)).toEqual(['space:updated']);
  });

  it('answers a held poll with every event of the operation that woke it', async () => {
    const { workbook } = await createContactsWorkbook(api);
    const events = await allEvents(api);
    const poll = api.ok('GET', '/v1/events', {
      query: { environmentId: env(), after: events.at(-1)?.id, wait: 20 },
    });
    await api.ok('GET', '/v1/spaces'); // a full round trip while the poll is held
    // One request that emits two events: the job created, then ready at once.
    await api.ok('POST', '/v1/jobs', {
      body: { type: 'workbook', operation: 'submit', source: workbook.id, trigger: 'immediate' },
    });
    const body = await poll;
    expect(body.data.map((event: Json) => event.topic)).toEqual(['job:created', 'job:ready']);
  });

  describe('with a reader (two polls in flight)', () => {
    const position = (response: { headers: Headers }) => ({
      from: response.headers.get('importkit-poll-from'),
      through: response.headers.get('importkit-poll-through'),
    });

    it('gives each event to one of the two held polls, and chains their answers', async () => {
      await createSpace('before');
      const [before] = (await allEvents(api)).slice(-1);
      const query = { environmentId: env(), after: before.id, wait: 20, reader: 'r1' };
      const first = api.request('GET', '/v1/events', { query });
      const second = api.request('GET', '/v1/events', { query });
      await api.ok('GET', '/v1/spaces'); // both polls are held
      await createSpace('one');
      const [answered, held] = await Promise.race([
        first.then((response) => [response, second] as const),
        second.then((response) => [response, first] as const),
      ]);
      expect(answered.body.data.map((event: Json) => event.topic)).toEqual(['space:created']);
      await createSpace('two');
      const later = await held;
      expect(later.body.data).toHaveLength(1);
      expect(later.body.data[0].id).not.toBe(answered.body.data[0].id);
      expect(position(later).from).toBe(position(answered).through);
      // A poll of the reader asked with the old cursor still starts after what it was given.
      const third = await api.request('GET', '/v1/events', { query: { ...query, wait: 0 } });
      expect(third.body.data).toEqual([]);
      expect(position(third).from).toBe(position(later).through);
    });

    it('refuses a page further on with a reader, which would skip what lies between', async () => {
      const response = await api.request('GET', '/v1/events', {
        query: { environmentId: env(), reader: 'r3', pageNumber: 2 },
      });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual([
        { key: 'query.pageNumber', message: 'pageNumber cannot be given with reader' },
      ]);
    });

    it('starts a new reader at its own after, and leaves polls without one unchanged', async () => {
      await createSpace('x');
      const events = await allEvents(api);
      const after = events.at(-2)?.id;
      const fresh = await api.request('GET', '/v1/events', {
        query: { environmentId: env(), after, reader: 'r2' },
      });
      expect(fresh.body.data.map((event: Json) => event.id)).toEqual([events.at(-1)?.id]);
      const plain = await api.request('GET', '/v1/events', {
        query: { environmentId: env(), after },
      });
      expect(plain.body.data.map((event: Json) => event.id)).toEqual([events.at(-1)?.id]);
      expect(position(plain)).toEqual({ from: null, through: null });
    });
  });

  it('answers with no events when wait runs out', async () => {
    const body = await api.ok('GET', '/v1/events', {
      query: { environmentId: env(), wait: 1, topic: 'job:ready' },
    });
    expect(body).toEqual({ data: [] });
  });

  it('returns at most pageSize events, oldest first, and pages on with `after`', async () => {
    for (const name of ['1', '2', '3']) await createSpace(name);
    const query = { environmentId: env(), pageSize: 2 };
    const first = (await api.ok('GET', '/v1/events', { query })).data;
    expect(first.map((event: Json) => event.payload.name)).toEqual(['1', '2']);
    const next = await api.ok('GET', '/v1/events', { query: { ...query, after: first[1].id } });
    expect(next.data.map((event: Json) => event.payload.name)).toEqual(['3']);
  });
});

describe('server-sent events', () => {
  it('streams the same events as the long poll, as id/data frames without event lines', async () => {
    const stream = await openStream(api, { environmentId: env() });
    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    await runScenario();
    const polled = await allEvents(api);
    await stream.until((reader) => reader.frames.length >= polled.length);
    stream.close();
    expect(stream.frames.map((frame) => frame.data)).toEqual(polled);
    expect(stream.frames.map((frame) => frame.id)).toEqual(polled.map((event) => event.id));
    expect(stream.frames.every((frame) => frame.event === undefined)).toBe(true);
  });

  it('replays the events after Last-Event-ID (header), then goes live', async () => {
    for (const name of ['1', '2', '3']) await createSpace(name);
    const [first] = await allEvents(api);
    const stream = await openStream(api, { environmentId: env() }, { 'last-event-id': first.id });
    await stream.until((reader) => reader.frames.length >= 2);
    await createSpace('4');
    await stream.until((reader) => reader.frames.length >= 3);
    stream.close();
    expect(stream.frames.map((frame) => frame.data.payload.name)).toEqual(['2', '3', '4']);
  });

  it('starts live without a cursor: events from before the connection are not sent', async () => {
    for (const name of ['old 1', 'old 2']) await createSpace(name);
    const stream = await openStream(api, { environmentId: env() });
    await createSpace('new');
    await stream.until((reader) => reader.frames.length >= 1);
    await createSpace('newer');
    await stream.until((reader) => reader.frames.length >= 2);
    stream.close();
    expect(stream.frames.map((frame) => frame.data.payload.name)).toEqual(['new', 'newer']);
  });

  it('replays after the lastEventId query parameter too, honouring the topic filter', async () => {
    const space = await createSpace('1');
    await api.ok('PATCH', `/v1/spaces/${space.id}`, { body: { name: '2' } });
    await api.ok('PATCH', `/v1/spaces/${space.id}`, { body: { name: '3' } });
    const [first] = await allEvents(api);
    const stream = await openStream(api, {
      environmentId: env(),
      lastEventId: first.id,
      topic: ['space:updated'],
    });
    await stream.until((reader) => reader.frames.length >= 2);
    stream.close();
    expect(stream.frames.map((frame) => frame.data.payload.changes[0].newValue)).toEqual([
      '2',
      '3',
    ]);
  });

  it('sends a heartbeat comment every heartbeatMs', async () => {
    const stream = await openStream(api, { environmentId: env() });
    await stream.until((reader) => reader.comments.includes('heartbeat'));
    stream.close();
    expect(stream.frames).toEqual([]);
  });

  it('rejects a malformed Last-Event-ID with 400 before streaming', async () => {
    const response = await api.request('GET', '/v1/events/stream', {
      query: { environmentId: env() },
      headers: { 'last-event-id': 'nope' },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].key).toBe('Last-Event-ID');
  });
});

describe('close()', () => {
  it('ends an open SSE stream and answers a held long poll', async () => {
    const server = await startTestApi();
    const stream = await openStream(server, { environmentId: server.server.environmentId });
    const poll = server.request('GET', '/v1/events', {
      query: { environmentId: server.server.environmentId, wait: 30 },
    });
    await server.ok('GET', '/v1/spaces'); // the poll is held by now
    await server.close();
    await stream.ended;
    const answer = await poll;
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: [] });
  });
});

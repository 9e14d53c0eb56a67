import { describe, expect, it, vi } from 'vitest';
import {
  createClient,
  type ImportkitError,
  isCatalogEvent,
  type RetryInfo,
  subscribe,
} from '../src/index';
import { ENVIRONMENT_ID, eventId, jobReadyEvent } from './support/events';
import {
  API_KEY,
  client,
  emitRange,
  expectedIds,
  fast,
  ids,
  server,
  track,
} from './support/subscription-harness';
import { take } from './support/take';

describe('subscribe with long polling', () => {
  it('falls back to long polling when the server has no SSE endpoint, and still delivers everything once', async () => {
    const target = await server({ sseStatus: () => 404, pageSize: 40 });
    const errors: ImportkitError[] = [];
    target.emit(eventId(0), jobReadyEvent(0));
    await emitRange(target, 1, 120);
    const subscription = track(
      subscribe(client(target.url), {
        environmentId: ENVIRONMENT_ID,
        after: eventId(0),
        onError: (error) => errors.push(error),
        ...fast,
      }),
    );
    const received = take(subscription, 300);
    await emitRange(target, 121, 300);

    expect(ids(await received)).toEqual(expectedIds(1, 300));
    expect(subscription.transport).toBe('poll');
    expect(target.sseConnections).toHaveLength(1);
    expect(errors[0]).toMatchObject({ code: 'TRANSPORT_ERROR', transport: 'sse', status: 404 });
    const firstPoll = target.pollRequests[0];
    expect(firstPoll?.searchParams.get('after')).toBe(eventId(0));
    // The first poll answers at once (it makes the subscription ready); the next ones are held.
    expect(firstPoll?.searchParams.get('wait')).toBe('0');
    expect(
      new Set(target.pollRequests.slice(1).map((url) => url.searchParams.get('wait'))),
    ).toEqual(new Set(['1']));
  });

  it('reports a failed poll at once and backs off itself, without the client retrying under it', async () => {
    const target = await server({ pollStatus: (request) => (request === 1 ? 503 : 200) });
    target.emit(eventId(0), jobReadyEvent(0));
    await emitRange(target, 1, 5);
    const clientRetries: RetryInfo[] = [];
    const retrying = createClient({
      baseUrl: target.url,
      apiKey: API_KEY,
      retry: { minTimeoutMs: 5, onRetry: (info) => clientRetries.push(info) },
    });
    const errors: ImportkitError[] = [];
    const subscription = track(
      subscribe(retrying, {
        environmentId: ENVIRONMENT_ID,
        after: eventId(0),
        transport: 'poll',
        onError: (error) => errors.push(error),
        ...fast,
      }),
    );

    expect(ids(await take(subscription, 5))).toEqual(expectedIds(1, 5));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ code: 'TRANSPORT_ERROR', transport: 'poll', status: 503 });
    expect(clientRetries).toEqual([]);
  });

  it('moves back to SSE later and continues after the last event it delivered', async () => {
    const target = await server({ sseStatus: (connection) => (connection === 1 ? 503 : 200) });
    target.emit(eventId(0), jobReadyEvent(0));
    await emitRange(target, 1, 10);
    const subscription = track(
      subscribe(client(target.url), {
        environmentId: ENVIRONMENT_ID,
        after: eventId(0),
        sseRetryIntervalMs: 0,
        ...fast,
      }),
    );

    expect(ids(await take(subscription, 10))).toEqual(expectedIds(1, 10));
    await emitRange(target, 11, 20);
    expect(ids(await take(subscription, 10))).toEqual(expectedIds(11, 20));
    expect(subscription.transport).toBe('sse');
    expect(target.sseConnections.length).toBeGreaterThanOrEqual(2);
    expect(target.sseConnections.at(-1)?.lastEventId).toMatch(/^us_evt_\d{6}$/);
  });

  it('polls only in poll mode, with the filters, and starts at the subscription without a cursor', async () => {
    const target = await server();
    target.emit(eventId(1), jobReadyEvent(1));
    // Event 1 is older than the subscription (ISO timestamps have millisecond precision).
    await new Promise((resolve) => setTimeout(resolve, 5));
    const subscription = track(
      subscribe(client(target.url), {
        environmentId: ENVIRONMENT_ID,
        topics: ['job:ready'],
        transport: 'poll',
        ...fast,
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    target.emit(eventId(2), jobReadyEvent(2));

    expect(ids(await take(subscription, 1))).toEqual([eventId(2)]);
    expect(target.sseConnections).toHaveLength(0);
    const [firstPoll] = target.pollRequests;
    expect(firstPoll?.searchParams.get('since')).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(firstPoll?.searchParams.getAll('topic')).toEqual(['job:ready']);
  });

  it('is ready while the server still holds its long poll: an idle server does not delay it', async () => {
    const target = await server();
    const subscription = track(
      subscribe(client(target.url), {
        environmentId: ENVIRONMENT_ID,
        transport: 'poll',
        pollWaitSeconds: 30, // longer than the test may run: ready must not wait for the answer
      }),
    );

    await subscription.ready;
    await vi.waitFor(() => expect(target.openRequests).toBe(1));
    expect(target.pollRequests.at(-1)?.searchParams.get('wait')).toBe('30');
    expect(subscription.transport).toBe('poll');

    // The held poll answers with what happens after ready, from the cursor fixed at the start.
    target.emit(eventId(1), jobReadyEvent(1));
    expect(ids(await take(subscription, 1))).toEqual([eventId(1)]);
  });

  it('hands the events of an answer to a waiting consumer before it sends the next poll', async () => {
    const target = await server();
    target.emit(eventId(0), jobReadyEvent(0));
    await emitRange(target, 1, 3);
    const log: string[] = [];
    const logging = createClient({
      baseUrl: target.url,
      apiKey: API_KEY,
      retry: false,
      fetch: (input, init) => {
        log.push('poll');
        return fetch(input, init);
      },
    });
    const subscription = track(
      subscribe(logging, {
        environmentId: ENVIRONMENT_ID,
        after: eventId(0),
        transport: 'poll',
        ...fast,
      }),
    );
    const received = (async () => {
      for await (const event of subscription) log.push(event.id);
    })();

    await vi.waitFor(() => expect(log.filter((entry) => entry === 'poll')).toHaveLength(2));
    // The first answer held events 1 to 3; the consumer had them before the second poll went out.
    expect(log.slice(0, 5)).toEqual(['poll', ...expectedIds(1, 3), 'poll']);
    await subscription.close();
    await received;
  });

  it('ends the iteration with an AuthError on 401 while polling', async () => {
    const target = await server();
    const subscription = track(
      subscribe(client(target.url, 'sk_wrong_key'), {
        environmentId: ENVIRONMENT_ID,
        transport: 'poll',
        ...fast,
      }),
    );

    await subscription.ready; // settles (the subscription ended); the reason comes from the iterator
    await expect(take(subscription, 1)).rejects.toMatchObject({ code: 'AUTH_ERROR', status: 401 });
    expect(target.pollRequests).toHaveLength(0);
  });

  it('keeps every event when the consumer is slower than the server (small buffer)', async () => {
    const target = await server({ cutAfter: 25 });
    target.emit(eventId(0), jobReadyEvent(0));
    await emitRange(target, 1, 150);
    const subscription = track(
      subscribe(client(target.url), {
        environmentId: ENVIRONMENT_ID,
        after: eventId(0),
        bufferSize: 5,
        ...fast,
      }),
    );
    const received: string[] = [];
    for await (const event of subscription) {
      received.push(event.id);
      if (received.length % 10 === 0) await new Promise((resolve) => setTimeout(resolve, 2));
      if (received.length === 150) break;
    }

    expect(received).toEqual(expectedIds(1, 150));
  });
});

describe('long polling on a server that keeps readers', () => {
  const pollOnly = { environmentId: ENVIRONMENT_ID, transport: 'poll', ...fast } as const;
  const readerOf = (url: URL | undefined) => url?.searchParams.get('reader');

  it('keeps a second poll held while an answer is handed out, and delivers every event once, in order', async () => {
    const target = await server({ readers: true, pageSize: 10 });
    target.emit(eventId(0), jobReadyEvent(0));
    const subscription = track(subscribe(client(target.url), { ...pollOnly, after: eventId(0) }));
    const received = take(subscription, 200);
    await emitRange(target, 1, 200);

    expect(ids(await received)).toEqual(expectedIds(1, 200));
    // Idle, both polls are held: an event is answered by one while the other stays.
    await vi.waitFor(() => expect(target.openRequests).toBe(2));
    expect(new Set(target.pollRequests.map(readerOf)).size).toBe(1);
  });

  it('keeps one poll in flight on a server without readers', async () => {
    const target = await server({ pageSize: 10 });
    target.emit(eventId(0), jobReadyEvent(0));
    const subscription = track(subscribe(client(target.url), { ...pollOnly, after: eventId(0) }));
    const received = take(subscription, 50);
    await emitRange(target, 1, 50);

    expect(ids(await received)).toEqual(expectedIds(1, 50));
    // Sampled for a while: never two at once (between polls there may be none).
    const seen = new Set<number>();
    for (let sample = 0; sample < 20; sample++) {
      seen.add(target.openRequests);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(Math.max(...seen)).toBe(1);
  });

  it('hands out the answers in the order of the log when the later one arrives first', async () => {
    // Poll 1 (wait=0) brings events 1–5; polls 2 and 3 are sent together and read 6–10 and
    // 11–15, and the answer to poll 2 is held back so that poll 3's comes first.
    const target = await server({
      readers: true,
      pageSize: 5,
      delayAnswer: (request) => (request === 2 ? 100 : 0),
    });
    target.emit(eventId(0), jobReadyEvent(0));
    await emitRange(target, 1, 30);
    const subscription = track(subscribe(client(target.url), { ...pollOnly, after: eventId(0) }));

    expect(ids(await take(subscription, 30))).toEqual(expectedIds(1, 30));
  });

  it('starts over from its last event when the server forgets the reader (a reset)', async () => {
    const target = await server({ readers: true, pageSize: 10 });
    const errors: ImportkitError[] = [];
    target.emit(eventId(0), jobReadyEvent(0));
    const subscription = track(
      subscribe(client(target.url), {
        ...pollOnly,
        after: eventId(0),
        onError: (error) => errors.push(error),
      }),
    );
    const received = take(subscription, 60);
    await emitRange(target, 1, 20);
    await vi.waitFor(() => expect(target.openRequests).toBe(2));
    target.forgetReaders();
    await emitRange(target, 21, 60);

    expect(ids(await received)).toEqual(expectedIds(1, 60));
    expect(errors.map((error) => error.message).join('\n')).toContain(
      'the answers stopped following one another',
    );
    expect(new Set(target.pollRequests.map(readerOf)).size).toBe(2);
  });

  it('asks again from its last event with a new reader when an answer is lost', async () => {
    const target = await server({
      readers: true,
      pageSize: 5,
      loseAnswer: (request) => request === 2,
    });
    const errors: ImportkitError[] = [];
    target.emit(eventId(0), jobReadyEvent(0));
    await emitRange(target, 1, 30);
    const subscription = track(
      subscribe(client(target.url), {
        ...pollOnly,
        after: eventId(0),
        onError: (error) => errors.push(error),
      }),
    );

    expect(ids(await take(subscription, 30))).toEqual(expectedIds(1, 30));
    expect(errors[0]).toMatchObject({ code: 'TRANSPORT_ERROR', transport: 'poll' });
    const readers = target.pollRequests.map(readerOf);
    expect(new Set(readers).size).toBe(2);
    // The new reader starts from the last event handed out, before the lost answer's events.
    const restart = target.pollRequests[readers.indexOf(readers.at(-1) ?? null)];
    expect(restart?.searchParams.get('after')).toBe(eventId(5));
  });
});

describe('events of topics the catalog does not know', () => {
  it('are reported and skipped, or yielded as they are with unknownTopics', async () => {
    const target = await server({ sseStatus: () => 404 });
    target.emit(eventId(0), jobReadyEvent(0));
    const future = { ...jobReadyEvent(1), topic: 'widget:spun', payload: { turns: 3 } };
    target.emit(eventId(1), future);
    target.emit(eventId(2), jobReadyEvent(2));

    const skipped: ImportkitError[] = [];
    const strict = track(
      subscribe(client(target.url), {
        environmentId: ENVIRONMENT_ID,
        after: eventId(0),
        onError: (error) => skipped.push(error),
        ...fast,
      }),
    );
    expect(ids(await take(strict, 1))).toEqual([eventId(2)]);
    expect(skipped.map((error) => error.code)).toContain('INVALID_EVENT');

    const lenient = track(
      subscribe(client(target.url), {
        environmentId: ENVIRONMENT_ID,
        after: eventId(0),
        unknownTopics: true,
        ...fast,
      }),
    );
    const [unknown, known] = await take(lenient, 2);
    expect(unknown).toMatchObject({ topic: 'widget:spun', payload: { turns: 3 } });
    expect(unknown && isCatalogEvent(unknown)).toBe(false);
    expect(known && isCatalogEvent(known)).toBe(true);
  });
});

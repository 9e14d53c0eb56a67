import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AuthError,
  ConfigError,
  createClient,
  type EventSubscription,
  type ImportkitError,
  type ImportkitEvent,
  subscribe,
} from '../src/index';
import {
  type EventServer,
  type EventServerOptions,
  startEventServer,
} from './support/event-server';
import { ENVIRONMENT_ID, eventId, jobReadyEvent } from './support/events';
import { watchTimers } from './support/live-timers';
import { take } from './support/take';

const API_KEY = 'sk_test_subscribe_0123456789';
// Short delays keep the tests quick; the behaviour under test does not depend on them.
const fast = { reconnectDelayMs: { min: 5, max: 50 }, pollWaitSeconds: 1 } as const;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function server(options: Partial<EventServerOptions> = {}): Promise<EventServer> {
  const started = await startEventServer({ apiKey: API_KEY, ...options });
  cleanups.push(() => started.close());
  return started;
}

function track<E extends ImportkitEvent>(subscription: EventSubscription<E>): EventSubscription<E> {
  cleanups.push(() => subscription.close());
  return subscription;
}

function client(url: string, apiKey = API_KEY) {
  return createClient({ baseUrl: url, apiKey, retry: false });
}

/** Emits events first..last, a few at a time, yielding to the event loop in between. */
async function emitRange(target: EventServer, first: number, last: number) {
  for (let sequence = first; sequence <= last; sequence++) {
    target.emit(eventId(sequence), jobReadyEvent(sequence));
    if (sequence % 7 === 0) await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

const ids = (events: { id: string }[]) => events.map((event) => event.id);
const expectedIds = (first: number, last: number) =>
  Array.from({ length: last - first + 1 }, (_, index) => eventId(first + index));

describe('subscribe over SSE', () => {
  it('delivers every event exactly once, in order, while the connection is cut again and again', async () => {
    const target = await server({ cutAfter: 17 });
    target.emit(eventId(0), jobReadyEvent(0));
    await emitRange(target, 1, 100);
    const subscription = track(
      subscribe(client(target.url), { environmentId: ENVIRONMENT_ID, after: eventId(0), ...fast }),
    );
    const received = take(subscription, 300);
    await emitRange(target, 101, 300);

    expect(ids(await received)).toEqual(expectedIds(1, 300));
    expect(subscription.transport).toBe('sse');
    expect(subscription.lastEventId).toBe(eventId(300));
    // It reconnected many times, each time resuming after an event it had delivered.
    expect(target.sseConnections.length).toBeGreaterThanOrEqual(300 / 17);
    expect(target.pollRequests).toHaveLength(0);
    for (const connection of target.sseConnections) {
      expect(connection.lastEventId).toMatch(/^us_evt_\d{6}$/);
    }
  });

  it('sends the filters and the cursor to the stream endpoint', async () => {
    const target = await server();
    target.emit(eventId(0), jobReadyEvent(0));
    target.emit(eventId(1), jobReadyEvent(1));
    const subscription = track(
      subscribe(client(target.url), {
        environmentId: ENVIRONMENT_ID,
        spaceId: 'us_sp_1',
        topics: ['job:ready', 'job:failed'],
        after: eventId(0),
        ...fast,
      }),
    );
    const [event] = await take(subscription, 1);

    expect(event?.payload.job).toBe('workbook:submit');
    const [connection] = target.sseConnections;
    expect(connection?.lastEventId).toBe(eventId(0));
    expect(connection?.url.searchParams.get('environmentId')).toBe(ENVIRONMENT_ID);
    expect(connection?.url.searchParams.get('spaceId')).toBe('us_sp_1');
    expect(connection?.url.searchParams.getAll('topic')).toEqual(['job:ready', 'job:failed']);
  });

  it('delivers events from the moment the stream is open when no cursor is given', async () => {
    const target = await server();
    target.emit(eventId(1), jobReadyEvent(1));
    const subscription = track(
      subscribe(client(target.url), { environmentId: ENVIRONMENT_ID, ...fast }),
    );
    await subscription.ready;
    target.emit(eventId(2), jobReadyEvent(2));

    expect(ids(await take(subscription, 1))).toEqual([eventId(2)]);
  });

  it('replaces a stream that went silent (no heartbeat) and resumes after the last event', async () => {
    const target = await server({ stallAfter: 10 });
    target.emit(eventId(0), jobReadyEvent(0));
    await emitRange(target, 1, 30);
    const subscription = track(
      subscribe(client(target.url), {
        environmentId: ENVIRONMENT_ID,
        after: eventId(0),
        heartbeatTimeoutMs: 200,
        transport: 'sse',
        ...fast,
      }),
    );

    expect(ids(await take(subscription, 30))).toEqual(expectedIds(1, 30));
    expect(target.sseConnections.map((connection) => connection.lastEventId)).toEqual([
      eventId(0),
      eventId(10),
      eventId(20),
    ]);
  });

  it('reports malformed envelopes through onError and skips them', async () => {
    const target = await server();
    const reported: { error: ImportkitError; raw: unknown }[] = [];
    target.emit(eventId(0), jobReadyEvent(0));
    target.emit(eventId(1), jobReadyEvent(1));
    target.emitRaw(eventId(2), '{not json');
    target.emit(eventId(3), { ...jobReadyEvent(3), topic: 'job:unheard-of' });
    target.emit(eventId(4), { ...jobReadyEvent(4), payload: { job: 42 } });
    target.emit(eventId(5), jobReadyEvent(5));
    const subscription = track(
      subscribe(client(target.url), {
        environmentId: ENVIRONMENT_ID,
        after: eventId(0),
        onError: (error, raw) => reported.push({ error, raw }),
        ...fast,
      }),
    );

    expect(ids(await take(subscription, 2))).toEqual([eventId(1), eventId(5)]);
    expect(reported.map(({ error }) => error.code)).toEqual([
      'INVALID_EVENT',
      'INVALID_EVENT',
      'INVALID_EVENT',
    ]);
    expect(reported[0]?.raw).toBe('{not json');
    expect(reported[1]?.error.message).toContain('job:unheard-of');
    expect(reported[2]?.error.message).toContain('payload.job');
  });

  it('ends the iteration with an AuthError on 401, without reconnecting', async () => {
    const target = await server();
    const subscription = track(
      subscribe(client(target.url, 'sk_wrong_key'), { environmentId: ENVIRONMENT_ID, ...fast }),
    );

    const failure = await take(subscription, 1).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AuthError);
    expect(failure).toMatchObject({ code: 'AUTH_ERROR', status: 401 });
    expect(String(failure)).not.toContain('sk_wrong_key');
    expect(target.sseConnections).toHaveLength(0);
    expect(target.pollRequests).toHaveLength(0);
  });

  it('leaves nothing running after close(): the iterator ends and the stream is released', async () => {
    const target = await server();
    const subscription = subscribe(client(target.url), { environmentId: ENVIRONMENT_ID, ...fast });
    await subscription.ready;
    const pending = subscription[Symbol.asyncIterator]().next();
    await subscription.close();

    await expect(pending).resolves.toEqual({ done: true, value: undefined });
    await subscription.close();
    target.emit(eventId(1), jobReadyEvent(1));
    expect(target.sseConnections).toHaveLength(1);
  });
});

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
    expect(firstPoll?.searchParams.get('wait')).toBe('1');
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

  it('ends the iteration with an AuthError on 401 while polling', async () => {
    const target = await server();
    const subscription = track(
      subscribe(client(target.url, 'sk_wrong_key'), {
        environmentId: ENVIRONMENT_ID,
        transport: 'poll',
        ...fast,
      }),
    );

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

describe('closing a subscription', () => {
  it.each(['sse', 'poll'] as const)(
    'leaves no timer and no request behind (%s)',
    async (transport) => {
      const target = await server();
      const timers = watchTimers(/[\\/]api[\\/]src[\\/]|[\\/]node_modules[\\/]eventsource[\\/]/);
      cleanups.push(async () => timers.stop());
      const subscription = subscribe(client(target.url), {
        environmentId: ENVIRONMENT_ID,
        transport,
        ...fast,
      });
      await subscription.ready;
      await vi.waitFor(() => expect(target.openRequests).toBe(1));

      await subscription.close();

      // The stream or the held poll is released, and no watchdog, backoff or poll timer is left.
      await vi.waitFor(() => expect(target.openRequests).toBe(0));
      await vi.waitFor(() => expect(timers.pending()).toEqual([]));
    },
  );
});

describe('subscribe options', () => {
  it('throws a ConfigError at once for an unknown topic or a missing environmentId', () => {
    const api = client('http://127.0.0.1:9');
    const unknownTopic = { environmentId: ENVIRONMENT_ID, topics: ['job:redy'] } as never;

    expect(() => subscribe(api, unknownTopic)).toThrow(ConfigError);
    expect(() => subscribe(api, unknownTopic)).toThrow('unknown topic "job:redy"');
    expect(() => subscribe(api, { environmentId: '' })).toThrow('needs { environmentId }');
    expect(() => subscribe(api, { environmentId: ENVIRONMENT_ID, pollWaitSeconds: 31 })).toThrow(
      ConfigError,
    );
  });

  it('closes when its signal is aborted', async () => {
    const target = await server();
    const controller = new AbortController();
    const subscription = subscribe(client(target.url), {
      environmentId: ENVIRONMENT_ID,
      signal: controller.signal,
      ...fast,
    });
    await subscription.ready;

    controller.abort();

    await expect(subscription[Symbol.asyncIterator]().next()).resolves.toMatchObject({
      done: true,
    });
    await vi.waitFor(() => expect(target.openRequests).toBe(0));
  });
});

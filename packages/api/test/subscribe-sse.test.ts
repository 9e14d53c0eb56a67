import { describe, expect, it } from 'vitest';
import { AuthError, type ImportkitError, subscribe } from '../src/index';
import { ENVIRONMENT_ID, eventId, jobReadyEvent } from './support/events';
import {
  client,
  emitRange,
  expectedIds,
  fast,
  ids,
  server,
  track,
} from './support/subscription-harness';
import { take } from './support/take';

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

  it('drops an event the server sends again after a reconnect', async () => {
    const target = await server({ cutAfter: 10, replayOneTooMany: true });
    target.emit(eventId(0), jobReadyEvent(0));
    await emitRange(target, 1, 60);
    const subscription = track(
      subscribe(client(target.url), { environmentId: ENVIRONMENT_ID, after: eventId(0), ...fast }),
    );

    expect(ids(await take(subscription, 60))).toEqual(expectedIds(1, 60));
    // Every reconnect began with an event delivered already.
    expect(target.sseConnections.length).toBeGreaterThan(5);
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

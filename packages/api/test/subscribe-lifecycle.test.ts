import { describe, expect, it, vi } from 'vitest';
import { ConfigError, subscribe } from '../src/index';
import { ENVIRONMENT_ID, eventId, jobReadyEvent } from './support/events';
import { watchTimers } from './support/live-timers';
import { afterThisTest, client, emitRange, fast, server } from './support/subscription-harness';
import { take } from './support/take';

describe('closing a subscription', () => {
  it.each(['sse', 'poll'] as const)(
    'leaves no timer and no request behind (%s)',
    async (transport) => {
      const target = await server();
      const timers = watchTimers(/[\\/]api[\\/]src[\\/]/);
      afterThisTest(async () => timers.stop());
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
  it('leaves no timer behind after connections were cut and replaced', async () => {
    const target = await server({ cutAfter: 2 });
    const timers = watchTimers(/[\\/]api[\\/]src[\\/]/);
    afterThisTest(async () => timers.stop());
    target.emit(eventId(0), jobReadyEvent(0));
    await emitRange(target, 1, 10);
    const subscription = subscribe(client(target.url), {
      environmentId: ENVIRONMENT_ID,
      after: eventId(0),
      transport: 'sse',
      ...fast,
    });

    expect(await take(subscription, 10)).toHaveLength(10);
    await subscription.close();

    expect(target.sseConnections.length).toBeGreaterThanOrEqual(5);
    await vi.waitFor(() => expect(timers.pending()).toEqual([]));
  });
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

  it('refuses options that would stall or spin, naming the option', async () => {
    const api = client('http://127.0.0.1:9');
    const subscribeWith = (options: Record<string, unknown>) => () =>
      subscribe(api, { environmentId: ENVIRONMENT_ID, ...options });

    expect(subscribeWith({ bufferSize: 0 })).toThrow('bufferSize must be a whole number');
    expect(subscribeWith({ bufferSize: 1.5 })).toThrow('bufferSize must be a whole number');
    expect(subscribeWith({ heartbeatTimeoutMs: 0 })).toThrow(
      'heartbeatTimeoutMs must be more than 0',
    );
    expect(subscribeWith({ reconnectDelayMs: { min: 0 } })).toThrow(
      'reconnectDelayMs.min must be more than 0',
    );
    expect(subscribeWith({ reconnectDelayMs: { min: 2000, max: 1000 } })).toThrow(
      'reconnectDelayMs.max (1000) must be at least reconnectDelayMs.min (2000)',
    );
    expect(subscribeWith({ sseRetryIntervalMs: -1 })).toThrow(
      'sseRetryIntervalMs must not be negative',
    );
    const smallest = subscribeWith({ bufferSize: 1 })();
    await smallest.close();
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

import { describe, expect, it, vi } from 'vitest';
import { ConfigError, subscribe } from '../src/index';
import { ENVIRONMENT_ID } from './support/events';
import { watchTimers } from './support/live-timers';
import { afterThisTest, client, fast, server } from './support/subscription-harness';

describe('closing a subscription', () => {
  it.each(['sse', 'poll'] as const)(
    'leaves no timer and no request behind (%s)',
    async (transport) => {
      const target = await server();
      const timers = watchTimers(/[\\/]api[\\/]src[\\/]|[\\/]node_modules[\\/]eventsource[\\/]/);
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

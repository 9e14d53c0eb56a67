import { AuthError, createClient, type FetchLike } from '@importkit/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Listener, type ListenerErrorInfo, type ListenHandle } from '../src/index';
import { type DevEnv, startDevEnv } from './support/dev-env';

let env: DevEnv;
let handle: ListenHandle | undefined;

beforeEach(async () => {
  env = await startDevEnv();
});

afterEach(async () => {
  await handle?.close();
  handle = undefined;
  await env.close();
});

/** A client whose requests' URLs are recorded. */
function recordingClient(apiKey = env.server.apiKey) {
  const urls: URL[] = [];
  const fetch: FetchLike = (input, init) => {
    urls.push(new URL(input instanceof Request ? input.url : String(input)));
    return globalThis.fetch(input, init);
  };
  return { client: createClient({ baseUrl: env.server.url, apiKey, fetch }), urls };
}

describe('listen', () => {
  it('subscribes only to the topics its handlers can match', async () => {
    const { client, urls } = recordingClient();
    const listener = new Listener().on('job:ready', () => {}).on('records:*', () => {});
    handle = await listener.listen({ client, environmentId: env.environmentId, transport: 'sse' });
    const stream = urls.find((url) => url.pathname === '/v1/events/stream');
    expect(stream?.searchParams.getAll('topic')).toEqual([
      'job:ready',
      'records:created',
      'records:updated',
      'records:deleted',
    ]);
  });

  it('delivers events over long polling too', async () => {
    const seen: string[] = [];
    const listener = new Listener().on(
      'job:ready',
      (event) => void seen.push(event.context.jobId ?? ''),
    );
    handle = await listener.listen({
      client: env.client,
      environmentId: env.environmentId,
      transport: 'poll',
      // `listen` resolves once the subscription is ready, which over long polling is when the
      // first poll answers: with nothing to deliver, after the whole wait.
      subscription: { pollWaitSeconds: 1 },
    });
    const jobIds = await env.createJobs(5, 'submit');
    await vi.waitFor(() => expect(seen).toHaveLength(5), { timeout: 10_000 });
    expect(handle.transport).toBe('poll');
    expect(seen.sort()).toEqual([...jobIds].sort());
  });

  it('close() stops receiving and waits for the handlers in flight', async () => {
    const steps: string[] = [];
    let started: () => void = () => {};
    const handlerStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    const listener = new Listener().on('job:ready', async () => {
      steps.push('handler started');
      started();
      await new Promise((resolve) => setTimeout(resolve, 100));
      steps.push('handler finished');
    });
    handle = await listener.listen({ client: env.client, environmentId: env.environmentId });
    await env.createJob('submit');
    await handlerStarted;

    await handle.close();
    steps.push('closed');
    await handle.done;
    await env.createJob('submit');
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(steps).toEqual(['handler started', 'handler finished', 'closed']);
  });

  it('close({ timeoutMs }) returns with a handler that never settles, naming its event', async () => {
    const started: string[] = [];
    const listener = new Listener().on('job:ready', (event) => {
      started.push(event.id);
      return new Promise(() => {}); // never settles
    });
    const running = await listener.listen({ client: env.client, environmentId: env.environmentId });
    await env.createJob('submit');
    await vi.waitFor(() => expect(started).toHaveLength(1));

    const result = await running.close({ timeoutMs: 50 });

    expect(result.abandoned.map((event) => event.id)).toEqual(started);
    // A later close (as afterEach does) is bounded the same way.
    await expect(running.close({ timeoutMs: 0 })).resolves.toMatchObject({
      abandoned: [expect.objectContaining({ id: started[0] })],
    });
  });

  it('close({ abort: true }) aborts the signal, starts no waiting event and returns within its bound', async () => {
    const started: string[] = [];
    let aborted = false;
    const listener = new Listener().on('job:ready', (event, { signal }) => {
      started.push(event.id);
      signal.addEventListener('abort', () => {
        aborted = true;
      });
      return new Promise(() => {}); // ignores its signal
    });
    const recorder = await env.record(['job:ready']);
    const running = await listener.listen({
      client: env.client,
      environmentId: env.environmentId,
      concurrency: 1,
    });
    await env.createJobs(2, 'submit');
    await vi.waitFor(() => expect(recorder.events).toHaveLength(2));
    await vi.waitFor(() => expect(started).toHaveLength(1));

    const result = await running.close({ abort: true, timeoutMs: 50 });
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(aborted).toBe(true);
    expect(started).toHaveLength(1);
    expect(result.abandoned[0]?.id).toBe(started[0]);
    await recorder.close();
  });

  it('rejects a close timeout that is not a whole number of milliseconds a timer can hold, naming it', async () => {
    handle = await new Listener()
      .on('job:ready', () => {})
      .listen({ client: env.client, environmentId: env.environmentId });
    const expected =
      'importkit/listener: options.timeoutMs must be a whole number of milliseconds from 0 to 2147483647, or Infinity for no limit';
    await expect(handle.close({ timeoutMs: -1 })).rejects.toThrow(`${expected} (got number -1)`);
    // Node fires a longer timer after 1 ms: close would return at once, abandoning every handler.
    await expect(handle.close({ timeoutMs: 2 ** 31 })).rejects.toThrow(
      `${expected} (got number 2147483648)`,
    );
    await expect(handle.close({ timeoutMs: Number.NaN })).rejects.toThrow(
      `${expected} (got number NaN)`,
    );
    await expect(handle.close({ timeoutMs: 1.5 })).rejects.toThrow(`${expected} (got number 1.5)`);
  });

  it('close({ abort: true, timeoutMs: Infinity }) waits for a handler however long it takes', async () => {
    const started: string[] = [];
    const listener = new Listener().on('job:ready', (event, { signal }) => {
      started.push(event.id);
      // Stops some time after the abort, well past the 1 ms an oversized timer would wait.
      return new Promise<void>((resolve) => {
        signal.addEventListener('abort', () => setTimeout(resolve, 100));
      });
    });
    const running = await listener.listen({ client: env.client, environmentId: env.environmentId });
    await env.createJob('submit');
    await vi.waitFor(() => expect(started).toHaveLength(1));

    const result = await running.close({ abort: true, timeoutMs: Infinity });

    expect(result.abandoned).toEqual([]);
  });

  it('closes gracefully on SIGTERM when asked to, and removes its signal handlers', async () => {
    const before = process.listenerCount('SIGTERM');
    const listener = new Listener().on('job:ready', () => {});
    handle = await listener.listen({
      client: env.client,
      environmentId: env.environmentId,
      handleSignals: true,
    });
    expect(process.listenerCount('SIGTERM')).toBe(before + 1);
    expect(process.listenerCount('SIGINT')).toBeGreaterThan(0);

    process.emit('SIGTERM', 'SIGTERM');
    await handle.done;

    expect(process.listenerCount('SIGTERM')).toBe(before);
  });

  it('reports a wrong API key and ends, rejecting `done`', async () => {
    const reported: [Error, ListenerErrorInfo][] = [];
    const { client } = recordingClient('sk_wrong');
    const listener = new Listener()
      .onError((error, info) => void reported.push([error, info]))
      .on('job:ready', () => {});
    handle = await listener.listen({ client, environmentId: env.environmentId });

    await expect(handle.done).rejects.toBeInstanceOf(AuthError);
    expect(reported).toEqual([[expect.any(AuthError), { source: 'subscription' }]]);
  });

  it('rejects bad options with a TypeError naming them', async () => {
    const listener = new Listener();
    await expect(listener.listen({ client: env.client, environmentId: '' })).rejects.toThrow(
      'importkit/listener: options.environmentId must be a non-empty string',
    );
    await expect(
      listener.listen({ client: env.client, environmentId: env.environmentId, concurrency: 0 }),
    ).rejects.toThrow(
      'importkit/listener: options.concurrency must be a positive integer (got number 0)',
    );
  });
});

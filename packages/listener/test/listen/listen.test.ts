import { AuthError, createClient, type FetchLike } from '@importkit/api';
import type { TestEnvironment } from '@importkit/testing';
import { expect, test } from '@importkit/testing/vitest';
import { describe } from 'vitest';
import { Listener, type ListenerErrorInfo } from '../../src/index';

/** Creates `count` jobs, ready at once, on a fresh workbook. */
async function createJobs(env: TestEnvironment, count: number) {
  const workbook = await env.workbook({ name: 'Orders' });
  const create = () =>
    env.createJob({ type: 'workbook', operation: 'submit', source: workbook.id });
  return Promise.all(Array.from({ length: count }, create));
}

/** A client whose requests' URLs are recorded. */
function recordingClient(env: TestEnvironment, apiKey = env.server.apiKey) {
  const urls: URL[] = [];
  const fetch: FetchLike = (input, init) => {
    urls.push(new URL(input instanceof Request ? input.url : String(input)));
    return globalThis.fetch(input, init);
  };
  return { client: createClient({ baseUrl: env.server.url, apiKey, fetch }), urls };
}

/** A promise and the function that resolves it. */
function signal() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('listen', () => {
  test('subscribes only to the topics its handlers can match', async ({ env }) => {
    const { client, urls } = recordingClient(env);
    const listener = new Listener().on('job:ready', () => {}).on('records:*', () => {});
    await env.connect(listener, { client, transport: 'sse' });
    const stream = urls.find((url) => url.pathname === '/v1/events/stream');
    expect(stream?.searchParams.getAll('topic')).toEqual([
      'job:ready',
      'records:created',
      'records:updated',
      'records:deleted',
    ]);
  });

  test('delivers events over long polling too', async ({ env }) => {
    const seen: string[] = [];
    const listener = new Listener().on('job:ready', (event) => {
      seen.push(event.context.jobId ?? '');
    });
    const connection = await env.connect(listener, {
      transport: 'poll',
      // `listen` resolves once the subscription is ready, which over long polling is when the
      // first poll answers: with nothing to deliver, after the whole wait.
      subscription: { pollWaitSeconds: 1 },
    });
    const jobs = await createJobs(env, 5);
    for (const job of jobs) await connection.waitForRun('job:ready', { jobId: job.id });
    expect(connection.handle.transport).toBe('poll');
    expect(seen.sort()).toEqual(jobs.map((job) => job.id).sort());
  });

  test('close() stops receiving and waits for the handlers in flight', async ({ env }) => {
    const steps: string[] = [];
    const started = signal();
    const listener = new Listener().on('job:ready', async () => {
      steps.push('handler started');
      started.resolve();
      await new Promise((resolve) => setTimeout(resolve, 100));
      steps.push('handler finished');
    });
    const { handle } = await env.connect(listener);
    await createJobs(env, 1);
    await started.promise;

    await handle.close();
    steps.push('closed');
    await handle.done;
    // Once `done`, nothing more is dispatched: a job created now reaches the server alone.
    const [late] = await createJobs(env, 1);
    await env.waitForEvent('job:ready', { jobId: late?.id });

    expect(steps).toEqual(['handler started', 'handler finished', 'closed']);
  });

  test('close({ timeoutMs }) returns with a handler that never settles, naming its event', async ({
    env,
  }) => {
    const started: string[] = [];
    const listener = new Listener().on('job:ready', (event) => {
      started.push(event.id);
      return new Promise(() => {}); // never settles
    });
    const { handle } = await env.connect(listener, { closeTimeoutMs: 0 });
    const [job] = await createJobs(env, 1);
    await env.waitForEvent('job:ready', { jobId: job?.id });
    await expect.poll(() => started).toHaveLength(1);

    const result = await handle.close({ timeoutMs: 50 });

    expect(result.abandoned.map((event) => event.id)).toEqual(started);
    // A later close (as the environment's does) is bounded the same way.
    await expect(handle.close({ timeoutMs: 0 })).resolves.toMatchObject({
      abandoned: [expect.objectContaining({ id: started[0] })],
    });
  });

  test('close({ abort: true }) aborts the signal, starts no waiting event and returns within its bound', async ({
    env,
  }) => {
    const started: string[] = [];
    const firstStarted = signal();
    let aborted = false;
    const listener = new Listener().on('job:ready', (event, { signal }) => {
      started.push(event.id);
      firstStarted.resolve();
      signal.addEventListener('abort', () => {
        aborted = true;
      });
      return new Promise(() => {}); // ignores its signal
    });
    const { handle } = await env.connect(listener, { concurrency: 1, closeTimeoutMs: 0 });
    const jobs = await createJobs(env, 2);
    for (const job of jobs) await env.waitForEvent('job:ready', { jobId: job.id });
    await firstStarted.promise;

    const result = await handle.close({ abort: true, timeoutMs: 50 });
    // Time passes (a job created and its event received), and still nothing else started.
    const [later] = await createJobs(env, 1);
    await env.waitForEvent('job:ready', { jobId: later?.id });

    expect(aborted).toBe(true);
    expect(started).toHaveLength(1);
    expect(result.abandoned[0]?.id).toBe(started[0]);
  });

  test('rejects a close timeout that is not a whole number of milliseconds a timer can hold, naming it', async ({
    env,
  }) => {
    const { handle } = await env.connect(new Listener().on('job:ready', () => {}));
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

  test('close({ abort: true, timeoutMs: Infinity }) waits for a handler however long it takes', async ({
    env,
  }) => {
    const started = signal();
    const listener = new Listener().on('job:ready', (_event, { signal }) => {
      started.resolve();
      // Stops some time after the abort, well past the 1 ms an oversized timer would wait.
      return new Promise<void>((resolve) => {
        signal.addEventListener('abort', () => setTimeout(resolve, 100));
      });
    });
    const { handle } = await env.connect(listener);
    await createJobs(env, 1);
    await started.promise;

    const result = await handle.close({ abort: true, timeoutMs: Infinity });

    expect(result.abandoned).toEqual([]);
  });

  test('closes gracefully on SIGTERM when asked to, and removes its signal handlers', async ({
    env,
  }) => {
    const before = process.listenerCount('SIGTERM');
    const { handle } = await env.connect(
      new Listener().on('job:ready', () => {}),
      {
        handleSignals: true,
      },
    );
    expect(process.listenerCount('SIGTERM')).toBe(before + 1);
    expect(process.listenerCount('SIGINT')).toBeGreaterThan(0);

    process.emit('SIGTERM', 'SIGTERM');
    await handle.done;

    expect(process.listenerCount('SIGTERM')).toBe(before);
  });

  test('reports a wrong API key and ends, rejecting `done`', async ({ env }) => {
    const reported: [Error, ListenerErrorInfo['source']][] = [];
    const { client } = recordingClient(env, 'sk_wrong');
    const connection = await env.connect(
      new Listener().on('job:ready', () => {}),
      {
        client,
        errors: 'collect',
      },
    );

    await expect(connection.handle.done).rejects.toBeInstanceOf(AuthError);
    for (const { error, source } of connection.errors) reported.push([error, source]);
    expect(reported).toEqual([[expect.any(AuthError), 'subscription']]);
  });

  test('rejects bad options with a TypeError naming them', async ({ env }) => {
    const listener = new Listener();
    await expect(listener.listen({ client: env.client, environmentId: '' })).rejects.toThrow(
      'importkit/listener: options.environmentId must be a non-empty string',
    );
    await expect(env.connect(listener, { concurrency: 0 })).rejects.toThrow(
      'importkit/listener: options.concurrency must be a positive integer (got number 0)',
    );
  });
});

import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  cancelJob,
  createClient,
  type FetchLike,
  type ImportkitClient,
  type JobOutcome,
  listJobParts,
} from '@importkit/api';
import type { TestEnvironment } from '@importkit/testing';
import { expect, test } from '@importkit/testing/vitest';
import { afterEach, describe, vi } from 'vitest';
import {
  type JobHandlerFunction,
  type JobHandlerOptions,
  jobHandler,
  Listener,
} from '../../src/index';

const LEASE_MS = 60_000;
/** A hundred parts through two listeners: most of a minute on a busy shared machine. */
const HEAVY_MS = 60_000;
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

/** A listener running one `jobHandler('workbook:*')`, connected to the environment. */
function startListener(
  env: TestEnvironment,
  name: string,
  handler: JobHandlerFunction,
  options: JobHandlerOptions & { client?: ImportkitClient; concurrency?: number } = {},
) {
  const { client, concurrency = 4, ...jobOptions } = options;
  const listener = new Listener({ id: name }).use(jobHandler('workbook:*', handler, jobOptions));
  return env.connect(listener, { client, concurrency, errors: 'collect', closeTimeoutMs: 0 });
}

async function createJob(env: TestEnvironment, operation: string) {
  const workbook = await env.workbook({ name: 'Orders' });
  return env.createJob({ type: 'workbook', operation, source: workbook.id });
}

/** The job's events of these topics, as `topic:status`. */
function topicsOf(env: TestEnvironment, jobId: string, topics: string[]): string[] {
  return env
    .eventsOf(topics, { jobId })
    .map((event) => `${event.topic}:${(event.payload as { status?: string }).status}`);
}

/** A listener in a child process (test/fixtures/job-listener-process.ts), to be killed mid-job. */
async function startListenerProcess(env: TestEnvironment) {
  const fixture = fileURLToPath(new URL('../fixtures/job-listener-process.ts', import.meta.url));
  // tsx as a loader, not its CLI: one process, so that killing it kills the listener.
  const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
    // From the repository's root, tsx maps `@importkit/*` to the sources as the tests do.
    cwd: fileURLToPath(new URL('../../../..', import.meta.url)),
    env: {
      ...process.env,
      IMPORTKIT_API_URL: env.server.url,
      IMPORTKIT_API_KEY: env.server.apiKey,
      IMPORTKIT_ENVIRONMENT_ID: env.environmentId,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const lines: string[] = [];
  let buffered = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    buffered += chunk;
    const complete = buffered.split('\n');
    buffered = complete.pop() ?? '';
    lines.push(...complete);
  });
  const printed = (line: string) =>
    vi.waitFor(() => expect(lines).toContain(line), { timeout: 20_000, interval: 20 });
  await printed('listening');
  return {
    claimed: (jobId: string) => printed(`claimed ${jobId}`),
    kill: () => child.kill('SIGKILL'),
  };
}

/** Resolves with the signal's reason once it is aborted. */
function aborted(signal: AbortSignal): Promise<unknown> {
  return new Promise((resolve) =>
    signal.addEventListener('abort', () => resolve(signal.reason), { once: true }),
  );
}

/** A promise and the function that resolves it. */
function flag() {
  let raise = () => {};
  const raised = new Promise<void>((resolve) => {
    raise = resolve;
  });
  return { raised, raise };
}

describe('parts', () => {
  test(
    'runs 100 parts across two listeners, each part once, and consolidates the job once',
    async ({ env }) => {
      const partRuns: { listener: string; part: number | undefined; batch: unknown }[] = [];
      const consolidations: { listener: string; parts: number; statuses: Set<string> }[] = [];
      const options = (name: string): JobHandlerOptions => ({
        part: (_event, _tick, { part }) => {
          partRuns.push({ listener: name, part: part.index, batch: part.data?.batch });
          return { outcome: { message: `Batch ${String(part.data?.batch)} checked` } };
        },
        consolidate: (_event, _tick, { parts }) => {
          consolidations.push({
            listener: name,
            parts: parts.length,
            statuses: new Set(parts.map((part) => part.status)),
          });
          return { outcome: { heading: 'Validated', message: `${parts.length} batches checked` } };
        },
      });
      const split: JobHandlerFunction = async (_event, _tick, context) => {
        const batches = Array.from({ length: 100 }, (_, index) => ({ batch: index + 1 }));
        await context.split({ parts: batches, runInParallel: true });
      };
      await startListener(env, 'lsn_a', split, { ...options('lsn_a'), concurrency: 8 });
      await startListener(env, 'lsn_b', split, { ...options('lsn_b'), concurrency: 8 });

      const job = await createJob(env, 'validate');
      const result = await job.settled({ timeoutMs: HEAVY_MS - 5_000 });

      expect(partRuns).toHaveLength(100);
      expect(new Set(partRuns.map((run) => run.part)).size).toBe(100);
      expect(partRuns.map((run) => run.batch).sort((a, b) => Number(a) - Number(b))).toEqual(
        Array.from({ length: 100 }, (_, index) => index + 1),
      );
      expect(consolidations).toHaveLength(1);
      expect(consolidations[0]).toMatchObject({ parts: 100, statuses: new Set(['complete']) });
      expect(topicsOf(env, job.id, ['job:parts-completed', 'job:completed', 'job:failed'])).toEqual(
        ['job:parts-completed:parts-completed', 'job:completed:complete'],
      );
      expect(result.outcome).toEqual({ heading: 'Validated', message: '100 batches checked' });
      const parts = await listJobParts(env.client, job.id);
      expect(parts).toHaveLength(100);
      expect(parts.every((part) => part.status === 'complete' && part.parentId === job.id)).toBe(
        true,
      );
    },
    HEAVY_MS,
  );
});

describe('parts in sequence', () => {
  test('runs parts one after another and, by default, fails the job naming the parts that did not complete', async ({
    env,
  }) => {
    const order: (number | undefined)[] = [];
    await startListener(
      env,
      'lsn_worker',
      async (_event, _tick, { split }) => {
        await split({ parts: 3, runInParallel: false });
      },
      {
        part: (_event, _tick, { part }) => {
          order.push(part.index);
          if (part.index === 2) throw new Error('Batch 2 has no header row');
        },
      },
    );

    const job = await createJob(env, 'validate');
    const result = await job.settled();

    expect(order).toEqual([1, 2]); // part 3 waited on part 2, which failed
    const parts = await listJobParts(env.client, job.id);
    expect(parts.map((part) => [part.part, part.status])).toEqual([
      [1, 'complete'],
      [2, 'failed'],
      [3, 'failed'],
    ]);
    expect(result).toHaveFailed(
      `2 of 3 parts did not complete: ${parts[1]?.id} (failed), ${parts[2]?.id} (failed)`,
    );
  });
});

describe('leases', () => {
  const leased = test.scoped({ importkitOptions: { server: { jobLeaseMs: LEASE_MS } } });

  leased(
    'hands a job whose listener stopped mid-job to another listener once the lease lapses',
    async ({ env }) => {
      let firstReason: unknown;
      const claimed = flag();
      const first = await startListener(env, 'lsn_first', async (_event, _tick, { signal }) => {
        claimed.raise();
        firstReason = await aborted(signal);
        throw firstReason; // gives up: the listener is going away
      });

      const job = await createJob(env, 'submit');
      await claimed.raised;
      await first.handle.close({ abort: true });
      expect((await job.read()).status).toBe('executing');

      await startListener(env, 'lsn_second', () => ({ outcome: { message: 'Taken over' } }));
      await env.advance(LEASE_MS + 1);
      const result = await job.settled();

      expect(firstReason).toMatchObject({ reason: 'listener-closed' });
      expect(topicsOf(env, job.id, ['job:ready', 'job:completed', 'job:failed'])).toEqual([
        'job:ready:ready',
        'job:ready:ready', // the lease lapsed
        'job:completed:complete',
      ]);
      expect(result.job).toMatchObject({
        listenerId: 'lsn_second',
        outcome: { message: 'Taken over' },
      });
      expect(first.errors).toEqual([]);
    },
  );

  leased(
    'hands the job of a killed listener process to another listener once the lease lapses',
    async ({ env }) => {
      const child = await startListenerProcess(env);

      const job = await createJob(env, 'submit');
      await child.claimed(job.id);
      child.kill();
      await startListener(env, 'lsn_survivor', () => ({ outcome: { message: 'Taken over' } }));
      expect((await job.read()).status).toBe('executing');
      await env.advance(LEASE_MS + 1);
      const result = await job.settled();

      expect(topicsOf(env, job.id, ['job:ready', 'job:completed', 'job:failed'])).toEqual([
        'job:ready:ready',
        'job:ready:ready', // the lease lapsed
        'job:completed:complete',
      ]);
      expect(result.job).toMatchObject({
        listenerId: 'lsn_survivor',
        outcome: { message: 'Taken over' },
      });
    },
  );

  leased(
    'aborts the signal of a listener cut off past its lease, which then leaves the job to its new owner',
    async ({ env }) => {
      // The first listener's job requests fail while it is cut off; its event stream stays open.
      let cutOff = false;
      const fetchOfFirst: FetchLike = async (input, init) => {
        const url = input instanceof Request ? input.url : String(input);
        if (cutOff && url.includes('/v1/jobs/')) throw new TypeError('fetch failed (cut off)');
        return fetch(input, init);
      };
      const firstClient = createClient({
        baseUrl: env.server.url,
        apiKey: env.server.apiKey,
        fetch: fetchOfFirst,
        retry: false,
      });
      let firstReason: unknown;
      const claimed = flag();
      const first = await startListener(
        env,
        'lsn_first',
        async (_event, _tick, { signal }) => {
          claimed.raise();
          firstReason = await aborted(signal);
          return { outcome: { message: 'Finished by the first listener' } };
        },
        // One slot: the first listener does not see the job's second `job:ready` while it runs it.
        { client: firstClient, heartbeatIntervalMs: 50, concurrency: 1 },
      );

      const job = await createJob(env, 'submit');
      await claimed.raised;
      cutOff = true;
      await vi.waitFor(() => expect(first.errors.length).toBeGreaterThan(0), { timeout: 10_000 });
      await startListener(env, 'lsn_second', () => ({ outcome: { message: 'Taken over' } }));
      await env.advance(LEASE_MS + 1);
      const result = await job.settled();
      cutOff = false;
      await vi.waitFor(() => expect(firstReason).toBeDefined(), { timeout: 10_000 });
      await first.close();

      expect(firstReason).toMatchObject({ reason: 'claim-lost' });
      expect(topicsOf(env, job.id, ['job:completed', 'job:failed'])).toEqual([
        'job:completed:complete',
      ]);
      expect(result).toHaveCompleted({ message: 'Taken over' });
      expect(result.job.listenerId).toBe('lsn_second');
      // What the first listener was told: renewals that could not be sent while cut off.
      expect(first.errors.every(({ error }) => error.message.includes('cut off'))).toBe(true);
    },
  );
});

describe('cancel', () => {
  test('aborts the signal of the running handler, and the job stays canceled', async ({ env }) => {
    let reason: unknown;
    const claimed = flag();
    const worker = await startListener(env, 'lsn_worker', async (_event, _tick, { signal }) => {
      claimed.raise();
      reason = await aborted(signal);
      signal.throwIfAborted();
    });

    const job = await createJob(env, 'export');
    await claimed.raised;
    await cancelJob(env.client, job.id, { info: 'Stopped by the user' });
    const result = await job.settled();
    await vi.waitFor(() => expect(reason).toBeDefined(), { timeout: 10_000 });
    await worker.close();

    expect(reason).toMatchObject({ reason: 'canceled', jobId: job.id });
    expect(result.status).toBe('canceled');
    expect((await job.read()).status).toBe('canceled');
    expect(
      topicsOf(env, job.id, ['job:updated', 'job:completed', 'job:failed']).filter(
        (topic) => !topic.includes(':executing'),
      ),
    ).toEqual(['job:updated:canceled']);
    expect(worker.errors).toEqual([]);
  });

  test('aborts it through the refused lease renewal when the listener has no slot for the event', async ({
    env,
  }) => {
    let reason: unknown;
    const claimed = flag();
    const worker = await startListener(
      env,
      'lsn_worker',
      async (_event, _tick, { signal }) => {
        claimed.raise();
        reason = await aborted(signal);
      },
      { concurrency: 1, heartbeatIntervalMs: 50 },
    );

    const job = await createJob(env, 'export');
    await claimed.raised;
    await cancelJob(env.client, job.id);
    await vi.waitFor(() => expect(reason).toBeDefined(), { timeout: 10_000 });
    await worker.close();

    expect(reason).toMatchObject({ reason: 'claim-lost' });
    expect((reason as Error).message).toContain('canceled');
    expect((await job.read()).status).toBe('canceled');
  });
});

describe('outcomes', () => {
  test('carries a typed outcome with `next` to the job', async ({ env }) => {
    const outcome = {
      heading: 'Export ready',
      message: 'Your file is ready to download',
      buttonText: 'Download',
      acknowledge: true,
      trigger: { type: 'automatic', audience: 'originator' },
      next: {
        type: 'download',
        url: 'http://127.0.0.1/exports/orders.csv',
        fileName: 'orders.csv',
      },
    } satisfies JobOutcome;
    const worker = await startListener(env, 'lsn_worker', () => ({ outcome }));

    const job = await createJob(env, 'export');
    const result = await job.settled();

    expect(topicsOf(env, job.id, ['job:completed', 'job:failed'])).toEqual([
      'job:completed:complete',
    ]);
    expect(result.outcome).toEqual(outcome);
    expect(worker.errors).toEqual([]);
  });

  test('fails a job whose outcome the API refuses, naming the path, instead of leaving it executing', async ({
    env,
  }) => {
    const malformed = { next: { type: 'url', label: 'Open the report' } } as unknown as JobOutcome;
    const worker = await startListener(env, 'lsn_worker', () => ({ outcome: malformed }));

    const job = await createJob(env, 'export');
    const result = await job.settled();

    expect(topicsOf(env, job.id, ['job:completed', 'job:failed'])).toEqual(['job:failed:failed']);
    expect(result).toHaveFailed(
      /^Job finished but could not be marked completed: .*→ 400: .*outcome\.next\.url/,
    );
    expect(worker.errors.map(({ error }) => error)).toEqual([
      expect.objectContaining({ code: 'API_ERROR', status: 400 }),
    ]);
  });
});

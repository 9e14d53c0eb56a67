import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  cancelJob,
  createClient,
  type FetchLike,
  type ImportkitEvent,
  type JobOutcome,
  listJobParts,
} from '@importkit/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type JobHandlerFunction,
  type JobHandlerOptions,
  jobHandler,
  Listener,
  type ListenHandle,
} from '../src/index';
import { type DevEnv, startDevEnv } from './support/dev-env';

const LEASE_MS = 60_000;

let env: DevEnv | undefined;
const handles: ListenHandle[] = [];
const children: ChildProcess[] = [];

afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  await Promise.all(handles.splice(0).map((handle) => handle.close({ abort: true })));
  await env?.close();
  env = undefined;
});

type Started = { listener: Listener; handle: ListenHandle; errors: Error[] };

/** A listener running one `jobHandler` against the dev server. */
async function startListener(
  dev: DevEnv,
  name: string,
  handler: JobHandlerFunction,
  options: JobHandlerOptions & {
    client?: ReturnType<typeof createClient>;
    concurrency?: number;
  } = {},
): Promise<Started> {
  const { client = dev.client, concurrency = 4, ...jobOptions } = options;
  const errors: Error[] = [];
  const listener = new Listener({ id: name })
    .onError((error) => void errors.push(error))
    .use(jobHandler('workbook:*', handler, jobOptions));
  const handle = await listener.listen({ client, environmentId: dev.environmentId, concurrency });
  handles.push(handle);
  return { listener, handle, errors };
}

function topicsOf(events: ImportkitEvent[], jobId: string): string[] {
  return events
    .filter((event) => event.context.jobId === jobId)
    .map((event) => `${event.topic}:${(event.payload as { status?: string }).status}`);
}

/** A listener in a child process (test/fixtures/job-listener-process.ts), to be killed mid-job. */
async function startListenerProcess(dev: DevEnv) {
  const fixture = fileURLToPath(new URL('./fixtures/job-listener-process.ts', import.meta.url));
  // tsx as a loader, not its CLI: one process, so that killing it kills the listener.
  const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
    // From the repository's root, tsx maps `@importkit/*` to the sources as the tests do.
    cwd: fileURLToPath(new URL('../../..', import.meta.url)),
    env: {
      ...process.env,
      IMPORTKIT_API_URL: dev.server.url,
      IMPORTKIT_API_KEY: dev.server.apiKey,
      IMPORTKIT_ENVIRONMENT_ID: dev.environmentId,
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

describe('parts', () => {
  it('runs 100 parts across two listeners, each part once, and consolidates the job once', async () => {
    const dev = await startDevEnv();
    env = dev;
    const observed = await dev.record(['job:completed', 'job:failed', 'job:parts-completed']);
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
    await startListener(dev, 'lsn_a', split, { ...options('lsn_a'), concurrency: 8 });
    await startListener(dev, 'lsn_b', split, { ...options('lsn_b'), concurrency: 8 });

    const jobId = await dev.createJob('validate');
    await vi.waitFor(
      () =>
        expect(
          observed.events.some((e) => e.context.jobId === jobId && e.topic === 'job:completed'),
        ).toBe(true),
      { timeout: 30_000 },
    );

    expect(partRuns).toHaveLength(100);
    expect(new Set(partRuns.map((run) => run.part)).size).toBe(100);
    expect(partRuns.map((run) => run.batch).sort((a, b) => Number(a) - Number(b))).toEqual(
      Array.from({ length: 100 }, (_, index) => index + 1),
    );
    expect(consolidations).toHaveLength(1);
    expect(consolidations[0]).toMatchObject({ parts: 100, statuses: new Set(['completed']) });
    expect(topicsOf(observed.events, jobId)).toEqual([
      'job:parts-completed:parts-completed',
      'job:completed:completed',
    ]);
    const parent = await dev.getJob(jobId);
    expect(parent.outcome).toEqual({ heading: 'Validated', message: '100 batches checked' });
    const parts = await listJobParts(dev.client, jobId);
    expect(parts).toHaveLength(100);
    expect(parts.every((part) => part.status === 'completed' && part.parentId === jobId)).toBe(
      true,
    );
  });
});

describe('parts in sequence', () => {
  it('runs parts one after another and, by default, fails the job naming the parts that did not complete', async () => {
    const dev = await startDevEnv();
    env = dev;
    const observed = await dev.record(['job:completed', 'job:failed']);
    const order: (number | undefined)[] = [];
    await startListener(
      dev,
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

    const jobId = await dev.createJob('validate');
    await vi.waitFor(
      () => expect(observed.events.some((e) => e.context.jobId === jobId)).toBe(true),
      { timeout: 10_000 },
    );

    expect(order).toEqual([1, 2]); // part 3 waited on part 2, which failed
    const parts = await listJobParts(dev.client, jobId);
    expect(parts.map((part) => [part.part, part.status])).toEqual([
      [1, 'completed'],
      [2, 'failed'],
      [3, 'failed'],
    ]);
    const parent = await dev.getJob(jobId);
    expect(parent.status).toBe('failed');
    expect(parent.outcome?.message).toBe(
      `2 of 3 parts did not complete: ${parts[1]?.id} (failed), ${parts[2]?.id} (failed)`,
    );
  });
});

describe('leases', () => {
  it('hands a job whose listener stopped mid-job to another listener once the lease lapses', async () => {
    const dev = await startDevEnv({ clock: 'manual', jobLeaseMs: LEASE_MS });
    env = dev;
    const observed = await dev.record(['job:ready', 'job:completed', 'job:failed']);
    let firstReason: unknown;
    let claimed = () => {};
    const firstClaimed = new Promise<void>((resolve) => {
      claimed = resolve;
    });
    const first = await startListener(dev, 'lsn_first', async (_event, _tick, { signal }) => {
      claimed();
      firstReason = await aborted(signal);
      throw firstReason; // gives up: the listener is going away
    });

    const jobId = await dev.createJob('submit');
    await firstClaimed;
    await first.handle.close({ abort: true });
    expect((await dev.getJob(jobId)).status).toBe('executing');

    await startListener(dev, 'lsn_second', () => ({ outcome: { message: 'Taken over' } }));
    await dev.server.advanceClock(LEASE_MS + 1);
    await vi.waitFor(
      () => expect(observed.events.some((e) => e.topic === 'job:completed')).toBe(true),
      { timeout: 10_000 },
    );

    expect(firstReason).toMatchObject({ reason: 'listener-closed' });
    expect(topicsOf(observed.events, jobId)).toEqual([
      'job:ready:ready',
      'job:ready:ready', // the lease lapsed
      'job:completed:completed',
    ]);
    const job = await dev.getJob(jobId);
    expect(job).toMatchObject({ listenerId: 'lsn_second', outcome: { message: 'Taken over' } });
    expect(first.errors).toEqual([]);
  });

  it('hands the job of a killed listener process to another listener once the lease lapses', async () => {
    const dev = await startDevEnv({ clock: 'manual', jobLeaseMs: LEASE_MS });
    env = dev;
    const observed = await dev.record(['job:ready', 'job:completed', 'job:failed']);
    const child = await startListenerProcess(dev);

    const jobId = await dev.createJob('submit');
    await child.claimed(jobId);
    child.kill();
    await startListener(dev, 'lsn_survivor', () => ({ outcome: { message: 'Taken over' } }));
    expect((await dev.getJob(jobId)).status).toBe('executing');
    await dev.server.advanceClock(LEASE_MS + 1);
    await vi.waitFor(
      () => expect(observed.events.some((e) => e.topic === 'job:completed')).toBe(true),
      { timeout: 10_000 },
    );

    expect(topicsOf(observed.events, jobId)).toEqual([
      'job:ready:ready',
      'job:ready:ready', // the lease lapsed
      'job:completed:completed',
    ]);
    expect(await dev.getJob(jobId)).toMatchObject({
      listenerId: 'lsn_survivor',
      outcome: { message: 'Taken over' },
    });
  });

  it('aborts the signal of a listener cut off past its lease, which then leaves the job to its new owner', async () => {
    const dev = await startDevEnv({ clock: 'manual', jobLeaseMs: LEASE_MS });
    env = dev;
    const observed = await dev.record(['job:completed', 'job:failed']);
    // The first listener's job requests fail while it is cut off; its event stream stays open.
    let cutOff = false;
    const fetchOfFirst: FetchLike = async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (cutOff && url.includes('/v1/jobs/')) throw new TypeError('fetch failed (cut off)');
      return fetch(input, init);
    };
    const firstClient = createClient({
      baseUrl: dev.server.url,
      apiKey: dev.server.apiKey,
      fetch: fetchOfFirst,
      retry: false,
    });
    let firstReason: unknown;
    let claimed = () => {};
    const firstClaimed = new Promise<void>((resolve) => {
      claimed = resolve;
    });
    const first = await startListener(
      dev,
      'lsn_first',
      async (_event, _tick, { signal }) => {
        claimed();
        firstReason = await aborted(signal);
        return { outcome: { message: 'Finished by the first listener' } };
      },
      // One slot: the first listener does not see the job's second `job:ready` while it runs it.
      { client: firstClient, heartbeatIntervalMs: 50, concurrency: 1 },
    );

    const jobId = await dev.createJob('submit');
    await firstClaimed;
    cutOff = true;
    await vi.waitFor(() => expect(first.errors.length).toBeGreaterThan(0), { timeout: 10_000 });
    await startListener(dev, 'lsn_second', () => ({ outcome: { message: 'Taken over' } }));
    await dev.server.advanceClock(LEASE_MS + 1);
    await vi.waitFor(
      () => expect(observed.events.some((e) => e.topic === 'job:completed')).toBe(true),
      { timeout: 10_000 },
    );
    cutOff = false;
    await vi.waitFor(() => expect(firstReason).toBeDefined(), { timeout: 10_000 });
    await first.handle.close();

    expect(firstReason).toMatchObject({ reason: 'claim-lost' });
    expect(topicsOf(observed.events, jobId)).toEqual(['job:completed:completed']);
    expect(await dev.getJob(jobId)).toMatchObject({
      status: 'completed',
      listenerId: 'lsn_second',
      outcome: { message: 'Taken over' },
    });
    // What the first listener was told: renewals that could not be sent while cut off.
    expect(first.errors.every((error) => error.message.includes('cut off'))).toBe(true);
  });
});

describe('cancel', () => {
  it('aborts the signal of the running handler, and the job stays canceled', async () => {
    const dev = await startDevEnv();
    env = dev;
    const observed = await dev.record(['job:updated', 'job:completed', 'job:failed']);
    let reason: unknown;
    let claimed = () => {};
    const running = new Promise<void>((resolve) => {
      claimed = resolve;
    });
    const worker = await startListener(dev, 'lsn_worker', async (_event, _tick, { signal }) => {
      claimed();
      reason = await aborted(signal);
      signal.throwIfAborted();
    });

    const jobId = await dev.createJob('export');
    await running;
    await cancelJob(dev.client, jobId, { info: 'Stopped by the user' });
    await vi.waitFor(() => expect(reason).toBeDefined(), { timeout: 10_000 });
    await worker.handle.close();

    expect(reason).toMatchObject({ reason: 'canceled', jobId });
    expect(await dev.getJob(jobId)).toMatchObject({ status: 'canceled' });
    expect(
      topicsOf(observed.events, jobId).filter((topic) => !topic.includes(':executing')),
    ).toEqual(['job:updated:canceled']);
    expect(worker.errors).toEqual([]);
  });

  it('aborts it through the refused lease renewal when the listener has no slot for the event', async () => {
    const dev = await startDevEnv();
    env = dev;
    let reason: unknown;
    let claimed = () => {};
    const running = new Promise<void>((resolve) => {
      claimed = resolve;
    });
    const worker = await startListener(
      dev,
      'lsn_worker',
      async (_event, _tick, { signal }) => {
        claimed();
        reason = await aborted(signal);
      },
      { concurrency: 1, heartbeatIntervalMs: 50 },
    );

    const jobId = await dev.createJob('export');
    await running;
    await cancelJob(dev.client, jobId);
    await vi.waitFor(() => expect(reason).toBeDefined(), { timeout: 10_000 });
    await worker.handle.close();

    expect(reason).toMatchObject({ reason: 'claim-lost' });
    expect((reason as Error).message).toContain('canceled');
    expect(await dev.getJob(jobId)).toMatchObject({ status: 'canceled' });
  });
});

describe('outcomes', () => {
  it('carries a typed outcome with `next` to the job', async () => {
    const dev = await startDevEnv();
    env = dev;
    const observed = await dev.record(['job:completed', 'job:failed']);
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
    const worker = await startListener(dev, 'lsn_worker', () => ({ outcome }));

    const jobId = await dev.createJob('export');
    await vi.waitFor(() => expect(observed.events).toHaveLength(1), { timeout: 10_000 });

    expect(observed.events[0]?.topic).toBe('job:completed');
    expect((await dev.getJob(jobId)).outcome).toEqual(outcome);
    expect(worker.errors).toEqual([]);
  });

  it('fails a job whose outcome the API refuses, naming the path, instead of leaving it executing', async () => {
    const dev = await startDevEnv();
    env = dev;
    const observed = await dev.record(['job:completed', 'job:failed']);
    const malformed = { next: { type: 'url', label: 'Open the report' } } as unknown as JobOutcome;
    const worker = await startListener(dev, 'lsn_worker', () => ({ outcome: malformed }));

    const jobId = await dev.createJob('export');
    await vi.waitFor(() => expect(observed.events).toHaveLength(1), { timeout: 10_000 });

    expect(observed.events[0]?.topic).toBe('job:failed');
    const job = await dev.getJob(jobId);
    expect(job.status).toBe('failed');
    expect(job.outcome?.message).toMatch(
      /^Job finished but could not be marked completed: .*→ 400: .*outcome\.next\.url/,
    );
    expect(worker.errors).toEqual([expect.objectContaining({ code: 'API_ERROR', status: 400 })]);
  });
});

/**
 * Service-run jobs: a registered `domain:operation` is claimed, progressed and completed or failed
 * by the server itself, with the same events as a listener-run job. Registered here through the
 * runtime's registry (the hook the coming service jobs use), on a real server.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { SERVICE_LISTENER_ID } from '../../src/jobs/service-jobs';
import type { DevRuntime } from '../../src/runtime/runtime';
import { buildApp } from '../../src/server/build-app';
import { createRuntime } from '../../src/server/create-runtime';
import { operationHandlers } from '../../src/server/operation-handlers';
import type { Json } from '../support/test-api';

const API_KEY = 'sk_test_service_jobs';
let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
  stop = undefined;
});

async function startWith(register: (runtime: DevRuntime) => void) {
  const runtime = createRuntime({ eventLogLimit: 1000, heartbeatMs: 15_000, clock: 'manual' });
  register(runtime);
  const app = buildApp(runtime, {
    apiKey: API_KEY,
    bodyLimitBytes: 1 << 20,
    bodyTimeoutMs: 60_000,
    maxUrlLength: 8192,
    handlers: operationHandlers,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as { port: number };
  stop = async () => {
    runtime.runCloseHooks();
    await app.close();
  };
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`http://127.0.0.1:${address.port}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${API_KEY}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Json };
  };
  const space = (await call('POST', '/v1/spaces', { name: 'S' })).body.data;
  /** Creates the immediate job `space:<operation>` on the space; resolves with its id. */
  const createJob = async (operation: string): Promise<string> =>
    (
      await call('POST', '/v1/jobs', {
        type: 'space',
        source: space.id,
        operation,
        immediate: true,
      })
    ).body.data.id;
  return { runtime, call, createJob };
}

/** Resolves once the job reached `status` (the runner runs after the request that readied it). */
async function settle(
  call: Awaited<ReturnType<typeof startWith>>['call'],
  jobId: string,
  status: string,
) {
  for (let i = 0; i < 100; i++) {
    const job = (await call('GET', `/v1/jobs/${jobId}`)).body.data;
    if (job.status === status) return job;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`job ${jobId} never reached ${status}`);
}

const jobTopics = async (
  call: Awaited<ReturnType<typeof startWith>>['call'],
  environmentId: string,
  jobId: string,
) =>
  (await call('GET', `/v1/events?environmentId=${environmentId}`)).body.data
    .filter((event: { context: { jobId?: string } }) => event.context.jobId === jobId)
    .map((event: { topic: string; payload: { status: string; progress?: number } }) => [
      event.topic,
      event.payload.status,
      event.payload.progress,
    ]);

describe('service-run jobs', () => {
  it('runs a registered job itself: claim, progress, complete, with the same events as a listener', async () => {
    const seen: string[] = [];
    const { call, createJob, runtime } = await startWith((rt) =>
      rt.jobs.services.register('space:tidy', async (job, { progress }) => {
        seen.push(job.id);
        progress(50, 'half way');
        return { message: 'Tidied' };
      }),
    );
    const job = await settle(call, await createJob('tidy'), 'complete');
    expect(seen).toEqual([job.id]);
    expect(job).toMatchObject({
      listenerId: SERVICE_LISTENER_ID,
      outcome: { message: 'Tidied' },
      info: 'half way',
    });
    expect(await jobTopics(call, runtime.environmentId, job.id)).toEqual([
      ['job:created', 'ready', undefined],
      ['job:ready', 'ready', undefined],
      ['job:updated', 'executing', undefined],
      ['job:updated', 'executing', 50],
      ['job:completed', 'complete', 100],
    ]);
  });

  it("fails the job with the runner's error, and refuses a listener's reports on it", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { call, createJob } = await startWith((rt) =>
      rt.jobs.services.register('space:break', async () => {
        await gate;
        throw new Error('disk full');
      }),
    );
    const jobId = await createJob('break');
    const ack = await call('POST', `/v1/jobs/${jobId}/complete`, {});
    expect(ack.status).toBe(409);
    expect(ack.body.errors[0].message).toMatch(/run by the service/);
    release();
    const job = await settle(call, jobId, 'failed');
    expect(job.outcome).toEqual({ message: 'disk full' });
  });

  it('fails the job with a message when its outcome cannot be stored or its error has no message, and keeps answering', async () => {
    const circular: Record<string, unknown> = { message: 'done' };
    circular.self = circular;
    const { call, createJob } = await startWith((rt) => {
      const services = rt.jobs.services;
      services.register('space:big-count', () => ({ message: 'done', count: 1n }) as never);
      services.register('space:circular', () => circular as never);
      services.register('space:word', () => 'done' as never);
      services.register('space:bare-throw', () => {
        throw Object.create(null);
      });
    });
    for (const [operation, message] of [
      ['big-count', 'the runner of space:big-count returned an outcome that cannot be stored'],
      ['circular', 'the runner of space:circular returned an outcome that cannot be stored'],
      ['word', 'cannot be stored: expected an object, got done'],
      ['bare-throw', 'the runner threw a value that has no message'],
    ] as const) {
      const jobId = await createJob(operation);
      const job = await settle(call, jobId, 'failed');
      expect(job.outcome.message).toContain(message);
    }
    expect((await call('GET', '/v1/jobs')).status).toBe(200);
  });

  it('a canceled service job aborts the runner and keeps its canceled status', async () => {
    let signal: AbortSignal | undefined;
    let finish: () => void = () => {};
    const { call, createJob } = await startWith((rt) =>
      rt.jobs.services.register('space:slow', async (_job, context) => {
        signal = context.signal;
        await new Promise<void>((resolve) => {
          finish = resolve;
        });
        return { message: 'too late' };
      }),
    );
    const jobId = await createJob('slow');
    await settle(call, jobId, 'executing');
    await call('POST', `/v1/jobs/${jobId}/cancel`, {});
    expect(signal?.aborted).toBe(true);
    finish();
    await new Promise((resolve) => setImmediate(resolve));
    expect((await call('GET', `/v1/jobs/${jobId}`)).body.data.status).toBe('canceled');
  });

  it('refuses a second registration of the same job name', async () => {
    const runtime = createRuntime({ eventLogLimit: 10, heartbeatMs: 1000 });
    runtime.jobs.services.register('sheet:reverse', () => undefined);
    expect(() => runtime.jobs.services.register('sheet:reverse', () => undefined)).toThrow(
      /already registered/,
    );
    expect(() => runtime.jobs.services.register('extract', () => undefined)).toThrow(
      /domain:operation/,
    );
    runtime.runCloseHooks();
  });
});

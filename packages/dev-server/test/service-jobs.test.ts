/**
 * Service-run jobs: a registered `domain:operation` is claimed, progressed and completed or failed
 * by the server itself, with the same events as a listener-run job. Registered here through the
 * runtime's registry (the hook the coming service jobs use), on a real server.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app/build-app';
import { operationHandlers } from '../src/handlers';
import { SERVICE_LISTENER_ID } from '../src/jobs/service-jobs';
import { createRuntime, type DevRuntime } from '../src/runtime/runtime';
import type { Json } from './support/test-api';

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
  return { runtime, call, space };
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
    const { call, space, runtime } = await startWith((rt) =>
      rt.jobs.services.register('space:tidy', async (job, { progress }) => {
        seen.push(job.id);
        progress(50, 'half way');
        return { message: 'Tidied' };
      }),
    );
    const created = await call('POST', '/v1/jobs', {
      type: 'space',
      source: space.id,
      operation: 'tidy',
      immediate: true,
    });
    const job = await settle(call, created.body.data.id, 'completed');
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
      ['job:completed', 'completed', 100],
    ]);
  });

  it("fails the job with the runner's error, and refuses a listener's reports on it", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { call, space } = await startWith((rt) =>
      rt.jobs.services.register('space:break', async () => {
        await gate;
        throw new Error('disk full');
      }),
    );
    const created = await call('POST', '/v1/jobs', {
      type: 'space',
      source: space.id,
      operation: 'break',
      immediate: true,
    });
    const jobId = created.body.data.id;
    const ack = await call('POST', `/v1/jobs/${jobId}/complete`, {});
    expect(ack.status).toBe(409);
    expect(ack.body.errors[0].message).toMatch(/run by the service/);
    release();
    const job = await settle(call, jobId, 'failed');
    expect(job.outcome).toEqual({ message: 'disk full' });
  });

  it('a canceled service job aborts the runner and keeps its canceled status', async () => {
    let signal: AbortSignal | undefined;
    let finish: () => void = () => {};
    const { call, space } = await startWith((rt) =>
      rt.jobs.services.register('space:slow', async (_job, context) => {
        signal = context.signal;
        await new Promise<void>((resolve) => {
          finish = resolve;
        });
        return { message: 'too late' };
      }),
    );
    const created = await call('POST', '/v1/jobs', {
      type: 'space',
      source: space.id,
      operation: 'slow',
      immediate: true,
    });
    const jobId = created.body.data.id;
    await settle(call, jobId, 'executing');
    await call('POST', `/v1/jobs/${jobId}/cancel`, {});
    expect(signal?.aborted).toBe(true);
    finish();
    await new Promise((resolve) => setImmediate(resolve));
    expect((await call('GET', `/v1/jobs/${jobId}`)).body.data.status).toBe('canceled');
  });

  it('refuses a second registration of the same job name', async () => {
    const runtime = createRuntime({ eventLogLimit: 10, heartbeatMs: 1000 });
    runtime.jobs.services.register('file:extract', () => undefined);
    expect(() => runtime.jobs.services.register('file:extract', () => undefined)).toThrow(
      /already registered/,
    );
    expect(() => runtime.jobs.services.register('extract', () => undefined)).toThrow(
      /domain:operation/,
    );
    runtime.runCloseHooks();
  });
});

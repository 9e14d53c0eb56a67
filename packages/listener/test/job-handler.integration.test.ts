import type { ImportkitEvent } from '@importkit/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jobHandler, Listener, type ListenHandle } from '../src/index';
import { type DevEnv, startDevEnv } from './support/dev-env';

let env: DevEnv;
let handle: ListenHandle | undefined;
let errors: Error[];

beforeEach(async () => {
  env = await startDevEnv();
  errors = [];
});

afterEach(async () => {
  await handle?.close();
  handle = undefined;
  await env.close();
});

function listenerWith(plugin: Parameters<Listener['use']>[0]): Listener {
  return new Listener().onError((error) => void errors.push(error)).use(plugin);
}

function eventsOfJob(events: ImportkitEvent[], jobId: string) {
  return events
    .filter((event) => event.context.jobId === jobId)
    .map((event) => {
      const payload = event.payload as { status?: string; progress?: number; info?: string };
      return {
        topic: event.topic,
        status: payload.status,
        progress: payload.progress,
        info: payload.info,
      };
    });
}

describe('jobHandler against the dev server', () => {
  it('runs a job from ready to completed, with progress in between', async () => {
    const observed = await env.record(['job:ready', 'job:updated', 'job:completed', 'job:failed']);
    const listener = listenerWith(
      jobHandler('workbook:submit', async (event, tick) => {
        expect(event.payload.job).toBe('workbook:submit');
        await tick(25, 'Reading records');
        await new Promise((resolve) => setTimeout(resolve, 300)); // past the tick throttle
        await tick(75, 'Posting');
        return { outcome: { heading: 'Submitted', message: 'Sent 3 records' } };
      }),
    );
    handle = await listener.listen({ client: env.client, environmentId: env.environmentId });

    const jobId = await env.createJob('submit');
    await vi.waitFor(
      () => expect(observed.events.some((e) => e.topic === 'job:completed')).toBe(true),
      {
        timeout: 10_000,
      },
    );

    expect(eventsOfJob(observed.events, jobId)).toEqual([
      { topic: 'job:ready', status: 'ready', progress: undefined, info: undefined },
      expect.objectContaining({ topic: 'job:updated', status: 'executing', info: 'Accepted' }),
      expect.objectContaining({
        topic: 'job:updated',
        status: 'executing',
        progress: 25,
        info: 'Reading records',
      }),
      expect.objectContaining({
        topic: 'job:updated',
        status: 'executing',
        progress: 75,
        info: 'Posting',
      }),
      expect.objectContaining({ topic: 'job:completed', status: 'completed' }),
    ]);
    const job = await env.getJob(jobId);
    expect(job.status).toBe('completed');
    expect(job.outcome).toMatchObject({ heading: 'Submitted', message: 'Sent 3 records' });
    expect(errors).toEqual([]);
  });

  it('leaves a job failed with the message of the error its handler threw', async () => {
    const observed = await env.record(['job:failed', 'job:completed']);
    const listener = listenerWith(
      jobHandler('workbook:*', async () => {
        throw new Error('The webhook answered 500');
      }),
    );
    handle = await listener.listen({ client: env.client, environmentId: env.environmentId });

    const jobId = await env.createJob('export');
    await vi.waitFor(() => expect(observed.events).toHaveLength(1), { timeout: 10_000 });

    expect(observed.events[0]?.topic).toBe('job:failed');
    const job = await env.getJob(jobId);
    expect(job.status).toBe('failed');
    expect(job.outcome?.message).toBe('The webhook answered 500');
    expect(errors.map((error) => error.message)).toEqual(['The webhook answered 500']);
  });

  it('leaves jobs of other names alone', async () => {
    const handler = vi.fn();
    const seen: string[] = [];
    // Handlers of one event run in registration order: once `seen` has the event, the job
    // handler has had its chance.
    const listener = listenerWith(jobHandler('workbook:export', handler)).on(
      'job:ready',
      (event) => {
        seen.push(event.context.jobId ?? '');
      },
    );
    handle = await listener.listen({ client: env.client, environmentId: env.environmentId });

    const jobId = await env.createJob('submit');
    await vi.waitFor(() => expect(seen).toEqual([jobId]), { timeout: 10_000 });

    expect(handler).not.toHaveBeenCalled();
    expect((await env.getJob(jobId)).status).toBe('ready');
  });
});

import type { ImportkitEvent } from '@importkit/api';
import type { TestEnvironment } from '@importkit/testing';
import { expect, test } from '@importkit/testing/vitest';
import { describe, vi } from 'vitest';
import { jobHandler, Listener } from '../../src/index';

/** A job of this name, ready at once, on a fresh workbook. */
async function createJob(env: TestEnvironment, operation: string) {
  const workbook = await env.workbook({ name: 'Orders' });
  return env.createJob({ type: 'workbook', operation, source: workbook.id });
}

const summary = (events: ImportkitEvent[]) =>
  events.map((event) => {
    const { status, progress, info } = event.payload as Record<string, unknown>;
    return { topic: event.topic, status, progress, info };
  });

describe('jobHandler against the dev server', () => {
  test('runs a job from ready to completed, with progress in between', async ({ env }) => {
    await env.connect(
      new Listener().use(
        jobHandler('workbook:submit', async (event, tick) => {
          expect(event.payload.job).toBe('workbook:submit');
          await tick(25, 'Reading records');
          await new Promise((resolve) => setTimeout(resolve, 300)); // past the tick throttle
          await tick(75, 'Posting');
          return { outcome: { heading: 'Submitted', message: 'Sent 3 records' } };
        }),
      ),
    );

    const job = await createJob(env, 'submit');
    const result = await job.settled();

    expect(summary(job.events())).toEqual([
      { topic: 'job:created', status: 'ready', progress: undefined, info: undefined },
      { topic: 'job:ready', status: 'ready', progress: undefined, info: undefined },
      expect.objectContaining({ topic: 'job:updated', status: 'executing', info: 'Accepted' }),
      expect.objectContaining({ topic: 'job:updated', progress: 25, info: 'Reading records' }),
      expect.objectContaining({ topic: 'job:updated', progress: 75, info: 'Posting' }),
      expect.objectContaining({ topic: 'job:completed', status: 'complete' }),
    ]);
    expect(
      summary(job.events())
        .slice(3, 5)
        .map((event) => event.status),
    ).toEqual(['executing', 'executing']);
    expect(result).toHaveCompleted({ heading: 'Submitted', message: 'Sent 3 records' });
    expect(result.errors).toEqual([]);
  });

  test('leaves a job failed with the message of the error its handler threw', async ({ env }) => {
    await env.connect(
      new Listener().use(
        jobHandler('workbook:*', async () => {
          throw new Error('The webhook answered 500');
        }),
      ),
    );

    const job = await createJob(env, 'export');
    const result = await job.settled();

    expect(env.eventsOf(['job:failed', 'job:completed']).map((e) => e.topic)).toEqual([
      'job:failed',
    ]);
    expect(result).toHaveFailed('The webhook answered 500');
    expect(result.errors.map(({ error }) => error.message)).toEqual(['The webhook answered 500']);
  });

  test('leaves jobs of other names alone', async ({ env }) => {
    const handler = vi.fn();
    // Handlers of one event run in registration order: once the `job:ready` handler has run,
    // the job handler has had its chance.
    const connection = await env.connect(
      new Listener().use(jobHandler('workbook:export', handler)).on('job:ready', () => {}),
    );

    const job = await createJob(env, 'submit');
    await connection.waitForRun('job:ready', { jobId: job.id });

    expect(handler).not.toHaveBeenCalled();
    expect((await job.read()).status).toBe('ready');
  });
});

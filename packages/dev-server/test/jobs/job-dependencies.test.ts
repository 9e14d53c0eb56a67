/**
 * Predecessors (chains, fan-in, a failing or canceled predecessor, unknown ids) and scheduled jobs
 * under the manual clock.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type JobsApi, startJobsApi } from '../support/jobs';
import { allEvents, type Json } from '../support/test-api';

let api: JobsApi;
beforeEach(async () => {
  api = await startJobsApi();
});
afterEach(() => api.close());

async function run(jobId: string, outcome?: Json) {
  await api.move(jobId, 'ack', { listenerId: 'runner' });
  return api.move(jobId, 'complete', { listenerId: 'runner', outcome });
}

describe('predecessors', () => {
  it('a chain runs one job after another: each waits, then becomes ready when the previous completes', async () => {
    const first = await api.createJob({ operation: 'step', immediate: true });
    const chain = [first];
    for (let i = 0; i < 5; i++) {
      const previous = chain.at(-1);
      chain.push(await api.createJob({ operation: 'step', predecessorIds: [previous.id] }));
    }
    expect(chain.slice(1).map((job) => job.status)).toEqual(Array(5).fill('waiting'));
    for (let i = 0; i < chain.length; i++) {
      const statuses = await Promise.all(
        chain.map(async (job) => (await api.getJob(job.id)).status),
      );
      expect(statuses[i]).toBe('ready');
      expect(statuses.slice(i + 1).every((status) => status === 'waiting')).toBe(true);
      await run(chain[i].id);
    }
    expect(await api.jobTopics(chain[3].id)).toEqual([
      ['job:created', 'waiting'],
      ['job:ready', 'ready'],
      ['job:updated', 'executing'],
      ['job:completed', 'complete'],
    ]);
  });

  it('fan-in: a job waits until every one of its predecessors has completed', async () => {
    const sources = await Promise.all(
      [1, 2, 3].map(() => api.createJob({ operation: 'extract', immediate: true })),
    );
    const merge = await api.createJob({
      operation: 'merge',
      predecessorIds: sources.map((job) => job.id),
    });
    await run(sources[2].id);
    await run(sources[0].id);
    expect((await api.getJob(merge.id)).status).toBe('waiting');
    expect(await allEvents(api, ['job:ready'])).toHaveLength(3);
    await run(sources[1].id);
    expect((await api.getJob(merge.id)).status).toBe('ready');
    const readies = await allEvents(api, ['job:ready']);
    expect(readies.at(-1)?.context.jobId).toBe(merge.id);
  });

  it('a failing predecessor fails the waiting job with an outcome naming it, and down the chain', async () => {
    const source = await api.createJob({ operation: 'extract', immediate: true });
    const other = await api.createJob({ operation: 'extract', immediate: true });
    const merge = await api.createJob({
      operation: 'merge',
      predecessorIds: [source.id, other.id],
    });
    const report = await api.createJob({ operation: 'report', predecessorIds: [merge.id] });
    await api.move(source.id, 'fail', { outcome: { message: 'bad file' } });

    const failedMerge = await api.getJob(merge.id);
    expect(failedMerge.status).toBe('failed');
    expect(failedMerge.outcome.message).toBe(`Predecessor job ${source.id} failed`);
    const failedReport = await api.getJob(report.id);
    expect(failedReport.status).toBe('failed');
    expect(failedReport.outcome.message).toBe(`Predecessor job ${merge.id} failed`);
    expect((await api.jobTopics(merge.id)).at(-1)).toEqual(['job:failed', 'failed']);
    // The other predecessor completing later changes nothing for the failed job.
    await run(other.id);
    expect((await api.getJob(merge.id)).status).toBe('failed');
  });

  it('a canceled or deleted predecessor fails the waiting job, naming it', async () => {
    const canceled = await api.createJob({ operation: 'a' });
    const deleted = await api.createJob({ operation: 'b' });
    const onCanceled = await api.createJob({ operation: 'c', predecessorIds: [canceled.id] });
    const onDeleted = await api.createJob({ operation: 'c', predecessorIds: [deleted.id] });
    await api.move(canceled.id, 'cancel');
    await api.ok('DELETE', `/v1/jobs/${deleted.id}`);
    expect((await api.getJob(onCanceled.id)).outcome.message).toBe(
      `Predecessor job ${canceled.id} canceled`,
    );
    expect((await api.getJob(onDeleted.id)).outcome.message).toBe(
      `Predecessor job ${deleted.id} was deleted`,
    );
  });

  it('a predecessor that already failed fails the new job at once; one already completed counts as done', async () => {
    const failed = await api.createJob({ operation: 'a', immediate: true });
    await api.move(failed.id, 'fail');
    const sunk = await api.createJob({ operation: 'b', predecessorIds: [failed.id] });
    expect(sunk.status).toBe('failed');
    expect(await api.jobTopics(sunk.id)).toEqual([
      ['job:created', 'waiting'],
      ['job:failed', 'failed'],
    ]);
    const done = await api.createJob({ operation: 'a', immediate: true });
    await run(done.id);
    expect((await api.createJob({ operation: 'b', predecessorIds: [done.id] })).status).toBe(
      'ready',
    );
  });

  it('unknown predecessor ids are a 400 naming them', async () => {
    const known = await api.createJob({ operation: 'a' });
    const response = await api.request('POST', '/v1/jobs', {
      body: {
        type: 'workbook',
        source: api.workbook.id,
        operation: 'b',
        predecessorIds: [known.id, 'us_jb_nope1', 'us_jb_nope2'],
      },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      { key: 'body.predecessorIds', message: 'Unknown predecessor jobs: us_jb_nope1, us_jb_nope2' },
    ]);
  });

  it('retrying a job whose predecessor failed is a 409 naming it; after the predecessor is retried it waits again', async () => {
    const source = await api.createJob({ operation: 'a', immediate: true });
    const dependent = await api.createJob({ operation: 'b', predecessorIds: [source.id] });
    await api.move(source.id, 'fail');
    const refused = await api.request('POST', `/v1/jobs/${dependent.id}/retry`);
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0].message).toContain(`predecessor ${source.id} is failed`);
    await api.move(source.id, 'retry');
    expect((await api.move(dependent.id, 'retry')).status).toBe('waiting');
    await run(source.id);
    expect((await api.getJob(dependent.id)).status).toBe('ready');
  });
});

describe('scheduled jobs (manual clock)', () => {
  it('stays scheduled until the clock reaches scheduledAt, then becomes ready with job:ready', async () => {
    const now = await api.clockNow();
    const scheduledAt = new Date(now + 60_000).toISOString();
    const job = await api.createJob({ operation: 'nightly', scheduledAt });
    expect(job).toMatchObject({ status: 'scheduled', scheduledAt });

    await api.server.advanceClock(59_999);
    expect((await api.getJob(job.id)).status).toBe('scheduled');
    await api.server.advanceClock(1);
    expect((await api.getJob(job.id)).status).toBe('ready');
    const events = await api.jobEvents(job.id);
    expect(events.map((event) => event.topic)).toEqual([
      'job:created',
      'job:scheduled',
      'job:ready',
    ]);
    // The event carries the clock's time, not the wall clock's.
    expect(events[2].createdAt).toBe(scheduledAt);
  });

  it('a scheduled job with a predecessor still running waits after its time comes', async () => {
    const source = await api.createJob({ operation: 'a', immediate: true });
    const scheduledAt = new Date((await api.clockNow()) + 1000).toISOString();
    const job = await api.createJob({ operation: 'b', scheduledAt, predecessorIds: [source.id] });
    expect(job.status).toBe('scheduled');
    await api.server.advanceClock(1000);
    expect((await api.getJob(job.id)).status).toBe('waiting');
    await run(source.id);
    expect((await api.getJob(job.id)).status).toBe('ready');
  });

  it('a scheduledAt in the past is ignored; a canceled scheduled job never becomes ready', async () => {
    const past = new Date((await api.clockNow()) - 1000).toISOString();
    expect(
      (await api.createJob({ operation: 'a', scheduledAt: past, immediate: true })).status,
    ).toBe('ready');
    const scheduledAt = new Date((await api.clockNow()) + 1000).toISOString();
    const job = await api.createJob({ operation: 'b', scheduledAt });
    await api.move(job.id, 'cancel');
    await api.server.advanceClock(5000);
    expect((await api.getJob(job.id)).status).toBe('canceled');
  });

  it('POST /_dev/clock/advance moves the clock (with the API key only)', async () => {
    const scheduledAt = new Date((await api.clockNow()) + 30_000).toISOString();
    const job = await api.createJob({ operation: 'a', scheduledAt });
    const anonymous = await api.request('POST', '/_dev/clock/advance', {
      body: { ms: 30_000 },
      apiKey: null,
    });
    expect(anonymous.status).toBe(401);
    const bad = await api.request('POST', '/_dev/clock/advance', { body: { ms: -5 } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].key).toBe('body.ms');
    expect((await api.getJob(job.id)).status).toBe('scheduled');
    // More than 31 days in one call (8.9e15 ms would pass what a Date holds) is refused, and the
    // server keeps answering.
    for (const ms of [8.9e15, 31 * 24 * 3_600_000 + 1]) {
      const huge = await api.request('POST', '/_dev/clock/advance', { body: { ms } });
      expect(huge.status).toBe(400);
      expect(huge.body.errors[0]).toEqual({
        key: 'body.ms',
        message: expect.stringContaining('from 0 to 2678400000 (31 days) per advance'),
      });
    }
    await expect(api.server.advanceClock(8.9e15)).rejects.toThrow(RangeError);
    expect((await api.request('GET', '/_dev/clock')).status).toBe(200);
    const moved = await api.ok('POST', '/_dev/clock/advance', { body: { ms: 30_000 } });
    expect(moved.data).toEqual({ now: scheduledAt, mode: 'manual' });
    expect((await api.getJob(job.id)).status).toBe('ready');
  });
});

/**
 * Leases under the manual clock: a claim the owner does not renew lapses, the job is ready again
 * with a new job:ready, and the old run's later reports get 409 (a new claim by the same listener
 * is accepted); reports renew the claim.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type JobsApi, startJobsApi } from '../support/jobs';
import { allEvents } from '../support/test-api';

const LEASE_MS = 10_000;
let api: JobsApi;
beforeEach(async () => {
  api = await startJobsApi({ jobLeaseMs: LEASE_MS });
});
afterEach(() => api.close());

async function claimed(listenerId = 'old-owner') {
  const job = await api.createJob({ operation: 'export', immediate: true });
  return api.move(job.id, 'ack', { listenerId });
}

describe('job leases', () => {
  it('a claim carries leaseExpiresAt = now + jobLeaseMs', async () => {
    const now = await api.clockNow();
    const job = await claimed();
    expect(job.leaseExpiresAt).toBe(new Date(now + LEASE_MS).toISOString());
  });

  it('an unrenewed claim lapses: the job is ready again with a new job:ready, and the old owner gets 409', async () => {
    const job = await claimed();
    await api.server.advanceClock(LEASE_MS - 1);
    expect((await api.getJob(job.id)).status).toBe('executing');
    await api.server.advanceClock(1);

    const back = await api.getJob(job.id);
    expect(back.status).toBe('ready');
    expect(back.listenerId).toBeUndefined();
    expect(back.leaseExpiresAt).toBeUndefined();
    expect((await api.jobTopics(job.id)).at(-1)).toEqual(['job:ready', 'ready']);
    expect(await allEvents(api, ['job:ready'])).toHaveLength(2);

    // The lapsed run's late failure is refused while the job is ready again.
    const lateFail = await api.request('POST', `/v1/jobs/${job.id}/fail`, {
      body: { listenerId: 'old-owner', outcome: { message: 'late' } },
    });
    expect(lateFail.status).toBe(409);
    expect(lateFail.body.errors[0]).toEqual({
      key: 'body.listenerId',
      message: expect.stringContaining('the claim of listener old-owner lapsed'),
    });
    // Another listener takes the job over and finishes it; the old owner still cannot report.
    await api.move(job.id, 'ack', { listenerId: 'new-owner' });
    const late = await api.request('POST', `/v1/jobs/${job.id}/complete`, {
      body: { listenerId: 'old-owner', outcome: { message: 'late' } },
    });
    expect(late.status).toBe(409);
    const done = await api.move(job.id, 'complete', { listenerId: 'new-owner' });
    expect(done.status).toBe('complete');
  });

  it('the listener whose claim lapsed can claim the job again and complete it (a single listener is enough)', async () => {
    const job = await claimed('only-listener');
    await api.server.advanceClock(LEASE_MS);
    expect((await api.getJob(job.id)).status).toBe('ready');

    const again = await api.move(job.id, 'ack', { listenerId: 'only-listener' });
    expect(again.status).toBe('executing');
    expect(again.listenerId).toBe('only-listener');
    await api.move(job.id, 'ack', { listenerId: 'only-listener', progress: 50 });
    const done = await api.move(job.id, 'complete', { listenerId: 'only-listener' });
    expect(done.status).toBe('complete');
  });

  it('a listener that lapsed twice is refused while another listener owns the job', async () => {
    const job = await claimed('first');
    await api.server.advanceClock(LEASE_MS);
    await api.move(job.id, 'ack', { listenerId: 'first' });
    await api.server.advanceClock(LEASE_MS);
    await api.move(job.id, 'ack', { listenerId: 'second' });
    const late = await api.request('POST', `/v1/jobs/${job.id}/ack`, {
      body: { listenerId: 'first', progress: 10 },
    });
    expect(late.status).toBe(409);
    expect(late.body.errors[0].message).toContain('the claim of listener first lapsed');
  });

  it('each report of the owner renews the claim (a bare ack is the heartbeat, with no job:updated)', async () => {
    const job = await claimed('owner');
    for (let i = 0; i < 5; i++) {
      await api.server.advanceClock(LEASE_MS - 1000);
      const renewed = await api.move(job.id, 'ack', { listenerId: 'owner' });
      expect(renewed.leaseExpiresAt).toBe(
        new Date((await api.clockNow()) + LEASE_MS).toISOString(),
      );
    }
    expect((await api.getJob(job.id)).status).toBe('executing');
    // The heartbeats changed neither state nor progress: no job:updated beyond the claim's.
    expect(await allEvents(api, ['job:updated'])).toHaveLength(1);
    await api.move(job.id, 'ack', { listenerId: 'owner', progress: 40 });
    const updates = await allEvents(api, ['job:updated']);
    expect(updates).toHaveLength(2);
    expect(updates.at(-1)?.payload.progress).toBe(40);
    await api.server.advanceClock(LEASE_MS);
    expect((await api.getJob(job.id)).status).toBe('ready');
  });

  it('a split parent holds no lease while its parts run; a consolidating parent that lapses is parts-completed again', async () => {
    const parent = await claimed('owner');
    await api.move(parent.id, 'split', { parts: 1, listenerId: 'owner' });
    await api.server.advanceClock(LEASE_MS * 3);
    expect((await api.getJob(parent.id)).status).toBe('waiting');
    const [part] = (await api.ok('GET', '/v1/jobs', { query: { parentId: parent.id } })).data;
    // The part itself was never claimed: it is still ready, not lapsed.
    expect(part.status).toBe('ready');
    await api.move(part.id, 'ack', { listenerId: 'worker' });
    await api.move(part.id, 'complete', { listenerId: 'worker' });
    await api.move(parent.id, 'ack', { listenerId: 'consolidator' });
    await api.server.advanceClock(LEASE_MS);
    expect((await api.getJob(parent.id)).status).toBe('parts-completed');
    expect(await allEvents(api, ['job:parts-completed'])).toHaveLength(2);
  });

  it('a job completed before its lease runs out stays completed when the clock passes it', async () => {
    const job = await claimed('owner');
    await api.move(job.id, 'complete', { listenerId: 'owner' });
    await api.server.advanceClock(LEASE_MS * 2);
    expect((await api.getJob(job.id)).status).toBe('complete');
    expect(await allEvents(api, ['job:ready'])).toHaveLength(1);
  });
});

describe('start-up options', () => {
  it('refuses a jobLeaseMs that is not a whole number from 1 s to 24 h', async () => {
    const { startDevServer, DevServerOptionsError } = await import('@importkit/dev-server');
    for (const jobLeaseMs of [0, 999, 86_400_001, 9e15, 1.5e3 + 0.5]) {
      const start = startDevServer({ port: 0, jobLeaseMs });
      await expect(start).rejects.toThrow(DevServerOptionsError);
      await expect(start).rejects.toThrow(
        `jobLeaseMs must be a whole number from 1000 to 86400000, got ${jobLeaseMs}`,
      );
    }
    await expect(startDevServer({ port: 0, clock: 'fast' as unknown as 'manual' })).rejects.toThrow(
      /clock must be 'real' or 'manual'/,
    );
  });
});

/**
 * The job state table over HTTP: every row (the move, the status it leads to, the events it
 * emits) and, for every status, every move the table refuses (409 naming the status).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type JobsApi, startJobsApi } from '../support/jobs';
import type { Json } from '../support/test-api';

let api: JobsApi;
beforeEach(async () => {
  api = await startJobsApi();
});
afterEach(() => api.close());

const HOUR = 3_600_000;

/** Builds a job in `status` through the API only. */
async function jobIn(status: string): Promise<Json> {
  switch (status) {
    case 'created':
      return api.createJob({ operation: 'export' });
    case 'planning':
      return api.createJob({ operation: 'export', status: 'planning' });
    case 'scheduled': {
      const scheduledAt = new Date((await api.clockNow()) + HOUR).toISOString();
      return api.createJob({ operation: 'export', scheduledAt });
    }
    case 'waiting': {
      const predecessor = await api.createJob({ operation: 'extract' });
      return api.createJob({ operation: 'export', predecessorIds: [predecessor.id] });
    }
    case 'ready':
      return api.createJob({ operation: 'export', immediate: true });
    case 'executing': {
      const job = await api.createJob({ operation: 'export', immediate: true });
      return api.move(job.id, 'ack', { listenerId: 'owner' });
    }
    case 'parts-completed': {
      const job = await jobIn('executing');
      await api.move(job.id, 'split', { parts: 1, listenerId: 'owner' });
      const [part] = (await api.ok('GET', '/v1/jobs', { query: { parentId: job.id } })).data;
      await api.move(part.id, 'ack', { listenerId: 'owner' });
      await api.move(part.id, 'complete', { listenerId: 'owner' });
      return api.getJob(job.id);
    }
    case 'complete': {
      const job = await jobIn('executing');
      return api.move(job.id, 'complete', { listenerId: 'owner' });
    }
    case 'failed': {
      const job = await jobIn('ready');
      return api.move(job.id, 'fail');
    }
    case 'canceled': {
      const job = await jobIn('created');
      return api.move(job.id, 'cancel');
    }
    default:
      throw new Error(`no recipe for ${status}`);
  }
}

const STATUSES = [
  'created',
  'planning',
  'scheduled',
  'waiting',
  'ready',
  'executing',
  'parts-completed',
  'complete',
  'failed',
  'canceled',
];

/** The statuses each move starts from (the description's table, extended as documented). */
const ALLOWED: Record<string, string[]> = {
  execute: ['created', 'planning'],
  ack: ['ready', 'executing', 'parts-completed'],
  complete: ['executing', 'parts-completed'],
  fail: ['ready', 'executing', 'parts-completed'],
  split: ['executing'],
  cancel: ['created', 'planning', 'scheduled', 'waiting', 'ready', 'executing', 'parts-completed'],
  retry: ['failed', 'canceled'],
  'outcome/ack': ['complete', 'failed'],
  PATCH: ['created', 'planning', 'scheduled', 'waiting', 'ready', 'executing', 'parts-completed'],
};

async function attempt(job: Json, move: string) {
  if (move === 'PATCH') {
    return api.request('PATCH', `/v1/jobs/${job.id}`, { body: { info: 'renamed' } });
  }
  const body = move === 'split' ? { parts: 2 } : undefined;
  return api.request('POST', `/v1/jobs/${job.id}/${move}`, { body });
}

describe('every move the table refuses answers 409 naming the current status', () => {
  for (const status of STATUSES) {
    it(`from ${status}`, async () => {
      const refused = Object.keys(ALLOWED).filter((move) => !ALLOWED[move]?.includes(status));
      expect(refused.length).toBeGreaterThan(0);
      for (const move of refused) {
        const job = await jobIn(status);
        expect(job.status).toBe(status);
        const response = await attempt(job, move);
        expect(response.status, `${move} from ${status}`).toBe(409);
        expect(response.body.errors[0].message).toContain(`Job ${job.id} is ${status}; only `);
        expect((await api.getJob(job.id)).status).toBe(status);
      }
    });
  }
});

describe('every move the table allows', () => {
  const expected: Record<string, Record<string, string>> = {
    execute: { created: 'ready', planning: 'ready' },
    ack: { ready: 'executing', executing: 'executing', 'parts-completed': 'executing' },
    complete: { executing: 'complete', 'parts-completed': 'complete' },
    fail: { ready: 'failed', executing: 'failed', 'parts-completed': 'failed' },
    split: { executing: 'waiting' },
    retry: { failed: 'ready', canceled: 'ready' },
  };
  for (const [move, rows] of Object.entries(expected)) {
    for (const [from, to] of Object.entries(rows)) {
      it(`${move}: ${from} → ${to}`, async () => {
        const job = await jobIn(from);
        const response = await attempt(job, move);
        expect(response.status).toBe(200);
        expect((await api.getJob(job.id)).status).toBe(to);
      });
    }
  }
  for (const from of ALLOWED.cancel ?? []) {
    it(`cancel: ${from} → canceled, with job:updated`, async () => {
      const job = await jobIn(from);
      await api.move(job.id, 'cancel', { info: 'no longer needed' });
      expect(await api.getJob(job.id)).toMatchObject({
        status: 'canceled',
        info: 'no longer needed',
      });
      expect((await api.jobTopics(job.id)).at(-1)).toEqual(['job:updated', 'canceled']);
    });
  }
  for (const from of ALLOWED.PATCH ?? []) {
    it(`PATCH keeps ${from}`, async () => {
      const job = await jobIn(from);
      const response = await attempt(job, 'PATCH');
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ status: from, info: 'renamed' });
    });
  }
});

describe('the events of each row', () => {
  it('create → created emits job:created only; execute then emits job:ready', async () => {
    const job = await jobIn('created');
    expect(await api.jobTopics(job.id)).toEqual([['job:created', 'created']]);
    await api.move(job.id, 'execute');
    expect(await api.jobTopics(job.id)).toEqual([
      ['job:created', 'created'],
      ['job:ready', 'ready'],
    ]);
  });

  it('create with status planning waits in planning until executed', async () => {
    const job = await jobIn('planning');
    expect(await api.jobTopics(job.id)).toEqual([['job:created', 'planning']]);
  });

  it('a scheduled job emits job:created then job:scheduled', async () => {
    const job = await jobIn('scheduled');
    expect(await api.jobTopics(job.id)).toEqual([
      ['job:created', 'scheduled'],
      ['job:scheduled', 'scheduled'],
    ]);
  });

  it('claim, progress, complete: job:updated twice then job:completed; progress 100', async () => {
    const job = await jobIn('executing');
    await api.move(job.id, 'ack', { listenerId: 'owner', progress: 40 });
    const done = await api.move(job.id, 'complete', { listenerId: 'owner' });
    expect(done).toMatchObject({ status: 'complete', progress: 100 });
    expect(done.leaseExpiresAt).toBeUndefined();
    expect(await api.jobTopics(job.id)).toEqual([
      ['job:created', 'ready'],
      ['job:ready', 'ready'],
      ['job:updated', 'executing'],
      ['job:updated', 'executing'],
      ['job:completed', 'complete'],
    ]);
  });

  it('a retried job runs again from ready with its outcome and owner cleared', async () => {
    const job = await jobIn('executing');
    await api.move(job.id, 'fail', { listenerId: 'owner', outcome: { message: 'boom' } });
    const retried = await api.move(job.id, 'retry');
    expect(retried.status).toBe('ready');
    expect(retried.outcome).toBeUndefined();
    expect(retried.listenerId).toBeUndefined();
    expect(retried.finishedAt).toBeUndefined();
    expect((await api.jobTopics(job.id)).slice(-2)).toEqual([
      ['job:failed', 'failed'],
      ['job:ready', 'ready'],
    ]);
    // The new run can be claimed by anyone, the earlier owner included.
    await api.move(job.id, 'ack', { listenerId: 'someone-else' });
  });

  it('a canceled executing job refuses its owner’s later reports, naming the status', async () => {
    const job = await jobIn('executing');
    await api.move(job.id, 'cancel');
    const report = await api.request('POST', `/v1/jobs/${job.id}/ack`, {
      body: { listenerId: 'owner', progress: 50 },
    });
    expect(report.status).toBe(409);
    expect(report.body.errors[0].message).toContain('is canceled');
    const complete = await api.request('POST', `/v1/jobs/${job.id}/complete`, {
      body: { listenerId: 'owner' },
    });
    expect(complete.status).toBe(409);
  });

  it('deleting a job emits job:deleted and the job is gone', async () => {
    const job = await jobIn('executing');
    await api.ok('DELETE', `/v1/jobs/${job.id}`);
    expect((await api.request('GET', `/v1/jobs/${job.id}`)).status).toBe(404);
    expect((await api.jobTopics(job.id)).at(-1)?.[0]).toBe('job:deleted');
  });
});

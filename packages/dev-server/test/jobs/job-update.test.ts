/**
 * The hosted job shapes: `PATCH /v1/jobs/{id}` with a `status` (a move of the state table, with
 * its rules and events) or `outcomeAcknowledgedAt`; the extra fields of a new job; `pagination`
 * on the list; `context.fileId` on the events of a file job.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type JobsApi, startJobsApi } from '../support/jobs';
import { allEvents } from '../support/test-api';

let api: JobsApi;
beforeEach(async () => {
  api = await startJobsApi();
});
afterEach(() => api.close());

const patch = (jobId: string, body: Record<string, unknown>) =>
  api.request('PATCH', `/v1/jobs/${jobId}`, { body });

async function executing(body: Record<string, unknown> = {}) {
  const job = await api.createJob({ operation: 'export', immediate: true, ...body });
  return api.move(job.id, 'ack');
}

describe('updateJob with a status', () => {
  it('executing claims a ready job, as ack does, with job:updated', async () => {
    const job = await api.createJob({ operation: 'export', immediate: true });
    const response = await patch(job.id, { status: 'executing', info: 'Starting', progress: 5 });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      status: 'executing',
      info: 'Starting',
      progress: 5,
    });
    expect(response.body.data.startedAt).toEqual(expect.any(String));
    expect(await api.jobTopics(job.id)).toEqual([
      ['job:created', 'ready'],
      ['job:ready', 'ready'],
      ['job:updated', 'executing'],
    ]);
  });

  it('complete (and completed, the description word) completes, with job:completed at 100', async () => {
    for (const status of ['complete', 'completed']) {
      const job = await executing();
      const response = await patch(job.id, { status, info: 'Sent', metadata: { batch: 2 } });
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({
        status: 'complete',
        progress: 100,
        info: 'Sent',
        metadata: { batch: 2 },
      });
      expect((await api.jobTopics(job.id)).at(-1)).toEqual(['job:completed', 'complete']);
    }
  });

  it('failed fails and canceled cancels, keeping the progress given', async () => {
    const failing = await executing();
    const failed = await patch(failing.id, { status: 'failed', info: 'CRM down', progress: 30 });
    expect(failed.body.data).toMatchObject({ status: 'failed', info: 'CRM down', progress: 30 });
    expect((await api.jobTopics(failing.id)).at(-1)).toEqual(['job:failed', 'failed']);

    const waiting = await api.createJob({ operation: 'export' });
    const canceled = await patch(waiting.id, { status: 'canceled', info: 'Not needed' });
    expect(canceled.body.data).toMatchObject({ status: 'canceled', info: 'Not needed' });
    expect((await api.jobTopics(waiting.id)).at(-1)).toEqual(['job:updated', 'canceled']);
  });

  it('a move the state table forbids is a 409 naming the status, and changes nothing', async () => {
    const job = await api.createJob({ operation: 'export' });
    const before = await api.jobTopics(job.id);
    const refused = await patch(job.id, { status: 'complete', metadata: { batch: 9 } });
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0].message).toContain(`Job ${job.id} is created; only `);
    const after = await api.getJob(job.id);
    expect(after.status).toBe('created');
    expect(after.metadata).toBeUndefined();
    expect(await api.jobTopics(job.id)).toEqual(before);
  });

  it('a status that is not a move is a 400 naming body.status', async () => {
    const job = await api.createJob({ operation: 'export' });
    for (const status of ['ready', 'scheduled', 'waiting', 'parts-completed', 'created']) {
      const refused = await patch(job.id, { status });
      expect(refused.status, status).toBe(400);
      expect(refused.body.errors[0].key).toBe('body.status');
    }
    expect((await api.getJob(job.id)).status).toBe('created');
  });
});

describe('updateJob with outcomeAcknowledgedAt', () => {
  it('acknowledges the outcome at that time, once', async () => {
    const job = await executing();
    await api.move(job.id, 'complete', { outcome: { acknowledge: true, message: 'Sent' } });
    const at = '2030-01-02T03:04:05.000Z';
    const response = await patch(job.id, { outcomeAcknowledgedAt: at });
    expect(response.status).toBe(200);
    expect(response.body.data.outcomeAcknowledgedAt).toBe(at);
    expect((await api.jobTopics(job.id)).at(-1)).toEqual(['job:outcome-acknowledged', 'complete']);
    const again = await patch(job.id, { outcomeAcknowledgedAt: at });
    expect(again.status).toBe(409);
  });

  it('with a status, completes then acknowledges; on a job that cannot end so, 409 and no change', async () => {
    const job = await executing();
    const done = await patch(job.id, {
      status: 'complete',
      outcomeAcknowledgedAt: '2030-01-02T03:04:05.000Z',
    });
    expect(done.body.data).toMatchObject({
      status: 'complete',
      outcomeAcknowledgedAt: '2030-01-02T03:04:05.000Z',
    });
    expect((await api.jobTopics(job.id)).slice(-2)).toEqual([
      ['job:completed', 'complete'],
      ['job:outcome-acknowledged', 'complete'],
    ]);

    const running = await executing();
    const refused = await patch(running.id, {
      status: 'executing',
      outcomeAcknowledgedAt: '2030-01-02T03:04:05.000Z',
    });
    expect(refused.status).toBe(409);
    expect((await api.getJob(running.id)).outcomeAcknowledgedAt).toBeUndefined();
  });
});

describe('createJob', () => {
  it('stores the hosted fields of a new job and answers them back', async () => {
    const fields = {
      operation: 'export',
      status: 'planning',
      progress: 10,
      outcome: { message: 'Planned' },
      result: { rows: 3 },
      subject: { type: 'collection', resource: 'records', params: { sheetId: 'us_sh_1' } },
      managed: true,
      part: 2,
      partData: { range: [10, 20] },
      partExecution: 'sequential',
    };
    const job = await api.createJob(fields);
    expect(job).toMatchObject({ ...fields, createdBy: expect.any(String), isPart: false });
    expect(await api.getJob(job.id)).toEqual(job);
  });

  it('refuses an outcome or subject a job could not answer, naming the field', async () => {
    const create = (body: Record<string, unknown>) =>
      api.request('POST', '/v1/jobs', {
        body: { type: 'workbook', operation: 'export', source: api.workbook.id, ...body },
      });
    const outcome = await create({ outcome: { next: { type: 'url' } } });
    expect(outcome.status).toBe(400);
    expect(outcome.body.errors[0].key).toBe('body.outcome.next.url');
    const subject = await create({ subject: { type: 'resource' } });
    expect(subject.status).toBe(400);
    expect(subject.body.errors[0].key).toBe('body.subject.id');
    expect((await api.ok('GET', '/v1/jobs')).data).toEqual([]);
  });

  it('a parentId makes a child listed under its parent, which does not wait for it', async () => {
    const parent = await api.createJob({ operation: 'export', immediate: true });
    const child = await api.createJob({ operation: 'export-part', parentId: parent.id });
    const children = (await api.ok('GET', '/v1/jobs', { query: { parentId: parent.id } })).data;
    expect(children.map((job: { id: string }) => job.id)).toEqual([child.id]);
    await api.move(child.id, 'execute');
    await api.move(child.id, 'ack');
    await api.move(child.id, 'complete');
    expect((await api.getJob(parent.id)).status).toBe('ready');

    const orphan = await api.request('POST', '/v1/jobs', {
      body: { type: 'workbook', operation: 'x', source: api.workbook.id, parentId: 'us_jb_none' },
    });
    expect(orphan.status).toBe(404);
    expect(orphan.body.errors[0].key).toBe('body.parentId');
  });

  it('lists with pagination: the page, the page count and the total', async () => {
    for (let i = 0; i < 5; i++) await api.createJob({ operation: `export-${i}` });
    const page = await api.ok('GET', '/v1/jobs', { query: { pageSize: 2, pageNumber: 3 } });
    expect(page.data.map((job: { operation: string }) => job.operation)).toEqual(['export-4']);
    expect(page.pagination).toEqual({ currentPage: 3, pageCount: 3, totalCount: 5 });
  });
});

describe('job event contexts', () => {
  it('every event of a file job carries context.fileId, and accountId', async () => {
    const space = (await api.ok('POST', '/v1/spaces', { body: { name: 'Files' } })).data;
    const job = (
      await api.ok('POST', '/v1/jobs', {
        body: { type: 'file', operation: 'inspect', source: 'us_fl_1', spaceId: space.id },
      })
    ).data;
    await api.move(job.id, 'execute');
    await api.move(job.id, 'ack');
    await api.move(job.id, 'complete');
    const events = (await allEvents(api)).filter((event) => event.context.jobId === job.id);
    expect(events.map((event) => event.topic)).toEqual([
      'job:created',
      'job:ready',
      'job:updated',
      'job:completed',
    ]);
    for (const event of events) {
      expect(event.context).toMatchObject({
        fileId: 'us_fl_1',
        jobId: job.id,
        accountId: expect.any(String),
      });
    }
  });
});

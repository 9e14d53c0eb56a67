import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  allEvents,
  createContactsWorkbook,
  type Json,
  startTestApi,
  type TestApi,
} from '../support/test-api';

let api: TestApi;
let workbook: Json;
beforeEach(async () => {
  api = await startTestApi();
  ({ workbook } = await createContactsWorkbook(api));
});
afterEach(() => api.close());

const createJob = async (body: Record<string, unknown>) =>
  (await api.ok('POST', '/v1/jobs', { body: { type: 'workbook', source: workbook.id, ...body } }))
    .data;
const jobEvents = async (jobId: string) =>
  (await allEvents(api)).filter((event) => event.context.jobId === jobId);

describe('the job lifecycle', () => {
  it('runs created → ready → executing → completed → outcome acknowledged, with its events in order', async () => {
    const job = await createJob({ operation: 'export', immediate: true, input: { format: 'csv' } });
    expect(job).toMatchObject({ status: 'ready', isPart: false, workbookId: workbook.id });

    const claimed = await api.ok('POST', `/v1/jobs/${job.id}/ack`, {
      body: { listenerId: 'l1', info: 'starting' },
    });
    expect(claimed.data).toMatchObject({ status: 'executing', listenerId: 'l1', info: 'starting' });
    const progress = await api.ok('POST', `/v1/jobs/${job.id}/ack`, {
      body: { listenerId: 'l1', progress: 50 },
    });
    expect(progress.data.progress).toBe(50);
    const completed = await api.ok('POST', `/v1/jobs/${job.id}/complete`, {
      body: { outcome: { message: 'Exported 0 rows' } },
    });
    expect(completed.data).toMatchObject({
      status: 'complete',
      outcome: { message: 'Exported 0 rows' },
    });
    await api.ok('POST', `/v1/jobs/${job.id}/outcome/ack`);

    const events = await jobEvents(job.id);
    expect(events.map((event) => [event.topic, event.payload.status])).toEqual([
      ['job:created', 'ready'],
      ['job:ready', 'ready'],
      ['job:updated', 'executing'],
      ['job:updated', 'executing'],
      ['job:completed', 'complete'],
      ['job:outcome-acknowledged', 'complete'],
    ]);
    expect(events[1].payload).toEqual({
      domain: 'workbook',
      operation: 'export',
      job: 'workbook:export',
      status: 'ready',
      isPart: false,
      input: { format: 'csv' },
    });
    expect(events[3].payload.progress).toBe(50);
    expect(events[5].context).toEqual({
      accountId: api.server.accountId,
      environmentId: api.server.environmentId,
      spaceId: workbook.spaceId,
      workbookId: workbook.id,
      jobId: job.id,
      actorId: expect.stringMatching(/^us_key_/),
    });
  });

  it("places a sheet job in its sheet's workbook, and its events carry the sheet (CJW)", async () => {
    const sheet = workbook.sheets[0];
    const job = await createJob({
      type: 'sheet',
      source: sheet.id,
      operation: 'dedupe',
      immediate: true,
    });
    expect(job).toMatchObject({ workbookId: workbook.id, spaceId: workbook.spaceId });
    const [created] = await jobEvents(job.id);
    expect(created.context).toMatchObject({
      workbookId: workbook.id,
      sheetId: sheet.id,
      jobId: job.id,
    });
  });

  it('keeps a job that is not immediate in created until execute makes it ready', async () => {
    const job = await createJob({ operation: 'export' });
    expect(job.status).toBe('created');
    expect((await jobEvents(job.id)).map((event) => event.topic)).toEqual(['job:created']);
    await api.ok('POST', `/v1/jobs/${job.id}/execute`);
    expect((await api.ok('GET', `/v1/jobs/${job.id}`)).data.status).toBe('ready');
    expect((await jobEvents(job.id)).map((event) => event.topic)).toEqual([
      'job:created',
      'job:ready',
    ]);
    const again = await api.request('POST', `/v1/jobs/${job.id}/execute`);
    expect(again.status).toBe(409);
  });

  it("pressing a foreground action's button (a workbook:<operation> job) makes the job ready at once", async () => {
    const job = await createJob({ operation: 'submit' });
    expect(job).toMatchObject({ status: 'ready', mode: 'foreground' });
    const [ready] = await allEvents(api, ['job:ready']);
    expect(ready.payload.job).toBe('workbook:submit');
    const manual = await createJob({ operation: 'submit', trigger: 'manual' });
    expect(manual.status).toBe('ready');
    expect((await createJob({ operation: 'unknown-action' })).status).toBe('created');
  });

  it('treats trigger: immediate like immediate: true', async () => {
    expect((await createJob({ operation: 'x', trigger: 'immediate' })).status).toBe('ready');
  });

  it('fails a job with job:failed in context CJW', async () => {
    const job = await createJob({ operation: 'export', immediate: true });
    await api.ok('POST', `/v1/jobs/${job.id}/ack`);
    const failed = await api.ok('POST', `/v1/jobs/${job.id}/fail`, {
      body: { info: 'boom', outcome: { message: 'Export failed' } },
    });
    expect(failed.data).toMatchObject({ status: 'failed', info: 'boom' });
    const [event] = await allEvents(api, ['job:failed']);
    expect(event.payload).toMatchObject({ status: 'failed', info: 'boom', job: 'workbook:export' });
    expect(event.context).toMatchObject({ jobId: job.id, workbookId: workbook.id });
  });

  it('updates descriptive fields and deletes a job (job:updated, job:deleted)', async () => {
    const job = await createJob({ operation: 'export' });
    const patched = await api.ok('PATCH', `/v1/jobs/${job.id}`, {
      body: { info: 'queued', metadata: { a: 1 } },
    });
    expect(patched.data).toMatchObject({ info: 'queued', metadata: { a: 1 }, status: 'created' });
    await api.ok('DELETE', `/v1/jobs/${job.id}`);
    expect((await api.request('GET', `/v1/jobs/${job.id}`)).status).toBe(404);
    expect((await jobEvents(job.id)).map((event) => event.topic)).toEqual([
      'job:created',
      'job:updated',
      'job:deleted',
    ]);
  });

  it('lists jobs oldest first, filtered by status', async () => {
    const a = await createJob({ operation: 'a' });
    const b = await createJob({ operation: 'b', immediate: true });
    const all = (await api.ok('GET', '/v1/jobs')).data.map((job: Json) => job.id);
    expect(all).toEqual([a.id, b.id]);
    const ready = (await api.ok('GET', '/v1/jobs', { query: { status: 'ready' } })).data;
    expect(ready.map((job: Json) => job.id)).toEqual([b.id]);
  });
});

describe('moves the state table does not allow (409)', () => {
  it('completing a job that is not executing names the current status', async () => {
    const job = await createJob({ operation: 'export', immediate: true });
    const response = await api.request('POST', `/v1/jobs/${job.id}/complete`);
    expect(response.status).toBe(409);
    expect(response.body.errors[0].message).toBe(
      `Job ${job.id} is ready; only an executing or parts-completed job can be completed`,
    );
  });

  it('acknowledging a completed job names the status', async () => {
    const job = await createJob({ operation: 'export', immediate: true });
    await api.ok('POST', `/v1/jobs/${job.id}/ack`);
    await api.ok('POST', `/v1/jobs/${job.id}/complete`);
    const response = await api.request('POST', `/v1/jobs/${job.id}/ack`);
    expect(response.status).toBe(409);
    expect(response.body.errors[0].message).toMatch(/is complete;/);
  });

  it('of two listeners racing for one ready job exactly one wins; the other gets 409', async () => {
    const job = await createJob({ operation: 'export', immediate: true });
    const [first, second] = await Promise.all(
      ['listener-a', 'listener-b'].map((listenerId) =>
        api.request('POST', `/v1/jobs/${job.id}/ack`, { body: { listenerId } }),
      ),
    );
    const statuses = [first?.status, second?.status].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = first?.status === 409 ? first : second;
    expect(loser?.body.errors[0].message).toBe(
      `Job ${job.id} was already claimed by another listener`,
    );
    const winner = first?.status === 200 ? 'listener-a' : 'listener-b';
    expect((await api.ok('GET', `/v1/jobs/${job.id}`)).data.listenerId).toBe(winner);
    // The winner keeps reporting progress; a plain ack (no listenerId) is a progress report too.
    await api.ok('POST', `/v1/jobs/${job.id}/ack`, { body: { listenerId: winner, progress: 10 } });
    await api.ok('POST', `/v1/jobs/${job.id}/ack`, { body: { progress: 20 } });
  });

  it('a background job skips the outcome acknowledgement', async () => {
    const job = await createJob({ operation: 'sync', immediate: true, mode: 'background' });
    await api.ok('POST', `/v1/jobs/${job.id}/ack`);
    await api.ok('POST', `/v1/jobs/${job.id}/complete`);
    const response = await api.request('POST', `/v1/jobs/${job.id}/outcome/ack`);
    expect(response.status).toBe(409);
    expect(response.body.errors[0].message).toMatch(/background/);
    expect(await allEvents(api, ['job:outcome-acknowledged'])).toEqual([]);
  });

  it('acknowledging the outcome of a job still running names the status', async () => {
    const job = await createJob({ operation: 'export', immediate: true });
    await api.ok('POST', `/v1/jobs/${job.id}/ack`);
    const response = await api.request('POST', `/v1/jobs/${job.id}/outcome/ack`);
    expect(response.status).toBe(409);
    expect(response.body.errors[0].message).toMatch(/is executing/);
  });

  it('failing a created job names the status', async () => {
    const job = await createJob({ operation: 'export' });
    const response = await api.request('POST', `/v1/jobs/${job.id}/fail`);
    expect(response.status).toBe(409);
    expect(response.body.errors[0].message).toMatch(
      /is created; only a ready, executing or parts-completed job can fail/,
    );
  });
});

/**
 * Multi-part jobs: split into parts (a count or a list of partData, in parallel or one after
 * another), the parent's parts-completed with its parts[], consolidation, list filters, cancel.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type JobsApi, startJobsApi } from '../support/jobs';
import { allEvents, type Json } from '../support/test-api';

let api: JobsApi;
beforeEach(async () => {
  api = await startJobsApi();
});
afterEach(() => api.close());

async function claimedParent() {
  const parent = await api.createJob({
    operation: 'suggest',
    immediate: true,
    input: { batch: 2 },
  });
  await api.move(parent.id, 'ack', { listenerId: 'owner' });
  return parent;
}

const partsOf = async (parentId: string): Promise<Json[]> =>
  (await api.ok('GET', '/v1/jobs', { query: { parentId } })).data;

describe('split', () => {
  it('makes parts from partData that run like any job; the parent is parts-completed once all end', async () => {
    const parent = await claimedParent();
    const split = await api.move(parent.id, 'split', {
      parts: [{ rows: [1, 100] }, { rows: [101, 200] }, { rows: [201, 250] }],
      listenerId: 'owner',
    });
    expect(split).toMatchObject({ status: 'waiting', partExecution: 'parallel' });
    expect(split.listenerId).toBeUndefined();
    expect(split.leaseExpiresAt).toBeUndefined();

    const parts = await partsOf(parent.id);
    expect(parts.map((part) => [part.part, part.partData, part.status, part.isPart])).toEqual([
      [1, { rows: [1, 100] }, 'ready', true],
      [2, { rows: [101, 200] }, 'ready', true],
      [3, { rows: [201, 250] }, 'ready', true],
    ]);
    expect(parts[0]).toMatchObject({
      parentId: parent.id,
      operation: 'suggest',
      input: { batch: 2 },
      mode: 'background',
    });
    const [partReady] = await allEvents(api, ['job:ready']).then((events) =>
      events.filter((event) => event.context.jobId === parts[0].id),
    );
    expect(partReady.payload).toMatchObject({
      isPart: true,
      parentId: parent.id,
      job: 'workbook:suggest',
    });

    await api.move(parts[0].id, 'ack', { listenerId: 'a' });
    await api.move(parts[0].id, 'complete', { listenerId: 'a' });
    await api.move(parts[1].id, 'fail', { outcome: { message: 'batch 2 broke' } });
    expect((await api.getJob(parent.id)).status).toBe('waiting');
    await api.move(parts[2].id, 'ack', { listenerId: 'b' });
    await api.move(parts[2].id, 'complete', { listenerId: 'b' });

    expect((await api.getJob(parent.id)).status).toBe('parts-completed');
    const [event] = await allEvents(api, ['job:parts-completed']);
    expect(event.context.jobId).toBe(parent.id);
    expect(event.payload).toMatchObject({ status: 'parts-completed', isPart: false });
    const finished = await partsOf(parent.id);
    expect(event.payload.parts).toEqual(
      finished.map((part) => ({
        partId: part.id,
        status: part.status,
        completedAt: part.finishedAt,
      })),
    );
    expect(event.payload.parts.map((part: Json) => part.status)).toEqual([
      'complete',
      'failed',
      'complete',
    ]);

    // The consolidation: the parent's handler claims it and completes it.
    await api.move(parent.id, 'ack', { listenerId: 'consolidator' });
    const done = await api.move(parent.id, 'complete', {
      listenerId: 'consolidator',
      outcome: { message: '2 of 3 batches' },
    });
    expect(done.status).toBe('complete');
  });

  it('a count makes that many parts without partData', async () => {
    const parent = await claimedParent();
    await api.move(parent.id, 'split', { parts: 4 });
    const parts = await partsOf(parent.id);
    expect(parts.map((part) => part.part)).toEqual([1, 2, 3, 4]);
    expect(parts.every((part) => part.partData === undefined)).toBe(true);
  });

  it('runInParallel: false runs the parts one after another', async () => {
    const parent = await claimedParent();
    await api.move(parent.id, 'split', { parts: 3, runInParallel: false });
    let parts = await partsOf(parent.id);
    expect(parts.map((part) => part.status)).toEqual(['ready', 'waiting', 'waiting']);
    expect(parts[2].predecessorIds).toEqual([parts[1].id]);
    await api.move(parts[0].id, 'ack');
    await api.move(parts[0].id, 'complete');
    parts = await partsOf(parent.id);
    expect(parts.map((part) => part.status)).toEqual(['complete', 'ready', 'waiting']);
  });

  it('excludeChildJobs hides the parts; sortDirection desc lists the newest first', async () => {
    const parent = await claimedParent();
    await api.move(parent.id, 'split', { parts: 2 });
    const withoutParts = (await api.ok('GET', '/v1/jobs', { query: { excludeChildJobs: true } }))
      .data;
    expect(withoutParts.map((job: Json) => job.id)).toEqual([parent.id]);
    const all = (await api.ok('GET', '/v1/jobs', { query: { sortDirection: 'desc' } })).data;
    expect(all.map((job: Json) => job.part ?? 0)).toEqual([2, 1, 0]);
  });

  it('canceling the parent cancels its unfinished parts and never reaches parts-completed', async () => {
    const parent = await claimedParent();
    await api.move(parent.id, 'split', { parts: 2 });
    const [first] = await partsOf(parent.id);
    await api.move(first.id, 'ack');
    await api.move(first.id, 'complete');
    await api.move(parent.id, 'cancel');
    const parts = await partsOf(parent.id);
    expect(parts.map((part) => part.status)).toEqual(['complete', 'canceled']);
    expect(await allEvents(api, ['job:parts-completed'])).toEqual([]);
  });

  it('canceling the parent of sequential parts cancels every waiting part (none fails on its predecessor)', async () => {
    const parent = await claimedParent();
    await api.move(parent.id, 'split', { parts: 3, runInParallel: false });
    await api.move(parent.id, 'cancel');
    const parts = await partsOf(parent.id);
    expect(parts.map((part) => part.status)).toEqual(['canceled', 'canceled', 'canceled']);
  });

  it('refuses to split a part, a job already split, or with a bad parts value', async () => {
    const parent = await claimedParent();
    await api.move(parent.id, 'split', { parts: 1 });
    const [part] = await partsOf(parent.id);
    await api.move(part.id, 'ack');
    const splitPart = await api.request('POST', `/v1/jobs/${part.id}/split`, {
      body: { parts: 2 },
    });
    expect(splitPart.status).toBe(409);
    expect(splitPart.body.errors[0].message).toContain('a part cannot be split');

    const other = await claimedParent();
    const zero = await api.request('POST', `/v1/jobs/${other.id}/split`, { body: { parts: 0 } });
    expect(zero.status).toBe(400);
    expect(zero.body.errors[0].key).toMatch(/^body\.parts/);
  });

  it('retrying a split parent deletes the parts of its earlier run', async () => {
    const parent = await claimedParent();
    await api.move(parent.id, 'split', { parts: 2 });
    await api.move(parent.id, 'cancel');
    const oldParts = await partsOf(parent.id);
    const retried = await api.move(parent.id, 'retry');
    expect(retried.status).toBe('ready');
    expect(await partsOf(parent.id)).toEqual([]);
    for (const part of oldParts) {
      expect((await api.request('GET', `/v1/jobs/${part.id}`)).status).toBe(404);
    }
  });
});

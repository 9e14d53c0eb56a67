/**
 * A workbook's flags, at the paths the hosted client calls (`/v1/v1/workbooks/…`): created,
 * listed, read, changed and deleted by slug with their events, and put on and taken off records
 * by the bulk-mutate job (the records carry them in `metadata.flags`).
 */
import { describe, expect, it } from 'vitest';
import { insertRows, readRecords } from '../support/records';
import { useTestApi } from '../support/server';
import { allEvents, type Json } from '../support/test-api';
import { waitForJob } from '../support/wait';
import { createSheet } from '../support/workbook';

const api = useTestApi();

const REVIEW = { slug: 'review', label: 'To review', colorHex: '#f5a623' };
const flagsPath = (workbookId: string) => `/v1/v1/workbooks/${workbookId}/flags`;

async function contacts() {
  const { workbook, sheet } = await createSheet(api, [
    { key: 'name', type: 'string' },
    { key: 'email', type: 'string', constraints: [{ type: 'required' }] },
  ]);
  const records = await insertRows(api, sheet.id, [
    { name: 'Ada', email: 'ada@example.com' },
    { name: 'Grace' },
    { name: 'Linus', email: 'linus@example.com' },
  ]);
  return { workbook, sheet, ids: records.map((record: Json) => record.id as string) };
}

async function bulk(workbookId: string, body: Json) {
  const answer = await api.ok('POST', `${flagsPath(workbookId)}/bulk-mutate`, { body });
  expect(answer).toEqual({ success: true, jobId: expect.stringMatching(/^us_jb_/) });
  return waitForJob(api.server, answer.jobId, (job) => ['complete', 'failed'].includes(job.status));
}

const flagsByName = async (sheetId: string) =>
  Object.fromEntries(
    (await readRecords(api, sheetId)).map((record: Json) => [
      record.values.name.value,
      record.metadata?.flags ?? [],
    ]),
  );

describe('flags', () => {
  it('creates, lists, reads, updates and deletes a workbook’s flags, with their events', async () => {
    const { workbook } = await contacts();
    const created = await api.ok('POST', flagsPath(workbook.id), { body: REVIEW });
    expect(created).toMatchObject({ ...REVIEW, workbookId: workbook.id });
    expect(created.id).toMatch(/^us_flg_/);
    expect(await api.ok('GET', flagsPath(workbook.id))).toEqual([created]);
    expect(await api.ok('GET', `${flagsPath(workbook.id)}/review`)).toEqual(created);

    const updated = await api.ok('PATCH', `${flagsPath(workbook.id)}/review`, {
      body: { label: 'Second look', colorHex: '#d0021b', newSlug: 'second-look' },
    });
    expect(updated).toMatchObject({ slug: 'second-look', label: 'Second look', id: created.id });
    expect((await api.request('GET', `${flagsPath(workbook.id)}/review`)).status).toBe(404);

    expect(await api.ok('DELETE', `${flagsPath(workbook.id)}/second-look`)).toEqual({
      data: { success: true },
    });
    expect(await api.ok('GET', flagsPath(workbook.id))).toEqual([]);

    const events = await allEvents(api, ['flag:created', 'flag:updated', 'flag:deleted']);
    expect(events.map((event) => [event.topic, event.payload])).toEqual([
      ['flag:created', { workbookId: workbook.id, slug: 'review', flagId: created.id }],
      ['flag:updated', { workbookId: workbook.id, slug: 'second-look', flagId: created.id }],
      ['flag:deleted', { workbookId: workbook.id, slug: 'second-look', flagId: created.id }],
    ]);
    expect(events[0].context).toMatchObject({ workbookId: workbook.id, spaceId: workbook.spaceId });
  });

  it('refuses a slug the workbook has, a colour that is not one, and unknown workbooks or flags', async () => {
    const { workbook } = await contacts();
    await api.ok('POST', flagsPath(workbook.id), { body: REVIEW });
    const again = await api.request('POST', flagsPath(workbook.id), { body: REVIEW });
    expect([again.status, again.body.errors[0].key]).toEqual([409, 'body.slug']);
    const colour = await api.request('POST', flagsPath(workbook.id), {
      body: { ...REVIEW, slug: 'other', colorHex: 'orange' },
    });
    expect([colour.status, colour.body.errors[0].key]).toEqual([400, 'body.colorHex']);
    expect((await api.request('GET', flagsPath('us_wb_none'))).status).toBe(404);
    const missing = await api.request('PATCH', `${flagsPath(workbook.id)}/none`, {
      body: { label: 'x' },
    });
    expect([missing.status, missing.body.errors[0].key]).toEqual([404, 'slug']);
  });
});

describe('bulk-mutating flags', () => {
  it('applies a flag to the records named, making the flag from its data, then takes it off', async () => {
    const { workbook, sheet, ids } = await contacts();
    const job = await bulk(workbook.id, {
      operation: 'apply',
      slug: 'vip',
      flag: { label: 'VIP', colorHex: '#0090FF' },
      ids: [ids[0], ids[2]],
    });
    expect(job).toMatchObject({
      status: 'complete',
      type: 'workbook',
      operation: 'bulk-mutate-flags',
      source: workbook.id,
    });
    expect(await flagsByName(sheet.id)).toEqual({ Ada: ['vip'], Grace: [], Linus: ['vip'] });
    expect(await api.ok('GET', `${flagsPath(workbook.id)}/vip`)).toMatchObject({
      label: 'VIP',
      colorHex: '#0090FF',
    });

    await bulk(workbook.id, { operation: 'delete', slug: 'vip', exceptions: [ids[2]] });
    expect(await flagsByName(sheet.id)).toEqual({ Ada: [], Grace: [], Linus: ['vip'] });
  });

  it('selects records by filter and q, replaces their flags, and a renamed or deleted flag follows on them', async () => {
    const { workbook, sheet } = await contacts();
    await api.ok('POST', flagsPath(workbook.id), { body: REVIEW });
    await api.ok('POST', flagsPath(workbook.id), {
      body: { slug: 'done', label: 'Done', colorHex: '#30A46C' },
    });
    await bulk(workbook.id, { operation: 'apply', slug: 'done' });
    await bulk(workbook.id, { operation: 'replace', slug: 'review', filter: 'error' });
    expect(await flagsByName(sheet.id)).toEqual({
      Ada: ['done'],
      Grace: ['review'],
      Linus: ['done'],
    });
    await bulk(workbook.id, { operation: 'apply', slug: 'review', q: 'name like Lin%' });
    expect((await flagsByName(sheet.id)).Linus).toEqual(['done', 'review']);

    await api.ok('PATCH', `${flagsPath(workbook.id)}/review`, { body: { newSlug: 'check' } });
    expect(await flagsByName(sheet.id)).toEqual({
      Ada: ['done'],
      Grace: ['check'],
      Linus: ['done', 'check'],
    });
    await api.ok('DELETE', `${flagsPath(workbook.id)}/done`);
    expect(await flagsByName(sheet.id)).toEqual({ Ada: [], Grace: ['check'], Linus: ['check'] });
  });

  it('takes a snapshot first when asked, and refuses what cannot run before making a job', async () => {
    const { workbook, sheet } = await contacts();
    await bulk(workbook.id, {
      operation: 'apply',
      slug: 'vip',
      flag: { label: 'VIP', colorHex: '#0090FF' },
      snapshotLabel: 'Before VIP',
    });
    const snapshots = (await api.ok('GET', '/v1/snapshots', { query: { sheetId: sheet.id } })).data;
    expect(snapshots.map((snapshot: Json) => snapshot.label)).toEqual(['Before VIP']);

    const path = `${flagsPath(workbook.id)}/bulk-mutate`;
    const noFlag = await api.request('POST', path, { body: { operation: 'apply', slug: 'nope' } });
    expect([noFlag.status, noFlag.body.errors[0].key]).toEqual([400, 'body.slug']);
    const field = await api.request('POST', path, {
      body: { operation: 'delete', slug: 'vip', searchField: 'phone', searchValue: 'x' },
    });
    expect([field.status, field.body.errors[0].key]).toEqual([400, 'body.searchField']);
    const jobs = (await api.ok('GET', '/v1/jobs', { query: { workbookId: workbook.id } })).data;
    expect(jobs).toHaveLength(1);
  });
});

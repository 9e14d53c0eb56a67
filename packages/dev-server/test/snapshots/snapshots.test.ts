/**
 * Snapshots: take, list, get with the summary of what changed since, the changed records,
 * restore (whole or in part), delete; `snapshot:created`; the snapshot a clear column takes.
 */

import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/server';
import { allEvents, createContactsWorkbook, type Json } from '../support/test-api';

const api = useTestApi();

/** A contacts sheet with three records (Ada, Bob, Cy), and helpers around it. */
async function seed(extra: Record<string, unknown> = {}) {
  const { sheet, workbook, space } = await createContactsWorkbook(api, extra);
  const path = `/v1/sheets/${sheet.id}/records`;
  const inserted = await api.ok('POST', path, {
    body: ['Ada', 'Bob', 'Cy'].map((name) => ({
      name: { value: name },
      email: { value: `${name.toLowerCase()}@x.io` },
    })),
  });
  const ids: string[] = inserted.data.records.map((record: Json) => record.id);
  const records = async () => (await api.ok('GET', path)).data.records as Json[];
  const names = async () => (await records()).map((record) => record.values.name?.value);
  const take = async (label?: string) =>
    (await api.ok('POST', '/v1/snapshots', { body: { sheetId: sheet.id, label } })).data;
  return { sheet, workbook, space, path, ids, records, names, take };
}

/** After a snapshot: Ada renamed, Bob deleted, Dee inserted. */
async function changeAfterSnapshot(s: Awaited<ReturnType<typeof seed>>) {
  await api.ok('PUT', s.path, { body: [{ id: s.ids[0], values: { name: { value: 'Ada L.' } } }] });
  await api.ok('DELETE', s.path, { query: { ids: [s.ids[1] as string] } });
  const dee = await api.ok('POST', s.path, { body: [{ name: { value: 'Dee' } }] });
  return dee.data.records[0].id as string;
}

describe('snapshots', () => {
  it('takes a snapshot (snapshot:created), lists it by sheet and gets it', async () => {
    const s = await seed();
    const snapshot = await s.take('before cleanup');
    expect(snapshot).toEqual({
      id: expect.stringMatching(/^us_ss_/),
      sheetId: s.sheet.id,
      label: 'before cleanup',
      createdAt: expect.any(String),
      createdBy: expect.any(String),
    });
    const [event] = await allEvents(api, ['snapshot:created']);
    expect(event.payload).toEqual({
      snapshotId: snapshot.id,
      sheetId: s.sheet.id,
      workbookId: s.workbook.id,
      spaceId: s.space.id,
    });
    const listed = await api.ok('GET', '/v1/snapshots', { query: { sheetId: s.sheet.id } });
    expect(listed.data).toEqual([snapshot]);
    expect((await api.ok('GET', `/v1/snapshots/${snapshot.id}`)).data).toEqual(snapshot);
  });

  it('summarises what changed since: created, updated, deleted (by field) and the schema diff', async () => {
    const s = await seed();
    const snapshot = await s.take();
    await changeAfterSnapshot(s);
    const got = await api.ok('GET', `/v1/snapshots/${snapshot.id}`, {
      query: { includeSummary: true },
    });
    expect(got.data.summary).toEqual({
      createdSince: { total: 1, byField: { name: 1 } },
      updatedSince: { total: 1, byField: { name: 1 } },
      deletedSince: { total: 1, byField: { name: 1, email: 1 } },
      schemaDiff: { email: 'unchanged', name: 'unchanged' },
      config: expect.objectContaining({ fields: s.sheet.config.fields }),
    });
  });

  it('pages through the records changed since, with the snapshot values', async () => {
    const s = await seed();
    const snapshot = await s.take();
    const dee = await changeAfterSnapshot(s);
    const changed = async (changeType?: string) =>
      (await api.ok('GET', `/v1/snapshots/${snapshot.id}/records`, { query: { changeType } })).data;
    const updated = await changed('updatedSince');
    expect(updated).toHaveLength(1);
    expect(updated[0]).toMatchObject({ id: s.ids[0], changeType: 'updatedSince' });
    expect(updated[0].values.name).toMatchObject({ value: 'Ada L.', snapshotValue: 'Ada' });
    expect(updated[0].values.email).toMatchObject({ value: 'ada@x.io', snapshotValue: 'ada@x.io' });
    const deleted = await changed('deletedSince');
    expect(deleted.map((record: Json) => [record.id, record.values.name.value])).toEqual([
      [s.ids[1], 'Bob'],
    ]);
    const created = await changed('createdSince');
    expect(created.map((record: Json) => record.id)).toEqual([dee]);
    expect(created[0].values.name).not.toHaveProperty('snapshotValue');
    expect((await changed()).map((record: Json) => record.changeType)).toEqual([
      'updatedSince',
      'deletedSince',
      'createdSince',
    ]);
    const second = await api.ok('GET', `/v1/snapshots/${snapshot.id}/records`, {
      query: { pageSize: 2, pageNumber: 2 },
    });
    expect(second.data.map((record: Json) => record.id)).toEqual([dee]);
  });

  it('restores everything by default: records, order and ids as they were, as one commit', async () => {
    const s = await seed();
    const before = await s.records();
    const snapshot = await s.take();
    await changeAfterSnapshot(s);
    const restored = await api.ok('POST', `/v1/snapshots/${snapshot.id}/restore`);
    expect(restored.data).toMatchObject({ id: snapshot.id, versionId: expect.any(String) });
    expect(await s.records()).toEqual(before);
    const counts = await api.ok('GET', s.path, { query: { includeCounts: true } });
    expect(counts.data.counts).toMatchObject({ total: 3, valid: 3, error: 0 });
    const events = await allEvents(api);
    const restoreEvents = events.slice(
      events.findIndex((event) => event.payload.versionId === restored.data.versionId),
    );
    expect(restoreEvents.map((event) => event.topic)).toEqual([
      'commit:created',
      'layer:created',
      'records:deleted',
      'records:created',
      'records:updated',
      'sheet:counts-updated',
    ]);
    expect(restoreEvents[4].payload.changes).toEqual([
      { recordId: s.ids[0], fieldKey: 'name', previousValue: 'Ada L.', newValue: 'Ada' },
    ]);
    // New records still come after every record ever inserted.
    await api.ok('POST', s.path, { body: [{ name: { value: 'Eve' } }] });
    expect(await s.names()).toEqual(['Ada', 'Bob', 'Cy', 'Eve']);
  });

  it('restores only what the options say', async () => {
    const s = await seed();
    const snapshot = await s.take();
    await changeAfterSnapshot(s);
    await api.ok('POST', `/v1/snapshots/${snapshot.id}/restore`, {
      body: { created: false, updated: false, deleted: true },
    });
    expect(await s.names()).toEqual(['Ada L.', 'Bob', 'Cy', 'Dee']);
    await api.ok('POST', `/v1/snapshots/${snapshot.id}/restore`, {
      body: { created: true, updated: false, deleted: false },
    });
    expect(await s.names()).toEqual(['Ada L.', 'Bob', 'Cy']);
    await api.ok('POST', `/v1/snapshots/${snapshot.id}/restore`, {
      body: { created: false, updated: true, deleted: false },
    });
    expect(await s.names()).toEqual(['Ada', 'Bob', 'Cy']);
  });

  it('takes a snapshot labeled with the column key before a clear column, which restores it', async () => {
    const s = await seed();
    await api.ok('POST', `/v1/sheets/${s.sheet.id}/clear-column`, { body: { field: 'name' } });
    expect(await s.names()).toEqual([null, null, null]);
    const [snapshot] = (await api.ok('GET', '/v1/snapshots', { query: { sheetId: s.sheet.id } }))
      .data;
    expect(snapshot.label).toBe('name');
    const topics = (await allEvents(api)).map((event) => event.topic);
    expect(topics.indexOf('snapshot:created')).toBeLessThan(topics.lastIndexOf('records:updated'));
    await api.ok('POST', `/v1/snapshots/${snapshot.id}/restore`);
    expect(await s.names()).toEqual(['Ada', 'Bob', 'Cy']);
  });

  it('deletes a snapshot; unknown ids, sheets and bad options are errors naming the field', async () => {
    const s = await seed();
    const snapshot = await s.take();
    await api.ok('DELETE', `/v1/snapshots/${snapshot.id}`);
    const gone = await api.request('GET', `/v1/snapshots/${snapshot.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.errors[0].key).toBe('snapshotId');
    const unknownSheet = await api.request('POST', '/v1/snapshots', {
      body: { sheetId: 'us_sh_nope' },
    });
    expect(unknownSheet.status).toBe(404);
    expect(unknownSheet.body.errors[0].key).toBe('body.sheetId');
    const listUnknown = await api.request('GET', '/v1/snapshots', { query: { sheetId: 'nope' } });
    expect(listUnknown.status).toBe(404);
    const other = await s.take();
    const partial = await api.request('POST', `/v1/snapshots/${other.id}/restore`, {
      body: { created: true },
    });
    expect(partial.status).toBe(400);
    expect(JSON.stringify(partial.body.errors)).toContain('updated');
    expect(await s.names()).toEqual(['Ada', 'Bob', 'Cy']);
  });

  it('keeps the ten newest snapshots of a sheet, and none of a deleted sheet', async () => {
    const s = await seed();
    const taken: string[] = [];
    for (let n = 0; n < 11; n++) taken.push((await s.take(`n${n}`)).id);
    const listed = await api.ok('GET', '/v1/snapshots', { query: { sheetId: s.sheet.id } });
    expect(listed.data.map((snapshot: Json) => snapshot.id)).toEqual(taken.slice(1));
    await api.ok('DELETE', `/v1/workbooks/${s.workbook.id}`);
    expect((await api.request('GET', `/v1/snapshots/${taken[5]}`)).status).toBe(404);
  });
});

/**
 * Commits: every records write answers a `versionId` and `commitId` and emits `commit:created`
 * (and `layer:created` when it wrote cells); `commit:updated` and `commit:completed` only with the
 * workbook's `settings.trackChanges`; `records:updated` carries `changes` capped with a flag.
 */

import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/server';
import { allEvents, createContactsWorkbook, type Json } from '../support/test-api';

const api = useTestApi();

const COMMIT_TOPICS = ['commit:created', 'commit:updated', 'commit:completed', 'layer:created'];

/** The events emitted after the event with id `after` (exclusive), in order, of `topics` only. */
async function topicsSince(after: string | undefined, topics?: string[]): Promise<Json[]> {
  const events = await allEvents(api);
  const start = after === undefined ? 0 : events.findIndex((event) => event.id === after) + 1;
  return events.slice(start).filter((event) => !topics || topics.includes(event.topic));
}

async function lastEventId(): Promise<string | undefined> {
  return (await allEvents(api)).at(-1)?.id;
}

describe('commits', () => {
  it('answers every write with a new versionId and commitId, each announced by commit:created', async () => {
    const { sheet, workbook } = await createContactsWorkbook(api);
    const path = `/v1/sheets/${sheet.id}/records`;
    const answers: Json[] = [];
    const inserted = await api.ok('POST', path, {
      body: [{ email: { value: 'a@x.io' } }, { email: { value: 'b@x.io' } }],
    });
    answers.push(inserted.data);
    const [first, second] = inserted.data.records.map((record: Json) => record.id);
    answers.push(
      (
        await api.ok('PUT', path, {
          body: [{ id: first, values: { name: { value: 'Ada' } } }],
        })
      ).data,
    );
    answers.push(
      (
        await api.ok('PUT', `/v1/sheets/${sheet.id}/find-replace`, {
          body: { fieldKey: 'name', find: 'Ada', replace: 'Grace' },
        })
      ).data,
    );
    answers.push(
      (await api.ok('POST', `/v1/sheets/${sheet.id}/clear-column`, { body: { field: 'email' } }))
        .data,
    );
    answers.push((await api.ok('DELETE', path, { query: { ids: [second] } })).data);

    const versions = answers.map((answer) => answer.versionId);
    for (const answer of answers) {
      expect(answer.versionId).toMatch(/^us_vr_/);
      expect(answer.commitId).toBe(answer.versionId);
    }
    expect(new Set(versions).size).toBe(5);
    const created = await allEvents(api, ['commit:created']);
    expect(created.map((event) => event.payload)).toEqual(
      versions.map((versionId) => ({
        sheetId: sheet.id,
        workbookId: workbook.id,
        versionId,
        sheetSlug: 'contacts',
      })),
    );
    // A layer for every write of cells; a delete writes none.
    const layers = await allEvents(api, ['layer:created']);
    expect(layers.map((event) => event.payload.commitId)).toEqual(versions.slice(0, 4));
    expect(layers[0].payload.layerId).toMatch(/^us_ly_/);
    expect(await allEvents(api, ['commit:completed', 'commit:updated'])).toEqual([]);
  });

  it('emits commit:updated and commit:completed after the write only when trackChanges is on', async () => {
    const { sheet } = await createContactsWorkbook(api, { settings: { trackChanges: true } });
    const before = await lastEventId();
    const answer = await api.ok('POST', `/v1/sheets/${sheet.id}/records`, {
      body: [{ email: { value: 'a@x.io' } }],
    });
    const events = await topicsSince(before);
    expect(events.map((event) => event.topic)).toEqual([
      'commit:created',
      'layer:created',
      'records:created',
      'sheet:counts-updated',
      'commit:updated',
      'commit:completed',
    ]);
    const { versionId, commitId } = answer.data;
    expect(events[4].payload).toMatchObject({ commitId, versionId });
    expect(events[4].payload.changes).toEqual([
      { field: 'completedAt', previousValue: null, newValue: expect.any(String) },
    ]);
    expect(events[4].context).toMatchObject({ sheetId: sheet.id, spaceId: expect.any(String) });
    expect(events[5].payload).toEqual({
      sheetId: sheet.id,
      workbookId: sheet.workbookId,
      versionId,
      commitId,
    });
  });

  it('answers the current version and commits nothing when a write changes nothing', async () => {
    const { sheet } = await createContactsWorkbook(api);
    const inserted = await api.ok('POST', `/v1/sheets/${sheet.id}/records`, {
      body: [{ name: { value: 'Ada' } }],
    });
    const before = await lastEventId();
    const answer = await api.ok('PUT', `/v1/sheets/${sheet.id}/find-replace`, {
      body: { fieldKey: 'name', find: 'Nobody', replace: 'Grace' },
    });
    expect(answer.data).toMatchObject({
      recordCount: 0,
      versionId: inserted.data.versionId,
      commitId: inserted.data.commitId,
    });
    expect(await topicsSince(before, COMMIT_TOPICS)).toEqual([]);
  });

  it('records:updated names its commit and lists cell changes, cut at 1,000 with changesTruncated', async () => {
    const { sheet } = await createContactsWorkbook(api);
    const body = Array.from({ length: 1001 }, (_, n) => ({ name: { value: `n${n}` } }));
    await api.ok('POST', `/v1/sheets/${sheet.id}/records`, { body });
    const few = await api.ok('PUT', `/v1/sheets/${sheet.id}/find-replace`, {
      body: { fieldKey: 'name', find: 'n0', replace: 'zero' },
    });
    const all = await api.ok('POST', `/v1/sheets/${sheet.id}/clear-column`, {
      body: { field: 'name' },
    });
    const [small, large] = (await allEvents(api, ['records:updated'])).map((e) => e.payload);
    expect(small).toMatchObject({
      changesTruncated: false,
      versionId: few.data.versionId,
      commitId: few.data.commitId,
    });
    expect(small.changes).toEqual([
      { recordId: small.recordIds[0], fieldKey: 'name', previousValue: 'n0', newValue: 'zero' },
    ]);
    expect(large.recordIds).toHaveLength(1001);
    expect(large.changes).toHaveLength(1000);
    expect(large).toMatchObject({ changesTruncated: true, commitId: all.data.commitId });
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  allEvents,
  createContactsWorkbook,
  type Json,
  startTestApi,
  type TestApi,
} from '../support/test-api';

let api: TestApi;
let sheet: Json;
beforeEach(async () => {
  api = await startTestApi();
  ({ sheet } = await createContactsWorkbook(api));
});
afterEach(() => api.close());

const recordsPath = () => `/v1/sheets/${sheet.id}/records`;
const emails = (body: Json) =>
  body.data.records.map((record: Json) => record.values.email?.value ?? null);

async function insert(count: number, from = 0, invalidEvery = 0) {
  const body = Array.from({ length: count }, (_, i) => {
    const n = from + i;
    const invalid = invalidEvery > 0 && n % invalidEvery === 0;
    return {
      email: invalid
        ? { value: `bad-${n}`, messages: [{ type: 'error', message: 'not an email' }] }
        : { value: `user${n}@example.com` },
      name: { value: `User ${n}` },
    };
  });
  return (await api.ok('POST', recordsPath(), { body })).data.records as Json[];
}

describe('records', () => {
  it('assigns ids, derives validity from error messages and keeps cell messages', async () => {
    const records = await insert(3, 0, 2);
    expect(records.map((record) => record.id)).toEqual([
      expect.stringMatching(/^us_rc_/),
      expect.stringMatching(/^us_rc_/),
      expect.stringMatching(/^us_rc_/),
    ]);
    expect(new Set(records.map((record) => record.id)).size).toBe(3);
    expect(records.map((record) => record.valid)).toEqual([false, true, false]);
    expect(records[0].values.email).toEqual({
      value: 'bad-0',
      valid: false,
      messages: [{ type: 'error', message: 'not an email' }],
    });
    expect(records[1].values.name).toEqual({ value: 'User 1', valid: true, messages: [] });
  });

  it('a warning does not make a record invalid', async () => {
    const [record] = (
      await api.ok('POST', recordsPath(), {
        body: [{ email: { value: 'x', messages: [{ type: 'warn', message: 'odd' }] } }],
      })
    ).data.records;
    expect(record.valid).toBe(true);
  });

  it('pages in insertion order with pageSize and pageNumber, also after deletes', async () => {
    const records = await insert(25);
    const page = (n: number) =>
      api.ok('GET', recordsPath(), { query: { pageSize: 10, pageNumber: n } });
    expect(emails(await page(1))).toEqual(records.slice(0, 10).map((r) => r.values.email.value));
    expect(emails(await page(3))).toHaveLength(5);
    expect(emails(await page(4))).toEqual([]);

    await api.ok('DELETE', recordsPath(), { query: { ids: [records[0].id, records[11].id] } });
    const after = (await page(2)).data.records.map((record: Json) => record.id);
    expect(after).toEqual(
      records
        .filter((_, i) => i !== 0 && i !== 11)
        .slice(10, 20)
        .map((r) => r.id),
    );
    await insert(1, 100);
    const all = await api.ok('GET', recordsPath());
    expect(emails(all).at(-1)).toBe('user100@example.com');
    expect(all.data.records).toHaveLength(24);
  });

  it('filters by validity, narrowed to one field with filterField', async () => {
    await insert(10, 0, 3); // 0, 3, 6, 9 carry an email error
    const errors = await api.ok('GET', recordsPath(), { query: { filter: 'error' } });
    expect(emails(errors)).toEqual(['bad-0', 'bad-3', 'bad-6', 'bad-9']);
    const valid = await api.ok('GET', recordsPath(), {
      query: { filter: 'valid', pageSize: 2, pageNumber: 2 },
    });
    expect(emails(valid)).toEqual(['user4@example.com', 'user5@example.com']);
    const nameErrors = await api.ok('GET', recordsPath(), {
      query: { filter: 'error', filterField: 'name' },
    });
    expect(nameErrors.data.records).toEqual([]);
    const emailErrors = await api.ok('GET', recordsPath(), {
      query: { filter: 'error', filterField: 'email' },
    });
    expect(emails(emailErrors)).toHaveLength(4);
    const lonely = await api.request('GET', recordsPath(), { query: { filterField: 'email' } });
    expect(lonely.status).toBe(400);
    expect(lonely.body.errors[0].key).toBe('query.filterField');
  });

  it('searches values case-insensitively, optionally in one field', async () => {
    await insert(12);
    const hits = await api.ok('GET', recordsPath(), { query: { searchValue: 'USER1' } });
    expect(emails(hits)).toEqual(['user1@example.com', 'user10@example.com', 'user11@example.com']);
    const inName = await api.ok('GET', recordsPath(), {
      query: { searchValue: 'example', searchField: 'name' },
    });
    expect(inName.data.records).toEqual([]);
  });

  it('selects records by repeated ids, in insertion order, with counts when asked', async () => {
    const records = await insert(6, 0, 2);
    const body = await api.ok('GET', recordsPath(), {
      query: { ids: [records[4].id, records[1].id, 'us_rc_unknown'], includeCounts: true },
    });
    expect(body.data.records.map((record: Json) => record.id)).toEqual([
      records[1].id,
      records[4].id,
    ]);
    expect(body.data.counts).toEqual({ total: 6, valid: 3, error: 3, errorsByField: { email: 3 } });
    expect((await api.ok('GET', recordsPath())).data.counts).toBeUndefined();
  });

  it('merges an update: a value keeps its messages, given messages replace them', async () => {
    const [bad, good] = await insert(2, 0, 2);
    await api.ok('PUT', recordsPath(), {
      body: [
        { id: bad.id, values: { name: { value: 'Renamed' } } },
        { id: good.id, values: { email: { messages: [{ message: 'taken', type: 'error' }] } } },
      ],
    });
    const body = await api.ok('GET', recordsPath(), { query: { ids: [bad.id, good.id] } });
    const [first, second] = body.data.records;
    expect(first.values.name).toEqual({ value: 'Renamed', valid: true, messages: [] });
    expect(first.values.email.messages).toHaveLength(1);
    expect(first.valid).toBe(false);
    expect(second.values.email).toMatchObject({ value: 'user1@example.com', valid: false });
    expect(second.valid).toBe(false);

    await api.ok('PUT', recordsPath(), {
      body: [{ id: bad.id, values: { email: { value: 'fixed@example.com', messages: [] } } }],
    });
    const fixed = (await api.ok('GET', recordsPath(), { query: { ids: [bad.id] } })).data
      .records[0];
    expect(fixed.valid).toBe(true);
    expect(fixed.values.email).toEqual({ value: 'fixed@example.com', valid: true, messages: [] });

    const [updated] = await allEvents(api, ['records:updated']);
    expect(updated.payload).toMatchObject({
      sheetId: sheet.id,
      recordIds: [bad.id, good.id],
      changes: [
        { recordId: bad.id, fieldKey: 'name', previousValue: 'User 0', newValue: 'Renamed' },
      ],
    });
  });

  it('lists every updated record in records:updated but at most 1,000 cell changes', async () => {
    const records = await insert(600);
    await api.ok('PUT', recordsPath(), {
      body: records.map((record, i) => ({
        id: record.id,
        values: { email: { value: `new${i}@example.com` }, name: { value: `New ${i}` } },
      })),
    });
    const [updated] = await allEvents(api, ['records:updated']);
    expect(updated.payload.recordIds).toHaveLength(600);
    expect(updated.payload.changes).toHaveLength(1000);
    expect(updated.payload.changes[0]).toEqual({
      recordId: records[0]?.id,
      fieldKey: 'email',
      previousValue: 'user0@example.com',
      newValue: 'new0@example.com',
    });
  });

  it('emits records:created, records:deleted and sheet:counts-updated after each write', async () => {
    const records = await insert(3, 0, 3);
    await api.ok('DELETE', recordsPath(), { query: { ids: [records[1].id] } });
    const events = await allEvents(api, [
      'records:created',
      'records:deleted',
      'sheet:counts-updated',
    ]);
    expect(events.map((event) => event.topic)).toEqual([
      'records:created',
      'sheet:counts-updated',
      'records:deleted',
      'sheet:counts-updated',
    ]);
    expect(events[0].payload).toEqual({
      sheetId: sheet.id,
      recordIds: records.map((record) => record.id),
      recordCount: 3,
    });
    expect(events[0].context).toMatchObject({
      environmentId: api.server.environmentId,
      spaceId: expect.any(String),
      workbookId: sheet.workbookId,
      sheetId: sheet.id,
    });
    expect(events[1].payload.counts).toEqual({ total: 3, valid: 2, error: 1, updated: 3 });
    expect(events[2].payload).toEqual({
      sheetId: sheet.id,
      recordIds: [records[1].id],
      recordCount: 1,
    });
    expect(events[3].payload.counts).toEqual({ total: 2, valid: 1, error: 1, updated: 1 });
  });

  it('rejects an unknown field (400) unless the sheet allows additional fields', async () => {
    const response = await api.request('POST', recordsPath(), {
      body: [{ email: { value: 'a' } }, { emial: { value: 'b' } }],
    });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].key).toBe('body[1].emial');
    expect((await api.ok('GET', recordsPath())).data.records).toEqual([]);

    const space = (await api.ok('POST', '/v1/spaces', { body: {} })).data;
    const open = (
      await api.ok('POST', '/v1/workbooks', {
        body: {
          name: 'Open',
          spaceId: space.id,
          sheets: [{ name: 'Any', allowAdditionalFields: true, fields: [] }],
        },
      })
    ).data.sheets[0];
    const stored = await api.ok('POST', `/v1/sheets/${open.id}/records`, {
      body: [{ extra: { value: 1 } }],
    });
    expect(stored.data.records[0].values.extra.value).toBe(1);
  });

  it('updating an unknown record id is a 404 naming it, and nothing is written', async () => {
    const [record] = await insert(1);
    const response = await api.request('PUT', recordsPath(), {
      body: [
        { id: record.id, values: { name: { value: 'changed' } } },
        { id: 'us_rc_missing', values: { name: { value: 'x' } } },
      ],
    });
    expect(response.status).toBe(404);
    expect(response.body.errors[0]).toEqual({
      key: 'body[1].id',
      message: expect.stringContaining('us_rc_missing'),
    });
    const stored = await api.ok('GET', recordsPath());
    expect(stored.data.records[0].values.name.value).toBe('User 0');
    expect(await allEvents(api, ['records:updated'])).toEqual([]);
  });

  it('deleting an unknown record id is a 404, and nothing is deleted', async () => {
    const [record] = await insert(1);
    const response = await api.request('DELETE', recordsPath(), {
      query: { ids: [record.id, 'us_rc_missing'] },
    });
    expect(response.status).toBe(404);
    expect((await api.ok('GET', recordsPath())).data.records).toHaveLength(1);
  });
});

/**
 * Clear column edits a record's stored text in place where it can: these cases check that what a
 * user reads back is what a parsed update gives, whatever the keys and values hold.
 */

import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/server';
import { allEvents, type Json } from '../support/test-api';

const api = useTestApi();

const KEYS = ['order.id', 'say "hi"', 'naïve 🎉\\', 'note'];

async function seed() {
  const space = (await api.ok('POST', '/v1/spaces', { body: { name: 'Text' } })).data;
  const workbook = (
    await api.ok('POST', '/v1/workbooks', {
      body: {
        name: 'Text',
        spaceId: space.id,
        sheets: [
          {
            name: 'Rows',
            fields: [
              { key: 'order.id', type: 'string', constraints: [{ type: 'required' }] },
              { key: 'say "hi"', type: 'string' },
              { key: 'naïve 🎉\\', type: 'string' },
              { key: 'note', type: 'string' },
            ],
          },
        ],
      },
    })
  ).data;
  const sheet = workbook.sheets[0] as Json;
  const path = `/v1/sheets/${sheet.id}/records`;
  const odd = 'a "quoted" \\ value,\n}{ "say \\"hi\\"": ] ✓';
  const body = [
    // 0: every cell holds text with escapes; the last cell has a listener's error.
    Object.fromEntries(
      KEYS.map((key) => [
        key,
        key === 'note' ? { value: odd, messages: [{ message: 'bad note' }] } : { value: odd },
      ]),
    ),
    // 1: empty cells already (nothing to clear but a message).
    { 'order.id': { value: 'A-1' }, 'say "hi"': { value: null, messages: [{ message: 'x' }] } },
    // 2: gets metadata, 3: a readonly cell, 4: a readonly record.
    { 'order.id': { value: 'A-2' }, 'say "hi"': { value: 2 }, note: { value: true } },
    { 'order.id': { value: 'A-3' }, 'say "hi"': { value: 3 }, 'naïve 🎉\\': { value: 'kept' } },
    { 'order.id': { value: 'A-4' }, 'say "hi"': { value: 4 }, note: { value: 'kept' } },
  ];
  const ids = (await api.ok('POST', path, { body })).data.records.map((record: Json) => record.id);
  await api.ok('PUT', path, {
    body: [
      { id: ids[2], metadata: { source: '"say \\"hi\\"":{}' } },
      {
        id: ids[3],
        config: { fields: { 'naïve 🎉\\': { readonly: true }, note: { readonly: true } } },
      },
      { id: ids[4], config: { readonly: true } },
    ],
  });
  return { sheet, path, ids, odd };
}

async function records(path: string): Promise<Json[]> {
  return (await api.ok('GET', path)).data.records;
}

describe('clear column on stored text', () => {
  it('clears cells whose keys and values need escaping, as an update would', async () => {
    const { sheet, path, ids, odd } = await seed();
    const before = await records(path);
    for (const key of ['say "hi"', 'naïve 🎉\\', 'note']) {
      await api.ok('POST', `/v1/sheets/${sheet.id}/clear-column`, { body: { field: key } });
    }
    const after = await records(path);
    expect(after[0].values).toEqual({
      'order.id': { value: odd, valid: true, messages: [] },
      'say "hi"': { value: null, valid: true, messages: [] },
      'naïve 🎉\\': { value: null, valid: true, messages: [] },
      note: { value: null, valid: true, messages: [] },
    });
    // The listener's error went with the cleared note: the record is valid again.
    expect(before[0].valid).toBe(false);
    expect(after[0].valid).toBe(true);
    expect(after[1].values['say "hi"']).toEqual({ value: null, valid: true, messages: [] });
    expect(after[2]).toMatchObject({ metadata: { source: '"say \\"hi\\"":{}' } });
    expect(after[2].values.note).toEqual({ value: null, valid: true, messages: [] });
    expect(after[3].values['say "hi"']).toEqual({ value: null, valid: true, messages: [] });
    expect(after[3].values['naïve 🎉\\']).toEqual({ value: 'kept', valid: true, messages: [] });
    expect(after[4].values).toEqual(before[4].values);
    const counts = (await api.ok('GET', `/v1/sheets/${sheet.id}/counts`)).data.counts;
    expect(counts).toMatchObject({ total: 5, valid: 5, error: 0 });
    const updated = (await allEvents(api, ['records:updated'])).map((event) => event.payload);
    const saying = updated.at(-3);
    expect(saying.recordIds).toEqual([ids[0], ids[1], ids[2], ids[3]]);
    expect(saying.changes).toEqual([
      { recordId: ids[0], fieldKey: 'say "hi"', previousValue: odd, newValue: null },
      { recordId: ids[2], fieldKey: 'say "hi"', previousValue: 2, newValue: null },
      { recordId: ids[3], fieldKey: 'say "hi"', previousValue: 3, newValue: null },
    ]);
  });

  it('puts a cleared required field in error, and a second clear leaves the same cells', async () => {
    const { sheet, path, ids } = await seed();
    const first = await api.ok('POST', `/v1/sheets/${sheet.id}/clear-column`, {
      body: { field: 'order.id' },
    });
    expect(first.data.recordCount).toBe(4);
    const after = await records(path);
    for (const record of after.slice(0, 4)) {
      expect(record.valid).toBe(false);
      expect(record.values['order.id']).toEqual({
        value: null,
        valid: false,
        messages: [
          {
            type: 'error',
            source: 'required-constraint',
            field: 'order.id',
            message: 'order.id is required',
          },
        ],
      });
    }
    expect(after[4].id).toBe(ids[4]);
    expect(after[4].values['order.id'].value).toBe('A-4');
    const counts = (await api.ok('GET', `/v1/sheets/${sheet.id}/counts`)).data.counts;
    expect(counts).toMatchObject({ valid: 1, error: 4, errorsByField: { 'order.id': 4 } });
    await api.ok('POST', `/v1/sheets/${sheet.id}/clear-column`, { body: { field: 'order.id' } });
    expect(await records(path)).toEqual(after);
  });

  it('clears a record whose config makes nothing readonly, after deletes, and restores', async () => {
    const { sheet, path, ids } = await seed();
    // A config that makes no cell readonly: the cell is cleared like any other.
    await api.ok('PUT', path, {
      body: [{ id: ids[1], config: { fields: { note: { readonly: false } } } }],
    });
    const before = await records(path);
    await api.ok('DELETE', path, { query: { ids: ids[0] } });
    const cleared = await api.ok('POST', `/v1/sheets/${sheet.id}/clear-column`, {
      body: { field: 'say "hi"' },
    });
    expect(cleared.data.recordCount).toBe(3);
    const after = await records(path);
    expect(after.map((record) => record.id)).toEqual(ids.slice(1));
    expect(after[0]).toMatchObject({ config: { fields: { note: { readonly: false } } } });
    for (const record of after.slice(0, 3)) expect(record.values['say "hi"'].value).toBeNull();
    expect(after[3].values['say "hi"']).toEqual(before[4].values['say "hi"']);
    const [snapshot] = (await api.ok('GET', '/v1/snapshots', { query: { sheetId: sheet.id } }))
      .data;
    await api.ok('POST', `/v1/snapshots/${snapshot.id}/restore`);
    expect(await records(path)).toEqual(before.slice(1));
  });
});

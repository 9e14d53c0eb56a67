import { describe, expect, it } from 'vitest';
import type { StoredRecord } from './entities';
import { RecordTable, type StoredText, type TextRewrite } from './record-table';
import { findCell, keyText } from './record-text';

function record(n: number, error?: string): StoredRecord {
  return {
    id: `r${n}`,
    values: {
      a: { value: `a${n}`, valid: error !== 'a', messages: [] },
      b: { value: `b${n}`, valid: error !== 'b', messages: [] },
    },
    valid: error === undefined,
  };
}

const ids = (chunks: Buffer[]) =>
  (JSON.parse(`[${Buffer.concat(chunks).toString()}]`) as StoredRecord[]).map(
    (record) => record.id,
  );

const all = { pageSize: 1000, pageNumber: 1 };

describe('RecordTable', () => {
  it('stores each record as the JSON the API answers with', () => {
    const table = new RecordTable();
    expect(JSON.parse(Buffer.concat(table.insert([record(1)])).toString())).toEqual(record(1));
    expect(table.get('r1')).toEqual(record(1));
    expect(table.get('nope')).toBeUndefined();
  });

  it('gives every cell it stores a messages list, empty when it came without one', () => {
    const table = new RecordTable();
    const bare = { id: 'r1', values: { a: { value: 'x', valid: true } }, valid: true };
    const page = JSON.parse(Buffer.concat(table.insert([bare])).toString()) as StoredRecord;
    expect(page.values.a?.messages).toEqual([]);
    table.replace([
      { id: 'r1', values: { a: { valid: true }, b: { value: 1, valid: true } }, valid: true },
    ]);
    expect(table.get('r1')?.values).toEqual({
      a: { valid: true, messages: [] },
      b: { value: 1, valid: true, messages: [] },
    });
    table.rewrite(
      () => true,
      (record) => ({ ...record, values: { c: { value: 'y', valid: true } } }),
    );
    expect(table.get('r1')?.values.c?.messages).toEqual([]);
    const message = { type: 'info' as const, message: 'kept' };
    table.replace([{ id: 'r1', values: { a: { valid: true, messages: [message] } }, valid: true }]);
    expect(table.get('r1')?.values.a?.messages).toEqual([message]);
  });

  it('pages in insertion order, and keeps the order through deletes and compaction', () => {
    const table = new RecordTable();
    table.insert(Array.from({ length: 10 }, (_, i) => record(i)));
    expect(ids(table.page({ pageSize: 3, pageNumber: 2 }))).toEqual(['r3', 'r4', 'r5']);
    expect(table.delete(['r0', 'r4', 'missing'])).toEqual(['r0', 'r4']);
    expect(ids(table.page({ pageSize: 3, pageNumber: 2 }))).toEqual(['r5', 'r6', 'r7']);
    table.insert([record(10)]);
    table.replace([{ ...record(5), values: { a: { value: 'changed', valid: true } } }]);
    expect(ids(table.page({ pageSize: 100, pageNumber: 1 }))).toEqual([
      'r1',
      'r2',
      'r3',
      'r5',
      'r6',
      'r7',
      'r8',
      'r9',
      'r10',
    ]);
    expect(table.get('r5')?.values.a?.value).toBe('changed');
    expect(table.size).toBe(9);
  });

  it('views every record a query selects, in its order, as they were when viewed', () => {
    const table = new RecordTable();
    table.insert(Array.from({ length: 5 }, (_, i) => record(i, i === 2 ? 'a' : undefined)));
    table.delete(['r1']);
    const viewIds = (view: ReturnType<RecordTable['view']>) =>
      Array.from(view.order, (index) => view.records.idAt(index));
    const insertion = table.view({});
    expect(viewIds(insertion)).toEqual(['r0', 'r2', 'r3', 'r4']);
    expect(viewIds(table.view({ filter: 'valid' }))).toEqual(['r0', 'r3', 'r4']);
    expect(viewIds(table.view({ sortField: 'a', sortDirection: 'desc' }))).toEqual([
      'r4',
      'r3',
      'r2',
      'r0',
    ]);
    table.delete(['r0']);
    expect(viewIds(insertion)).toEqual(['r0', 'r2', 'r3', 'r4']);
  });

  it('keeps counts, per field too, through inserts, replacements and deletes', () => {
    const table = new RecordTable();
    table.insert([record(1), record(2, 'a'), record(3, 'b'), record(4, 'a')]);
    expect(table.counts()).toEqual({ total: 4, valid: 1, error: 3, errorsByField: { a: 2, b: 1 } });
    table.replace([record(2)]);
    table.delete(['r3']);
    expect(table.counts()).toEqual({ total: 3, valid: 2, error: 1, errorsByField: { a: 1 } });
  });

  it('filters by validity (of one field), search and ids, paging the matches', () => {
    const table = new RecordTable();
    table.insert([record(1), record(2, 'a'), record(3, 'b'), record(4, 'a'), record(5)]);
    expect(ids(table.page({ pageSize: 10, pageNumber: 1, filter: 'error' }))).toEqual([
      'r2',
      'r3',
      'r4',
    ]);
    expect(
      ids(table.page({ pageSize: 1, pageNumber: 2, filter: 'error', filterField: 'a' })),
    ).toEqual(['r4']);
    expect(
      ids(table.page({ pageSize: 10, pageNumber: 1, filter: 'valid', filterField: 'a' })),
    ).toEqual(['r1', 'r3', 'r5']);
    expect(ids(table.page({ pageSize: 10, pageNumber: 1, searchValue: 'B3' }))).toEqual(['r3']);
    // "a" is also a key in the JSON text: only values count.
    expect(ids(table.page({ pageSize: 10, pageNumber: 1, searchValue: '"a"' }))).toEqual([]);
    expect(ids(table.page({ pageSize: 10, pageNumber: 1, ids: ['r5', 'r1', 'zz'] }))).toEqual([
      'r1',
      'r5',
    ]);
  });

  it('stays correct across slab boundaries, rewrites and arena compaction', () => {
    const table = new RecordTable({ slabBytes: 300, minWastedBytes: 500 });
    table.insert(Array.from({ length: 20 }, (_, i) => record(i)));
    for (let round = 0; round < 5; round++) {
      table.replace(
        Array.from({ length: 20 }, (_, i) => ({
          ...record(i),
          values: { a: { value: `r${round}é`, valid: true } },
        })),
      );
    }
    table.delete(['r3', 'r17']);
    const page = table.page({ pageSize: 100, pageNumber: 1 });
    const records = JSON.parse(`[${Buffer.concat(page).toString()}]`) as StoredRecord[];
    expect(records.map((r) => r.id)).toEqual(
      Array.from({ length: 20 }, (_, i) => `r${i}`).filter((id) => id !== 'r3' && id !== 'r17'),
    );
    expect(records.every((r) => r.values.a?.value === 'r4é')).toBe(true);
    expect(table.get('r19')?.values.a?.value).toBe('r4é');
    expect(ids(table.page({ pageSize: 5, pageNumber: 4 }))).toEqual(['r16', 'r18', 'r19']);
  });

  it('rewrites texts in place across slabs, leaving a frozen copy and compaction sound', () => {
    // Small slabs: a rewrite of every record crosses slab boundaries and leaves the arena mostly
    // garbage, so compaction runs while a frozen copy still shares the old slabs.
    const table = new RecordTable({ slabBytes: 400, minWastedBytes: 300 });
    table.insert(Array.from({ length: 30 }, (_, i) => record(i, i % 7 === 0 ? 'a' : undefined)));
    const original = JSON.parse(`[${Buffer.concat(table.page(all)).toString()}]`);
    const frozen = table.freeze();
    const emptied = Buffer.from('{"value":null,"valid":true,"messages":[]}');
    const clearA = (text: StoredText): TextRewrite | undefined => {
      const found = findCell(text.bytes, text.start, text.end, keyText('a'));
      if (!found || found.cellStart === -1) return undefined;
      const errorFields = text.errorFields?.filter((field) => field !== 'a') ?? [];
      const valid = errorFields.length === 0;
      const splices = [{ from: found.cellStart, to: found.cellEnd, with: emptied }];
      if (valid !== found.valid) {
        splices.push({ from: found.validStart, to: found.validEnd, with: Buffer.from(`${valid}`) });
      }
      return { splices, valid, errorFields };
    };
    const cleared = (n: number) => ({
      ...record(n),
      values: {
        a: { value: null, valid: true, messages: [] },
        b: { value: `b${n}`, valid: true, messages: [] },
      },
    });

    table.rewriteText(clearA);
    const expected = Array.from({ length: 30 }, (_, i) => cleared(i));
    expect(JSON.parse(`[${Buffer.concat(table.page(all)).toString()}]`)).toEqual(expected);
    expect(table.counts()).toEqual({ total: 30, valid: 30, error: 0, errorsByField: {} });
    // Twice: the texts written by the first rewrite are rewritten again, to the same.
    table.rewriteText(clearA);
    expect(JSON.parse(`[${Buffer.concat(table.page(all)).toString()}]`)).toEqual(expected);
    // After deletes: tombstones and rewritten texts compacted together.
    table.load(frozen);
    table.delete(['r0', 'r5', 'r29']);
    table.rewriteText(clearA);
    const kept = expected.filter((r) => !['r0', 'r5', 'r29'].includes(r.id));
    expect(JSON.parse(`[${Buffer.concat(table.page(all)).toString()}]`)).toEqual(kept);
    expect(table.get('r6')).toEqual(cleared(6));
    // The frozen copy still holds every record as it was.
    table.load(frozen);
    expect(JSON.parse(`[${Buffer.concat(table.page(all)).toString()}]`)).toEqual(original);
    expect(table.counts()).toMatchObject({ total: 30, error: 5, errorsByField: { a: 5 } });
  });

  it('keeps the records rewritten before a rewrite threw whole', () => {
    const table = new RecordTable();
    table.insert(Array.from({ length: 10 }, (_, i) => record(i)));
    const marker = Buffer.from('"A"');
    expect(() =>
      table.rewriteText((text) => {
        if (text.id === 'r5') throw new Error('stop');
        const found = findCell(text.bytes, text.start, text.end, keyText('a'));
        const at = (found?.cellStart ?? 0) + '{"value":'.length;
        const to = text.bytes.indexOf(0x2c, at);
        return { splices: [{ from: at, to, with: marker }], valid: true, errorFields: undefined };
      }),
    ).toThrow('stop');
    const records = JSON.parse(`[${Buffer.concat(table.page(all)).toString()}]`) as StoredRecord[];
    expect(records.map((r) => r.values.a?.value)).toEqual([
      ...Array.from({ length: 5 }, () => 'A'),
      ...Array.from({ length: 5 }, (_, i) => `a${i + 5}`),
    ]);
  });
});

/**
 * Record ids kept as numbers must behave as the strings they stand for: every id comes back
 * exactly, and a search finds an id's position, or where it would be, in `compareRecordIds`
 * order, whether ids are the dev server's own (any tag, past six digits) or anything else.
 */
import { describe, expect, it } from 'vitest';
import { createIdGenerator } from '../runtime/ids';
import { RecordIds } from './record-ids';
import { compareRecordIds } from './record-query';
import { RecordTable } from './record-table';

/** A sorted mix of ids: two servers' (one far into its sequence), padded oddly, and foreign. */
function mixedIds(): string[] {
  const first = createIdGenerator({ tag: 'k3x9', counters: {} });
  const second = createIdGenerator({ tag: 'zz00', counters: { us_rc_: 36 ** 6 - 3 } });
  const ids = new Set<string>();
  for (let index = 0; index < 300; index++) {
    ids.add(first('us_rc_'));
    ids.add(second('us_rc_'));
  }
  for (const odd of [
    'us_rc_k3x90000001a',
    'us_rc_k3x9000',
    'us_rc_K3X9000001',
    'us_rc_k3x90000000001',
    'us_rc_k3x9-00001',
    'rec_1',
    'us_rc_k3x9000001\u00e9',
    'us_rc_k3x9zzzzzzzzzz',
    'us_rc_k3x9zzzzzzzzzzz',
  ]) {
    ids.add(odd);
  }
  return [...ids].sort(compareRecordIds);
}

describe('record ids', () => {
  it('gives back every id, and finds each at its position', () => {
    const sorted = mixedIds();
    const ids = new RecordIds();
    for (const id of sorted) ids.push(id);
    expect(ids.toArray()).toEqual(sorted);
    sorted.forEach((id, position) => {
      expect(ids.at(position)).toBe(id);
      expect(ids.search(id)).toBe(position);
    });
  });

  it('finds where a missing id would be, as compareRecordIds orders it', () => {
    const sorted = mixedIds();
    const kept = sorted.filter((_, index) => index % 3 === 0);
    const ids = new RecordIds();
    for (const id of kept) ids.push(id);
    for (const id of sorted) {
      const after = kept.findIndex((candidate) => compareRecordIds(candidate, id) > 0);
      const expected = kept.includes(id)
        ? kept.indexOf(id)
        : -1 - (after < 0 ? kept.length : after);
      expect({ id, position: ids.search(id) }).toEqual({ id, position: expected });
    }
  });

  it('copies ids from another column as they are (a compaction)', () => {
    const sorted = mixedIds();
    const ids = new RecordIds();
    for (const id of sorted) ids.push(id);
    const compacted = new RecordIds();
    for (let position = 0; position < sorted.length; position += 2) {
      compacted.pushFrom(ids, position);
    }
    expect(compacted.toArray()).toEqual(sorted.filter((_, index) => index % 2 === 0));
  });

  it('compares ids of two columns as compareRecordIds orders them', () => {
    const sorted = mixedIds();
    const odd = new RecordIds();
    const even = new RecordIds();
    sorted.forEach((id, index) => {
      (index % 2 === 0 ? even : odd).push(id);
    });
    const copy = even.copy();
    const sign = (order: number) => Math.sign(order);
    for (let position = 0; position < even.length; position++) {
      for (let theirs = 0; theirs < odd.length; theirs += 7) {
        const what = `${even.at(position)} against ${odd.at(theirs)}`;
        expect(sign(even.compareWith(position, odd, theirs)), what).toBe(
          sign(compareRecordIds(even.at(position), odd.at(theirs))),
        );
      }
      expect(even.compareWith(position, copy, position)).toBe(0);
    }
  });

  it('keeps a copy as it was while the column goes on (a snapshot of it)', () => {
    const sorted = mixedIds();
    const ids = new RecordIds();
    const half = sorted.length >> 1;
    for (const id of sorted.slice(0, half)) ids.push(id);
    const copy = ids.copy();
    for (const id of sorted.slice(half)) ids.push(id);
    ids.truncate(3);
    expect(copy.toArray()).toEqual(sorted.slice(0, half));
    // A copy grows on its own (a table restored from a snapshot inserts after it).
    copy.push(sorted[half] as string);
    expect(copy.at(half)).toBe(sorted[half]);
    expect(ids.toArray()).toEqual(sorted.slice(0, 3));
  });

  it('lets a record table find its records by id through deletes, compaction and a restore', () => {
    const nextId = createIdGenerator({ tag: 'ab12', counters: { us_rc_: 36 ** 6 - 50 } });
    const record = (id: string) => ({ id, values: { a: { value: id, valid: true } }, valid: true });
    // Ids of the server (crossing from six to seven digits) after a foreign one.
    const all = ['legacy_1', ...Array.from({ length: 100 }, () => nextId('us_rc_'))];
    const table = new RecordTable({ slabBytes: 1024, minWastedBytes: 0 });
    table.insert(all.map(record));
    const deleted = all.filter((_, index) => index % 4 === 1);
    expect(table.delete([...deleted, 'us_rc_ab12zzzzzzz'])).toEqual(deleted);
    const live = all.filter((id) => !deleted.includes(id));
    const found = () => all.filter((id) => table.get(id)?.id === id);
    expect(found()).toEqual(live);
    // A page after a deleted record starts at the next live one (positions compacted first).
    const after = all[5] as string;
    const page = JSON.parse(
      `[${Buffer.concat(table.page({ pageSize: 2, pageNumber: 1, after }))}]`,
    );
    expect(page.map((entry: { id: string }) => entry.id)).toEqual([all[6], all[7]]);
    const frozen = table.freeze();
    table.delete(live.slice(0, 40));
    table.load(frozen);
    expect(found()).toEqual(live);
    const more = [nextId('us_rc_'), nextId('us_rc_')];
    table.insert(more.map(record));
    expect(table.get(more[1] as string)?.id).toBe(more[1]);
    expect(table.size).toBe(live.length + 2);
  });
});

import { describe, expect, it } from 'vitest';
import type { StoredRecord } from './entities';
import { differences, entryText, restoredRecords } from './frozen-records';
import { RecordTable } from './record-table';

const record = (id: string, name: string): StoredRecord => ({
  id,
  values: { name: { value: name, valid: true, messages: [] } },
  valid: true,
});

const page = (table: RecordTable) =>
  JSON.parse(`[${Buffer.concat(table.page({ pageSize: 100, pageNumber: 1 })).toString()}]`);

/** A table with small slabs, so rewrites cross slabs and compaction happens. */
function smallTable() {
  const table = new RecordTable({ slabBytes: 256, minWastedBytes: 0 });
  table.insert(['a', 'b', 'c'].map((name, n) => record(`us_rc_00${n}`, name)));
  return table;
}

describe('FrozenRecords', () => {
  it('shares the slabs of the table instead of copying the text', () => {
    const table = smallTable();
    const frozen = table.freeze();
    const again = table.freeze();
    expect(frozen.slabs.length).toBeGreaterThan(0);
    frozen.slabs.forEach((slab, index) => {
      expect(slab).toBe(again.slabs[index]);
    });
    expect(entryText(frozen.entry(1))).toBe(JSON.stringify(record('us_rc_001', 'b')));
  });

  it('keeps its records as they were through rewrites, deletes and compaction of the table', () => {
    const table = smallTable();
    const before = page(table);
    const frozen = table.freeze();
    for (let round = 0; round < 20; round++) {
      table.replace([record('us_rc_000', `a${round}`), record('us_rc_002', `c${round}`)]);
    }
    table.delete(['us_rc_001']);
    table.insert([record('us_rc_003', 'd')]);
    expect([...differences(table.freeze(), frozen)].map((difference) => difference.kind)).toEqual([
      'updatedSince',
      'deletedSince',
      'updatedSince',
      'createdSince',
    ]);
    table.load(frozen);
    expect(page(table)).toEqual(before);
    expect(table.counts()).toMatchObject({ total: 3, valid: 3 });
    // Ids inserted before the load still bound the next ones.
    expect(() => table.insert([record('us_rc_003', 'again')])).toThrow(/does not order after/);
    table.insert([record('us_rc_004', 'e')]);
    expect(page(table).map((r: StoredRecord) => r.values.name?.value)).toEqual([
      'a',
      'b',
      'c',
      'e',
    ]);
  });

  it('finds no difference where only the location changed (compaction copied the bytes)', () => {
    const table = smallTable();
    const frozen = table.freeze();
    table.insert([record('us_rc_003', 'x')]);
    table.delete(['us_rc_003']);
    expect([...differences(table.freeze(), frozen)]).toEqual([]);
  });

  it('merges a partial restore in insertion order', () => {
    const table = smallTable();
    const frozen = table.freeze();
    table.delete(['us_rc_000']);
    table.replace([record('us_rc_001', 'B')]);
    table.insert([record('us_rc_003', 'd')]);
    const now = table.freeze();
    const names = (options: { created: boolean; updated: boolean; deleted: boolean }) => {
      const merged = restoredRecords(now, frozen, options);
      return Array.from({ length: merged.size }, (_, i) =>
        JSON.parse(entryText(merged.entry(i))),
      ).map((r: StoredRecord) => r.values.name?.value);
    };
    expect(names({ created: false, updated: false, deleted: true })).toEqual(['a', 'B', 'c', 'd']);
    expect(names({ created: true, updated: true, deleted: false })).toEqual(['b', 'c']);
  });

  it('tells a restore of every difference in the walk that merges, as differences() finds them', () => {
    const table = smallTable();
    const frozen = table.freeze();
    table.delete(['us_rc_000']);
    table.replace([record('us_rc_001', 'B')]);
    table.insert([record('us_rc_003', 'd')]);
    const now = table.freeze();
    const told: string[] = [];
    restoredRecords(now, frozen, { created: true, updated: true, deleted: true }, (difference) =>
      told.push(difference.kind),
    );
    expect(told).toEqual([...differences(now, frozen)].map((difference) => difference.kind));
    expect(told).toEqual(['deletedSince', 'updatedSince', 'createdSince']);
  });
});

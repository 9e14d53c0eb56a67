/**
 * A batch of records is stored whole or not at all, even when a record fails only as it is
 * written (here: a value JSON cannot serialize, which the HTTP layer never lets through, standing
 * in for any record that cannot be stored).
 */
import { describe, expect, it } from 'vitest';
import type { StoredRecord } from './entities';
import { RecordTable } from './record-table';

const record = (id: string, value: unknown): StoredRecord => ({
  id,
  values: { email: { value, valid: true } },
  valid: true,
});

function pageText(table: RecordTable): string {
  const chunks = table.page({ pageSize: 100, pageNumber: 1 });
  return `[${Buffer.concat(chunks).toString('utf8')}]`;
}

describe('record batches that cannot be stored', () => {
  it('an insert writes none of its records when one cannot be serialized', () => {
    const table = new RecordTable();
    table.insert([record('us_rc_00000001', 'kept')]);
    const before = pageText(table);
    expect(() =>
      table.insert([
        record('us_rc_00000002', 'a'),
        record('us_rc_00000003', 10n),
        record('us_rc_00000004', 'c'),
      ]),
    ).toThrow(/BigInt/);
    expect(table.size).toBe(1);
    expect(table.counts()).toMatchObject({ total: 1, valid: 1 });
    expect(table.get('us_rc_00000002')).toBeUndefined();
    expect(pageText(table)).toBe(before);
    expect(JSON.parse(pageText(table))).toHaveLength(1);
    // The ids of the refused batch were never taken: the table goes on as before.
    table.insert([record('us_rc_00000005', 'next')]);
    expect(JSON.parse(pageText(table)).map((r: StoredRecord) => r.id)).toEqual([
      'us_rc_00000001',
      'us_rc_00000005',
    ]);
  });

  it('a replace changes none of its records when one cannot be serialized', () => {
    const table = new RecordTable();
    table.insert([record('us_rc_00000001', 'one'), record('us_rc_00000002', 'two')]);
    const before = pageText(table);
    expect(() =>
      table.replace([record('us_rc_00000001', 'changed'), record('us_rc_00000002', 2n)]),
    ).toThrow(/BigInt/);
    expect(pageText(table)).toBe(before);
    expect(table.get('us_rc_00000001')?.values.email?.value).toBe('one');
    expect(table.delete(['us_rc_00000001', 'us_rc_00000002'])).toHaveLength(2);
    expect(table.size).toBe(0);
  });
});

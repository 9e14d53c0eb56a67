/**
 * `writeChangedUpdate`: an update in place whose new text is the stored text writes nothing (the
 * record is left as stored); any other writes exactly the text `writeUpdatedRecord` writes. And a
 * record table given such a writer replaces only the records whose text changes.
 * @module
 */
import { describe, expect, it } from 'vitest';
import type { SheetEntity, StoredRecord } from '../store/entities';
import { RecordTable } from '../store/record-table';
import { mapPage } from './mapped-page';
import type { RuleInput } from './mapping-rules';
import { newRecordBound, writeNewRecord } from './new-record-text';
import { compileTextMapping } from './text-mapping-program';
import {
  type PlannedUpdate,
  planUpdate,
  updatedRecordBound,
  writeChangedUpdate,
  writeUpdatedRecord,
} from './updated-record-text';

const sheet = {
  config: { fields: ['name', 'plan'].map((key) => ({ key, type: 'string' })) },
} as unknown as SheetEntity;

const rules: RuleInput[] = [
  { name: 'n', type: 'assign', config: { sourceField: 'src_name', destinationField: 'name' } },
  { name: 'p', type: 'assign', config: { sourceField: 'src_plan', destinationField: 'plan' } },
];

const source = (id: string, name: string, plan: string): StoredRecord => ({
  id,
  values: {
    src_name: { value: name, valid: true, messages: [] },
    src_plan: { value: plan, valid: true, messages: [] },
  },
  valid: true,
});

const pageOf = (records: StoredRecord[]) =>
  mapPage(compileTextMapping(rules, sheet), [
    Buffer.from(records.map((record) => JSON.stringify(record)).join(',')),
  ]);

/** The destination record a first run made from record `index` of `page` (comma dropped). */
function madeFrom(page: ReturnType<typeof pageOf>, index: number, id: string): Buffer {
  const out = Buffer.alloc(newRecordBound(page, index, id.length));
  const end = writeNewRecord(page, index, id, out, 0);
  return out.subarray(0, end - 1);
}

/** Writes each planned update with `writeChangedUpdate` one after another into one buffer. */
function writeAll(page: ReturnType<typeof pageOf>, planned: PlannedUpdate[]) {
  const out = Buffer.alloc(planned.reduce((sum, plan) => sum + updatedRecordBound(page, plan), 0));
  const texts: string[] = [];
  let at = 0;
  for (const plan of planned) {
    const end = writeChangedUpdate(page, plan, out, at);
    texts.push(out.toString('utf8', at, end));
    at = end;
  }
  return texts;
}

describe('writeChangedUpdate', () => {
  it('writes nothing for an update that would store the text already stored', () => {
    const before = pageOf([
      source('us_rc_1', 'Ada', 'pro'),
      source('us_rc_2', 'Grace', 'free'),
      source('us_rc_3', 'Alan', 'team'),
    ]);
    const stored = [0, 1, 2].map((index) => madeFrom(before, index, `us_rc_d${index}`));
    // The second source record changed since the first run; the others did not.
    const now = pageOf([
      source('us_rc_1', 'Ada', 'pro'),
      source('us_rc_2', 'Grace', 'enterprise'),
      source('us_rc_3', 'Alan', 'team'),
    ]);
    const planned = stored.map((text, index) => planUpdate(now, index, text) as PlannedUpdate);
    expect(planned.every(Boolean)).toBe(true);

    const texts = writeAll(now, planned);

    expect(texts[0]).toBe('');
    expect(texts[2]).toBe('');
    const expected = Buffer.alloc(updatedRecordBound(now, planned[1] as PlannedUpdate));
    const end = writeUpdatedRecord(now, planned[1] as PlannedUpdate, expected, 0);
    expect(texts[1]).toBe(expected.toString('utf8', 0, end));
    expect(JSON.parse((texts[1] as string).slice(0, -1)).values.plan.value).toBe('enterprise');
  });

  it('writes an update whose values are the same but whose stored cells differ', () => {
    const page = pageOf([source('us_rc_1', 'Ada', 'pro')]);
    // Same values, but a cell holds a message the update clears.
    const stored = Buffer.from(
      JSON.stringify({
        id: 'us_rc_d0',
        values: {
          name: { value: 'Ada', valid: true, messages: [{ type: 'info', message: 'checked' }] },
          plan: { value: 'pro', valid: true, messages: [] },
        },
        valid: true,
      }),
    );
    const [text] = writeAll(page, [planUpdate(page, 0, stored) as PlannedUpdate]);

    expect(JSON.parse((text as string).slice(0, -1)).values.name).toEqual({
      value: 'Ada',
      valid: true,
      messages: [],
    });
  });

  it('lets a record table replace only the records whose text changes', () => {
    const table = new RecordTable({ slabBytes: 512, minWastedBytes: 0 });
    const before = pageOf(
      Array.from({ length: 20 }, (_, index) => source(`us_rc_${index}`, `n${index}`, 'pro')),
    );
    const ids = Array.from({ length: 20 }, (_, index) => `us_rc_d${index + 10}`);
    table.insertValidWritten(
      ids,
      (index) => newRecordBound(before, index, (ids[index] as string).length),
      (index, out, at) => writeNewRecord(before, index, ids[index] as string, out, at),
    );
    const frozen = table.freeze();
    // Every third source record changed its plan.
    const now = pageOf(
      Array.from({ length: 20 }, (_, index) =>
        source(`us_rc_${index}`, `n${index}`, index % 3 === 0 ? 'team' : 'pro'),
      ),
    );
    const planned = ids.map(
      (id, index) => planUpdate(now, index, table.storedText(id) as Buffer) as PlannedUpdate,
    );

    const replaced = table.replaceValidWritten(
      ids,
      (index) => updatedRecordBound(now, planned[index] as PlannedUpdate),
      (index, out, at) => writeChangedUpdate(now, planned[index] as PlannedUpdate, out, at),
    );

    const changed = ids.filter((_, index) => index % 3 === 0);
    expect(replaced).toEqual(changed);
    const records = JSON.parse(
      `[${Buffer.concat(table.page({ pageSize: 100, pageNumber: 1 })).toString()}]`,
    ) as StoredRecord[];
    expect(records.map((record) => record.id)).toEqual(ids);
    expect(records.map((record) => record.values.plan?.value)).toEqual(
      ids.map((_, index) => (index % 3 === 0 ? 'team' : 'pro')),
    );
    expect(table.counts()).toMatchObject({ total: 20, valid: 20 });
    // The others are the very bytes a snapshot taken before still shares, not copies.
    const after = table.freeze();
    const shared = ids.map((_, index) => {
      const [was, is] = [frozen.entry(index), after.entry(index)];
      return was.slab === is.slab && was.offset === is.offset;
    });
    expect(shared).toEqual(ids.map((_, index) => index % 3 !== 0));
  });
});

/**
 * `stageUpdates`: an update in place whose new text is the stored text is left out (nothing is
 * stored for it); any other is kept, with exactly the text `writeUpdatedRecord` writes.
 * @module
 */
import { describe, expect, it } from 'vitest';
import type { SheetEntity, StoredRecord } from '../store/entities';
import { mapPage } from './mapped-page';
import type { RuleInput } from './mapping-rules';
import { newRecordBound, writeNewRecord } from './new-record-text';
import { stageUpdates } from './staged-updates';
import { compileTextMapping } from './text-mapping-program';
import {
  type PlannedUpdate,
  planUpdate,
  updatedRecordBound,
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

describe('stageUpdates', () => {
  it('leaves out the updates that would store the text already stored, keeps the others', () => {
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

    const staged = stageUpdates(now, planned);

    expect(staged.changed).toEqual([1]);
    const expected = Buffer.alloc(updatedRecordBound(now, planned[1] as PlannedUpdate));
    const end = writeUpdatedRecord(now, planned[1] as PlannedUpdate, expected, 0);
    const text = staged.bytes.subarray(staged.starts[0], staged.ends[0]);
    expect(text.toString()).toBe(expected.subarray(0, end).toString());
    expect(JSON.parse(text.subarray(0, -1).toString()).values.plan.value).toBe('enterprise');
  });

  it('keeps an update whose values are the same but whose stored cells differ', () => {
    const page = pageOf([source('us_rc_1', 'Ada', 'pro')]);
    // Same values, but a cell holds a message the update clears, and a cell no rule writes.
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
    const plan = planUpdate(page, 0, stored) as PlannedUpdate;

    const staged = stageUpdates(page, [plan]);

    expect(staged.changed).toEqual([0]);
    const text = staged.bytes.toString('utf8', staged.starts[0], (staged.ends[0] as number) - 1);
    expect(JSON.parse(text).values.name).toEqual({ value: 'Ada', valid: true, messages: [] });
  });

  it('stages nothing for an empty page, and many pages one after another', () => {
    expect(stageUpdates(pageOf([]), []).changed).toEqual([]);
    for (let round = 0; round < 3; round++) {
      const page = pageOf(
        Array.from({ length: 50 }, (_, index) => source(`us_rc_${index}`, `n${index}`, 'pro')),
      );
      const stored = Array.from({ length: 50 }, (_, index) =>
        madeFrom(page, index, `us_rc_d${index}`),
      );
      const planned = stored.map((text, index) => planUpdate(page, index, text) as PlannedUpdate);
      expect(stageUpdates(page, planned).changed).toEqual([]);
    }
  });
});

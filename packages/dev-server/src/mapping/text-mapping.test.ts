/**
 * The transform's text path against its object path: for random source records and programs,
 * the destination record written from the stored text is, byte for byte, what the records API
 * stores for the values `compileRules` gives (a new record, or one merged into a stored record),
 * with the same cell changes.
 * @module
 */
import { describe, expect, it } from 'vitest';
import { emptyCellFiller } from '../records/rules/empty-cells';
import {
  type CellChange,
  type CellInput,
  mergeRecord,
  newRecord,
} from '../records/rules/record-cells';
import type { SheetEntity, StoredRecord } from '../store/entities';
import { withCellMessages } from '../store/record-table';
import { cellInputsOf, mapPage } from './mapped-page';
import { compileRules, type RuleInput } from './mapping-rules';
import { newRecordBound, writeNewRecord } from './new-record-text';
import { compileTextMapping } from './text-mapping-program';
import {
  planUpdate,
  updateChanges,
  updatedRecordBound,
  writeUpdatedRecord,
} from './updated-record-text';

/** A small seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const SOURCE_KEYS = ['a', 'b.c', 'é "q"', 'd\\e', 'f'];
const DESTINATION_KEYS = ['x', 'y', 'z "w"', 'ü', 'v'];
const VALUES: unknown[] = [
  '',
  'plain',
  'quote " and \\ slash',
  'tab\tnew\nline',
  'ünï 😀',
  0,
  -1.5,
  1e21,
  true,
  false,
  null,
];

const sheetOf = (keys: string[]) =>
  ({ config: { fields: keys.map((key) => ({ key, type: 'string' })) } }) as unknown as SheetEntity;

const stored = (record: StoredRecord) => JSON.stringify(withCellMessages(record));

/** A source record of any shape the store may hold. */
function sourceRecord(next: () => number, index: number): StoredRecord {
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  const values: StoredRecord['values'] = {};
  for (const key of SOURCE_KEYS) {
    const roll = next();
    if (roll < 0.15) continue;
    if (roll < 0.25) values[key] = { valid: true, messages: [] };
    else if (roll < 0.35) {
      values[key] = {
        messages: [{ type: 'error', message: 'bad' }],
        value: pick(VALUES),
        valid: false,
      } as StoredRecord['values'][string];
    } else values[key] = { value: pick(VALUES), valid: true, messages: [] };
  }
  const record: StoredRecord = { id: `us_rc_${index}`, values, valid: next() < 0.8 };
  if (next() < 0.1) record.metadata = { from: 'test' };
  return record;
}

/** A program of random rules onto the destination keys (one rule per destination at most). */
function programOf(next: () => number): RuleInput[] {
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  const keys = [...DESTINATION_KEYS, 'extra'].sort(() => next() - 0.5).slice(0, 4);
  const rules: RuleInput[] = keys.map((destinationField, index) => {
    const kind = pick(['assign', 'assign', 'constant', 'concatenate', 'map-enum']);
    const name = `r${index}`;
    if (kind === 'assign') {
      return { name, type: kind, config: { sourceField: pick(SOURCE_KEYS), destinationField } };
    }
    if (kind === 'constant')
      return { name, type: kind, config: { destinationField, value: pick(VALUES) } };
    if (kind === 'concatenate') {
      return {
        name,
        type: kind,
        config: {
          sourceFields: [pick(SOURCE_KEYS), pick(SOURCE_KEYS)],
          destinationField,
          separator: '-',
        },
      };
    }
    return {
      name,
      type: kind,
      config: {
        sourceField: pick(SOURCE_KEYS),
        destinationField,
        values: { plain: 'P', '0': '', true: null },
      },
    };
  });
  rules.push({ name: 'skip', type: 'ignore', config: { sourceField: pick(SOURCE_KEYS) } });
  return rules;
}

/** The object path's cells for a record: `compileRules`' values, as the transform passed them. */
function objectCells(rules: RuleInput[], record: StoredRecord, forUpdate: boolean) {
  const values = compileRules(rules)(record.values);
  const cells: Record<string, CellInput> = {};
  for (const key in values) {
    const value = values[key] as CellInput['value'];
    if (value !== null) cells[key] = forUpdate ? { value, messages: [] } : { value };
    else if (forUpdate) cells[key] = { value: null, messages: [] };
  }
  return cells;
}

/** What the write functions put in a buffer, without the trailing comma. */
function written(bound: number, write: (out: Buffer, at: number) => number): string {
  const out = Buffer.alloc(bound + 8);
  const end = write(out, 3);
  expect(end - 3).toBeLessThanOrEqual(bound);
  expect(out[end - 1]).toBe(0x2c);
  return out.toString('utf8', 3, end - 1);
}

describe('compileTextMapping and mapPage', () => {
  for (const seed of [1, 2, 3, 4, 5, 6]) {
    it(`writes new records as the object path stores them (seed ${seed})`, () => {
      const next = random(seed);
      const sheet = sheetOf(DESTINATION_KEYS);
      const fill = emptyCellFiller(sheet);
      for (let round = 0; round < 20; round++) {
        const rules = programOf(next);
        const sources = Array.from({ length: 30 }, (_, index) => sourceRecord(next, index));
        const mapping = compileTextMapping(rules, sheet);
        expect(mapping.writesText).toBe(true);
        const page = mapPage(mapping, [Buffer.from(sources.map(stored).join(','))]);
        expect(page.ids).toEqual(sources.map((record) => record.id));
        sources.forEach((source, index) => {
          const id = `us_rc_new${index}`;
          const expected = stored(newRecord(id, fill(objectCells(rules, source, false))));
          const text = written(newRecordBound(page, index, id.length), (out, at) =>
            writeNewRecord(page, index, id, out, at),
          );
          expect(text).toBe(expected);
          expect(cellInputsOf(page, index, false)).toEqual(objectCells(rules, source, false));
        });
      }
    });

    it(`updates stored records in place as a merge does, with its changes (seed ${seed})`, () => {
      const next = random(seed + 100);
      const sheet = sheetOf(DESTINATION_KEYS);
      for (let round = 0; round < 20; round++) {
        const rules = programOf(next);
        const sources = Array.from({ length: 30 }, (_, index) => sourceRecord(next, index));
        const page = mapPage(compileTextMapping(rules, sheet), [
          Buffer.from(sources.map(stored).join(',')),
        ]);
        sources.forEach((source, index) => {
          // A destination record as an earlier run (or a person) left it.
          const existing = sourceRecord(next, 1000 + index);
          existing.values = Object.fromEntries(
            Object.entries(existing.values).map(([key, cell], at) => [
              DESTINATION_KEYS[at] ?? key,
              cell,
            ]),
          );
          const text = Buffer.from(stored(existing));
          const plan = planUpdate(page, index, text);
          const plain =
            existing.valid &&
            existing.metadata === undefined &&
            Object.values(existing.values).every((cell) => cell?.valid);
          if (!plain) {
            if (!existing.valid || existing.metadata !== undefined) expect(plan).toBeUndefined();
            return;
          }
          if (!plan) throw new Error('a plain valid record is planned');
          const changes: CellChange[] = [];
          const merged = mergeRecord(existing, objectCells(rules, source, true), changes);
          const rewritten = written(updatedRecordBound(page, plan), (out, at) =>
            writeUpdatedRecord(page, plan, out, at),
          );
          expect(rewritten).toBe(stored(merged));
          const found: CellChange[] = [];
          updateChanges(page, plan, existing.id, found, 100);
          expect(found).toEqual(changes);
        });
      }
    });
  }

  it('builds records as objects when a key would not keep its place in an object', () => {
    const rules: RuleInput[] = [
      { name: 'n', type: 'assign', config: { sourceField: 'a', destinationField: '7' } },
    ];
    expect(compileTextMapping(rules, sheetOf(['x', '7'])).writesText).toBe(false);
    expect(compileTextMapping(rules.slice(0, 0), sheetOf(['__proto__'])).writesText).toBe(false);
  });
});

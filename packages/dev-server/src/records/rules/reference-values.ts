/**
 * What a reference field can point at: the values of one field of the referenced sheet (with a
 * filter, paired with the values of its `refField`), as JSON texts with the number of records
 * holding each. The set is kept beside the store: a write that says which records it removed and
 * added moves only their values (see `applyRecordDelta`); after any other write it is rebuilt
 * from one scan when next asked for.
 * @module
 */

import { sheetsOf } from '../../runtime/lookups';
import type { DevRuntime } from '../../runtime/runtime';
import type { SheetEntity, StoredRecord } from '../../store/entities';

/** The referenced values of one field: lookup text → how many records hold it. */
export type ReferenceLookup = Pick<ReadonlyMap<string, number>, 'has'>;

export interface ReferenceValues {
  seenWrites: number;
  /** Moved in place by a record delta; replaced by a rebuild otherwise. */
  values: Map<string, number>;
}

function cellValue(record: StoredRecord, key: string): unknown {
  return Object.hasOwn(record.values, key) ? record.values[key]?.value : undefined;
}

/** The lookup text of a referenced value, paired with the filter's value when there is one. */
export function referenceText(value: unknown, filterValue?: unknown): string {
  const filterText = filterValue === undefined ? undefined : JSON.stringify(filterValue ?? null);
  return lookupText(JSON.stringify(value), filterText);
}

/**
 * The lookup text from JSON texts (as `JSON.stringify` writes them): the value's, or the pair of
 * it and the filter's (`JSON.stringify([value, filter])` has exactly this text).
 */
function lookupText(valueText: string, filterText: string | undefined): string {
  return filterText === undefined ? valueText : `[${valueText},${filterText}]`;
}

/** The sheet a reference's `ref` names: a sheet of the same workbook by slug, or by id. */
export function referencedSheet(
  runtime: DevRuntime,
  sheet: SheetEntity,
  ref: string,
): SheetEntity | undefined {
  const siblings = sheetsOf(runtime, sheet.workbookId);
  return siblings.find((candidate) => candidate.slug === ref) ?? runtime.store.sheets.get(ref);
}

/**
 * The lookup texts of the values of field `key` in a sheet's records (an array value counts each
 * element), each paired with the record's `refField` value when given.
 */
export function referenceValues(
  runtime: DevRuntime,
  sheetId: string,
  key: string,
  refField?: string,
): ReferenceLookup {
  const cache = runtime.state.referencedValues;
  const name = referenceSetName(sheetId, key, refField);
  const writes = runtime.store.records.writeCount(sheetId);
  const known = cache.get(name);
  if (known && known.seenWrites === writes) return known.values;
  const values = new Map<string, number>();
  runtime.store.records.scan(
    sheetId,
    () => true,
    (record) => {
      for (const text of textsOf(record, key, refField)) {
        values.set(text, (values.get(text) ?? 0) + 1);
      }
    },
  );
  cache.set(name, { seenWrites: writes, values });
  return values;
}

/** The lookup texts one record of the referenced sheet offers (each once). */
function textsOf(record: StoredRecord, key: string, refField: string | undefined): Set<string> {
  const value = cellValue(record, key);
  const filterValue = refField === undefined ? undefined : (cellValue(record, refField) ?? null);
  const texts = new Set<string>();
  for (const item of Array.isArray(value) ? value : [value]) {
    if (item !== undefined && item !== null) texts.add(referenceText(item, filterValue));
  }
  return texts;
}

/**
 * The lookup texts of one record added from text: its value's JSON text is the lookup text (both
 * are as `JSON.stringify` writes them; such a record holds scalars only, so no list to count).
 */
function textsOfAdded(
  added: AddedRecordTexts,
  record: number,
  key: string,
  refField: string | undefined,
): string[] {
  const value = added.valueText(record, key);
  if (value === undefined || value === 'null') return [];
  const filter = refField === undefined ? undefined : (added.valueText(record, refField) ?? 'null');
  return [lookupText(value, filter)];
}

/**
 * Records added from a request body's text (records/write/batch-text-records.ts), read without
 * building them: one field's value at a time, each a scalar.
 */
export interface AddedRecordTexts {
  readonly count: number;
  /** The JSON text of a record's scalar value of `key`, as `JSON.stringify` writes it, if any. */
  valueText(record: number, key: string): string | undefined;
}

/** The records one write removed (deleted, or their previous version) and added. */
export interface RecordDelta {
  removed: readonly StoredRecord[];
  added: readonly StoredRecord[] | AddedRecordTexts;
  /** The sheet's write count before the write: only sets that agreed with it are moved. */
  writesBefore: number;
}

/**
 * After a write that changed a sheet's values only through `delta`: the sets kept for it move
 * those records' values in place instead of being rebuilt from a scan. Returns, by set name (see
 * `referenceSetName`), the texts that became held or no longer are.
 */
export function applyRecordDelta(
  runtime: DevRuntime,
  sheetId: string,
  delta: RecordDelta,
): Map<string, Set<string>> {
  const flipped = new Map<string, Set<string>>();
  const cache = runtime.state.referencedValues;
  const writes = runtime.store.records.writeCount(sheetId);
  for (const [name, known] of cache) {
    const [owner, key, refField] = JSON.parse(name) as [string, string, string | null];
    if (owner !== sheetId || known.seenWrites !== delta.writesBefore) continue;
    const counts = known.values;
    /** Whether each text the write touched was held before it. */
    const heldBefore = new Map<string, boolean>();
    const move = (text: string, by: number) => {
      const count = counts.get(text) ?? 0;
      if (!heldBefore.has(text)) heldBefore.set(text, count > 0);
      if (count + by > 0) counts.set(text, count + by);
      else counts.delete(text);
    };
    for (const record of delta.removed) {
      for (const text of textsOf(record, key, refField ?? undefined)) move(text, -1);
    }
    const { added } = delta;
    if (Array.isArray(added)) {
      for (const record of added as readonly StoredRecord[]) {
        for (const text of textsOf(record, key, refField ?? undefined)) move(text, 1);
      }
    } else {
      const texts = added as AddedRecordTexts;
      for (let record = 0; record < texts.count; record++) {
        for (const text of textsOfAdded(texts, record, key, refField ?? undefined)) move(text, 1);
      }
    }
    const changed = new Set<string>();
    for (const [text, held] of heldBefore) if (held !== counts.has(text)) changed.add(text);
    known.seenWrites = writes;
    flipped.set(name, changed);
  }
  return flipped;
}

/** The name of the set of a sheet's values of `key` (paired with `refField`). */
export const referenceSetName = (sheetId: string, key: string, refField?: string) =>
  JSON.stringify([sheetId, key, refField ?? null]);

/**
 * A write of a sheet that changed messages only leaves its referenced values as they were: the
 * sets kept for it are told so, instead of being rebuilt from a scan.
 */
export function acknowledgeReferenceValues(
  runtime: DevRuntime,
  sheetId: string,
  writesBefore: number,
): void {
  const cache = runtime.state.referencedValues;
  const writes = runtime.store.records.writeCount(sheetId);
  for (const [name, known] of cache) {
    if (known.seenWrites === writesBefore && (JSON.parse(name) as string[])[0] === sheetId) {
      known.seenWrites = writes;
    }
  }
}

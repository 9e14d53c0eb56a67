/**
 * What a reference field can point at: the values of one field of the referenced sheet (with a
 * filter, paired with the values of its `refField`), as a set of JSON texts. The set is kept
 * beside the store and rebuilt from one scan only when the referenced sheet was written since.
 * @module
 */
import type { DevRuntime } from '../runtime/runtime';
import type { RecordStore } from '../store/dev-store';
import type { SheetEntity, StoredRecord } from '../store/entities';
import { sheetsOf } from './lookups';

interface ReferenceValues {
  seenWrites: number;
  /** Grown in place by inserts (see `addInsertedValues`); replaced by a rebuild otherwise. */
  values: Set<string>;
}

const valuesByStore = new WeakMap<RecordStore, Map<string, ReferenceValues>>();

function cellValue(record: StoredRecord, key: string): unknown {
  return Object.hasOwn(record.values, key) ? record.values[key]?.value : undefined;
}

/** The lookup text of a referenced value, paired with the filter's value when there is one. */
export function referenceText(value: unknown, filterValue?: unknown): string {
  return filterValue === undefined
    ? JSON.stringify(value)
    : JSON.stringify([value, filterValue ?? null]);
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
): ReadonlySet<string> {
  let cache = valuesByStore.get(runtime.store.records);
  if (!cache) {
    cache = new Map();
    valuesByStore.set(runtime.store.records, cache);
  }
  const name = referenceSetName(sheetId, key, refField);
  const writes = runtime.store.records.writeCount(sheetId);
  const known = cache.get(name);
  if (known && known.seenWrites === writes) return known.values;
  const values = new Set<string>();
  runtime.store.records.scan(
    sheetId,
    () => true,
    (record) => {
      for (const text of textsOf(record, key, refField)) values.add(text);
    },
  );
  cache.set(name, { seenWrites: writes, values });
  return values;
}

/** The lookup texts one record of the referenced sheet offers. */
function textsOf(record: StoredRecord, key: string, refField: string | undefined): string[] {
  const value = cellValue(record, key);
  const filterValue = refField === undefined ? undefined : (cellValue(record, refField) ?? null);
  const texts: string[] = [];
  for (const item of Array.isArray(value) ? value : [value]) {
    if (item !== undefined && item !== null) texts.push(referenceText(item, filterValue));
  }
  return texts;
}

/**
 * After records were inserted into a sheet (and nothing else changed its values since
 * `writesBefore`): the sets kept for it take the new records' values in place instead of being
 * rebuilt from a scan. Returns, by set, the texts it did not hold before (by the set's name, see
 * `referenceSetName`).
 */
export function addInsertedValues(
  runtime: DevRuntime,
  sheetId: string,
  records: readonly StoredRecord[],
  writesBefore: number,
): Map<string, Set<string>> {
  const added = new Map<string, Set<string>>();
  const cache = valuesByStore.get(runtime.store.records);
  if (!cache) return added;
  const writes = runtime.store.records.writeCount(sheetId);
  for (const [name, known] of cache) {
    const [owner, key, refField] = JSON.parse(name) as [string, string, string | null];
    if (owner !== sheetId || known.seenWrites !== writesBefore) continue;
    const fresh = new Set<string>();
    for (const record of records) {
      for (const text of textsOf(record, key, refField ?? undefined)) {
        if (known.values.has(text)) continue;
        known.values.add(text);
        fresh.add(text);
      }
    }
    known.seenWrites = writes;
    added.set(name, fresh);
  }
  return added;
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
  const cache = valuesByStore.get(runtime.store.records);
  if (!cache) return;
  const writes = runtime.store.records.writeCount(sheetId);
  for (const [name, known] of cache) {
    if (known.seenWrites === writesBefore && (JSON.parse(name) as string[])[0] === sheetId) {
      known.seenWrites = writes;
    }
  }
}

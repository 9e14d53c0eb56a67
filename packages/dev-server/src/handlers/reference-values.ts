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
  const name = JSON.stringify([sheetId, key, refField ?? null]);
  const writes = runtime.store.records.writeCount(sheetId);
  const known = cache.get(name);
  if (known && known.seenWrites === writes) return known.values;
  const values = new Set<string>();
  runtime.store.records.scan(
    sheetId,
    () => true,
    (record) => {
      const value = cellValue(record, key);
      const filterValue =
        refField === undefined ? undefined : (cellValue(record, refField) ?? null);
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item !== undefined && item !== null) values.add(referenceText(item, filterValue));
      }
    },
  );
  cache.set(name, { seenWrites: writes, values });
  return values;
}

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

/**
 * What changed on a sheet since a snapshot: the summary (`includeSummary`) and the changed records
 * (`GET /v1/snapshots/{id}/records`), both from one walk over the sheet's records and the
 * snapshot's in insertion order (`differences`). Only changed records are parsed.
 * @module
 */
import type { Schema } from '../contract/wire-types';
import type { StoredCell, StoredRecord } from '../store/entities';
import {
  type ChangeKind,
  differences,
  type FrozenRecords,
  parseEntry,
  type RecordDifference,
} from '../store/frozen-records';
import type { StoredSnapshot } from './snapshot-registry';

type SummarySection = Schema<'SnapshotSummarySection'>;

/** A cell value as JSON text, `null` for an empty cell: values are equal when their texts are. */
const valueText = (cell: StoredCell | undefined) => JSON.stringify(cell?.value ?? null);

const cellOf = (record: StoredRecord, key: string) =>
  Object.hasOwn(record.values, key) ? record.values[key] : undefined;

/** The keys whose value differs between two versions of a record. */
export function changedKeys(now: StoredRecord, then: StoredRecord): string[] {
  const keys = new Set([...Object.keys(now.values), ...Object.keys(then.values)]);
  return [...keys].filter((key) => valueText(cellOf(now, key)) !== valueText(cellOf(then, key)));
}

/** The keys with a value (not empty) in a record. */
function filledKeys(record: StoredRecord): string[] {
  return Object.keys(record.values).filter((key) => valueText(cellOf(record, key)) !== 'null');
}

function count(section: SummarySection, keys: string[]): void {
  section.total++;
  const byField = section.byField as Record<string, number>;
  for (const key of keys) byField[key] = (byField[key] ?? 0) + 1;
}

/**
 * The summary of a snapshot against the sheet now: records created, updated and deleted since
 * (`byField`: for created and deleted records the fields they have a value in, for updated ones
 * the fields whose value changed), the schema diff by field key, and the snapshot's sheet config.
 */
export function snapshotSummary(
  snapshot: StoredSnapshot,
  now: FrozenRecords,
  currentFieldKeys: string[],
): Schema<'SnapshotSummary'> {
  const section = (): SummarySection => ({ total: 0, byField: {} });
  const summary = {
    createdSince: section(),
    updatedSince: section(),
    deletedSince: section(),
  };
  for (const difference of differences(now, snapshot.records)) {
    if (difference.kind === 'createdSince') {
      count(summary.createdSince, filledKeys(parseEntry(difference.current)));
    } else if (difference.kind === 'deletedSince') {
      count(summary.deletedSince, filledKeys(parseEntry(difference.saved)));
    } else {
      const keys = changedKeys(parseEntry(difference.current), parseEntry(difference.saved));
      count(summary.updatedSince, keys);
    }
  }
  const thenKeys = new Set(snapshot.sheetConfig.fields.map((field) => field.key));
  const nowKeys = new Set(currentFieldKeys);
  const schemaDiff: Record<string, 'added' | 'removed' | 'unchanged'> = {};
  for (const key of nowKeys) schemaDiff[key] = thenKeys.has(key) ? 'unchanged' : 'added';
  for (const key of thenKeys) if (!nowKeys.has(key)) schemaDiff[key] = 'removed';
  return { ...summary, schemaDiff, config: snapshot.sheetConfig };
}

/**
 * A changed record as `getSnapshotRecords` shows it: the record as it is now (as the snapshot had
 * it, for a deleted one), each cell with `snapshotValue` (the snapshot's value; absent for a record
 * created since), and its `changeType`.
 */
export function diffRecord(difference: RecordDifference): Schema<'DiffRecord'> {
  const then = difference.kind === 'createdSince' ? undefined : parseEntry(difference.saved);
  const shown =
    difference.kind === 'deletedSince' ? (then as StoredRecord) : parseEntry(difference.current);
  const values: Record<string, Schema<'DiffValue'>> = {};
  const keys = new Set([...Object.keys(shown.values), ...Object.keys(then?.values ?? {})]);
  for (const key of keys) {
    // Stored cells hold what the contract accepted: their values are `CellScalar`s.
    const cell = { ...(cellOf(shown, key) ?? { valid: true }) } as Schema<'DiffValue'>;
    if (then) cell.snapshotValue = cellOf(then, key)?.value ?? null;
    values[key] = cell;
  }
  return { ...shown, values, changeType: difference.kind };
}

/** One page of the records changed since a snapshot, of one kind or of every kind. */
export function changedRecordsPage(
  snapshot: StoredSnapshot,
  now: FrozenRecords,
  query: { changeType?: ChangeKind; pageSize: number; pageNumber: number },
): Schema<'DiffRecord'>[] {
  const page: Schema<'DiffRecord'>[] = [];
  let toSkip = (query.pageNumber - 1) * query.pageSize;
  for (const difference of differences(now, snapshot.records)) {
    if (query.changeType !== undefined && difference.kind !== query.changeType) continue;
    if (toSkip > 0) {
      toSkip--;
      continue;
    }
    page.push(diffRecord(difference));
    if (page.length >= query.pageSize) break;
  }
  return page;
}

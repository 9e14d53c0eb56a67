/**
 * The one write path of records: insert, merge and delete, for every caller (the records API, the
 * delete-records job, a transform, an extraction's rows, a seed). A batch is prepared and checked
 * whole first (prepare-records.ts); then the unique index moves and settles, the store is written,
 * one commit is announced and the references to the sheet are rechecked. Nothing outside
 * `records/write/` writes records to the store.
 * @module
 */
import type { DevRuntime } from '../../runtime/runtime';
import type { SheetEntity, StoredRecord, WorkbookEntity } from '../../store/entities';
import type { CellChange, CellInput } from '../rules/record-cells';
import { prepareNewRecords, prepareUpdates, type RecordUpdate } from './prepare-records';
import {
  announceDeletedRecords,
  announceInsertedRecords,
  announceUpdatedRecords,
  relinkAfterWrite,
} from './record-announcements';
import type { CommitIds, CommitOptions } from './sheet-commits';
import type { SheetTarget } from './sheet-target';
import { uniqueWrite } from './unique-rules';

/**
 * Inserts records made from cell values (see `prepareNewRecords` for `at`). Returns the records
 * stored, their stored text (as a records page holds it) and the commit.
 */
export function insertCellInputs(
  runtime: DevRuntime,
  target: SheetTarget,
  batch: Record<string, CellInput>[],
  at?: string,
): { records: StoredRecord[]; chunks: Buffer[]; commit: CommitIds } {
  const records = prepareNewRecords(runtime, target, batch, at);
  return { records, ...storeNewRecords(runtime, target.workbook, target.sheet, records) };
}

/** Merges updates into stored records (each must exist) and announces them as one commit. */
export function mergeUpdates(
  runtime: DevRuntime,
  target: SheetTarget,
  updates: RecordUpdate[],
  options: CommitOptions = {},
): CommitIds {
  const { originals, merged, changes } = prepareUpdates(target, updates);
  return storeMergedRecords(
    runtime,
    target.workbook,
    target.sheet,
    originals,
    merged,
    changes,
    options,
  );
}

/**
 * Stores new records as the records API does, for every caller (its handler, a transform): the
 * unique index moved and settled, one commit announced (with the records a duplicate put in
 * error), the references to the sheet rechecked. Returns the stored text and the commit.
 */
function storeNewRecords(
  runtime: DevRuntime,
  workbook: WorkbookEntity,
  sheet: SheetEntity,
  records: StoredRecord[],
): { chunks: Buffer[]; commit: CommitIds } {
  const writesBefore = runtime.store.records.writeCount(sheet.id);
  const unique = uniqueWrite(runtime, sheet);
  for (const record of records) unique?.change(undefined, record);
  const duplicates = unique?.settle() ?? [];
  const chunks = runtime.store.records.insert(sheet.id, records);
  unique?.done();
  const recordIds = records.map((record) => record.id);
  const commit = announceInsertedRecords(runtime, workbook, sheet, recordIds, duplicates);
  relinkAfterWrite(runtime, sheet, { removed: [], added: records, writesBefore });
  return { chunks, commit };
}

/**
 * Stores merged records in place of their originals (by id) as the records API does: the unique
 * index moved and settled, one commit for them and the records whose duplicate status changed,
 * the references to the sheet rechecked.
 */
function storeMergedRecords(
  runtime: DevRuntime,
  workbook: WorkbookEntity,
  sheet: SheetEntity,
  originals: ReadonlyMap<string, StoredRecord>,
  merged: ReadonlyMap<string, StoredRecord>,
  changes: CellChange[],
  options: CommitOptions,
): CommitIds {
  const writesBefore = runtime.store.records.writeCount(sheet.id);
  const unique = uniqueWrite(runtime, sheet);
  for (const [id, record] of merged) unique?.change(originals.get(id), record);
  const duplicates = unique?.settle() ?? [];
  runtime.store.records.replace(sheet.id, [...merged.values()]);
  unique?.done();
  const updatedIds = [...merged.keys(), ...duplicates];
  const commit = announceUpdatedRecords(runtime, workbook, sheet, updatedIds, changes, options);
  relinkAfterWrite(runtime, sheet, {
    removed: [...merged.keys()].map((id) => originals.get(id) as StoredRecord),
    added: [...merged.values()],
    writesBefore,
  });
  return commit;
}

/**
 * Deletes stored records as the records API does: the records a deleted duplicate leaves alone
 * are announced updated, the deletion is one commit, the references to the sheet rechecked.
 * Ids of no record are skipped. `records` (those records, parsed) spares reading them back;
 * without them they are read only when a unique rule needs them. Returns the ids deleted.
 */
export function storeDeletions(
  runtime: DevRuntime,
  workbook: WorkbookEntity,
  sheet: SheetEntity,
  ids: string[],
  records?: StoredRecord[],
): { deleted: string[]; commit: CommitIds } {
  const writesBefore = runtime.store.records.writeCount(sheet.id);
  const unique = uniqueWrite(runtime, sheet);
  // Read back only for a unique rule; then the references' recheck uses them too.
  const removed =
    records ??
    (unique
      ? runtime.store.records.get(sheet.id, ids).filter((record) => record !== undefined)
      : undefined);
  if (unique) for (const record of removed ?? []) unique.remove(record);
  const duplicates = unique?.settle() ?? [];
  const recordIds = runtime.store.records.delete(sheet.id, ids);
  unique?.done();
  announceUpdatedRecords(runtime, workbook, sheet, duplicates, []);
  const commit = announceDeletedRecords(runtime, workbook, sheet, recordIds);
  const delta = removed && { removed, added: [], writesBefore };
  relinkAfterWrite(runtime, sheet, delta);
  return { deleted: recordIds, commit };
}

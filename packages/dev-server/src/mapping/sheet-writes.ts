/**
 * The record writes a transform makes, with the records API's rules and events: new records get
 * the sheet's built-in validation and `records:created`, updates merge as `PUT …/records` does and
 * announce `records:updated`, deletes announce `records:deleted`; each batch ends with the
 * sheet's counts. The transform needs the ids it wrote (the HTTP handlers answer with pages).
 * @module
 */
import { sheetContext } from '../events/contexts';
import { builtinRules } from '../handlers/builtin-rules';
import { type CellChange, type CellInput, mergeRecord, newRecord } from '../handlers/record-cells';
import { announceUpdatedRecords, emitCounts, relinkAfterWrite } from '../handlers/records';
import type { DevRuntime } from '../runtime/runtime';
import type { SheetEntity, StoredRecord, WorkbookEntity } from '../store/entities';

/** The sheet a transform writes, and its built-in rules (made once per run). */
export interface SheetTarget {
  workbook: WorkbookEntity;
  sheet: SheetEntity;
  rules: ReturnType<typeof builtinRules>;
}

export function sheetTarget(workbook: WorkbookEntity, sheet: SheetEntity): SheetTarget {
  return { workbook, sheet, rules: builtinRules(sheet) };
}

/** Inserts records made from cell values; returns their ids, in order. */
export function insertCells(
  runtime: DevRuntime,
  target: SheetTarget,
  batch: Record<string, CellInput>[],
): string[] {
  if (batch.length === 0) return [];
  const records = batch.map((cells) => newRecord(runtime.nextId('us_rc_'), cells, target.rules));
  const writesBefore = runtime.store.records.writeCount(target.sheet.id);
  runtime.store.records.insert(target.sheet.id, records);
  const recordIds = records.map((record) => record.id);
  runtime.events.emit(
    'records:created',
    { sheetId: target.sheet.id, recordIds, recordCount: recordIds.length },
    sheetContext(runtime, target.workbook, target.sheet),
  );
  emitCounts(runtime, target.workbook, target.sheet, recordIds.length);
  relinkAfterWrite(runtime, target.sheet, { removed: [], added: records, writesBefore });
  return recordIds;
}

/** Merges cells into stored records (each must exist) and announces the changes. */
export function updateCells(
  runtime: DevRuntime,
  target: SheetTarget,
  updates: { record: StoredRecord; cells: Record<string, CellInput> }[],
): void {
  if (updates.length === 0) return;
  const changes: CellChange[] = [];
  const merged = updates.map(({ record, cells }) =>
    mergeRecord(record, cells, changes, target.rules),
  );
  runtime.store.records.replace(target.sheet.id, merged);
  announceUpdatedRecords(
    runtime,
    target.workbook,
    target.sheet,
    merged.map((record) => record.id),
    changes,
  );
  relinkAfterWrite(runtime, target.sheet);
}

/** Deletes the records with these ids that exist; returns how many did. */
export function deleteRecordIds(runtime: DevRuntime, target: SheetTarget, ids: string[]): number {
  if (ids.length === 0) return 0;
  const recordIds = runtime.store.records.delete(target.sheet.id, ids);
  if (recordIds.length === 0) return 0;
  runtime.events.emit(
    'records:deleted',
    { sheetId: target.sheet.id, recordIds, recordCount: recordIds.length },
    sheetContext(runtime, target.workbook, target.sheet),
  );
  emitCounts(runtime, target.workbook, target.sheet, recordIds.length);
  relinkAfterWrite(runtime, target.sheet);
  return recordIds.length;
}

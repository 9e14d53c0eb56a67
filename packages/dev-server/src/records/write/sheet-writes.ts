/**
 * The record writes a transform makes, through the records API's own writes (`storeNewRecords`,
 * `storeMergedRecords`, `storeDeletions`): the destination's built-in rules (references
 * included), its unique constraints, a cell for every field, one commit per batch with
 * `records:created` / `records:updated` / `records:deleted` and the counts. The transform needs
 * the ids it wrote (the HTTP handlers answer with pages).
 * @module
 */

import type { DevRuntime } from '../../runtime/runtime';
import type { SheetEntity, StoredRecord, WorkbookEntity } from '../../store/entities';
import { storeDeletions, storeMergedRecords, storeNewRecords } from '../records';
import { builtinRules } from '../rules/builtin-rules';
import { emptyCellFiller } from '../rules/empty-cells';
import { type CellChange, type CellInput, mergeRecord, newRecord } from '../rules/record-cells';

/** The sheet a transform writes, its built-in rules and its empty cells, as they are now. */
export interface SheetTarget {
  workbook: WorkbookEntity;
  sheet: SheetEntity;
  rules: ReturnType<typeof builtinRules>;
  fill: ReturnType<typeof emptyCellFiller>;
}

/**
 * The destination as it is now. A transform pauses between pages, and meanwhile the sheet may
 * change (a constraint, a field) or go, and the referenced values its rules hold may be rebuilt:
 * it is taken again for every batch. A sheet gone fails the run.
 */
export function sheetTarget(runtime: DevRuntime, sheetId: string): SheetTarget {
  const sheet = runtime.store.sheets.get(sheetId);
  const workbook = sheet && runtime.store.workbooks.get(sheet.workbookId);
  if (!sheet || !workbook) {
    throw new Error(`the destination sheet ${sheetId} was deleted while the transform ran`);
  }
  return { workbook, sheet, rules: builtinRules(sheet, runtime), fill: emptyCellFiller(sheet) };
}

/** Inserts records made from cell values; returns their ids, in order. */
export function insertCells(
  runtime: DevRuntime,
  target: SheetTarget,
  batch: Record<string, CellInput>[],
): string[] {
  if (batch.length === 0) return [];
  const records = batch.map((cells) =>
    newRecord(runtime.nextId('us_rc_'), target.fill(cells), target.rules),
  );
  storeNewRecords(runtime, target.workbook, target.sheet, records);
  return records.map((record) => record.id);
}

/** Merges cells into stored records (each must exist) and announces the changes. */
export function updateCells(
  runtime: DevRuntime,
  target: SheetTarget,
  updates: { record: StoredRecord; cells: Record<string, CellInput> }[],
): void {
  if (updates.length === 0) return;
  const changes: CellChange[] = [];
  const originals = new Map(updates.map(({ record }) => [record.id, record]));
  const merged = new Map(
    updates.map(({ record, cells }) => [
      record.id,
      mergeRecord(record, cells, changes, target.rules),
    ]),
  );
  storeMergedRecords(runtime, target.workbook, target.sheet, originals, merged, changes);
}

/** Deletes the records with these ids that exist; returns how many did. */
export function deleteRecordIds(runtime: DevRuntime, target: SheetTarget, ids: string[]): number {
  if (ids.length === 0) return 0;
  // Records deleted by hand since the transform made them are skipped.
  return storeDeletions(runtime, target.workbook, target.sheet, ids).deleted.length;
}

/**
 * Writes that rewrite a sheet's records where they are, one record at a time from the stored text
 * (so a million records are never held as objects): cells merged into the records a selection
 * picks (bulk update, find and replace), a cell rewritten as text (clear column), and every
 * record following its sheet's new fields. Part of the one write path.
 * @module
 */
import type { DevRuntime } from '../../runtime/runtime';
import type { SheetEntity, StoredRecord, WorkbookEntity } from '../../store/entities';
import type { RecordSelection } from '../../store/record-query';
import type { StoredText, TextRewrite } from '../../store/record-table';
import { builtinRules } from '../rules/builtin-rules';
import { emptyCellFiller } from '../rules/empty-cells';
import { type CellChange, type CellInput, isRecordValid, mergeRecord } from '../rules/record-cells';
import { answerRewrite, MAX_REPORTED_CHANGES } from './record-announcements';
import type { SheetTarget } from './sheet-target';
import { type UniqueWrite, uniqueWrite } from './unique-rules';

/** What a cell rewrite merges into which records. */
export interface CellRewrite {
  /** Whether a record's stored text may need the rewrite: a cheap test that skips the rest. */
  mightChange: (text: string) => boolean;
  /** The cells to merge into a record, or undefined to leave it as it is. */
  cellsFor: (record: StoredRecord) => Record<string, CellInput> | undefined;
  /** Whether a record is written when no value changed (the cells set messages). */
  keepUnchanged: boolean;
  selection: RecordSelection & { ids?: string[] };
}

/**
 * Merges cells into the selected records in place and answers as the data operations do (the
 * count, one commit for every record touched; with `silent`, a commit that emits nothing). With
 * no rewrite (nothing can change), nothing is written and the answer says so.
 */
export function rewriteCells(
  runtime: DevRuntime,
  target: SheetTarget,
  rewrite: CellRewrite | undefined,
  options: { silent?: boolean } = {},
) {
  const { workbook, sheet, rules } = target;
  const recordIds: string[] = [];
  const changes: CellChange[] = [];
  const recordChanges: CellChange[] = [];
  const unique = uniqueWrite(runtime, sheet);
  if (rewrite) {
    runtime.store.records.rewrite(
      sheet.id,
      rewrite.mightChange,
      (record): StoredRecord | undefined => {
        const cells = rewrite.cellsFor(record);
        if (cells === undefined) return undefined;
        recordChanges.length = 0;
        const updated = mergeRecord(record, cells, recordChanges, rules);
        if (recordChanges.length === 0 && !rewrite.keepUnchanged) return undefined;
        // One change past the cap is kept, so the event can say its list was cut.
        if (changes.length <= MAX_REPORTED_CHANGES) changes.push(...recordChanges);
        unique?.changeNow(record, updated);
        recordIds.push(record.id);
        return updated;
      },
      rewrite.selection,
    );
  }
  return answerRewrite(runtime, workbook, sheet, unique, recordIds, changes, options);
}

/**
 * Rewrites a sheet's records from their stored text (see `RecordTable.rewriteText`), for a
 * rewrite that splices the text itself (clear column); the caller announces it (`answerRewrite`)
 * with the unique rules it moved.
 */
export function rewriteRecordTexts(
  runtime: DevRuntime,
  found: { workbook: WorkbookEntity; sheet: SheetEntity },
  change: (text: StoredText) => TextRewrite | undefined,
  unique: UniqueWrite | undefined,
  recordIds: string[],
  changes: CellChange[],
) {
  runtime.store.records.rewriteText(found.sheet.id, change);
  return answerRewrite(runtime, found.workbook, found.sheet, unique, recordIds, changes);
}

/**
 * Rewrites every record of a sheet for its new fields (a cell for every field, none for a removed
 * one, the built-in rules run again); the sheet must already be stored. Announced by the sheet's
 * change (`sheet:updated`, the counts), not as a commit.
 */
export function reshapeRecords(runtime: DevRuntime, sheet: SheetEntity, removed: string[]): void {
  const fill = emptyCellFiller(sheet);
  const rules = builtinRules(sheet, runtime);
  runtime.store.records.rewrite(
    sheet.id,
    () => true,
    (record): StoredRecord => {
      const values = { ...record.values };
      for (const key of removed) delete values[key];
      fill(values);
      rules?.(values);
      const next = { ...record, values };
      next.valid = isRecordValid(next);
      return next;
    },
  );
}

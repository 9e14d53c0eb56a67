/**
 * What a write to a sheet's records announces, after it is stored: one commit (see
 * sheet-commits.ts) carrying the records event (`records:created|updated|deleted`) and the
 * sheet's new counts, then the references to the sheet rechecked. Every write of the one write
 * path ends here.
 * @module
 */
import { sheetContext } from '../../runtime/contexts';
import type { DevRuntime } from '../../runtime/runtime';
import type { SheetEntity, WorkbookEntity } from '../../store/entities';
import type { CellChange } from '../rules/record-cells';
import type { RecordDelta } from '../rules/reference-values';
import {
  type AnnounceRelinked,
  type ReferenceTarget,
  relinkMovedReferences,
  relinkReferencesTo,
} from './reference-links';
import {
  type CommitIds,
  type CommitOptions,
  commitWrite,
  currentVersion,
  silentCommit,
} from './sheet-commits';
import { settleRewrite, type UniqueWrite } from './unique-rules';

/** `records:updated` lists at most this many cell changes (its `recordIds` lists every record). */
export const MAX_REPORTED_CHANGES = 1000;

export function emitCounts(
  runtime: DevRuntime,
  workbook: WorkbookEntity,
  sheet: SheetEntity,
  updated: number,
) {
  const { total, valid, error } = runtime.store.records.counts(sheet.id);
  runtime.events.emit(
    'sheet:counts-updated',
    { sheetId: sheet.id, workbookId: workbook.id, counts: { total, valid, error, updated } },
    sheetContext(runtime, workbook, sheet),
  );
}

/**
 * After records of a sheet were updated: one commit (see `commitWrite`) carrying
 * `records:updated` and the sheet's new counts. `changes` may hold more than
 * {@link MAX_REPORTED_CHANGES} (a caller may stop collecting past it): the event lists that many
 * and says `changesTruncated`. Returns the commit's ids, or the sheet's current version when no
 * record changed (then nothing is emitted).
 */
export function announceUpdatedRecords(
  runtime: DevRuntime,
  workbook: WorkbookEntity,
  sheet: SheetEntity,
  recordIds: string[],
  changes: CellChange[],
  options: CommitOptions = {},
): CommitIds {
  if (recordIds.length === 0) return currentVersion(runtime, sheet.id);
  return commitWrite(
    runtime,
    workbook,
    sheet,
    'cells',
    (commit) => {
      runtime.events.emit(
        'records:updated',
        {
          sheetId: sheet.id,
          recordIds,
          changes: changes.slice(0, MAX_REPORTED_CHANGES),
          changesTruncated: changes.length > MAX_REPORTED_CHANGES,
          ...commit,
        },
        sheetContext(runtime, workbook, sheet),
      );
      emitCounts(runtime, workbook, sheet, recordIds.length);
    },
    options,
  );
}

/**
 * After a write to a sheet's records: the reference cells of the sheets referencing it whose value
 * the write made found or not found get their `unlinked` messages set again, one commit per sheet.
 */
export function relinkAfterWrite(
  runtime: DevRuntime,
  sheet: SheetEntity,
  delta?: RecordDelta,
): void {
  relinkReferencesTo(runtime, sheet, announceRelinked(runtime), delta);
}

/**
 * After sheets were removed or changed: the reference cells of the fields in `before` that no
 * longer point at the same sheet are checked again, one commit per sheet whose records changed.
 */
export function relinkAfterMove(runtime: DevRuntime, before: ReferenceTarget[]): void {
  if (before.length > 0) relinkMovedReferences(runtime, before, announceRelinked(runtime));
}

const announceRelinked =
  (runtime: DevRuntime): AnnounceRelinked =>
  (workbook, referencing, recordIds) => {
    announceUpdatedRecords(runtime, workbook, referencing, recordIds, []);
  };

/**
 * The answer of an operation that rewrote a sheet's records in place (bulk update, clear column,
 * find and replace): the unique index settled, then one commit announced for every record touched
 * (with `silent`, a commit that emits nothing, see `silentCommit`).
 */
export function answerRewrite(
  runtime: DevRuntime,
  workbook: WorkbookEntity,
  sheet: SheetEntity,
  unique: UniqueWrite | undefined,
  recordIds: string[],
  changes: CellChange[],
  options: { silent?: boolean } = {},
) {
  const touched = settleRewrite(unique, recordIds);
  const commit =
    options.silent === true && touched.length > 0
      ? silentCommit(runtime, sheet)
      : announceUpdatedRecords(runtime, workbook, sheet, touched, changes);
  relinkAfterWrite(runtime, sheet);
  return { data: { success: true, recordCount: recordIds.length, ...commit } };
}

/**
 * After records were inserted into a sheet: `records:updated` for the other records whose unique
 * messages changed (`duplicates`), then one commit carrying `records:created` and the counts.
 */
export function announceInsertedRecords(
  runtime: DevRuntime,
  workbook: WorkbookEntity,
  sheet: SheetEntity,
  recordIds: string[],
  duplicates: string[],
): CommitIds {
  // Only when there are some: with none it would make a sheet never written a version of its own.
  if (duplicates.length > 0) announceUpdatedRecords(runtime, workbook, sheet, duplicates, []);
  return announceRecords(runtime, workbook, sheet, 'records:created', recordIds);
}

/** After records of a sheet were deleted: one commit carrying `records:deleted` and the counts. */
export function announceDeletedRecords(
  runtime: DevRuntime,
  workbook: WorkbookEntity,
  sheet: SheetEntity,
  recordIds: string[],
): CommitIds {
  return announceRecords(runtime, workbook, sheet, 'records:deleted', recordIds);
}

/** One commit carrying the records event and the counts (none when no record was written). */
function announceRecords(
  runtime: DevRuntime,
  workbook: WorkbookEntity,
  sheet: SheetEntity,
  topic: 'records:created' | 'records:deleted',
  recordIds: string[],
): CommitIds {
  if (recordIds.length === 0) return currentVersion(runtime, sheet.id);
  const kind = topic === 'records:created' ? 'cells' : 'delete';
  return commitWrite(runtime, workbook, sheet, kind, () => {
    runtime.events.emit(
      topic,
      { sheetId: sheet.id, recordIds, recordCount: recordIds.length },
      sheetContext(runtime, workbook, sheet),
    );
    emitCounts(runtime, workbook, sheet, recordIds.length);
  });
}

/**
 * Restoring a snapshot: the sheet's records become the snapshot's (as `RestoreOptions` say), as
 * one commit. The restored records share the snapshot's text: nothing is copied, so restoring a
 * million records costs a walk over both versions, not a rewrite. `POST /v1/snapshots/{id}/restore`
 * is answered here, with the other writes of records, rather than in snapshots/ (which only
 * freezes and compares).
 * @module
 */

import type { HandlerMap } from '../http/operation-handler';
import { sheetContext } from '../runtime/contexts';
import { requireSheet } from '../runtime/lookups';
import type { DevRuntime } from '../runtime/runtime';
import { changedKeys } from '../snapshots/snapshot-changes';
import { requireSnapshot, type StoredSnapshot } from '../snapshots/snapshot-registry';
import { parseEntry, type RestoreOptions, restoredRecords } from '../store/frozen-records';
import type { CellChange } from './rules/record-cells';
import { reshapeRecords } from './write/cell-rewrites';
import { emitCounts, MAX_REPORTED_CHANGES, relinkAfterWrite } from './write/record-announcements';
import { replaceWithFrozen } from './write/record-tables';
import { type CommitIds, commitWrite, currentVersion } from './write/sheet-commits';

/** A restore without a body puts everything back. */
export const RESTORE_EVERYTHING: RestoreOptions = { created: true, updated: true, deleted: true };

const cellValueOf = (values: Record<string, { value?: unknown }>, key: string) =>
  (Object.hasOwn(values, key) ? values[key]?.value : undefined) ?? null;

/**
 * Restores a snapshot into its sheet. Emits, in one commit: `records:deleted` for the records
 * created since (with `created`), `records:created` for those deleted since (with `deleted`),
 * `records:updated` for those updated since (with `updated`; `changes` capped as every
 * `records:updated` is), and the sheet's counts. Nothing when nothing differs.
 */
export function restoreSnapshot(
  runtime: DevRuntime,
  snapshot: StoredSnapshot,
  options: RestoreOptions,
): CommitIds {
  const { sheet, workbook } = requireSheet(runtime, snapshot.entity.sheetId, 'snapshotId');
  const now = runtime.store.records.freeze(sheet.id);
  const removed: string[] = [];
  const putBack: string[] = [];
  const reverted: string[] = [];
  const changes: CellChange[] = [];
  const restored = restoredRecords(now, snapshot.records, options, (difference) => {
    if (difference.kind === 'createdSince') {
      if (options.created) removed.push(difference.current.id);
    } else if (difference.kind === 'deletedSince') {
      if (options.deleted) putBack.push(difference.saved.id);
    } else if (options.updated) {
      reverted.push(difference.current.id);
      if (changes.length > MAX_REPORTED_CHANGES) return;
      const current = parseEntry(difference.current);
      const previous = parseEntry(difference.saved);
      for (const fieldKey of changedKeys(current, previous)) {
        changes.push({
          recordId: current.id,
          fieldKey,
          previousValue: cellValueOf(current.values, fieldKey),
          newValue: cellValueOf(previous.values, fieldKey),
        });
      }
    }
  });
  if (removed.length + putBack.length + reverted.length === 0) {
    return currentVersion(runtime, sheet.id);
  }
  replaceWithFrozen(runtime, sheet.id, restored);
  // Records put back were judged by the sheet's fields then: a field added since (a required
  // one, say) or changed judges them again, as it judged the records it found when it came.
  if (JSON.stringify(snapshot.sheetConfig.fields) !== JSON.stringify(sheet.config.fields)) {
    const keys = new Set(sheet.config.fields.map((field) => field.key));
    const removedSince = snapshot.sheetConfig.fields
      .map((field) => field.key)
      .filter((key) => !keys.has(key));
    reshapeRecords(runtime, sheet, removedSince);
  }
  const context = sheetContext(runtime, workbook, sheet);
  const kind = putBack.length + reverted.length > 0 ? 'cells' : 'delete';
  const committed = commitWrite(runtime, workbook, sheet, kind, (commit) => {
    if (removed.length > 0) {
      runtime.events.emit(
        'records:deleted',
        { sheetId: sheet.id, recordIds: removed, recordCount: removed.length },
        context,
      );
    }
    if (putBack.length > 0) {
      runtime.events.emit(
        'records:created',
        { sheetId: sheet.id, recordIds: putBack, recordCount: putBack.length },
        context,
      );
    }
    if (reverted.length > 0) {
      runtime.events.emit(
        'records:updated',
        {
          sheetId: sheet.id,
          recordIds: reverted,
          changes: changes.slice(0, MAX_REPORTED_CHANGES),
          changesTruncated: changes.length > MAX_REPORTED_CHANGES,
          ...commit,
        },
        context,
      );
    }
    emitCounts(runtime, workbook, sheet, removed.length + putBack.length + reverted.length);
  });
  relinkAfterWrite(runtime, sheet);
  return committed;
}

export const snapshotRestoreHandlers: HandlerMap = {
  restoreSnapshot: ({ params, body }, runtime) => {
    const snapshot = requireSnapshot(runtime, params.snapshotId as string, 'snapshotId');
    const options = (body as RestoreOptions | undefined) ?? RESTORE_EVERYTHING;
    const commit = restoreSnapshot(runtime, snapshot, options);
    return { data: { ...snapshot.entity, ...commit } };
  },
};

/**
 * A change of a sheet's configuration, however it came (a field operation, a workbook update):
 * the stored sheet is replaced, its records follow its fields (a cell for every field, none for a
 * removed one, the built-in rules of the new fields), and `sheet:updated`,
 * `sheet:calculation-updated` and `sheet:counts-updated` say what changed.
 * @module
 */

import { reshapeRecords } from '../records/write/cell-rewrites';
import {
  emitCounts,
  relinkAfterMove,
  relinkAfterWrite,
} from '../records/write/record-announcements';
import { referenceTargets } from '../records/write/reference-links';
import { reconcileUniqueRules } from '../records/write/unique-rules';
import { sheetContext } from '../runtime/contexts';
import { fieldChanges } from '../runtime/lookups';
import type { DevRuntime } from '../runtime/runtime';
import type { SheetConfig, SheetEntity, WorkbookEntity } from '../store/entities';
import { announceCalculations } from './calculations';

/** One entry of `sheet:updated`'s `changes`. */
export interface SheetChange {
  type: 'field_added' | 'field_removed' | 'field_updated' | 'config_updated';
  details: unknown;
}

/** The changes from one sheet configuration to the next, fields first. */
export function sheetChanges(before: SheetConfig, after: SheetConfig): SheetChange[] {
  const changes: SheetChange[] = [];
  const previous = new Map(before.fields.map((field) => [field.key, field]));
  for (const field of after.fields) {
    const old = previous.get(field.key);
    previous.delete(field.key);
    if (!old) changes.push({ type: 'field_added', details: { key: field.key } });
    else if (JSON.stringify(old) !== JSON.stringify(field)) {
      changes.push({ type: 'field_updated', details: { key: field.key } });
    }
  }
  for (const key of previous.keys()) changes.push({ type: 'field_removed', details: { key } });
  const { fields: _before, ...restBefore } = before;
  const { fields: _after, ...restAfter } = after;
  for (const change of fieldChanges(restBefore, restAfter)) {
    changes.push({ type: 'config_updated', details: change });
  }
  return changes;
}

/**
 * Stores `updated` in place of `sheet` (unless `changes` is empty) and emits what changed. When
 * fields changed, the records are rewritten first, so the events describe the stored state.
 */
export function saveSheetChanges(
  runtime: DevRuntime,
  workbook: WorkbookEntity,
  sheet: SheetEntity,
  updated: SheetEntity,
  changes: SheetChange[],
): void {
  if (changes.length === 0) return;
  // A slug changed: references by slug may point elsewhere now.
  const referencing = referenceTargets(runtime, [sheet]);
  runtime.store.sheets.put(updated);
  const keyOf = (change: SheetChange) => (change.details as { key: string }).key;
  const fieldChanged = changes.filter((change) => change.type !== 'config_updated');
  const before = fieldChanged.length > 0 ? runtime.store.records.counts(sheet.id) : undefined;
  if (fieldChanged.length > 0) {
    const removed = fieldChanged.filter((change) => change.type === 'field_removed').map(keyOf);
    reshapeRecords(runtime, updated, removed);
    // A unique rule added, changed or gone with a field: the messages follow at once.
    reconcileUniqueRules(runtime, updated);
  }
  runtime.events.emit(
    'sheet:updated',
    { sheetId: sheet.id, workbookId: workbook.id, changes },
    sheetContext(runtime, workbook, updated),
  );
  if (before) {
    const touched = fieldChanged.filter((change) => change.type !== 'field_removed').map(keyOf);
    announceCalculations(runtime, workbook, updated, new Set(touched));
    const after = runtime.store.records.counts(sheet.id);
    // Every record was rewritten (a cell added or dropped, the rules run again).
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      emitCounts(runtime, workbook, updated, after.total);
    }
  }
  // References that pointed here and no longer do, and those that point here now or whose values
  // changed (a field removed, a slug taken): their cells follow.
  relinkAfterMove(runtime, referencing);
  relinkAfterWrite(runtime, updated);
}

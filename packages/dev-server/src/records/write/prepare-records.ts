/**
 * Preparing a batch for the write path, once for every caller (the records API, a transform, an
 * extraction's rows, a seed): new records from cell values (their keys checked against the sheet,
 * a cell for every field, the built-in rules run), and updates merged into stored records. The
 * whole batch is prepared, and so checked, before anything is written.
 * @module
 */

import type { DevRuntime } from '../../runtime/runtime';
import type { StoredRecord, ValidationMessage } from '../../store/entities';
import {
  type CellChange,
  type CellInput,
  fieldKeyChecker,
  mergeRecord,
  newRecord,
  normalizeMessages,
} from '../rules/record-cells';
import type { SheetTarget } from './sheet-target';

/**
 * New records (ids assigned) from cell values. With `at` (`body`), each record's keys are checked
 * against the sheet first, an unknown one a 400 naming `at[index]`; without it the caller built
 * the keys from the sheet's own fields.
 */
export function prepareNewRecords(
  runtime: DevRuntime,
  target: SheetTarget,
  batch: Record<string, CellInput>[],
  at?: string,
): StoredRecord[] {
  if (at !== undefined) {
    const checkKey = fieldKeyChecker(target.sheet);
    batch.forEach((cells, index) => {
      checkKey(cells, `${at}[${index}]`);
    });
  }
  return batch.map((cells) =>
    newRecord(runtime.nextId('us_rc_'), target.fill(cells), target.rules),
  );
}

/**
 * One update of a stored record: cells merged in, and optionally its metadata, config and own
 * messages (each replacing what the record had).
 */
export interface RecordUpdate {
  record: StoredRecord;
  cells: Record<string, CellInput>;
  metadata?: StoredRecord['metadata'];
  config?: StoredRecord['config'];
  messages?: ValidationMessage[];
}

/** The record with its own messages replaced (none kept when the list is empty). */
function withOwnMessages(record: StoredRecord, messages: ValidationMessage[]): StoredRecord {
  const { messages: _replaced, ...rest } = record;
  const normalized = normalizeMessages(messages);
  return normalized.length > 0 ? { ...rest, messages: normalized } : rest;
}

/** A batch of updates merged: the records before and after (by id), and the cells changed. */
export interface PreparedUpdates {
  originals: Map<string, StoredRecord>;
  merged: Map<string, StoredRecord>;
  changes: CellChange[];
}

/** Merges updates into their records; two updates of one record apply in order. */
export function prepareUpdates(target: SheetTarget, updates: RecordUpdate[]): PreparedUpdates {
  const originals = new Map<string, StoredRecord>();
  const merged = new Map<string, StoredRecord>();
  const changes: CellChange[] = [];
  for (const update of updates) {
    const { id } = update.record;
    if (!originals.has(id)) originals.set(id, update.record);
    let base = merged.get(id) ?? update.record;
    // Before the merge: the record's validity is derived from its own messages too.
    if (update.messages !== undefined) base = withOwnMessages(base, update.messages);
    let record = mergeRecord(base, update.cells, changes, target.rules);
    if (update.metadata !== undefined) record = { ...record, metadata: update.metadata };
    if (update.config !== undefined) record = { ...record, config: update.config };
    merged.set(id, record);
  }
  return { originals, merged, changes };
}

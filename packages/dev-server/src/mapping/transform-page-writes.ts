/**
 * One page of a transform written into the destination: each source record's destination record
 * (the one the last run made from it, when ids are kept and it still exists) updated in place, or
 * a new one added. Written as text (new-record-text.ts, updated-record-text.ts) where the
 * destination sheet lets it; the records API's own merge and insert, from the same values, where
 * a rule of the sheet reads them or a stored record is of another shape.
 * @module
 */

import type { CellChange, CellInput } from '../records/rules/record-cells';
import type { RecordUpdate } from '../records/write/prepare-records';
import { MAX_REPORTED_CHANGES } from '../records/write/record-announcements';
import { insertCellInputs, mergeUpdates } from '../records/write/record-writes';
import type { SheetTarget } from '../records/write/sheet-target';
import {
  acceptsWrittenRecords,
  insertWrittenRecords,
  replaceWrittenRecords,
} from '../records/write/written-records';
import type { DevRuntime } from '../runtime/runtime';
import type { StoredRecord } from '../store/entities';
import { cellInputsOf, type MappedPage } from './mapped-page';
import { newRecordBound, writeNewRecord } from './new-record-text';
import type { LineagePairs, LineageWalk } from './transform-lineage';
import {
  type PlannedUpdate,
  planUpdate,
  updateChanges,
  updatedRecordBound,
  writeChangedUpdate,
} from './updated-record-text';

/** Writes one mapped page; `made` gets the page's pairs, in the source's order. */
export function writeMappedPage(
  runtime: DevRuntime,
  target: SheetTarget,
  page: MappedPage,
  earlier: LineageWalk | undefined,
  made: LineagePairs,
): { added: number; updated: number } {
  const asText = page.mapping.writesText && acceptsWrittenRecords(runtime, target);
  const records = runtime.store.records;
  const sheetId = target.sheet.id;
  const planned: PlannedUpdate[] = [];
  const plannedIds: string[] = [];
  const changes: CellChange[] = [];
  const merges: RecordUpdate[] = [];
  const inserted: number[] = [];
  const insertedIds: string[] = [];
  const inserts: Record<string, CellInput>[] = [];
  page.ids.forEach((sourceId, record) => {
    const destinationId = earlier?.destinationOf(sourceId);
    const stored =
      destinationId === undefined ? undefined : records.storedText(sheetId, destinationId);
    if (earlier && destinationId !== undefined && stored !== undefined) {
      earlier.keepFound(made);
      const plan = asText ? planUpdate(page, record, stored) : undefined;
      if (plan) {
        planned.push(plan);
        plannedIds.push(destinationId);
        updateChanges(page, plan, destinationId, changes, MAX_REPORTED_CHANGES + 1);
      } else {
        const existing = JSON.parse(stored.toString('utf8')) as StoredRecord;
        merges.push({ record: existing, cells: cellInputsOf(page, record, true) });
      }
      return;
    }
    if (asText) {
      // Ids handed out in the source's order, so the pairs stay in it.
      const id = runtime.nextId('us_rc_');
      made.add(sourceId, id);
      inserted.push(record);
      insertedIds.push(id);
    } else {
      inserted.push(record);
      inserts.push(cellInputsOf(page, record, false));
    }
  });
  // Written straight into the store, each compared there with its stored text, which it reads
  // in place: an update that changes nothing takes its bytes back and leaves the record as it is.
  replaceWrittenRecords(
    runtime,
    target,
    plannedIds,
    {
      bound: (index) => updatedRecordBound(page, planned[index] as PlannedUpdate),
      write: (index, out, at) => writeChangedUpdate(page, planned[index] as PlannedUpdate, out, at),
    },
    changes,
  );
  if (merges.length > 0) mergeUpdates(runtime, target, merges);
  if (asText) {
    insertWrittenRecords(runtime, target, insertedIds, {
      bound: (index) =>
        newRecordBound(page, inserted[index] as number, (insertedIds[index] as string).length),
      write: (index, out, at) =>
        writeNewRecord(page, inserted[index] as number, insertedIds[index] as string, out, at),
    });
  } else if (inserts.length > 0) {
    const stored = insertCellInputs(runtime, target, inserts).records;
    inserted.forEach((record, index) => {
      made.add(page.ids[record] as string, (stored[index] as StoredRecord).id);
    });
  }
  return { added: inserted.length, updated: planned.length + merges.length };
}

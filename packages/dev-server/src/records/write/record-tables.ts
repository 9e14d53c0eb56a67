/**
 * A sheet's record table as a whole: made with the sheet, dropped with it, filled from saved
 * state (`--data`), or replaced by a snapshot's records (a restore, announced by its caller).
 * Part of the one write path: nothing outside `records/write/` writes records to the store.
 * @module
 */
import type { DevRuntime } from '../../runtime/runtime';
import type { StoredRecord } from '../../store/entities';
import type { FrozenRecords } from '../../store/frozen-records';
import type { ScannedRecords } from '../../store/stored-records-scan';
import { dropCommitsOf } from './commit-log';

/** Makes the (empty) record table of a new sheet. */
export function createRecordTable(runtime: DevRuntime, sheetId: string): void {
  runtime.store.records.createSheet(sheetId);
}

/** Drops the record table of a sheet that is removed, and the commits made on it. */
export function dropRecordTable(runtime: DevRuntime, sheetId: string): void {
  runtime.store.records.dropSheet(sheetId);
  dropCommitsOf(runtime, sheetId);
}

/** Appends records read back from saved state, as they were saved: no rule runs, nothing is announced. */
export function loadSavedRecords(
  runtime: DevRuntime,
  sheetId: string,
  records: StoredRecord[],
): void {
  runtime.store.records.insert(sheetId, records);
}

/**
 * Appends records read back from saved state as their stored text, copied as it is (the scan
 * checked it is what `loadSavedRecords` would store): nothing parsed, no rule runs, nothing is
 * announced.
 */
export function loadSavedRecordTexts(
  runtime: DevRuntime,
  sheetId: string,
  records: ScannedRecords,
): void {
  runtime.store.records.insertScanned(sheetId, records);
}

/** Replaces every record of a sheet with frozen ones (a snapshot restore). */
export function replaceWithFrozen(
  runtime: DevRuntime,
  sheetId: string,
  frozen: FrozenRecords,
): void {
  runtime.store.records.load(sheetId, frozen);
}

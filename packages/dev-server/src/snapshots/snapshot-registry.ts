/**
 * The snapshots a server keeps: for each, what the API shows (`SnapshotEntity`), the sheet's
 * records frozen when it was taken (their text shared with the sheet, see `FrozenRecords`) and the
 * sheet's configuration then (for the summary's schema diff). A sheet keeps its
 * {@link MAX_SNAPSHOTS_PER_SHEET} newest snapshots; the snapshots of a deleted sheet go with it.
 * @module
 */

import type { Schema } from '../contract/wire-types';
import { notFound } from '../http/http-error';
import type { DevRuntime } from '../runtime/runtime';
import type { SheetConfig, StoredRecord } from '../store/entities';
import type { FrozenRecords } from '../store/frozen-records';
import { RecordTable } from '../store/record-table';
import type { ScannedRecords } from '../store/stored-records-scan';

/** A snapshot as the API shows it (the summary is computed when asked for). */
export type SnapshotEntity = Omit<Schema<'Snapshot'>, 'summary'>;

export interface StoredSnapshot {
  entity: SnapshotEntity;
  records: FrozenRecords;
  sheetConfig: SheetConfig;
}

/**
 * How many snapshots a sheet keeps: taking one more drops its oldest. Each may hold on to as much
 * record text as the sheet had when it was taken (once the sheet has changed), so the bound keeps
 * the server's memory bounded however often a column is cleared.
 */
export const MAX_SNAPSHOTS_PER_SHEET = 10;

/** Drops the snapshots whose sheet no longer exists (it was deleted, or the server reset). */
function dropOrphans(runtime: DevRuntime, registry: Map<string, StoredSnapshot>): void {
  for (const [id, snapshot] of registry) {
    if (!runtime.store.sheets.get(snapshot.entity.sheetId)) registry.delete(id);
  }
}

/** Keeps a new snapshot, dropping the sheet's oldest beyond the bound. */
export function keepSnapshot(runtime: DevRuntime, snapshot: StoredSnapshot): void {
  const registry = runtime.state.snapshots;
  dropOrphans(runtime, registry);
  registry.set(snapshot.entity.id, snapshot);
  const ofSheet = snapshotsOfSheet(runtime, snapshot.entity.sheetId);
  for (const old of ofSheet.slice(0, Math.max(0, ofSheet.length - MAX_SNAPSHOTS_PER_SHEET))) {
    registry.delete(old.entity.id);
  }
}

/** The snapshots of a sheet, oldest first. */
export function snapshotsOfSheet(runtime: DevRuntime, sheetId: string): StoredSnapshot[] {
  const registry = runtime.state.snapshots;
  dropOrphans(runtime, registry);
  return [...registry.values()].filter((snapshot) => snapshot.entity.sheetId === sheetId);
}

/** Every snapshot kept, oldest first (what `--data` saves). */
export function snapshotsOf(runtime: DevRuntime): StoredSnapshot[] {
  const registry = runtime.state.snapshots;
  dropOrphans(runtime, registry);
  return [...registry.values()];
}

/** Slabs of restored snapshots: smaller than a live sheet's, most snapshots are small. */
const RESTORED_SIZES = { slabBytes: 1 << 20, minWastedBytes: 64 << 20 };

/**
 * Adds a batch of a saved snapshot's records (in their order) before the snapshot comes back:
 * `--data` saves them in batches before the snapshot's own line, and they wait in a table of
 * their own, frozen when that line comes.
 */
export function restoreSnapshotRecords(
  runtime: DevRuntime,
  snapshotId: string,
  records: StoredRecord[] | ScannedRecords,
): void {
  const tables = runtime.state.snapshotsLoading;
  let table = tables.get(snapshotId);
  if (!table) {
    table = new RecordTable(RESTORED_SIZES);
    tables.set(snapshotId, table);
  }
  // Records read as their stored text (see stored-records-scan.ts) are copied as they are.
  if (Array.isArray(records)) table.insert(records);
  else table.insertScanned(records);
}

/** Keeps a saved snapshot again, with the records `restoreSnapshotRecords` read for it. */
export function restoreSavedSnapshot(
  runtime: DevRuntime,
  saved: { entity: SnapshotEntity; sheetConfig: SheetConfig },
): void {
  const tables = runtime.state.snapshotsLoading;
  const table = tables.get(saved.entity.id) ?? new RecordTable(RESTORED_SIZES);
  tables.delete(saved.entity.id);
  keepSnapshot(runtime, { ...saved, records: table.freeze() });
}

/** The snapshot with this id, or a 404 naming `key`. */
export function requireSnapshot(runtime: DevRuntime, id: string, key: string): StoredSnapshot {
  const registry = runtime.state.snapshots;
  const found = registry.get(id);
  if (!found || !runtime.store.sheets.get(found.entity.sheetId)) {
    registry.delete(id);
    throw notFound('Snapshot', id, key);
  }
  return found;
}

export function deleteSnapshot(runtime: DevRuntime, id: string): void {
  runtime.state.snapshots.delete(id);
}

/**
 * A data clip's sheet: the clip's own copy of records of its source sheet, to work on apart. It is
 * a sheet of the source's workbook with the source's configuration, marked with the clip's id
 * (`dataClipId`): the records API reads and writes it by its id (`clipSheetId`), but it is not
 * listed among the workbook's sheets, and it announces no `sheet:created`. Records come in by
 * `addRecordsToDataClip`, through the one write path, each remembered with the source record it
 * copies and the values it had then (what both sides are compared with).
 * @module
 */
import { conflict, notFound } from '../http/http-error';
import type { CellInput } from '../records/rules/record-cells';
import { createRecordTable, dropRecordTable } from '../records/write/record-tables';
import { insertCellInputs } from '../records/write/record-writes';
import { targetOf } from '../records/write/sheet-target';
import type { ResourceEntity } from '../resources/resource-definition';
import { storedCollection } from '../resources/resource-store';
import { requireSheet } from '../runtime/lookups';
import type { DevRuntime } from '../runtime/runtime';
import type { SheetEntity, StoredRecord } from '../store/entities';

/** Which source record each clip record copies, and its values when it was clipped. */
export const clipRecordsOf = storedCollection('data-clip-records');

/** A clip record with what it is compared with. */
export interface ClippedRecord {
  /** The clip's record (its id is the clip record's). */
  clip: StoredRecord;
  /** The source record now; undefined once it was deleted from the source sheet. */
  source: StoredRecord | undefined;
  sourceRecordId: string;
  /** The values both had when the record was clipped, by field key. */
  snapshot: Record<string, unknown>;
}

/** Makes the clip's sheet (empty) beside its source sheet; returns its id. */
export function openClipSheet(
  runtime: DevRuntime,
  source: SheetEntity,
  clipSheetId: string,
  dataClipId: string,
): void {
  const now = runtime.now();
  const sheet: SheetEntity = {
    id: clipSheetId,
    workbookId: source.workbookId,
    name: source.name,
    slug: source.slug,
    config: source.config,
    dataClipId,
    createdAt: now,
    updatedAt: now,
  };
  runtime.store.sheets.put(sheet);
  createRecordTable(runtime, sheet.id);
}

/** Removes a deleted clip's sheet with its records, and what was remembered of them. */
export function dropClipSheet(runtime: DevRuntime, clip: ResourceEntity): void {
  const sheetId = String(clip.clipSheetId);
  if (runtime.store.sheets.get(sheetId)?.dataClipId === clip.id) {
    runtime.store.sheets.delete(sheetId);
    dropRecordTable(runtime, sheetId);
  }
  for (const clipped of clipRecordsOf(runtime).list()) {
    if (clipped.dataClipId === clip.id) clipRecordsOf(runtime).delete(clipped.id);
  }
}

const valuesOf = (record: StoredRecord) =>
  Object.fromEntries(Object.entries(record.values).map(([key, cell]) => [key, cell.value ?? null]));

/**
 * Copies source records into the clip (each must be a record of the source sheet not clipped
 * yet, 404/409 naming it; the batch is checked whole first). Returns the write's stored text and
 * commit, as an insert's.
 */
export function addClipRecords(runtime: DevRuntime, clip: ResourceEntity, recordIds: string[]) {
  const sourceSheetId = String(clip.sourceSheetId);
  requireSheet(runtime, sourceSheetId, 'sourceSheetId');
  const found = runtime.store.records.get(sourceSheetId, recordIds);
  const clipped = new Set(clippedRecords(runtime, clip).map((record) => record.sourceRecordId));
  recordIds.forEach((id, index) => {
    if (!found[index])
      throw notFound(`Record of sheet ${sourceSheetId}`, id, `body.recordIds[${index}]`);
    if (clipped.has(id) || recordIds.indexOf(id) !== index) {
      throw conflict(`Record ${id} is in data clip ${clip.id} already`, `body.recordIds[${index}]`);
    }
  });
  const sources = found as StoredRecord[];
  const target = targetOf(runtime, requireSheet(runtime, String(clip.clipSheetId), 'clipSheetId'));
  const batch = sources.map(
    (record): Record<string, CellInput> =>
      Object.fromEntries(
        Object.entries(record.values).map(([key, cell]) => [
          key,
          { value: cell.value as CellInput['value'] },
        ]),
      ),
  );
  const written = insertCellInputs(runtime, target, batch);
  written.records.forEach((record, index) => {
    const source = sources[index] as StoredRecord;
    clipRecordsOf(runtime).put({
      id: record.id,
      dataClipId: clip.id,
      sourceRecordId: source.id,
      snapshot: valuesOf(source),
    });
  });
  return written;
}

/** The clip's records, in the order they were clipped, each with its source and snapshot. */
export function clippedRecords(runtime: DevRuntime, clip: ResourceEntity): ClippedRecord[] {
  const remembered = clipRecordsOf(runtime)
    .list()
    .filter((clipped) => clipped.dataClipId === clip.id);
  const clips = runtime.store.records.get(
    String(clip.clipSheetId),
    remembered.map((clipped) => clipped.id),
  );
  const sources = runtime.store.records.get(
    String(clip.sourceSheetId),
    remembered.map((clipped) => String(clipped.sourceRecordId)),
  );
  const records: ClippedRecord[] = [];
  remembered.forEach((clipped, index) => {
    const record = clips[index];
    // A record deleted from the clip's sheet is no longer in the clip.
    if (!record) return;
    records.push({
      clip: record,
      source: sources[index],
      sourceRecordId: String(clipped.sourceRecordId),
      snapshot: clipped.snapshot as Record<string, unknown>,
    });
  });
  return records;
}

/** The clip record a request names, by its own id or by the id of the source record it copies. */
export function clippedRecordNamed(
  records: ClippedRecord[],
  id: string,
): ClippedRecord | undefined {
  return records.find((record) => record.clip.id === id || record.sourceRecordId === id);
}

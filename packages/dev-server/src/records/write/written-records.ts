/**
 * Records written as their stored text by the caller (a transform writes a record's JSON straight
 * from its source record's text), for a sheet where nothing reads the values on the way in: no
 * built-in rule, no unique constraint. The caller writes exactly what the records API would
 * store, every record and cell valid; this stores it and announces it as the API does (one
 * commit, the references to the sheet rechecked).
 * @module
 */
import type { DevRuntime } from '../../runtime/runtime';
import type { CellChange } from '../rules/record-cells';
import {
  announceInsertedRecords,
  announceUpdatedRecords,
  relinkAfterWrite,
} from './record-announcements';
import type { SheetTarget } from './sheet-target';
import { uniqueWrite } from './unique-rules';

/** How a record's text is written: its size at most, then the bytes into `out` at `at`. */
export interface RecordWriter {
  bound: (index: number) => number;
  write: (index: number, out: Buffer, at: number) => number;
}

/** Whether records of the target's sheet may be written as text (see the module comment). */
export function acceptsWrittenRecords(runtime: DevRuntime, target: SheetTarget): boolean {
  return target.rules === undefined && uniqueWrite(runtime, target.sheet) === undefined;
}

/** Inserts new records (ids assigned, in order) whose text `writer` writes. */
export function insertWrittenRecords(
  runtime: DevRuntime,
  target: SheetTarget,
  ids: string[],
  writer: RecordWriter,
): void {
  if (ids.length === 0) return;
  const { sheet, workbook } = target;
  runtime.store.records.insertValidWritten(sheet.id, ids, writer.bound, writer.write);
  announceInsertedRecords(runtime, workbook, sheet, ids, []);
  relinkAfterWrite(runtime, sheet);
}

/**
 * Replaces stored records (each must exist) by the text `writer` writes, and announces them as
 * updated with `changes` (cut as the API cuts them). A writer that finds a record would be
 * written exactly as it is stored writes nothing for it (see `RecordTable.replaceValidWritten`):
 * the record stays as it is, and is still announced, as an update that changed nothing is.
 */
export function replaceWrittenRecords(
  runtime: DevRuntime,
  target: SheetTarget,
  ids: string[],
  writer: RecordWriter,
  changes: CellChange[],
): void {
  if (ids.length === 0) return;
  const { sheet, workbook } = target;
  runtime.store.records.replaceValidWritten(sheet.id, ids, writer.bound, writer.write);
  announceUpdatedRecords(runtime, workbook, sheet, ids, changes);
  relinkAfterWrite(runtime, sheet);
}

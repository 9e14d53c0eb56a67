/**
 * Records from rows of text cells (a file's rows under its header's field keys): each row becomes
 * the record the records API inserts for `{ [key]: { value: cell } }` of its non-empty cells, with
 * the same events. When nothing in the sheet reads the values (no built-in rule, no unique
 * constraint), a record's stored JSON text is written straight from its cells, the keys' part of
 * it encoded once per batch: a million-row file is not built as ten million cell objects only to
 * be serialized. Anything else goes through the records API's own insert.
 * @module
 */

import { requireSheet } from '../../runtime/lookups';
import type { DevRuntime } from '../../runtime/runtime';
import type { CellBatch } from '../../store/cell-batch';
import type { SheetEntity } from '../../store/entities';
import type { PickedRows } from '../../store/row-batch';
import { builtinRules } from '../rules/builtin-rules';
import { announceInsertedRecords, relinkAfterWrite } from './record-announcements';
import { insertCellInputs } from './record-writes';
import { targetOf } from './sheet-target';
import { uniqueWrite } from './unique-rules';

/**
 * Keys whose place in a JS object is not their insertion order (array indexes come first), or
 * that are not a plain own property (`__proto__`): records with them are left to JSON.stringify.
 */
export const isSpecialKey = (key: string) =>
  key === '__proto__' || (/^(?:0|[1-9]\d*)$/.test(key) && Number(key) < 2 ** 32 - 1);

/** A row as the records API's `RecordData`: its non-empty cells under their keys. */
function recordDataOf(keys: string[], cells: string[]): Record<string, { value: string }> {
  const values: Record<string, { value: string }> = {};
  const width = Math.min(keys.length, cells.length);
  for (let index = 0; index < width; index++) {
    const cell = cells[index] as string;
    if (cell !== '') values[keys[index] as string] = { value: cell };
  }
  return values;
}

/**
 * The pre-encoded UTF-8 parts of the records of one batch, put together so that a record is few
 * pieces: copying a piece costs about as much as a short one.
 */
interface RecordLayout {
  /** Per column: what follows the id when it is the first cell (`","values":{"key":{"value":"`). */
  openings: Buffer[];
  /**
   * Per column: what follows another cell's text before it
   * (`","valid":true,"messages":[]},"key":{"value":"`).
   */
  betweens: Buffer[];
  /** Per field of the sheet: its column (-1: none) and its empty cell `"key":{"valid":true,"messages":[]}`. */
  fillers: { column: number; first: Buffer; next: Buffer }[];
  /** Bytes of a record's text besides its id and its cells' text, at most. */
  fixedBytes: number;
}

const CELL_TAIL = '","valid":true,"messages":[]}';
const VALUES_HEAD = '","values":{';
const RECORD_HEAD = Buffer.from('{"id":"');
const VALUES_HEAD_BYTES = Buffer.from(VALUES_HEAD);
const CELL_TAIL_BYTES = Buffer.from(CELL_TAIL);
const RECORD_TAIL = Buffer.from('},"valid":true},');

/**
 * The layout of records under `keys` in this sheet, or undefined when the records API's insert
 * must build them: a rule reads values, a key is not a field of the sheet (the insert words the
 * error), or a key's place in the object would not be its insertion order.
 */
function layoutOf(sheet: SheetEntity, keys: string[]): RecordLayout | undefined {
  const fields = sheet.config.fields.map((field) => field.key);
  const fieldSet = new Set(fields);
  if (fieldSet.size !== fields.length || new Set(keys).size !== keys.length) return undefined;
  if (fields.some(isSpecialKey) || keys.some(isSpecialKey)) return undefined;
  if (sheet.config.allowAdditionalFields !== true && !keys.every((key) => fieldSet.has(key))) {
    return undefined;
  }
  const heads = keys.map((key) => `${JSON.stringify(key)}:{"value":"`);
  const betweens = heads.map((head) => Buffer.from(`${CELL_TAIL},${head}`));
  // A map, not keys.indexOf per field: a header of 200,000 columns would cost 200,000² steps.
  const columnOf = new Map(keys.map((key, column) => [key, column]));
  const fillers = fields.map((key) => {
    const empty = `${JSON.stringify(key)}:{"valid":true,"messages":[]}`;
    const column = columnOf.get(key) ?? -1;
    return { column, first: Buffer.from(empty), next: Buffer.from(`,${empty}`) };
  });
  let fixedBytes = RECORD_HEAD.length + VALUES_HEAD_BYTES.length + RECORD_TAIL.length;
  for (const between of betweens) fixedBytes += between.length;
  for (const filler of fillers) fixedBytes += filler.next.length;
  return {
    openings: heads.map((head) => Buffer.from(`${VALUES_HEAD}${head}`)),
    betweens,
    fillers,
    fixedBytes,
  };
}

/**
 * Copies `bytes` into `out` at `at`; returns where they end. A whole buffer, so a native copy:
 * the loop of `copyBytes` pays off only where a slice would have to be made first.
 */
function put(out: Buffer, at: number, bytes: Buffer): number {
  out.set(bytes, at);
  return at + bytes.length;
}

/**
 * Writes the stored text of a new record from a row of packed cells (with its trailing comma)
 * into `out` at `at`; returns where it ends. The text is what the records API stores for the row:
 * the non-empty cells in column order, then an empty cell for every other field in the sheet's
 * order (as `emptyCellFiller` adds them), all valid.
 */
function writeRecord(
  layout: RecordLayout,
  id: string,
  batch: CellBatch,
  row: number,
  out: Buffer,
  at: number,
): number {
  let to = put(out, at, RECORD_HEAD);
  // Record ids are ours: ASCII letters, digits and underscores.
  for (let index = 0; index < id.length; index++) out[to++] = id.charCodeAt(index);
  const width = Math.min(layout.openings.length, batch.widthOf(row));
  let cells = 0;
  for (let column = 0; column < width; column++) {
    if (batch.isEmptyCell(row, column)) continue;
    to = put(out, to, (cells === 0 ? layout.openings : layout.betweens)[column] as Buffer);
    to = batch.writeCellJson(row, column, out, to);
    cells++;
  }
  to = put(out, to, cells === 0 ? VALUES_HEAD_BYTES : CELL_TAIL_BYTES);
  let first = cells === 0;
  for (const filler of layout.fillers) {
    const { column } = filler;
    if (column >= 0 && column < width && !batch.isEmptyCell(row, column)) continue;
    to = put(out, to, first ? filler.first : filler.next);
    first = false;
  }
  return put(out, to, RECORD_TAIL);
}

/** Inserts picked rows (`keys[i]` names column i) as records of a sheet. */
export function insertPickedRows(
  runtime: DevRuntime,
  sheetId: string,
  keys: string[],
  picked: PickedRows,
): void {
  const { sheet, workbook } = requireSheet(runtime, sheetId, 'sheetId');
  const layout =
    builtinRules(sheet, runtime) === undefined && uniqueWrite(runtime, sheet) === undefined
      ? layoutOf(sheet, keys)
      : undefined;
  if (!layout) {
    // The records API's own checks and wording (`body[i]`) for whatever the fast path cannot hold.
    const batch = picked.cells().map((cells) => recordDataOf(keys, cells));
    insertCellInputs(runtime, targetOf(runtime, { sheet, workbook }), batch, 'body');
    return;
  }
  const ids: string[] = [];
  for (let index = 0; index < picked.size; index++) ids.push(runtime.nextId('us_rc_'));
  const { batches, rows } = picked;
  runtime.store.records.insertValidWritten(
    sheet.id,
    ids,
    (index) =>
      layout.fixedBytes +
      (ids[index] as string).length +
      (batches[index] as CellBatch).jsonBytesOf(rows[index] as number),
    (index, out, at) =>
      writeRecord(
        layout,
        ids[index] as string,
        batches[index] as CellBatch,
        rows[index] as number,
        out,
        at,
      ),
  );
  announceInsertedRecords(runtime, workbook, sheet, ids, []);
  relinkAfterWrite(runtime, sheet);
}

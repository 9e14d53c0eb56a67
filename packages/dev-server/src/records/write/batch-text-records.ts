/**
 * A records insert written from the request body's text (see store/record-batch-text.ts): when
 * nothing in the sheet reads the values (no built-in rule, no unique constraint) and every key is
 * a field of it, each record's stored text is put together from the body's own key and value
 * bytes, with the same id, cells, empty cells and events the records API's insert gives
 * `{ [key]: { value } }`, and no object is built. A sheet other sheets reference is written so
 * too: the referenced values are read from the body's text, one field at a time (see
 * `addedRecordTexts`). Anything else answers undefined, and the caller parses the body and inserts
 * through `insertCellInputs`.
 * @module
 */

import type { DevRuntime } from '../../runtime/runtime';
import type { RecordBatchText } from '../../store/record-batch-text';
import type { AddedRecordTexts } from '../rules/reference-values';
import { announceInsertedRecords, relinkAfterWrite } from './record-announcements';
import { isSpecialKey } from './row-records';
import type { CommitIds } from './sheet-commits';
import type { SheetTarget } from './sheet-target';
import { uniqueWrite } from './unique-rules';

const RECORD_HEAD = Buffer.from('{"id":"');
const VALUES_HEAD = Buffer.from('","values":{');
const VALUE_HEAD = Buffer.from(':{"value":');
const CELL_TAIL = Buffer.from(',"valid":true,"messages":[]}');
const EMPTY_CELL = Buffer.from(':{"valid":true,"messages":[]}');
const RECORD_TAIL = Buffer.from('},"valid":true},');
const COMMA = 0x2c;

/**
 * Copies bytes [start, end) of `from` into `out` at `at`; returns where they end. A loop: the
 * pieces are a few bytes, where a native copy's call costs more than the copy.
 */
function copyInto(from: Uint8Array, start: number, end: number, out: Buffer, at: number): number {
  let to = at;
  for (let index = start; index < end; index++) out[to++] = from[index] as number;
  return to;
}

/** Whether bytes [start, end) of `bytes` are `text`. */
function isText(bytes: Buffer, start: number, end: number, text: Buffer): boolean {
  if (end - start !== text.length) return false;
  for (let index = 0; index < text.length; index++) {
    if (bytes[start + index] !== text[index]) return false;
  }
  return true;
}

/** The sheet's fields as the stored text writes their keys, and where each key's text is found. */
interface FieldKeys {
  /** Per field, in the sheet's order: its key as JSON text. */
  texts: Buffer[];
  /** Field index by key JSON text (canonical text is equal exactly when the keys are). */
  byText: Map<string, number>;
  /** Most bytes a record's text holds besides its id and its values' text. */
  fixedBytes: number;
}

function fieldKeysOf(target: SheetTarget): FieldKeys | undefined {
  const keys = target.sheet.config.fields.map((field) => field.key);
  if (new Set(keys).size !== keys.length || keys.some(isSpecialKey)) return undefined;
  const texts = keys.map((key) => Buffer.from(JSON.stringify(key)));
  let fixedBytes = RECORD_HEAD.length + VALUES_HEAD.length + RECORD_TAIL.length;
  for (const text of texts) fixedBytes += text.length + VALUE_HEAD.length + CELL_TAIL.length + 1;
  return {
    texts,
    byText: new Map(texts.map((text, index) => [text.toString(), index])),
    fixedBytes,
  };
}

/**
 * The field of every cell of the batch (by index into the sheet's fields), or undefined when a
 * key is not a field or a record holds one twice. A batch's records mostly share their keys'
 * order, so a cell's key is first compared with the key of the cell at its place in the record
 * before.
 */
function cellFields(batch: RecordBatchText, fields: FieldKeys): Int32Array | undefined {
  const { bytes, cellsFrom } = batch;
  const cellCount = cellsFrom[batch.recordCount] as number;
  const fieldOf = new Int32Array(cellCount);
  const seenIn = new Int32Array(fields.texts.length).fill(-1);
  const guesses: number[] = [];
  for (let record = 0; record < batch.recordCount; record++) {
    const first = cellsFrom[record] as number;
    const end = cellsFrom[record + 1] as number;
    for (let cell = first; cell < end; cell++) {
      const start = batch.keyStart(cell);
      const stop = batch.keyEnd(cell);
      let field = guesses[cell - first] ?? -1;
      if (field < 0 || !isText(bytes, start, stop, fields.texts[field] as Buffer)) {
        field = fields.byText.get(bytes.toString('utf8', start, stop)) ?? -1;
        if (field < 0) return undefined;
        guesses[cell - first] = field;
      }
      if (seenIn[field] === record) return undefined;
      seenIn[field] = record;
      fieldOf[cell] = field;
    }
  }
  return fieldOf;
}

/**
 * Inserts the batch's records from its text into the target sheet, or answers undefined (nothing
 * written) when the sheet needs them built as objects. Returns the stored text (as a records page
 * holds it) and the commit.
 */
export function insertBatchText(
  runtime: DevRuntime,
  target: SheetTarget,
  batch: RecordBatchText,
): { chunks: Buffer[]; commit: CommitIds } | undefined {
  const { sheet, workbook } = target;
  if (target.rules !== undefined || sheet.config.allowAdditionalFields === true) return undefined;
  if (uniqueWrite(runtime, sheet) !== undefined) return undefined;
  const fields = fieldKeysOf(target);
  const fieldOf = fields && cellFields(batch, fields);
  if (!fields || !fieldOf) return undefined;
  const { bytes, cellsFrom } = batch;
  const writesBefore = runtime.store.records.writeCount(sheet.id);
  const ids: string[] = new Array(batch.recordCount);
  for (let index = 0; index < ids.length; index++) ids[index] = runtime.nextId('us_rc_');
  const present = new Int32Array(fields.texts.length).fill(-1);
  const chunks = runtime.store.records.insertValidWritten(
    sheet.id,
    ids,
    (record) => {
      let bound = fields.fixedBytes + (ids[record] as string).length;
      for (
        let cell = cellsFrom[record] as number;
        cell < (cellsFrom[record + 1] as number);
        cell++
      ) {
        bound += batch.valueEnd(cell) - batch.valueStart(cell);
      }
      return bound;
    },
    (record, out, at) => {
      let to = copyInto(RECORD_HEAD, 0, RECORD_HEAD.length, out, at);
      // Record ids are ours: ASCII letters, digits and underscores.
      const id = ids[record] as string;
      for (let index = 0; index < id.length; index++) out[to++] = id.charCodeAt(index);
      to = copyInto(VALUES_HEAD, 0, VALUES_HEAD.length, out, to);
      let first = true;
      for (
        let cell = cellsFrom[record] as number;
        cell < (cellsFrom[record + 1] as number);
        cell++
      ) {
        if (!first) out[to++] = COMMA;
        first = false;
        present[fieldOf[cell] as number] = record;
        to = copyInto(bytes, batch.keyStart(cell), batch.keyEnd(cell), out, to);
        to = copyInto(VALUE_HEAD, 0, VALUE_HEAD.length, out, to);
        to = copyInto(bytes, batch.valueStart(cell), batch.valueEnd(cell), out, to);
        to = copyInto(CELL_TAIL, 0, CELL_TAIL.length, out, to);
      }
      // The empty cells of the fields the record lacks, in the sheet's order (as the filler adds them).
      for (let field = 0; field < fields.texts.length; field++) {
        if (present[field] === record) continue;
        if (!first) out[to++] = COMMA;
        first = false;
        const text = fields.texts[field] as Buffer;
        to = copyInto(text, 0, text.length, out, to);
        to = copyInto(EMPTY_CELL, 0, EMPTY_CELL.length, out, to);
      }
      return copyInto(RECORD_TAIL, 0, RECORD_TAIL.length, out, to);
    },
  );
  const commit = announceInsertedRecords(runtime, workbook, sheet, ids, []);
  const added = addedRecordTexts(batch, fields, fieldOf);
  relinkAfterWrite(runtime, sheet, { removed: [], added, writesBefore });
  return { chunks, commit };
}

/**
 * The batch's records as the references to the sheet read them: a value's text is the bytes the
 * record was stored from. The cell of each record and field is found once, on the first read
 * (a sheet nobody references never reads any).
 */
function addedRecordTexts(
  batch: RecordBatchText,
  fields: FieldKeys,
  fieldOf: Int32Array,
): AddedRecordTexts {
  const fieldCount = fields.texts.length;
  let cellOf: Int32Array | undefined;
  const cellsByRecord = () => {
    const cells = new Int32Array(batch.recordCount * fieldCount).fill(-1);
    for (let record = 0; record < batch.recordCount; record++) {
      const end = batch.cellsFrom[record + 1] as number;
      for (let cell = batch.cellsFrom[record] as number; cell < end; cell++) {
        cells[record * fieldCount + (fieldOf[cell] as number)] = cell;
      }
    }
    return cells;
  };
  // A filtered reference reads two keys by turns: each key's field is looked up once.
  const fieldByKey = new Map<string, number>();
  return {
    count: batch.recordCount,
    valueText(record, key) {
      let field = fieldByKey.get(key);
      if (field === undefined) {
        field = fields.byText.get(JSON.stringify(key)) ?? -1;
        fieldByKey.set(key, field);
      }
      if (field < 0) return undefined;
      cellOf ??= cellsByRecord();
      const cell = cellOf[record * fieldCount + field] as number;
      if (cell < 0) return undefined;
      return batch.bytes.toString('utf8', batch.valueStart(cell), batch.valueEnd(cell));
    },
  };
}

/**
 * An update in place of a destination record made by an earlier run: the new cells spliced into
 * the stored record's text (the cells no rule writes copied as they are), and its cell changes
 * found by comparing value texts, so that neither the stored record nor the update is parsed.
 * @module
 */
import type { CellChange } from '../records/rules/record-cells';
import { ABSENT, type MappedPage } from './mapped-page';
import { CELL_SLOTS, isKeyText, type RecordCells, readRecordCells } from './record-cell-texts';
import {
  CELL_TAIL,
  NULL_TEXT,
  put,
  putRange,
  RECORD_HEAD,
  RECORD_TAIL,
  VALUE_HEAD,
  VALUES_HEAD,
} from './record-text-pieces';
import type { Output } from './text-mapping-program';

/**
 * An update in place of a stored record by record `record` of the page, planned from the stored
 * text: undefined when that text is not a valid record of exactly `id`, `values` and `valid`
 * (merge it as an object then).
 */
export interface PlannedUpdate {
  record: number;
  text: Buffer;
  idStart: number;
  idEnd: number;
  /**
   * One typed array for the whole plan (a page holds a thousand plans, and each array is an
   * object of its own): the stored record's cells (`cellNumbers` numbers, see
   * `RecordCells.cells`), then per cell the output it gets (-1 for none), then per output 1 when
   * the stored record has its cell.
   */
  slots: Int32Array;
  cellNumbers: number;
}

/** Where a plan's per-output flags start in its `slots`. */
const presentAt = (update: PlannedUpdate) => update.cellNumbers + update.cellNumbers / CELL_SLOTS;

/** Reused by every `planUpdate`: a plan keeps a copy of exactly its record's cells. */
const found: RecordCells = { idStart: 0, idEnd: 0, cells: [], count: 0, plainValid: false };

export function planUpdate(
  page: MappedPage,
  record: number,
  text: Buffer,
): PlannedUpdate | undefined {
  const end = readRecordCells(text, 0, text.length, found);
  if (end !== text.length || !found.plainValid) return undefined;
  const { outputs } = page.mapping;
  const cellNumbers = found.count;
  const present = cellNumbers + cellNumbers / CELL_SLOTS;
  const slots = new Int32Array(present + outputs.length);
  for (let index = 0; index < cellNumbers; index++) slots[index] = found.cells[index] as number;
  slots.fill(-1, cellNumbers, present);
  for (let cell = 0; cell < cellNumbers; cell += CELL_SLOTS) {
    for (let index = 0; index < outputs.length; index++) {
      const key = (outputs[index] as Output).keyText;
      if (!isKeyText(text, slots[cell] as number, slots[cell + 1] as number, key)) continue;
      slots[cellNumbers + cell / CELL_SLOTS] = index;
      slots[present + index] = 1;
    }
  }
  return { record, text, idStart: found.idStart, idEnd: found.idEnd, slots, cellNumbers };
}

/** The most bytes the updated record takes (as `writeUpdatedRecord` writes it). */
export function updatedRecordBound(page: MappedPage, update: PlannedUpdate): number {
  const { outputs } = page.mapping;
  // The stored text, plus every output's cell in full beside it.
  let bytes = update.text.length + 1;
  const base = update.record * outputs.length;
  for (let index = 0; index < outputs.length; index++) {
    bytes +=
      (outputs[index] as Output).keyText.length +
      VALUE_HEAD.length +
      Math.max(page.length(base + index), NULL_TEXT.length) +
      CELL_TAIL.length +
      1;
  }
  return bytes;
}

/** Copies the value text at `slot` (`null` when there is none) into `out` at `to`. */
function putValue(page: MappedPage, slot: number, out: Buffer, to: number): number {
  const from = page.source(slot);
  return from
    ? putRange(out, to, from, page.starts[slot] as number, page.ends[slot] as number)
    : put(out, to, NULL_TEXT);
}

/**
 * Writes the updated record's text (with its trailing comma) into `out` at `at`; returns where it
 * ends. It is what merging the cells `{ value, messages: [] }` (null for a value the program does
 * not write) into the stored record stores: the cells in their order, each written one replaced
 * by `{ value, valid: true, messages: [] }`, the others as they were, then the written cells the
 * record lacked, in the rules' order.
 */
export function writeUpdatedRecord(
  page: MappedPage,
  update: PlannedUpdate,
  out: Buffer,
  at: number,
): number {
  const { outputs } = page.mapping;
  const { text, slots: cells, cellNumbers } = update;
  const present = presentAt(update);
  const base = update.record * outputs.length;
  let to = put(out, at, RECORD_HEAD);
  to = putRange(out, to, text, update.idStart, update.idEnd);
  to = put(out, to, VALUES_HEAD);
  let first = true;
  for (let cell = 0; cell < cellNumbers; cell += CELL_SLOTS) {
    if (!first) out[to++] = 0x2c;
    first = false;
    const index = cells[cellNumbers + cell / CELL_SLOTS] as number;
    if (index === -1) {
      to = putRange(out, to, text, cells[cell] as number, cells[cell + 3] as number);
      continue;
    }
    to = putRange(out, to, text, cells[cell] as number, cells[cell + 1] as number);
    to = put(out, to, VALUE_HEAD);
    to = putValue(page, base + index, out, to);
    to = put(out, to, CELL_TAIL);
  }
  for (let index = 0; index < outputs.length; index++) {
    if (cells[present + index] === 1) continue;
    if (!first) out[to++] = 0x2c;
    first = false;
    to = put(out, to, (outputs[index] as Output).keyText);
    to = put(out, to, VALUE_HEAD);
    to = putValue(page, base + index, out, to);
    to = put(out, to, CELL_TAIL);
  }
  return put(out, to, RECORD_TAIL);
}

/**
 * `writeUpdatedRecord`, for a writer straight into the store: returns `at` (nothing written, the
 * record left as it is stored) when the new text is exactly the stored one, as for a program run
 * again over a source that did not change. The stored text then stays where it is, still shared
 * with the snapshot taken before the run, instead of a byte-identical copy appended beside it
 * (which doubled the destination's memory). Written in place and compared there: no copy of
 * each record is staged first.
 */
export function writeChangedUpdate(
  page: MappedPage,
  update: PlannedUpdate,
  out: Buffer,
  at: number,
): number {
  const end = writeUpdatedRecord(page, update, out, at);
  const { text } = update;
  // The text written, its trailing comma aside, against the stored one.
  const same = end - 1 - at === text.length && out.compare(text, 0, text.length, at, end - 1) === 0;
  return same ? at : end;
}

/**
 * The cell changes of an update, as merging would report them (a value whose text differs from
 * the stored one; a missing value is null), pushed onto `changes` until it holds `most`.
 */
export function updateChanges(
  page: MappedPage,
  update: PlannedUpdate,
  recordId: string,
  changes: CellChange[],
  most: number,
): void {
  const { outputs } = page.mapping;
  const { text, slots: cells, cellNumbers } = update;
  const base = update.record * outputs.length;
  for (let index = 0; index < outputs.length && changes.length < most; index++) {
    const slot = base + index;
    const from = page.source(slot) ?? NULL_TEXT;
    const nextStart = page.where[slot] === ABSENT ? 0 : (page.starts[slot] as number);
    const nextEnd = page.where[slot] === ABSENT ? NULL_TEXT.length : (page.ends[slot] as number);
    let previous: Uint8Array = NULL_TEXT;
    let previousStart = 0;
    let previousEnd = NULL_TEXT.length;
    for (let cell = 0; cell < cellNumbers; cell += CELL_SLOTS) {
      if (cells[cellNumbers + cell / CELL_SLOTS] !== index) continue;
      const valueStart = cells[cell + 4] as number;
      if (valueStart === -1) continue;
      previous = text;
      previousStart = valueStart;
      previousEnd = cells[cell + 5] as number;
    }
    if (sameBytes(previous, previousStart, previousEnd, from, nextStart, nextEnd)) continue;
    changes.push({
      recordId,
      fieldKey: (outputs[index] as Output).key,
      previousValue: decode(previous, previousStart, previousEnd),
      newValue: decode(from, nextStart, nextEnd),
    });
  }
}

/** The longest string value `decode` reads without a parse (a list of arguments, see below). */
const MAX_PLAIN_STRING = 256;

/**
 * The value whose JSON text is bytes [start, end): a short ASCII string without escapes (the
 * common value) is read as it is, anything else parsed.
 */
function decode(bytes: Uint8Array, start: number, end: number): unknown {
  const length = end - start;
  if (
    length >= 2 &&
    length <= MAX_PLAIN_STRING &&
    bytes[start] === 0x22 &&
    bytes[end - 1] === 0x22
  ) {
    let plain = true;
    for (let at = start + 1; plain && at < end - 1; at++) {
      const byte = bytes[at] as number;
      plain = byte !== 0x5c && byte < 0x80;
    }
    if (plain) return String.fromCharCode.apply(null, bytes.subarray(start + 1, end - 1) as never);
  }
  return JSON.parse(
    Buffer.from(bytes.buffer, bytes.byteOffset + start, end - start).toString('utf8'),
  );
}

function sameBytes(
  a: Uint8Array,
  aStart: number,
  aEnd: number,
  b: Uint8Array,
  bStart: number,
  bEnd: number,
): boolean {
  if (aEnd - aStart !== bEnd - bStart) return false;
  for (let index = 0; index < aEnd - aStart; index++) {
    if (a[aStart + index] !== b[bStart + index]) return false;
  }
  return true;
}

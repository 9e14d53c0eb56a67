/**
 * The cells of a stored record read from its JSON text without parsing it: where each cell's key,
 * whole text and `value` lie. The record table stores what `JSON.stringify` wrote for a record
 * built as `{ id, values, valid }` (sometimes with more properties after `values`), so `values`
 * follows the id; a record written any other way is not recognised and the caller parses it.
 * The text is the table's own (canonical JSON), so the walk only finds where things end: it does
 * not check the text again.
 * @module
 */
import { CLOSE_BRACE, COLON, COMMA, OPEN_BRACE, QUOTE } from '../store/json-bytes';

import { hasAt, jsonValueEnd, stringEnd } from '../store/record-text';

const RECORD_HEAD = Buffer.from('{"id":"');
const VALUES_HEAD = Buffer.from(',"values":{');
const VALUE_KEY = Buffer.from('"value"');
const VALID_TRUE_TAIL = Buffer.from('},"valid":true}');

/** Numbers per cell in `RecordCells.cells`: key start and end, cell start and end, value start and end. */
export const CELL_SLOTS = 6;

/** What `readRecordCells` found in one record's text. */
export interface RecordCells {
  /** The id's JSON text (quotes included) is bytes [idStart, idEnd). */
  idStart: number;
  idEnd: number;
  /**
   * Per cell, in order, `CELL_SLOTS` offsets: its key's JSON text, its whole object, and its
   * `value`'s JSON text (both -1 when the cell has no value). Only the first `count` numbers are
   * this record's: the array is reused from record to record, never shortened, so reading a page
   * does not allocate it again for each record.
   */
  cells: number[];
  count: number;
  /** Whether the record is exactly `{ id, values, valid: true }`: nothing after `values` but that. */
  plainValid: boolean;
}

/**
 * The end of the cell object at `start` (just past it), or -1, walked member by member once: the
 * range of its `value` member, if it has one, goes to slots 4 and 5 of `cells` at `at`.
 */
function cellEnd(bytes: Uint8Array, start: number, limit: number, cells: number[], at: number) {
  let index = start + 1;
  if (bytes[index] === CLOSE_BRACE) return index + 1;
  for (;;) {
    if (bytes[index] !== QUOTE) return -1;
    const nameEnd = stringEnd(bytes, index, limit);
    if (nameEnd === -1 || bytes[nameEnd] !== COLON) return -1;
    const memberEnd = jsonValueEnd(bytes, nameEnd + 1, limit);
    if (memberEnd === -1) return -1;
    if (nameEnd - index === VALUE_KEY.length && hasAt(bytes, index, VALUE_KEY)) {
      cells[at + 4] = nameEnd + 1;
      cells[at + 5] = memberEnd;
    }
    const next = bytes[memberEnd];
    if (next === CLOSE_BRACE) return memberEnd + 1;
    if (next !== COMMA) return -1;
    index = memberEnd + 1;
  }
}

/**
 * Reads the cells of the record whose text starts at `start` (and ends by `limit`) into `found`
 * (its `cells` overwritten from the first, `count` set); returns where the record ends, or -1 when its text does not start
 * `{"id":"…","values":{` (parse it instead).
 */
export function readRecordCells(
  bytes: Uint8Array,
  start: number,
  limit: number,
  found: RecordCells,
): number {
  const { cells } = found;
  found.count = 0;
  found.plainValid = false;
  if (!hasAt(bytes, start, RECORD_HEAD)) return -1;
  const idStart = start + RECORD_HEAD.length - 1;
  const idEnd = stringEnd(bytes, idStart, limit);
  if (idEnd === -1 || !hasAt(bytes, idEnd, VALUES_HEAD)) return -1;
  found.idStart = idStart;
  found.idEnd = idEnd;
  let at = idEnd + VALUES_HEAD.length;
  while (bytes[at] !== CLOSE_BRACE) {
    if (bytes[at] !== QUOTE) return -1;
    const keyEnd = stringEnd(bytes, at, limit);
    if (keyEnd === -1 || bytes[keyEnd] !== COLON || bytes[keyEnd + 1] !== OPEN_BRACE) return -1;
    const slot = found.count;
    cells[slot] = at;
    cells[slot + 1] = keyEnd;
    cells[slot + 2] = keyEnd + 1;
    cells[slot + 3] = -1;
    cells[slot + 4] = -1;
    cells[slot + 5] = -1;
    found.count = slot + CELL_SLOTS;
    const end = cellEnd(bytes, keyEnd + 1, limit, cells, slot);
    if (end === -1) return -1;
    cells[slot + 3] = end;
    at = end;
    if (bytes[at] === COMMA) at++;
    else if (bytes[at] !== CLOSE_BRACE) return -1;
  }
  // `values` closes where the tail `},"valid":true}` starts: the record ends with it.
  if (hasAt(bytes, at, VALID_TRUE_TAIL)) {
    found.plainValid = true;
    return at + VALID_TRUE_TAIL.length;
  }
  return jsonValueEnd(bytes, start, limit);
}

/** Whether the key text at bytes [start, end) of `bytes` is `key` (a key's JSON text). */
export function isKeyText(bytes: Uint8Array, start: number, end: number, key: Uint8Array) {
  return end - start === key.length && hasAt(bytes, start, key);
}

/**
 * Finding one cell in a record's stored JSON text without parsing the record. The record table
 * stores what `JSON.stringify` wrote for a record built as `{ id, values, valid }` (sometimes
 * with `metadata` and `config` after), so a cell is an object at depth one of `values`, and the
 * record's `valid` is its last property. Only a record of exactly `id`, `values` and `valid` is
 * recognised, checked byte by byte; any other (one with `metadata` or `config`, or written in
 * another order) answers `undefined`, and the caller parses the record as before.
 *
 * Field keys are compared as the JSON text `JSON.stringify` writes for them, which is the text the
 * record holds: periods, quotes, backslashes and any Unicode compare exactly. Bytes of multi-byte
 * UTF-8 characters are all ≥ 0x80, so they are never mistaken for JSON punctuation.
 * @module
 */
import {
  BACKSLASH,
  CLOSE_BRACE,
  CLOSE_BRACKET,
  COLON,
  COMMA,
  OPEN_BRACE,
  OPEN_BRACKET,
  QUOTE,
} from './json-bytes';

const RECORD_HEAD = Buffer.from('{"id":');
const VALUES_HEAD = Buffer.from(',"values":{');
const VALID_TRUE_TAIL = Buffer.from(',"valid":true}');
const VALID_FALSE_TAIL = Buffer.from(',"valid":false}');
/** Where `valid`'s literal starts within either tail. */
const VALID_LITERAL_AT = ',"valid":'.length;

/** Where a record's cell and its `valid` lie in its stored text (offsets into the same bytes). */
export interface CellInText {
  /** The cell's JSON object is bytes [cellStart, cellEnd); both -1 when the record has no cell. */
  cellStart: number;
  cellEnd: number;
  /** The record's `valid` literal (`true` or `false`) is bytes [validStart, validEnd). */
  validStart: number;
  validEnd: number;
  valid: boolean;
}

/** The JSON text of a field key as stored records hold it (quotes included), as UTF-8. */
export function keyText(key: string): Buffer {
  return Buffer.from(JSON.stringify(key));
}

/** Whether bytes from `at` on are `expected` (a loop: cheaper than a native call for a few bytes). */
export function hasAt(bytes: Uint8Array, at: number, expected: Uint8Array): boolean {
  if (at < 0 || at + expected.length > bytes.length) return false;
  for (let index = 0; index < expected.length; index++) {
    if (bytes[at + index] !== expected[index]) return false;
  }
  return true;
}

/** The end of the JSON string opening at `at` (just past its closing quote), or -1. */
export function stringEnd(bytes: Uint8Array, at: number, limit: number): number {
  let index = at + 1;
  while (index < limit) {
    const byte = bytes[index];
    if (byte === BACKSLASH) index += 2;
    else if (byte === QUOTE) return index + 1;
    else index++;
  }
  return -1;
}

/** The end of the JSON value starting at `at` (just past it), or -1. */
export function jsonValueEnd(bytes: Uint8Array, at: number, limit: number): number {
  const first = bytes[at];
  if (first === QUOTE) return stringEnd(bytes, at, limit);
  if (first !== OPEN_BRACE && first !== OPEN_BRACKET) {
    // A number, true, false or null: it runs up to the punctuation after it.
    let index = at;
    while (index < limit) {
      const byte = bytes[index];
      if (byte === COMMA || byte === CLOSE_BRACE || byte === CLOSE_BRACKET) return index;
      index++;
    }
    return -1;
  }
  let depth = 0;
  let index = at;
  while (index < limit) {
    const byte = bytes[index];
    if (byte === QUOTE) {
      index = stringEnd(bytes, index, limit);
      if (index === -1) return -1;
      continue;
    }
    if (byte === OPEN_BRACE || byte === OPEN_BRACKET) depth++;
    else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
      depth--;
      if (depth === 0) return index + 1;
    }
    index++;
  }
  return -1;
}

/**
 * Finds the cell `key` (see `keyText`) of the record whose stored text is bytes [start, end) of
 * `bytes`, and the record's `valid`. Undefined when the record is not of the shape this module
 * knows (then parse it): a record it answers for has no `config`, so none of its cells is
 * readonly.
 *
 * With `stopAtCell`, the walk ends at the cell: the cells after it are not checked, so a
 * property between `values` and `valid` (a `config`) goes unseen. Only for a caller that knows
 * otherwise that the text holds no readonly setting (see `TextOccurrences`); the cell found is
 * the record's own all the same.
 */
export function findCell(
  bytes: Uint8Array,
  start: number,
  end: number,
  key: Uint8Array,
  stopAtCell = false,
): CellInText | undefined {
  if (!hasAt(bytes, start, RECORD_HEAD)) return undefined;
  // `valid` last: its tail ends the text, so it is the record's own property.
  let validStart: number;
  let valid: boolean;
  if (hasAt(bytes, end - VALID_TRUE_TAIL.length, VALID_TRUE_TAIL)) {
    validStart = end - VALID_TRUE_TAIL.length + VALID_LITERAL_AT;
    valid = true;
  } else if (hasAt(bytes, end - VALID_FALSE_TAIL.length, VALID_FALSE_TAIL)) {
    validStart = end - VALID_FALSE_TAIL.length + VALID_LITERAL_AT;
    valid = false;
  } else {
    return undefined;
  }
  const validEnd = end - 1;
  // Nothing of `values` can reach into the `valid` tail.
  const limit = validStart - VALID_LITERAL_AT;
  const idAt = start + RECORD_HEAD.length;
  if (bytes[idAt] !== QUOTE) return undefined;
  const idEnd = stringEnd(bytes, idAt, limit);
  if (idEnd === -1 || !hasAt(bytes, idEnd, VALUES_HEAD)) return undefined;
  let at = idEnd + VALUES_HEAD.length;
  let cellStart = -1;
  let cellEnd = -1;
  // Every cell is walked, not only up to `key`'s: `values` must close right where the `valid`
  // tail starts, so the record has no other property (a `config` could make the cell readonly).
  let closed = bytes[at] === CLOSE_BRACE;
  while (!closed && at < limit) {
    if (bytes[at] !== QUOTE) return undefined;
    const nameEnd = stringEnd(bytes, at, limit);
    if (nameEnd === -1 || bytes[nameEnd] !== COLON) return undefined;
    const cellStop = jsonValueEnd(bytes, nameEnd + 1, limit);
    if (cellStop === -1) return undefined;
    if (nameEnd - at === key.length && hasAt(bytes, at, key)) {
      cellStart = nameEnd + 1;
      cellEnd = cellStop;
      if (stopAtCell) return { cellStart, cellEnd, validStart, validEnd, valid };
    }
    at = cellStop;
    closed = bytes[at] === CLOSE_BRACE;
    if (!closed && bytes[at++] !== COMMA) return undefined;
  }
  if (!closed || at !== limit - 1) return undefined;
  return { cellStart, cellEnd, validStart, validEnd, valid };
}

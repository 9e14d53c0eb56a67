/**
 * The body of a records insert (`POST /v1/sheets/{sheetId}/records`) read as text: when every
 * record is an object of cells `{"value": <scalar>}`, each key and value written as
 * `JSON.stringify` writes it (see canonical-json.ts), the scan keeps where each cell's key
 * and value lie in the body's bytes, and the insert can write the stored records from those bytes
 * without parsing the body into objects and serializing them again. Such a body is certainly
 * valid JSON, passes every rule of http/json-body.ts and the contract's `RecordData[]`, so nothing it
 * could be refused for is skipped. Anything else (a cell with messages, a nested or non-canonical
 * value, an array-index or `__proto__` key, an empty batch) answers "no", and the body is parsed
 * as every other body is, which words any error as before.
 * @module
 */

import { CanonicalJson } from './canonical-json';
import {
  CLOSE_BRACE,
  CLOSE_BRACKET,
  COLON,
  COMMA,
  OPEN_BRACE,
  OPEN_BRACKET,
  QUOTE,
} from './json-bytes';

const VALUE_KEY = Buffer.from('"value"');
const PROTOTYPE_KEY = Buffer.from('"__proto__"');

/** JSON's whitespace: space, tab, line feed, carriage return. */
const WHITESPACE = new Uint8Array(256);
for (const byte of [0x20, 0x09, 0x0a, 0x0d]) WHITESPACE[byte] = 1;

/** Growable columns of cell positions (four per cell), kept as one typed array. */
class CellPositions {
  data = new Uint32Array(4096);
  length = 0;

  push(keyStart: number, keyEnd: number, valueStart: number, valueEnd: number): void {
    if (this.length + 4 > this.data.length) {
      const grown = new Uint32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    const { data, length } = this;
    data[length] = keyStart;
    data[length + 1] = keyEnd;
    data[length + 2] = valueStart;
    data[length + 3] = valueEnd;
    this.length = length + 4;
  }
}

/**
 * A scanned records body: record `r`'s cells are `cellsFrom[r]` to `cellsFrom[r + 1]` (exclusive);
 * cell `c`'s key text (quotes included) is bytes [`keyStart(c)`, `keyEnd(c)`) and its value's
 * text [`valueStart(c)`, `valueEnd(c)`), each as `JSON.stringify` writes it.
 */
export class RecordBatchText {
  constructor(
    readonly bytes: Buffer,
    readonly cellsFrom: Uint32Array,
    private readonly positions: Uint32Array,
  ) {}

  get recordCount(): number {
    return this.cellsFrom.length - 1;
  }

  keyStart(cell: number): number {
    return this.positions[cell * 4] as number;
  }

  keyEnd(cell: number): number {
    return this.positions[cell * 4 + 1] as number;
  }

  valueStart(cell: number): number {
    return this.positions[cell * 4 + 2] as number;
  }

  valueEnd(cell: number): number {
    return this.positions[cell * 4 + 3] as number;
  }

  /** The body as objects, for a sheet whose records must be built (rules, unknown keys). */
  parse(): unknown[] {
    return JSON.parse(this.bytes.toString('utf8')) as unknown[];
  }
}

/** Whether bytes [start, end) are `text`. */
function isText(bytes: Buffer, start: number, end: number, text: Buffer): boolean {
  if (end - start !== text.length) return false;
  for (let index = 0; index < text.length; index++) {
    if (bytes[start + index] !== text[index]) return false;
  }
  return true;
}

/** A number JSON text can hold but a JavaScript number cannot keep exactly (json-body.ts refuses it). */
function isUnsafeNumber(bytes: Buffer, start: number, end: number): boolean {
  const value = Number(bytes.toString('latin1', start, end));
  return !Number.isFinite(value) || (Number.isInteger(value) && !Number.isSafeInteger(value));
}

/**
 * The end of the scalar value at `at` written as `JSON.stringify` writes it, or -1 (an object, an
 * array, a number that is not canonical or not kept exactly).
 */
function scalarEnd(json: CanonicalJson, at: number, limit: number): number {
  const first = json.bytes[at];
  if (first === OPEN_BRACE || first === OPEN_BRACKET || first === undefined) return -1;
  if (first === QUOTE) return json.stringEnd(at, limit);
  const end = json.valueEnd(at, limit);
  const isNumber = first === 0x2d || (first >= 0x30 && first <= 0x39);
  if (end !== -1 && isNumber && isUnsafeNumber(json.bytes, at, end)) return -1;
  return end;
}

/**
 * Scans a records body (valid UTF-8: check with `isUtf8` first); returns where its cells lie, or
 * undefined when it is not a non-empty array of records of plain `{"value": <scalar>}` cells
 * written canonically (whitespace between tokens is fine).
 *
 * @example
 * scanRecordBatch(Buffer.from('[{"name":{"value":"Ada"}}]'))?.recordCount; // 1
 * scanRecordBatch(Buffer.from('[{"name":{"value":"Ada","messages":[]}}]')); // undefined
 */
export function scanRecordBatch(bytes: Buffer): RecordBatchText | undefined {
  const json = new CanonicalJson(bytes);
  const limit = bytes.length;
  const skip = (at: number) => {
    let index = at;
    while (WHITESPACE[bytes[index] as number] === 1) index++;
    return index;
  };
  const cells = new CellPositions();
  const cellsFrom: number[] = [0];
  let at = skip(0);
  if (bytes[at] !== OPEN_BRACKET) return undefined;
  at = skip(at + 1);
  if (bytes[at] === CLOSE_BRACKET) return undefined;
  for (;;) {
    if (bytes[at] !== OPEN_BRACE) return undefined;
    at = skip(at + 1);
    if (bytes[at] !== CLOSE_BRACE) {
      for (;;) {
        const keyStart = at;
        if (bytes[keyStart] !== QUOTE) return undefined;
        const keyEnd = json.stringEnd(keyStart, limit);
        if (keyEnd === -1) return undefined;
        // An array-index key would be put first by a parse (and `__proto__` is refused): both
        // are left to the parse, which keeps the order and words the error.
        const firstByte = bytes[keyStart + 1] as number;
        if (firstByte >= 0x30 && firstByte <= 0x39) return undefined;
        if (isText(bytes, keyStart, keyEnd, PROTOTYPE_KEY)) return undefined;
        at = skip(keyEnd);
        if (bytes[at] !== COLON) return undefined;
        at = skip(at + 1);
        if (bytes[at] !== OPEN_BRACE) return undefined;
        at = skip(at + 1);
        if (!isText(bytes, at, at + VALUE_KEY.length, VALUE_KEY)) return undefined;
        at = skip(at + VALUE_KEY.length);
        if (bytes[at] !== COLON) return undefined;
        const valueStart = skip(at + 1);
        const valueEnd = scalarEnd(json, valueStart, limit);
        if (valueEnd === -1) return undefined;
        at = skip(valueEnd);
        if (bytes[at] !== CLOSE_BRACE) return undefined;
        cells.push(keyStart, keyEnd, valueStart, valueEnd);
        at = skip(at + 1);
        if (bytes[at] === CLOSE_BRACE) break;
        if (bytes[at] !== COMMA) return undefined;
        at = skip(at + 1);
      }
    }
    cellsFrom.push(cells.length / 4);
    at = skip(at + 1);
    if (bytes[at] === CLOSE_BRACKET) break;
    if (bytes[at] !== COMMA) return undefined;
    at = skip(at + 1);
  }
  if (skip(at + 1) !== limit) return undefined;
  return new RecordBatchText(bytes, Uint32Array.from(cellsFrom), cells.data);
}

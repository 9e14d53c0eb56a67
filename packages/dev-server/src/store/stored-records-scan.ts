/**
 * Records read back as the text the record table stores, without parsing them: a run of records'
 * JSON text joined by commas (what a records page is) is walked once, checked to be exactly what
 * the table would store for the records it holds — `JSON.stringify` of each (canonical-json.ts),
 * every cell an object with a boolean `valid` and its `messages` (see `withCellMessages`), the
 * record's `id` a string and its `valid` a boolean — and read for the few facts the table keeps
 * beside the text: each record's id, whether it is valid, the keys of its cells in error. Text
 * that is not so answers `undefined`, and the caller parses it as before: a copy is only ever
 * made of text the parse-and-serialize round trip would have stored byte for byte.
 *
 * A record is walked key by key once; the records after it that share its shape (the same keys
 * in the same order, record-shape.ts) are checked against it, their keys not looked at again. A
 * few shapes are kept, and few learnt; a page whose records mostly match none is walked key by key.
 * @module
 */

import { CanonicalJson } from './canonical-json';
import { BACKSLASH, CLOSE_BRACE, COLON, COMMA, OPEN_BRACE, QUOTE } from './json-bytes';
import {
  booleanAt,
  RecordShape,
  SLOT_CELL_VALID,
  SLOT_ID,
  SLOT_RECORD_VALID,
  SLOT_VALUE,
} from './record-shape';

/** Records found in `bytes`, in order; see `RecordTable.insertScanned`. */
export interface ScannedRecords {
  bytes: Buffer;
  /** Record i is bytes [starts[i], ends[i]); one comma lies between neighbours. */
  starts: number[];
  ends: number[];
  /** Its id's JSON text (quotes included) is bytes [idStarts[i], idEnds[i]) (see `idsOf`). */
  idStarts: number[];
  idEnds: number[];
  /** Per record: 1 when it is valid. */
  valid: Uint8Array;
  /** The keys of the cells in error of the records that have some, by index. */
  errorFields: Map<number, string[]>;
}

const ID_KEY = Buffer.from('"id"');
const VALUES_KEY = Buffer.from('"values"');
const VALID_KEY = Buffer.from('"valid"');
const MESSAGES_KEY = Buffer.from('"messages"');

/** Shapes kept at once (a sheet whose records alternate between a few shapes matches them all). */
const MAX_SHAPES = 4;
/** At most one shape is learnt in this many records. */
const LEARN_EVERY = 16;
/** Records no shape matched, beyond those one did, after which shapes are no longer tried. */
const GIVE_UP_AFTER = 64;

/** Depths of the objects walked here; a value inside one is walked from the next depth on. */
const RECORD_DEPTH = 1;
const VALUES_DEPTH = 2;
const CELL_DEPTH = 3;

/** Whether the key text (quotes included) at bytes [start, end) is `key`. */
function isKey(bytes: Uint8Array, start: number, end: number, key: Uint8Array): boolean {
  if (end - start !== key.length) return false;
  for (let index = 0; index < key.length; index++) {
    if (bytes[start + index] !== key[index]) return false;
  }
  return true;
}

/** The string whose JSON text (quotes included) is bytes [start, end). */
export function decodeString(bytes: Buffer, start: number, end: number): string {
  for (let at = start + 1; at < end - 1; at++) {
    const byte = bytes[at] as number;
    if (byte >= 0x80 || byte === BACKSLASH) {
      return JSON.parse(bytes.toString('utf8', start, end)) as string;
    }
  }
  return bytes.toString('latin1', start + 1, end - 1);
}

/** The ids of scanned records, as strings. */
export function idsOf(records: ScannedRecords): string[] {
  return records.idStarts.map((start, index) =>
    decodeString(records.bytes, start, records.idEnds[index] as number),
  );
}

/** One walk over a run of records; `scanStoredRecords` is its entry. */
class RecordsWalk {
  private readonly json: CanonicalJson;
  readonly found: ScannedRecords;
  private readonly valid: number[] = [];
  /** Shapes learnt (see record-shape.ts), the one that matched last first. */
  private readonly shapes: RecordShape[] = [];
  /** Records walked since a shape was last learnt. */
  private sinceLearnt = LEARN_EVERY;
  /** Records a shape matched, and records none did: when most match none, none is tried. */
  private matched = 0;
  private unmatched = 0;
  /** The facts of the record being walked key by key. */
  private idStart = -1;
  private idEnd = -1;
  private recordValid = -1;
  private cellErrors: string[] | undefined;
  /** Its variable parts, as `RecordShape` takes them. */
  private readonly slots: number[] = [];
  private readonly cellKeys: (string | undefined)[] = [];

  constructor(private readonly bytes: Buffer) {
    this.json = new CanonicalJson(bytes);
    this.found = {
      bytes,
      starts: [],
      ends: [],
      idStarts: [],
      idEnds: [],
      valid: new Uint8Array(0),
      errorFields: new Map(),
    };
  }

  /** Walks records joined by commas over [start, end); false when the text is not such a run. */
  run(start: number, end: number): boolean {
    const { found, bytes } = this;
    let at = start;
    while (at < end) {
      const recordEnd = this.next(at, end);
      if (recordEnd === -1) return false;
      found.starts.push(at);
      found.ends.push(recordEnd);
      if (recordEnd === end) break;
      if (bytes[recordEnd] !== COMMA || recordEnd + 1 === end) return false;
      at = recordEnd + 1;
    }
    found.valid = Uint8Array.from(this.valid);
    return true;
  }

  /** The end of the record at `at`, its facts added to `found`; -1 when it is not one. */
  private next(at: number, limit: number): number {
    const { found, shapes } = this;
    let facts:
      | { idStart: number; idEnd: number; valid: boolean; cellErrors?: string[] }
      | undefined;
    let end = -1;
    const shaped = this.unmatched < this.matched + GIVE_UP_AFTER;
    const tried = shaped ? shapes.length : 0;
    for (let index = 0; index < tried && end === -1; index++) {
      const shape = shapes[index] as RecordShape;
      end = shape.match(this.json, at, limit);
      if (end === -1) continue;
      facts = shape;
      if (index > 0) shapes.unshift(...shapes.splice(index, 1));
    }
    this.sinceLearnt++;
    if (facts) this.matched++;
    else {
      this.unmatched++;
      end = this.record(at, limit);
      if (end === -1) return -1;
      // Learning a shape costs more than walking a record: records of many shapes learn few.
      if (shaped && this.sinceLearnt >= LEARN_EVERY) {
        shapes.unshift(new RecordShape(this.bytes, at, end, this.slots, this.cellKeys));
        if (shapes.length > MAX_SHAPES) shapes.pop();
        this.sinceLearnt = 0;
      }
      facts = {
        idStart: this.idStart,
        idEnd: this.idEnd,
        valid: this.recordValid === 1,
        cellErrors: this.cellErrors,
      };
    }
    if (facts.cellErrors) found.errorFields.set(found.idStarts.length, facts.cellErrors);
    found.idStarts.push(facts.idStart);
    found.idEnds.push(facts.idEnd);
    this.valid.push(facts.valid ? 1 : 0);
    return end;
  }

  private slot(kind: number, start: number, end: number, cellKey?: string): void {
    this.slots.push(kind, start, end);
    this.cellKeys.push(cellKey);
  }

  /** The end of the record at `at` walked key by key (its facts and parts noted), or -1. */
  private record(at: number, limit: number): number {
    const { bytes, json } = this;
    if (bytes[at] !== OPEN_BRACE) return -1;
    this.idStart = -1;
    this.recordValid = -1;
    this.cellErrors = undefined;
    this.slots.length = 0;
    this.cellKeys.length = 0;
    let hasValues = false;
    let end = -1;
    json.keys.begin(RECORD_DEPTH);
    for (let index = at + 1; bytes[index] === QUOTE; ) {
      const keyEnd = json.stringEnd(index, limit);
      if (keyEnd === -1 || bytes[keyEnd] !== COLON) break;
      const valueAt = keyEnd + 1;
      let valueEnd: number;
      if (isKey(bytes, index, keyEnd, ID_KEY)) {
        if (this.idStart !== -1 || bytes[valueAt] !== QUOTE) break;
        json.keys.addKnown(RECORD_DEPTH);
        valueEnd = json.stringEnd(valueAt, limit);
        this.idStart = valueAt;
        this.idEnd = valueEnd;
        this.slot(SLOT_ID, valueAt, valueEnd);
      } else if (isKey(bytes, index, keyEnd, VALID_KEY)) {
        if (this.recordValid !== -1) break;
        json.keys.addKnown(RECORD_DEPTH);
        this.recordValid = booleanAt(bytes, valueAt);
        valueEnd = this.recordValid === -1 ? -1 : valueAt + 5 - this.recordValid;
        this.slot(SLOT_RECORD_VALID, valueAt, valueEnd);
      } else if (isKey(bytes, index, keyEnd, VALUES_KEY)) {
        if (hasValues) break;
        json.keys.addKnown(RECORD_DEPTH);
        valueEnd = this.values(valueAt, limit);
        hasValues = true;
      } else {
        if (!json.keys.add(bytes, index, keyEnd, RECORD_DEPTH)) break;
        valueEnd = json.valueEnd(valueAt, limit, RECORD_DEPTH);
        this.slot(SLOT_VALUE, valueAt, valueEnd);
      }
      if (valueEnd === -1 || valueEnd >= limit) break;
      index = valueEnd + 1;
      if (bytes[valueEnd] === CLOSE_BRACE) {
        if (this.idStart !== -1 && this.recordValid !== -1 && hasValues) end = index;
        break;
      }
      if (bytes[valueEnd] !== COMMA) break;
    }
    json.keys.end(RECORD_DEPTH);
    return end;
  }

  /** The end of a record's `values` at `at` (its cells walked), or -1. */
  private values(at: number, limit: number): number {
    const { bytes, json } = this;
    if (bytes[at] !== OPEN_BRACE) return -1;
    if (bytes[at + 1] === CLOSE_BRACE) return at + 2;
    let end = -1;
    json.keys.begin(VALUES_DEPTH);
    for (let index = at + 1; bytes[index] === QUOTE; ) {
      const keyEnd = json.stringEnd(index, limit);
      if (keyEnd === -1 || bytes[keyEnd] !== COLON) break;
      if (!json.keys.add(bytes, index, keyEnd, VALUES_DEPTH)) break;
      const cellEnd = this.cell(keyEnd + 1, limit, index, keyEnd);
      if (cellEnd === -1 || cellEnd >= limit) break;
      index = cellEnd + 1;
      if (bytes[cellEnd] === CLOSE_BRACE) {
        end = index;
        break;
      }
      if (bytes[cellEnd] !== COMMA) break;
    }
    json.keys.end(VALUES_DEPTH);
    return end;
  }

  /** The end of the cell at `at` whose key is bytes [keyStart, keyEnd), or -1. */
  private cell(at: number, limit: number, keyStart: number, keyEnd: number): number {
    const { bytes, json } = this;
    if (bytes[at] !== OPEN_BRACE) return -1;
    const key = decodeString(bytes, keyStart, keyEnd);
    let cellValid = -1;
    let hasMessages = false;
    let end = -1;
    json.keys.begin(CELL_DEPTH);
    for (let index = at + 1; bytes[index] === QUOTE; ) {
      const nameEnd = json.stringEnd(index, limit);
      if (nameEnd === -1 || bytes[nameEnd] !== COLON) break;
      const valueAt = nameEnd + 1;
      let valueEnd: number;
      if (isKey(bytes, index, nameEnd, VALID_KEY)) {
        if (cellValid !== -1) break;
        json.keys.addKnown(CELL_DEPTH);
        cellValid = booleanAt(bytes, valueAt);
        valueEnd = cellValid === -1 ? -1 : valueAt + 5 - cellValid;
        this.slot(SLOT_CELL_VALID, valueAt, valueEnd, key);
      } else {
        if (!json.keys.add(bytes, index, nameEnd, CELL_DEPTH)) break;
        hasMessages ||= isKey(bytes, index, nameEnd, MESSAGES_KEY);
        valueEnd = json.valueEnd(valueAt, limit, CELL_DEPTH);
        this.slot(SLOT_VALUE, valueAt, valueEnd);
      }
      if (valueEnd === -1 || valueEnd >= limit) break;
      index = valueEnd + 1;
      if (bytes[valueEnd] === CLOSE_BRACE) {
        if (cellValid !== -1 && hasMessages) end = index;
        break;
      }
      if (bytes[valueEnd] !== COMMA) break;
    }
    json.keys.end(CELL_DEPTH);
    if (end !== -1 && cellValid === 0) {
      this.cellErrors ??= [];
      this.cellErrors.push(key);
    }
    return end;
  }
}

/**
 * The records whose text is bytes [start, end) of `bytes` (joined by commas, none when the range
 * is empty), or undefined when that text is not exactly what the record table stores for them
 * (see the module comment). `bytes` must be valid UTF-8.
 */
export function scanStoredRecords(
  bytes: Buffer,
  start: number,
  end: number,
): ScannedRecords | undefined {
  const walk = new RecordsWalk(bytes);
  try {
    return walk.run(start, end) ? walk.found : undefined;
  } catch (error) {
    // Nesting too deep for the stack: the parse decides.
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}

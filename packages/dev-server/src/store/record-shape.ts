/**
 * The text a sheet's records share. Records of one sheet are mostly written alike: the same keys
 * in the same order, only the values differ. A shape is learnt from one record walked key by key
 * (stored-records-scan.ts): its bytes, and where in them its variable parts lie — the id, the
 * record's `valid`, each cell's `valid` (with the cell's key) and every other value. A record
 * has the shape when the text between its variable parts is the same, byte for byte (compared
 * four bytes at a time), and each variable part is a value of its kind written as
 * `JSON.stringify` writes it: then its keys are the learnt record's, which were checked (none
 * twice, array indexes in order, every cell's `valid` and `messages` there), and the record is
 * what the table would store, without a key being looked at.
 * @module
 */
import type { CanonicalJson } from './canonical-json';

/** What a variable part of a shape is. */
export const SLOT_ID = 0;
export const SLOT_RECORD_VALID = 1;
export const SLOT_CELL_VALID = 2;
export const SLOT_VALUE = 3;

/** `true` → 1, `false` → 0, anything else at `at` → -1. */
export function booleanAt(bytes: Uint8Array, at: number): number {
  if (bytes[at] === 0x74) {
    return bytes[at + 1] === 0x72 && bytes[at + 2] === 0x75 && bytes[at + 3] === 0x65 ? 1 : -1;
  }
  if (bytes[at] === 0x66) {
    return bytes[at + 1] === 0x61 &&
      bytes[at + 2] === 0x6c &&
      bytes[at + 3] === 0x73 &&
      bytes[at + 4] === 0x65
      ? 0
      : -1;
  }
  return -1;
}

/** A learnt record's text and its variable parts (see the module comment). */
export class RecordShape {
  private readonly text: Buffer;
  private readonly view: DataView;
  /** Per variable part: its kind, and where it lies in `text`. */
  private readonly kinds: Uint8Array;
  private readonly starts: Uint32Array;
  private readonly ends: Uint32Array;
  /** Per variable part: the key of the cell whose `valid` it is. */
  private readonly cellKeys: (string | undefined)[];

  /** The facts of the record `match` last found. */
  idStart = 0;
  idEnd = 0;
  valid = false;
  cellErrors: string[] | undefined;

  /**
   * The shape of the record at bytes [start, end), whose variable parts `slots` gives as
   * (kind, start, end) triples of positions in `bytes`, in order; `cellKeys` the key of each
   * part that is a cell's `valid`.
   */
  constructor(
    bytes: Buffer,
    start: number,
    end: number,
    slots: readonly number[],
    cellKeys: readonly (string | undefined)[],
  ) {
    this.text = Buffer.from(bytes.subarray(start, end));
    this.view = new DataView(this.text.buffer, this.text.byteOffset, this.text.byteLength);
    const count = slots.length / 3;
    this.kinds = new Uint8Array(count);
    this.starts = new Uint32Array(count);
    this.ends = new Uint32Array(count);
    for (let slot = 0; slot < count; slot++) {
      this.kinds[slot] = slots[slot * 3] as number;
      this.starts[slot] = (slots[slot * 3 + 1] as number) - start;
      this.ends[slot] = (slots[slot * 3 + 2] as number) - start;
    }
    this.cellKeys = [...cellKeys];
  }

  /** Whether bytes [at, at + length) of `json`'s text are bytes [from, from + length) of the shape's. */
  private sameText(json: CanonicalJson, at: number, from: number, length: number): boolean {
    const { view } = this;
    const other = json.view;
    let offset = 0;
    for (; offset + 4 <= length; offset += 4) {
      if (other.getInt32(at + offset, true) !== view.getInt32(from + offset, true)) return false;
    }
    for (; offset < length; offset++) {
      if (json.bytes[at + offset] !== this.text[from + offset]) return false;
    }
    return true;
  }

  /**
   * The end of the record at `at` of `json`'s text (before `limit`) when it has this shape, its
   * facts kept in `idStart`, `idEnd`, `valid` and `cellErrors`; otherwise -1.
   */
  match(json: CanonicalJson, at: number, limit: number): number {
    const { kinds, starts, ends, text } = this;
    const bytes = json.bytes;
    this.cellErrors = undefined;
    let index = at;
    let from = 0;
    for (let slot = 0; slot < kinds.length; slot++) {
      const literal = (starts[slot] as number) - from;
      if (index + literal > limit || !this.sameText(json, index, from, literal)) return -1;
      index += literal;
      from = ends[slot] as number;
      const kind = kinds[slot];
      if (kind === SLOT_VALUE) {
        index = json.valueEnd(index, limit);
      } else if (kind === SLOT_ID) {
        this.idStart = index;
        index = bytes[index] === 0x22 ? json.stringEnd(index, limit) : -1;
        this.idEnd = index;
      } else {
        const valid = booleanAt(bytes, index);
        if (valid === -1) return -1;
        index += valid === 1 ? 4 : 5;
        if (kind === SLOT_RECORD_VALID) this.valid = valid === 1;
        else if (valid === 0) {
          this.cellErrors ??= [];
          this.cellErrors.push(this.cellKeys[slot] as string);
        }
      }
      if (index === -1 || index > limit) return -1;
    }
    const rest = text.length - from;
    if (index + rest > limit || !this.sameText(json, index, from, rest)) return -1;
    return index + rest;
  }
}

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
import { type CanonicalJson, QUOTE } from './canonical-json';

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

/**
 * A learnt record's text and its variable parts (see the module comment). The text between the
 * parts is kept as the little-endian words (and the last few bytes) a record's text is compared
 * with, so a comparison reads only the record.
 */
export class RecordShape {
  /** Per variable part: its kind, and for a cell's `valid`, the cell's key. */
  private readonly kinds: Uint8Array;
  private readonly cellKeys: (string | undefined)[];
  /**
   * The text before variable part i (and after the last, i = parts): `lengths[i]` bytes, words
   * [wordStarts[i], wordStarts[i + 1]) of `words`, then bytes [tailStarts[i], tailStarts[i + 1])
   * of `tails`.
   */
  private readonly lengths: Uint32Array;
  private readonly wordStarts: Uint32Array;
  private readonly words: Int32Array;
  private readonly tailStarts: Uint32Array;
  private readonly tails: Uint8Array;

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
    const parts = slots.length / 3;
    this.kinds = new Uint8Array(parts);
    this.cellKeys = [...cellKeys];
    this.lengths = new Uint32Array(parts + 1);
    this.wordStarts = new Uint32Array(parts + 2);
    this.tailStarts = new Uint32Array(parts + 2);
    const words: number[] = [];
    const tails: number[] = [];
    let from = start;
    for (let part = 0; part <= parts; part++) {
      const to = part < parts ? (slots[part * 3 + 1] as number) : end;
      this.lengths[part] = to - from;
      let at = from;
      for (; at + 4 <= to; at += 4) words.push(bytes.readInt32LE(at));
      for (; at < to; at++) tails.push(bytes[at] as number);
      this.wordStarts[part + 1] = words.length;
      this.tailStarts[part + 1] = tails.length;
      if (part < parts) {
        this.kinds[part] = slots[part * 3] as number;
        from = slots[part * 3 + 2] as number;
      }
    }
    this.words = Int32Array.from(words);
    this.tails = Uint8Array.from(tails);
  }

  /**
   * The end of the record at `at` of `json`'s text (before `limit`) when it has this shape, its
   * facts kept in `idStart`, `idEnd`, `valid` and `cellErrors`; otherwise -1.
   */
  match(json: CanonicalJson, at: number, limit: number): number {
    const { kinds, lengths, wordStarts, words, tailStarts, tails } = this;
    const { bytes, view } = json;
    this.cellErrors = undefined;
    let index = at;
    for (let part = 0; ; part++) {
      if (index + (lengths[part] as number) > limit) return -1;
      const wordsEnd = wordStarts[part + 1] as number;
      for (let word = wordStarts[part] as number; word < wordsEnd; word++) {
        if (view.getInt32(index, true) !== words[word]) return -1;
        index += 4;
      }
      const tailsEnd = tailStarts[part + 1] as number;
      for (let tail = tailStarts[part] as number; tail < tailsEnd; tail++) {
        if (bytes[index] !== tails[tail]) return -1;
        index++;
      }
      if (part === kinds.length) return index;
      const kind = kinds[part];
      if (kind === SLOT_VALUE) {
        const first = bytes[index];
        if (first === QUOTE) index = json.stringEnd(index, limit);
        // An empty list (a cell's `messages`, mostly) is common enough to be read here.
        else if (first === 0x5b && bytes[index + 1] === 0x5d) index += 2;
        else index = json.valueEnd(index, limit);
      } else if (kind === SLOT_ID) {
        this.idStart = index;
        index = bytes[index] === QUOTE ? json.stringEnd(index, limit) : -1;
        this.idEnd = index;
      } else {
        const valid = booleanAt(bytes, index);
        if (valid === -1) return -1;
        index += valid === 1 ? 4 : 5;
        if (kind === SLOT_RECORD_VALID) this.valid = valid === 1;
        else if (valid === 0) {
          this.cellErrors ??= [];
          this.cellErrors.push(this.cellKeys[part] as string);
        }
      }
      if (index === -1 || index > limit) return -1;
    }
  }
}

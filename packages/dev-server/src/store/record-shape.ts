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
import { QUOTE } from './json-bytes';

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
 * Texts a record's text is compared with: text i is `lengths[i]` bytes, kept as the
 * little-endian words [wordStarts[i], wordStarts[i + 1]) of `words` it is read as, four bytes at
 * a time, and the bytes [tailStarts[i], tailStarts[i + 1]) of `tails` after the last whole word.
 */
class Texts {
  readonly lengths: Uint32Array;
  private readonly wordStarts: Uint32Array;
  private readonly words: Int32Array;
  private readonly tailStarts: Uint32Array;
  private readonly tails: Uint8Array;

  /** Each text is its pieces joined. */
  constructor(texts: readonly (readonly Buffer[])[]) {
    this.lengths = new Uint32Array(texts.length);
    this.wordStarts = new Uint32Array(texts.length + 1);
    this.tailStarts = new Uint32Array(texts.length + 1);
    const words: number[] = [];
    const tails: number[] = [];
    texts.forEach((pieces, index) => {
      const text = Buffer.concat(pieces);
      this.lengths[index] = text.length;
      let at = 0;
      for (; at + 4 <= text.length; at += 4) words.push(text.readInt32LE(at));
      for (; at < text.length; at++) tails.push(text[at] as number);
      this.wordStarts[index + 1] = words.length;
      this.tailStarts[index + 1] = tails.length;
    });
    this.words = Int32Array.from(words);
    this.tails = Uint8Array.from(tails);
  }

  /** Whether text `index` is at `at` of `json`'s bytes, all of it before `limit`. */
  isAt(index: number, json: CanonicalJson, at: number, limit: number): boolean {
    if (at + (this.lengths[index] as number) > limit) return false;
    const { words, tails } = this;
    const { view, bytes } = json;
    let offset = at;
    const wordsEnd = this.wordStarts[index + 1] as number;
    for (let word = this.wordStarts[index] as number; word < wordsEnd; word++) {
      if (view.getInt32(offset, true) !== words[word]) return false;
      offset += 4;
    }
    const tailsEnd = this.tailStarts[index + 1] as number;
    for (let tail = this.tailStarts[index] as number; tail < tailsEnd; tail++) {
      if (bytes[offset] !== tails[tail]) return false;
      offset++;
    }
    return true;
  }
}

/** A learnt part of a record's text that is `[]` (a cell's empty `messages`, mostly). */
const EMPTY_LIST = Buffer.from('[]');

/**
 * A learnt record's text and its variable parts (see the module comment). A record is first
 * compared with fewer, longer texts: the learnt record's booleans and empty lists are taken as
 * text too (a cell valid with no messages is then one comparison from its value to the next
 * cell's), and only where that fails are those parts read one by one.
 */
export class RecordShape {
  /** Per variable part: its kind, and for a cell's `valid`, the cell's key. */
  private readonly kinds: Uint8Array;
  private readonly cellKeys: (string | undefined)[];
  /** The text before variable part i, and after the last (i = parts). */
  private readonly between: Texts;
  /**
   * Groups of parts: group g is the parts [groupStarts[g], groupEnds[g]) that are booleans or
   * empty lists, then part groupEnds[g] (or the record's end), read as it comes. `grouped` text
   * g is the group's text as learnt, up to that part.
   */
  private readonly groupStarts: Uint32Array;
  private readonly groupEnds: Uint32Array;
  private readonly grouped: Texts;
  /** Per group, what it says when its text is as learnt: the record's `valid` (-1: not in it), the cells in error. */
  private readonly groupValid: Int8Array;
  private readonly groupErrors: (string[] | undefined)[] = [];

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
    const between: Buffer[][] = [];
    const learnt: Buffer[] = [];
    let from = start;
    for (let part = 0; part < parts; part++) {
      this.kinds[part] = slots[part * 3] as number;
      between.push([bytes.subarray(from, slots[part * 3 + 1] as number)]);
      learnt.push(bytes.subarray(slots[part * 3 + 1] as number, slots[part * 3 + 2] as number));
      from = slots[part * 3 + 2] as number;
    }
    between.push([bytes.subarray(from, end)]);
    this.between = new Texts(between);

    const isGrouped = (part: number) =>
      this.kinds[part] === SLOT_CELL_VALID ||
      this.kinds[part] === SLOT_RECORD_VALID ||
      (this.kinds[part] === SLOT_VALUE && (learnt[part] as Buffer).equals(EMPTY_LIST));
    const groupStarts: number[] = [];
    const groupEnds: number[] = [];
    const grouped: Buffer[][] = [];
    const groupValid: number[] = [];
    for (let first = 0; first <= parts; ) {
      let last = first;
      const pieces: Buffer[] = [];
      let valid = -1;
      let errors: string[] | undefined;
      for (; last < parts && isGrouped(last); last++) {
        pieces.push(...(between[last] as Buffer[]), learnt[last] as Buffer);
        const literal = (learnt[last] as Buffer).toString();
        if (this.kinds[last] === SLOT_RECORD_VALID) valid = literal === 'true' ? 1 : 0;
        if (this.kinds[last] === SLOT_CELL_VALID && literal === 'false') {
          errors ??= [];
          errors.push(cellKeys[last] as string);
        }
      }
      pieces.push(...(between[last] as Buffer[]));
      groupStarts.push(first);
      groupEnds.push(last);
      grouped.push(pieces);
      groupValid.push(valid);
      this.groupErrors.push(errors);
      first = last + 1;
    }
    this.groupStarts = Uint32Array.from(groupStarts);
    this.groupEnds = Uint32Array.from(groupEnds);
    this.grouped = new Texts(grouped);
    this.groupValid = Int8Array.from(groupValid);
  }

  /**
   * The end of the record at `at` of `json`'s text (before `limit`) when it has this shape, its
   * facts kept in `idStart`, `idEnd`, `valid` and `cellErrors`; otherwise -1.
   */
  match(json: CanonicalJson, at: number, limit: number): number {
    const { groupStarts, groupEnds, grouped, between } = this;
    const parts = this.kinds.length;
    this.cellErrors = undefined;
    let index = at;
    for (let group = 0; group < groupStarts.length; group++) {
      const last = groupEnds[group] as number;
      if (grouped.isAt(group, json, index, limit)) {
        index += grouped.lengths[group] as number;
        const valid = this.groupValid[group] as number;
        if (valid !== -1) this.valid = valid === 1;
        const errors = this.groupErrors[group];
        if (errors) this.noteErrors(errors);
      } else {
        for (let part = groupStarts[group] as number; part < last; part++) {
          if (!between.isAt(part, json, index, limit)) return -1;
          index = this.part(part, json, index + (between.lengths[part] as number), limit);
          if (index === -1) return -1;
        }
        if (!between.isAt(last, json, index, limit)) return -1;
        index += between.lengths[last] as number;
      }
      if (last === parts) return index;
      index = this.part(last, json, index, limit);
      if (index === -1) return -1;
    }
    return -1;
  }

  private noteErrors(keys: readonly string[]): void {
    this.cellErrors ??= [];
    this.cellErrors.push(...keys);
  }

  /** Reads variable part `part` at `at` (its fact kept); its end, or -1. */
  private part(part: number, json: CanonicalJson, at: number, limit: number): number {
    const { bytes } = json;
    const kind = this.kinds[part];
    let index: number;
    if (kind === SLOT_VALUE) {
      const first = bytes[at];
      if (first === QUOTE) index = json.stringEnd(at, limit);
      // An empty list (a cell's `messages`, mostly) is common enough to be read here.
      else if (first === 0x5b && bytes[at + 1] === 0x5d) index = at + 2;
      else index = json.valueEnd(at, limit);
    } else if (kind === SLOT_ID) {
      this.idStart = at;
      index = bytes[at] === QUOTE ? json.stringEnd(at, limit) : -1;
      this.idEnd = index;
    } else {
      const valid = booleanAt(bytes, at);
      if (valid === -1) return -1;
      index = at + (valid === 1 ? 4 : 5);
      if (kind === SLOT_RECORD_VALID) this.valid = valid === 1;
      else if (valid === 0) this.noteErrors([this.cellKeys[part] as string]);
    }
    return index > limit ? -1 : index;
  }
}

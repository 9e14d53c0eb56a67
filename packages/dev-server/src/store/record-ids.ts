/**
 * The ids of a record table's positions, kept off the JS heap: the ids the dev server hands out
 * (`us_rc_`, a four-character server tag, a base-36 sequence number, see runtime/ids.ts) are held
 * as two numbers (which tag, which number) in typed arrays, 10 bytes a record instead of a string
 * and a map entry. Any other id (from a saved state or snapshot of an older format, say) is kept
 * as its string. Positions hold ids in insertion order, which is `compareRecordIds` order (the
 * table checks it), so an id's position is found by binary search.
 * @module
 */
import { compareRecordIds } from './record-query';

const PREFIX = 'us_rc_';
/** `us_rc_` and the server's tag. */
const HEAD_LENGTH = PREFIX.length + 4;
/** The sequence number's digits: at least 6 (zero-padded), at most 10 (exact in a double). */
const MIN_DIGITS = 6;
const MAX_DIGITS = 10;
/** Heads are numbered from 1 in a Uint16Array; 0 marks an id kept as a string. */
const MAX_HEADS = 0xffff;

/** The value of a base-36 digit (0-9, a-z), or -1. */
function digitOf(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  if (code >= 0x61 && code <= 0x7a) return code - 0x61 + 10;
  return -1;
}

/**
 * The sequence number of an id of the dev server's shape, or -1: only ids that the number gives
 * back exactly (`n.toString(36).padStart(6, '0')`) count, so nothing is lost by keeping numbers.
 */
function serialOf(id: string): number {
  const digits = id.length - HEAD_LENGTH;
  if (digits < MIN_DIGITS || digits > MAX_DIGITS || !id.startsWith(PREFIX)) return -1;
  for (let index = PREFIX.length; index < HEAD_LENGTH; index++) {
    if (digitOf(id.charCodeAt(index)) < 0) return -1;
  }
  // Past six digits there is no padding: a leading zero would not come back.
  if (digits > MIN_DIGITS && id.charCodeAt(HEAD_LENGTH) === 0x30) return -1;
  let serial = 0;
  for (let index = HEAD_LENGTH; index < id.length; index++) {
    const digit = digitOf(id.charCodeAt(index));
    if (digit < 0) return -1;
    serial = serial * 36 + digit;
  }
  return serial;
}

/** The ids of positions 0, 1, 2, … of a record table (see the module comment). */
export class RecordIds {
  private heads: string[] = [];
  private headNumbers = new Map<string, number>();
  /** Per position: its head's number (from 1), or 0 for an id in `strings`. */
  private headOf = new Uint16Array(1024);
  private serials = new Float64Array(1024);
  private readonly strings = new Map<number, string>();
  private count = 0;

  get length(): number {
    return this.count;
  }

  /** Appends the id of the next position. */
  push(id: string): void {
    const position = this.count;
    this.reserve(position + 1);
    const serial = serialOf(id);
    const head = serial < 0 ? 0 : this.headNumber(id);
    this.headOf[position] = head;
    if (head === 0) this.strings.set(position, id);
    else this.serials[position] = serial;
    this.count++;
  }

  /**
   * Appends the id whose JSON text (quotes included) is bytes [start, end), without building it,
   * when it is of the dev server's shape (see `serialOf`); false, and nothing appended, for any
   * other (push it as a string then).
   */
  pushText(bytes: Uint8Array, start: number, end: number): boolean {
    const from = start + 1;
    const digits = end - 1 - from - HEAD_LENGTH;
    if (digits < MIN_DIGITS || digits > MAX_DIGITS) return false;
    for (let index = 0; index < PREFIX.length; index++) {
      if (bytes[from + index] !== PREFIX.charCodeAt(index)) return false;
    }
    for (let at = from + PREFIX.length; at < from + HEAD_LENGTH; at++) {
      if (digitOf(bytes[at] as number) < 0) return false;
    }
    if (digits > MIN_DIGITS && bytes[from + HEAD_LENGTH] === 0x30) return false;
    let serial = 0;
    for (let at = from + HEAD_LENGTH; at < end - 1; at++) {
      const digit = digitOf(bytes[at] as number);
      if (digit < 0) return false;
      serial = serial * 36 + digit;
    }
    // Ids in a row mostly share their head: the last one's, compared without building it.
    let head = this.heads.length;
    const last = this.heads[head - 1];
    let same = last !== undefined;
    for (let index = PREFIX.length; same && index < HEAD_LENGTH; index++) {
      same = bytes[from + index] === (last as string).charCodeAt(index);
    }
    if (!same) {
      head = this.headNumber(String.fromCharCode(...bytes.subarray(from, from + HEAD_LENGTH)));
      if (head === 0) return false;
    }
    const next = this.count;
    this.reserve(next + 1);
    this.headOf[next] = head;
    this.serials[next] = serial;
    this.count++;
    return true;
  }

  /** Appends the id at `position` of `other` (a compaction's copy), without building it. */
  pushFrom(other: RecordIds, position: number): void {
    const head = other.headOf[position] as number;
    if (head === 0) {
      this.push(other.strings.get(position) as string);
      return;
    }
    const number = this.headNumber(other.heads[head - 1] as string);
    if (number === 0) {
      this.push(other.at(position));
      return;
    }
    const next = this.count;
    this.reserve(next + 1);
    this.headOf[next] = number;
    this.serials[next] = other.serials[position] as number;
    this.count++;
  }

  /** The id at a position. */
  at(position: number): string {
    const head = this.headOf[position] as number;
    if (head === 0) return this.strings.get(position) as string;
    const serial = (this.serials[position] as number).toString(36).padStart(MIN_DIGITS, '0');
    return `${this.heads[head - 1]}${serial}`;
  }

  /**
   * A copy of the ids as they are now, for records frozen (a snapshot): the same 10 bytes a record
   * (typed arrays cut to the count), where an array of the ids as strings costs about 60.
   */
  copy(): RecordIds {
    const copy = new RecordIds();
    copy.heads = [...this.heads];
    copy.headNumbers = new Map(this.headNumbers);
    copy.headOf = this.headOf.slice(0, Math.max(1, this.count));
    copy.serials = this.serials.slice(0, Math.max(1, this.count));
    for (const [position, id] of this.strings)
      if (position < this.count) copy.strings.set(position, id);
    copy.count = this.count;
    return copy;
  }

  /**
   * `compareRecordIds` of the id at `position` and the id at `theirs` of `other`, by numbers when
   * both are regular (a walk over two versions of a sheet builds no id).
   */
  compareWith(position: number, other: RecordIds, theirs: number): number {
    const head = this.headOf[position] as number;
    const otherHead = other.headOf[theirs] as number;
    if (head === 0 || otherHead === 0) return compareRecordIds(this.at(position), other.at(theirs));
    const own = this.serials[position] as number;
    const their = other.serials[theirs] as number;
    // Ids order by length first: a longer sequence number is a later id whatever its tag.
    const lengthOrder = digitCount(own) - digitCount(their);
    if (lengthOrder !== 0) return lengthOrder;
    const ownHead = this.heads[head - 1] as string;
    const otherHeadText = other.heads[otherHead - 1] as string;
    if (ownHead !== otherHeadText) return ownHead < otherHeadText ? -1 : 1;
    return own - their;
  }

  /** `compareRecordIds(this.at(position), id)`. */
  compareToId(position: number, id: string): number {
    const serial = serialOf(id);
    return this.compareAt(position, id, serial < 0 ? undefined : id.slice(0, HEAD_LENGTH), serial);
  }

  *[Symbol.iterator](): Iterator<string> {
    for (let position = 0; position < this.count; position++) yield this.at(position);
  }

  /** Saved as the array of its ids (an entity holding a column is saved as JSON by `--data`). */
  toJSON(): string[] {
    return this.toArray();
  }

  /** Every id, in order. */
  toArray(): string[] {
    const ids: string[] = new Array(this.count);
    for (let position = 0; position < this.count; position++) ids[position] = this.at(position);
    return ids;
  }

  /**
   * The position of `id`, or, when no position holds it, `-1 - p` where `p` is the first position
   * holding a later id (binary search: positions are in `compareRecordIds` order).
   */
  search(id: string): number {
    const serial = serialOf(id);
    const head = serial < 0 ? undefined : id.slice(0, HEAD_LENGTH);
    let low = 0;
    let high = this.count;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const order = this.compareAt(middle, id, head, serial);
      if (order === 0) return middle;
      if (order < 0) low = middle + 1;
      else high = middle;
    }
    return -1 - low;
  }

  /** `compareRecordIds` of the ids at two positions, by numbers when both are regular. */
  compare(position: number, other: number): number {
    return this.compareWith(position, this, other);
  }

  /** Drops the ids from `length` on (a batch refused after its ids were appended). */
  truncate(length: number): void {
    for (let position = length; position < this.count; position++) this.strings.delete(position);
    this.count = Math.min(this.count, length);
  }

  /** `compareRecordIds(this.at(position), id)`, by numbers when both ids are regular. */
  private compareAt(
    position: number,
    id: string,
    head: string | undefined,
    serial: number,
  ): number {
    const headNumber = this.headOf[position] as number;
    if (head === undefined || headNumber === 0) return compareRecordIds(this.at(position), id);
    const own = this.serials[position] as number;
    // Ids order by length first: a longer sequence number is a later id whatever its tag.
    const lengthOrder = digitCount(own) - digitCount(serial);
    if (lengthOrder !== 0) return lengthOrder;
    const ownHead = this.heads[headNumber - 1] as string;
    if (ownHead !== head) return ownHead < head ? -1 : 1;
    return own - serial;
  }

  /** The number of an id's head (0: no room for another); ids in a row mostly share one. */
  private headNumber(id: string): number {
    const last = this.heads.length;
    if (last > 0 && id.startsWith(this.heads[last - 1] as string)) return last;
    const head = id.length === HEAD_LENGTH ? id : id.slice(0, HEAD_LENGTH);
    let number = this.headNumbers.get(head);
    if (number === undefined) {
      if (this.heads.length >= MAX_HEADS) return 0;
      this.heads.push(head);
      number = this.heads.length;
      this.headNumbers.set(head, number);
    }
    return number;
  }

  private reserve(capacity: number): void {
    if (capacity <= this.headOf.length) return;
    let size = this.headOf.length;
    while (size < capacity) size *= 2;
    const heads = new Uint16Array(size);
    heads.set(this.headOf);
    this.headOf = heads;
    const serials = new Float64Array(size);
    serials.set(this.serials);
    this.serials = serials;
  }
}

/** The first sequence number written with more than six digits. */
const FIRST_LONGER = 36 ** MIN_DIGITS;

/** How many base-36 digits a sequence number is written with (at least six). */
function digitCount(serial: number): number {
  // Every binary search of an id asks this about twenty times: the common case costs one test.
  if (serial < FIRST_LONGER) return MIN_DIGITS;
  let digits = MIN_DIGITS;
  for (let limit = FIRST_LONGER; serial >= limit && digits < MAX_DIGITS; limit *= 36) digits++;
  return digits;
}

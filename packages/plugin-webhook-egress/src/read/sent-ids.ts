import type { RecordIdSink } from './record-id-reader';

const INITIAL_CAPACITY = 1024;
const TWO_POW_21 = 2 ** 21;

// A 53-bit hash of `bytes[start, end)`: FNV-1a and a second multiplicative hash, combined into a
// number a double holds exactly (so the set can be a Float64Array, sorted natively).
function hashBytes(bytes: Uint8Array, start: number, end: number): number {
  let first = 0x811c9dc5;
  let second = 0x9e3779b9;
  for (let i = start; i < end; i += 1) {
    const byte = bytes[i] as number;
    first = Math.imul(first ^ byte, 0x01000193);
    second = Math.imul(second ^ byte, 0x5bd1e995);
    second ^= second >>> 15;
  }
  return (first >>> 0) * TWO_POW_21 + ((second >>> 0) & (TWO_POW_21 - 1));
}

// `hashBytes` of the UTF-8 bytes of `text`, without encoding it when it is ASCII (ids are).
function hashString(text: string): number {
  let first = 0x811c9dc5;
  let second = 0x9e3779b9;
  for (let i = 0; i < text.length; i += 1) {
    const byte = text.charCodeAt(i);
    if (byte >= 0x80) {
      const bytes = Buffer.from(text, 'utf8');
      return hashBytes(bytes, 0, bytes.length);
    }
    first = Math.imul(first ^ byte, 0x01000193);
    second = Math.imul(second ^ byte, 0x5bd1e995);
    second ^= second >>> 15;
  }
  return (first >>> 0) * TWO_POW_21 + ((second >>> 0) & (TWO_POW_21 - 1));
}

/**
 * The ids of the records one egress sent, for one sheet: kept as 53-bit hashes in one growing
 * Float64Array (8 bytes an id, about 8 MiB for a million, instead of a string and a Set entry
 * each), sorted once when the first question comes. `mayHaveSent` is exact for an id that was
 * sent; for an id that was not, it wrongly says yes with a chance of about n / 2^53 (n ids sent),
 * and then the update is simply tried and refused by the API. When some record's id could not be
 * read, every id may have been sent.
 */
export class SentIds implements RecordIdSink {
  private hashes = new Float64Array(INITIAL_CAPACITY);
  private size = 0;
  private sorted = true;
  private unreadable = 0;

  addBytes(bytes: Uint8Array, start: number, end: number): void {
    if (this.size === this.hashes.length) {
      const grown = new Float64Array(this.hashes.length * 2);
      grown.set(this.hashes);
      this.hashes = grown;
    }
    this.hashes[this.size] = hashBytes(bytes, start, end);
    this.size += 1;
    this.sorted = false;
  }

  addUnreadable(): void {
    this.unreadable += 1;
  }

  /** Ids read (each record sent adds one, or counts as unreadable). */
  get count(): number {
    return this.size;
  }

  /** Whether the egress may have sent a record with this id (see the class comment). */
  mayHaveSent(id: string): boolean {
    if (this.unreadable > 0) return true;
    if (!this.sorted) {
      this.hashes = this.hashes.slice(0, this.size).sort();
      this.sorted = true;
    }
    const wanted = hashString(id);
    let low = 0;
    let high = this.size;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.hashes[middle] as number) < wanted) low = middle + 1;
      else high = middle;
    }
    return low < this.size && this.hashes[low] === wanted;
  }
}

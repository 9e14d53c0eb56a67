/** The ids one egress sent, per sheet, to tell which rejected records it sent. @module */
import { hashIdBytes, hashIdString } from './id-hash';
import type { RecordIdSink } from './record-id-reader';

const INITIAL_CAPACITY = 1024;

/**
 * The ids of the records one egress sent, for one sheet: kept as 53-bit hashes (`id-hash.ts`;
 * the SIMD scan hands most of them over already computed, `addHashes`) in one growing
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
    this.reserve(1);
    this.hashes[this.size] = hashIdBytes(bytes, start, end);
    this.size += 1;
    this.sorted = false;
  }

  addHashes(hashes: Float64Array): void {
    this.reserve(hashes.length);
    this.hashes.set(hashes, this.size);
    this.size += hashes.length;
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
    const wanted = hashIdString(id);
    let low = 0;
    let high = this.size;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.hashes[middle] as number) < wanted) low = middle + 1;
      else high = middle;
    }
    return low < this.size && this.hashes[low] === wanted;
  }

  private reserve(more: number): void {
    if (this.size + more <= this.hashes.length) return;
    let capacity = Math.max(INITIAL_CAPACITY, this.hashes.length * 2);
    while (capacity < this.size + more) capacity *= 2;
    const grown = new Float64Array(capacity);
    grown.set(this.hashes.subarray(0, this.size));
    this.hashes = grown;
  }
}

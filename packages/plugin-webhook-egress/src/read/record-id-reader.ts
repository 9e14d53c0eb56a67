import { BACKSLASH, QUOTE } from './records-array';

/** Where the ids of the records read go: as their UTF-8 bytes, or word that one could not be read. */
export interface RecordIdSink {
  /** The id is `bytes[start, end)` (UTF-8, no quotes, no escapes). */
  addBytes(bytes: Uint8Array, start: number, end: number): void;
  /** A record whose id could not be read from its first bytes. */
  addUnreadable(): void;
  /**
   * Ids the SIMD scan read and hashed itself (`id-hash.ts`): a sink that has this gets most ids
   * this way, and the others through `addBytes` / `addUnreadable`.
   */
  addHashes?(hashes: Float64Array): void;
}

// How a record of the API starts: its id is the first member.
const ID_HEAD = Buffer.from('{"id":"');
/** An id is read from at most this many bytes of its record; a longer one counts as unreadable. */
const MAX_HEAD_BYTES = 512;

// `bytes[from…]` is a prefix of ID_HEAD (the chunk ended inside it).
function isHeadPrefix(bytes: Uint8Array, from: number): boolean {
  for (let i = from; i < bytes.length; i += 1) if (bytes[i] !== ID_HEAD[i - from]) return false;
  return true;
}

// Whether `{"id":"` is at `at` (the caller checked that its 7 bytes are there; compared in
// place: this runs once per record).
function isIdHeadAt(bytes: Uint8Array, at: number): boolean {
  return (
    bytes[at + 1] === 0x22 &&
    bytes[at + 2] === 0x69 &&
    bytes[at + 3] === 0x64 &&
    bytes[at + 4] === 0x22 &&
    bytes[at + 5] === 0x3a &&
    bytes[at + 6] === 0x22
  );
}

/**
 * Reads each record's id from the first bytes of the record, as the records scanner finds them:
 * the API writes `{"id":"…"` first, so the id is the string that follows, read in place (no
 * parse, no string) and handed to a sink. A record laid out otherwise counts as unreadable. A
 * record whose first bytes are cut by the chunk's end is finished with the next chunk.
 */
export class RecordIdReader {
  // The first bytes of a record whose id the last chunk cut off (a copy: at most MAX_HEAD_BYTES).
  private pending: Buffer | undefined;

  /** Whether the sink takes ids as the SIMD scan's hashes (see `RecordIdSink.addHashes`). */
  readonly takesHashes: boolean;

  constructor(private readonly sink: RecordIdSink) {
    this.takesHashes = typeof sink.addHashes === 'function';
  }

  /** Ids the SIMD scan read and hashed. */
  addHashes(hashes: Float64Array): void {
    this.sink.addHashes?.(hashes);
  }

  /** A record starts at `bytes[at]` (its `{`). */
  read(bytes: Buffer, at: number): void {
    if (!this.readComplete(bytes, at)) this.pending = Buffer.from(bytes.subarray(at));
  }

  /** A record that was parsed (a page of another layout). */
  readParsed(record: unknown): void {
    const id = (record as { id?: unknown } | null | undefined)?.id;
    if (typeof id !== 'string') {
      this.sink.addUnreadable();
      return;
    }
    const bytes = Buffer.from(id, 'utf8');
    this.sink.addBytes(bytes, 0, bytes.length);
  }

  /** The next chunk starts at `bytes[from]`: finishes a record cut off by the previous one. */
  continueWith(bytes: Buffer, from: number): void {
    const pending = this.pending;
    if (pending === undefined) return;
    this.pending = undefined;
    const more = bytes.subarray(from, from + Math.max(0, MAX_HEAD_BYTES - pending.length));
    const joined = Buffer.concat([pending, more]);
    if (this.readComplete(joined, 0)) return;
    if (joined.length >= MAX_HEAD_BYTES) this.sink.addUnreadable();
    else this.pending = joined; // the chunk was tiny: wait for the next one
  }

  /** The records ended: a record still cut off could not be read. */
  end(): void {
    if (this.pending !== undefined) this.sink.addUnreadable();
    this.pending = undefined;
  }

  // Reads the id of the record at `at`; false when the bytes end before it does.
  private readComplete(bytes: Buffer, at: number): boolean {
    const start = at + ID_HEAD.length;
    if (start > bytes.length) {
      if (isHeadPrefix(bytes, at)) return false;
      this.sink.addUnreadable();
      return true;
    }
    if (!isIdHeadAt(bytes, at)) {
      this.sink.addUnreadable();
      return true;
    }
    let escaped = false;
    let close = start;
    for (; close < bytes.length; close += 1) {
      const byte = bytes[close];
      if (byte === QUOTE) break;
      if (byte === BACKSLASH) {
        escaped = true;
        close += 1;
      }
    }
    if (close >= bytes.length) {
      if (close - at < MAX_HEAD_BYTES) return false;
      this.sink.addUnreadable();
      return true;
    }
    if (!escaped) {
      this.sink.addBytes(bytes, start, close);
      return true;
    }
    const id = Buffer.from(JSON.parse(bytes.toString('utf8', start - 1, close + 1)) as string);
    this.sink.addBytes(id, 0, id.length);
    return true;
  }
}

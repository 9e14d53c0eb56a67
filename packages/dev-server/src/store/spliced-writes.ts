/**
 * Writing records' texts, each with a few splices, into a byte arena in bulk. A rewrite of one
 * cell in every record of a sheet reads the records in the order they lie in memory and writes
 * them in that same order, so the unchanged bytes between one record's splice and the next
 * record's (the tail of one, the head of the next) are one run in the source and one in the
 * destination: they are copied as one, and each record is written straight where it will live.
 * A copy has a fixed cost well above its per-byte cost at record sizes, so this halves the copies
 * and drops the staging copy a record-by-record rewrite makes.
 * @module
 */
import type { ByteArena } from './byte-arena';
import { copyBytes } from './copy-bytes';

/** One splice of a text: bytes [from, to) of its source are replaced by `with`. */
export interface Splice {
  from: number;
  to: number;
  with: Uint8Array;
}

/** Where the last `write` put its text (read before the next `write`). */
export interface WrittenPlace {
  slab: number;
  offset: number;
  length: number;
}

export class SplicedWrites {
  /** The copy not made yet: source bytes [runFrom, runTo) of `runSource`, to `runInto` at `runAt`. */
  private runSource: Buffer | undefined;
  private runFrom = 0;
  private runTo = 0;
  private runInto: Buffer | undefined;
  private runAt = 0;
  readonly written: WrittenPlace = { slab: 0, offset: 0, length: 0 };

  /** Source bytes the caller will go through in all, and so far (written or passed over). */
  private readonly sourceBytes: number;
  private seenBytes = 0;
  private writtenBytes = 0;

  /**
   * `sourceBytes`: how many bytes of source text the caller will go through (rewritten or not,
   * see `pass`): what is written per byte seen so far tells how much is still to come, so a new
   * slab is sized for it (see `ByteArena.claim`).
   */
  constructor(
    private readonly arena: ByteArena,
    sourceBytes: number,
  ) {
    this.sourceBytes = sourceBytes;
  }

  /** Counts `length` bytes of source text gone through without being rewritten. */
  pass(length: number): void {
    this.seenBytes += length;
  }

  /**
   * Writes bytes [start, end) of `source` with `splices` (in order, not overlapping, within the
   * range) to a new place in the arena, found in `written` afterwards. Its bytes may stay
   * unwritten until `flush`: call it before anything reads them.
   */
  write(source: Buffer, start: number, end: number, splices: readonly Splice[]): void {
    let size = end - start;
    for (const splice of splices) size += splice.with.length - (splice.to - splice.from);
    this.seenBytes += end - start;
    this.writtenBytes += size;
    const toCome = Math.max(0, this.sourceBytes - this.seenBytes);
    const expected = size + Math.ceil((toCome * this.writtenBytes) / this.seenBytes);
    const place = this.arena.claim(size, expected);
    const into = this.arena.slabAt(place.slab);
    let at = place.offset;
    let from = start;
    for (const splice of splices) {
      this.copy(source, from, splice.from, into, at);
      at += splice.from - from;
      // A cleared cell is about 30 bytes: copied in a loop.
      at = copyBytes(splice.with, 0, splice.with.length, into, at);
      from = splice.to;
    }
    this.copy(source, from, end, into, at);
    this.written.slab = place.slab;
    this.written.offset = place.offset;
    this.written.length = size;
  }

  /** Makes every copy pending so far. */
  flush(): void {
    if (this.runSource && this.runInto && this.runTo > this.runFrom) {
      this.runSource.copy(this.runInto, this.runAt, this.runFrom, this.runTo);
    }
    this.runSource = undefined;
    this.runInto = undefined;
  }

  /** Copies source [from, to) to `into` at `at`, as part of the pending run when it continues it. */
  private copy(source: Buffer, from: number, to: number, into: Buffer, at: number): void {
    if (to <= from) return;
    const continues =
      source === this.runSource &&
      from === this.runTo &&
      into === this.runInto &&
      at === this.runAt + (this.runTo - this.runFrom);
    if (continues) {
      this.runTo = to;
      return;
    }
    this.flush();
    this.runSource = source;
    this.runFrom = from;
    this.runTo = to;
    this.runInto = into;
    this.runAt = at;
  }
}

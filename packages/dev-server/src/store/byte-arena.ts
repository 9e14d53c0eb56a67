/**
 * UTF-8 text in large slabs outside the JS heap: a million small records cost a million
 * (slab, offset, length) triples instead of a million heap strings, and records written one after
 * another sit next to each other, so a page of them is a few slices of memory, not a join.
 * Bytes once written are never overwritten (a rewrite appends, compaction fills a new arena), so
 * slices handed out stay valid however the records change afterwards.
 * @module
 */

/** Where one piece of text lives in the arena. */
export interface ArenaLocation {
  slab: number;
  offset: number;
  length: number;
}

/** Sizes of an arena (small ones in tests exercise slab boundaries and compaction). */
export interface ArenaSizes {
  /** Bytes per slab. Default 8 MiB. */
  slabBytes: number;
  /** Garbage below this is never worth a rewrite. Default 64 MiB. */
  minWastedBytes: number;
}

/** The largest slab `claim` makes for what a caller expects to write (one byte offset fits 2^32). */
const MAX_CLAIMED_SLAB_BYTES = 1 << 30;

const DEFAULT_SIZES: ArenaSizes = { slabBytes: 8 * 1024 * 1024, minWastedBytes: 64 * 1024 * 1024 };

/** Append-only UTF-8 storage; rewritten pieces leave garbage that `wastedBytes` counts. */
export class ByteArena {
  private slabs: Buffer[] = [];
  private used = 0;
  /** Bytes of text still referenced. */
  liveBytes = 0;
  /** Bytes of text no longer referenced (replaced or deleted). */
  wastedBytes = 0;

  constructor(readonly sizes: ArenaSizes = DEFAULT_SIZES) {}

  /**
   * An arena over slabs written elsewhere (a restored snapshot's), holding `liveBytes` of live
   * text. Those slabs may be shared, so nothing is appended to them: the next append starts a new
   * slab.
   */
  static over(slabs: readonly Buffer[], sizes: ArenaSizes, liveBytes: number): ByteArena {
    const arena = new ByteArena(sizes);
    arena.slabs = [...slabs];
    arena.used = arena.currentSize();
    arena.liveBytes = liveBytes;
    let total = 0;
    for (const slab of slabs) total += slab.length;
    arena.wastedBytes = Math.max(0, total - liveBytes);
    return arena;
  }

  /**
   * The slabs as they are now. Bytes once written are never written again, so text located in
   * them stays readable through this list however the arena changes afterwards.
   */
  slabList(): readonly Buffer[] {
    return [...this.slabs];
  }

  /** How many slabs the arena has. */
  get slabCount(): number {
    return this.slabs.length;
  }

  /** Appends `text` followed by `suffix` (one ASCII byte, for example a comma). */
  append(text: string, suffix: number): ArenaLocation {
    // UTF-8 needs at most 3 bytes per UTF-16 unit: measure exactly only when that may not fit.
    let length = text.length * 3 + 1;
    if (this.used + length > this.currentSize()) {
      length = Buffer.byteLength(text) + 1;
      if (this.used + length > this.currentSize()) this.addSlab(length);
    }
    const slab = this.slabs[this.slabs.length - 1] as Buffer;
    const offset = this.used;
    const written = slab.write(text, offset);
    slab[offset + written] = suffix;
    this.used += written + 1;
    this.liveBytes += written + 1;
    return { slab: this.slabs.length - 1, offset, length: written + 1 };
  }

  /**
   * Appends `count` texts written in place: `write(index, slab, at)` writes the index-th text,
   * suffix included and at most `bound(index)` bytes, into `slab` from `at` and returns where it
   * ends. `placed` gets each text's location, in order.
   */
  appendWritten(
    count: number,
    bound: (index: number) => number,
    write: (index: number, slab: Buffer, at: number) => number,
    placed: (index: number, slab: number, offset: number, length: number) => void,
  ): void {
    for (let index = 0; index < count; index++) {
      const most = bound(index);
      if (this.used + most > this.currentSize()) this.addSlab(most);
      const slabIndex = this.slabs.length - 1;
      const offset = this.used;
      const end = write(index, this.slabs[slabIndex] as Buffer, offset);
      placed(index, slabIndex, offset, end - offset);
      this.used = end;
      this.liveBytes += end - offset;
    }
  }

  /**
   * Appends texts that lie one after another in `source`: text i is bytes [starts[i], ends[i]),
   * and one separator byte lies between neighbours (starts[i + 1] is ends[i] + 1). Each is stored
   * followed by `suffix`, so a run of them that fits the slab is one copy, not one per text;
   * `placed` gets each text's location (suffix included), in order.
   */
  appendJoined(
    source: Buffer,
    starts: readonly number[],
    ends: readonly number[],
    suffix: number,
    placed: (index: number, slab: number, offset: number, length: number) => void,
  ): void {
    const count = starts.length;
    for (let first = 0; first < count; ) {
      const runStart = starts[first] as number;
      const firstLength = (ends[first] as number) - runStart + 1;
      if (this.used + firstLength > this.currentSize()) this.addSlab(firstLength);
      const room = this.currentSize() - this.used;
      let last = first;
      while (last + 1 < count && (ends[last + 1] as number) - runStart + 1 <= room) last++;
      const slabIndex = this.slabs.length - 1;
      const slab = this.slabs[slabIndex] as Buffer;
      const runLength = (ends[last] as number) - runStart + 1;
      // The run's separators come along; the byte after its last text is the suffix.
      source.copy(slab, this.used, runStart, runStart + runLength - 1);
      slab[this.used + runLength - 1] = suffix;
      for (let index = first; index <= last; index++) {
        const start = starts[index] as number;
        placed(index, slabIndex, this.used + start - runStart, (ends[index] as number) - start + 1);
      }
      this.used += runLength;
      this.liveBytes += runLength;
      first = last + 1;
    }
  }

  /** Appends bytes copied from another arena (suffix included). */
  appendBytes(bytes: Buffer): ArenaLocation {
    if (this.used + bytes.length > this.currentSize()) this.addSlab(bytes.length);
    const slab = this.slabs[this.slabs.length - 1] as Buffer;
    const offset = this.used;
    bytes.copy(slab, offset);
    this.used += bytes.length;
    this.liveBytes += bytes.length;
    return { slab: this.slabs.length - 1, offset, length: bytes.length };
  }

  /**
   * Claims `length` bytes at the end of the arena (in a new slab when the current one has no
   * room) for the caller to fill in place through `slabAt`, before anything reads them: a rewrite
   * writes each record where it will live, neighbours copied in one run, instead of staging each
   * in a buffer first. The claimed bytes count as live. A new slab, when one is needed, has room
   * for at least `expected` bytes (capped): a caller about to write much gets one allocation
   * instead of many, and each large allocation can set off a full garbage collection.
   */
  claim(length: number, expected = 0): ArenaLocation {
    if (this.used + length > this.currentSize()) {
      this.addSlab(Math.max(length, Math.min(expected, MAX_CLAIMED_SLAB_BYTES)));
    }
    const offset = this.used;
    this.used += length;
    this.liveBytes += length;
    return { slab: this.slabs.length - 1, offset, length };
  }

  /** The slab at this index (to fill bytes just claimed). */
  slabAt(slab: number): Buffer {
    return this.slabs[slab] as Buffer;
  }

  /**
   * For compaction, given the live bytes in each slab: a new arena sharing (not copying) the
   * slabs that are at least half live, and where each slab went in it (-1: dropped, the caller
   * appends the texts still live there anew). A slab that is all garbage, like the slabs a
   * rewrite of every record leaves behind, costs nothing to drop.
   */
  keepLiveSlabs(liveBySlab: Float64Array): { arena: ByteArena; slabMap: Int32Array } {
    const arena = new ByteArena(this.sizes);
    const slabMap = new Int32Array(this.slabs.length).fill(-1);
    const last = this.slabs.length - 1;
    for (let index = 0; index <= last; index++) {
      const slab = this.slabs[index] as Buffer;
      const filled = index === last ? this.used : slab.length;
      const live = liveBySlab[index] ?? 0;
      if (live === 0 || live * 2 < filled) continue;
      slabMap[index] = arena.slabs.length;
      arena.slabs.push(slab);
      arena.liveBytes += live;
      arena.wastedBytes += filled - live;
      // Only the current slab has room left; it stays this arena's to append to.
      arena.used = index === last ? this.used : slab.length;
    }
    return { arena, slabMap };
  }

  /** The text at a location, without its suffix byte. */
  read(slab: number, offset: number, length: number): string {
    return (this.slabs[slab] as Buffer).toString('utf8', offset, offset + length - 1);
  }

  /** The bytes at a location (suffix included), without copying. */
  view(slab: number, offset: number, length: number): Buffer {
    return (this.slabs[slab] as Buffer).subarray(offset, offset + length);
  }

  /** Marks the bytes of a location as garbage. */
  release(length: number): void {
    this.liveBytes -= length;
    this.wastedBytes += length;
  }

  /** Whether enough is garbage that rewriting the live text pays off. */
  get worthCompacting(): boolean {
    return this.wastedBytes > Math.max(this.liveBytes, this.sizes.minWastedBytes);
  }

  private currentSize(): number {
    return this.slabs[this.slabs.length - 1]?.length ?? 0;
  }

  private addSlab(atLeast: number): void {
    this.slabs.push(Buffer.allocUnsafeSlow(Math.max(this.sizes.slabBytes, atLeast)));
    this.used = 0;
  }
}

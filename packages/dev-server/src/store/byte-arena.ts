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
   * Appends each text followed by `suffix` (one ASCII character), as `append` would one by one,
   * but in as few writes as the slabs allow: one write of a whole batch instead of one per text.
   * `placed` gets each text's location, in order.
   */
  appendAll(
    texts: string[],
    suffix: string,
    placed: (index: number, slab: number, offset: number, length: number) => void,
  ): void {
    const joined = texts.length === 0 ? '' : `${texts.join(suffix)}${suffix}`;
    const total = Buffer.byteLength(joined);
    // Text all ASCII (the usual case) has as many bytes as characters: no per-text measuring.
    const ascii = total === joined.length;
    if (this.used + total <= this.currentSize()) {
      this.writeGroup(texts, 0, texts.length, joined, ascii, placed);
      return;
    }
    let start = 0;
    while (start < texts.length) {
      let end = start;
      let bytes = 0;
      const room = this.currentSize() - this.used;
      while (end < texts.length) {
        const text = texts[end] as string;
        const length = (ascii ? text.length : Buffer.byteLength(text)) + 1;
        if (bytes + length > room) break;
        bytes += length;
        end++;
      }
      if (end === start) {
        const first = texts[start] as string;
        this.addSlab((ascii ? first.length : Buffer.byteLength(first)) + 1);
        continue;
      }
      const group = `${texts.slice(start, end).join(suffix)}${suffix}`;
      this.writeGroup(texts, start, end, group, ascii, placed);
      start = end;
    }
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

  /** Writes `group`, the texts from `start` to `end` joined (it fits the current slab). */
  private writeGroup(
    texts: string[],
    start: number,
    end: number,
    group: string,
    ascii: boolean,
    placed: (index: number, slab: number, offset: number, length: number) => void,
  ): void {
    const slabIndex = this.slabs.length - 1;
    const slab = this.slabs[slabIndex] as Buffer;
    const written = slab.write(group, this.used);
    let offset = this.used;
    for (let index = start; index < end; index++) {
      const text = texts[index] as string;
      const length = (ascii ? text.length : Buffer.byteLength(text)) + 1;
      placed(index, slabIndex, offset, length);
      offset += length;
    }
    this.used += written;
    this.liveBytes += written;
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

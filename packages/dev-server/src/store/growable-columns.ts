/**
 * Per-record numbers of a record table in typed arrays (a flag byte and an arena location),
 * growing by doubling: a few bytes per record instead of an object per record.
 * @module
 */
import type { ArenaLocation } from './byte-arena';

export class GrowableColumns {
  private flags = new Uint8Array(1024);
  private slabs = new Uint32Array(1024);
  private offsets = new Uint32Array(1024);
  private lengths = new Uint32Array(1024);

  /** Makes room for `capacity` positions. */
  reserve(capacity: number): void {
    if (capacity <= this.flags.length) return;
    let size = this.flags.length;
    while (size < capacity) size *= 2;
    const grow = <T extends Uint8Array | Uint32Array>(old: T, make: (n: number) => T): T => {
      const grown = make(size);
      grown.set(old);
      return grown;
    };
    this.flags = grow(this.flags, (n) => new Uint8Array(n));
    this.slabs = grow(this.slabs, (n) => new Uint32Array(n));
    this.offsets = grow(this.offsets, (n) => new Uint32Array(n));
    this.lengths = grow(this.lengths, (n) => new Uint32Array(n));
  }

  flagsAt(position: number): number {
    return this.flags[position] ?? 0;
  }

  setFlags(position: number, flags: number): void {
    this.flags[position] = flags;
  }

  place(position: number, location: ArenaLocation): void {
    this.slabs[position] = location.slab;
    this.offsets[position] = location.offset;
    this.lengths[position] = location.length;
  }

  /** `place` without a location object (a batch places many). */
  placeAt(position: number, slab: number, offset: number, length: number): void {
    this.slabs[position] = slab;
    this.offsets[position] = offset;
    this.lengths[position] = length;
  }

  lengthAt(position: number): number {
    return this.lengths[position] ?? 0;
  }

  /** The parts of `locationAt`, without a location object (a walk of every record reads many). */
  slabAt(position: number): number {
    return this.slabs[position] ?? 0;
  }

  offsetAt(position: number): number {
    return this.offsets[position] ?? 0;
  }

  locationAt(position: number): ArenaLocation {
    return {
      slab: this.slabs[position] ?? 0,
      offset: this.offsets[position] ?? 0,
      length: this.lengths[position] ?? 0,
    };
  }
}

/**
 * Where a short pattern occurs in the slabs of a record table, found with one native search per
 * slab: asking whether a record's text holds it is then a binary search, not a scan of the
 * record's bytes in JS. A walk over every record of a sheet asks once per record.
 * @module
 */

export class TextOccurrences {
  private readonly found = new Map<Uint8Array, Int32Array>();

  constructor(private readonly pattern: Uint8Array) {}

  /**
   * Whether the pattern lies within bytes [start, end) of `bytes`. A slab is searched once, when
   * first asked about: text written to it afterwards is not seen, so ask only about text written
   * before (a rewrite asks about the records it is about to replace, never the ones it wrote).
   */
  within(bytes: Buffer, start: number, end: number): boolean {
    const at = this.occurrences(bytes);
    let low = 0;
    let high = at.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((at[middle] as number) < start) low = middle + 1;
      else high = middle;
    }
    return low < at.length && (at[low] as number) + this.pattern.length <= end;
  }

  private occurrences(bytes: Buffer): Int32Array {
    let at = this.found.get(bytes);
    if (at === undefined) {
      const offsets: number[] = [];
      let index = bytes.indexOf(this.pattern);
      while (index !== -1) {
        offsets.push(index);
        index = bytes.indexOf(this.pattern, index + 1);
      }
      at = Int32Array.from(offsets);
      this.found.set(bytes, at);
    }
    return at;
  }
}

/**
 * Where a short pattern occurs in the slabs of a record table, found by native searches of a
 * slab (a megabyte at a time, as far as asked about): asking whether a record's text holds it is
 * then a binary search, not a scan of the record's bytes in JS. A walk over every record of a
 * sheet asks once per record.
 * @module
 */

/** How far one search reaches past what was asked about. */
const SEARCH_BYTES = 1 << 20;

interface Searched {
  /** Where the pattern starts, ascending. */
  found: number[];
  /** Bytes [0, searchedTo) were searched: every occurrence wholly in them is in `found`. */
  searchedTo: number;
}

export class TextOccurrences {
  private readonly searched = new Map<Uint8Array, Searched>();

  constructor(private readonly pattern: Uint8Array) {}

  /**
   * Whether the pattern lies within bytes [start, end) of `bytes`. Bytes are searched once, when
   * first asked about: text written to them afterwards is not seen, so ask only about text
   * written before (a rewrite asks about the records it is about to replace, never the ones it
   * wrote).
   */
  within(bytes: Buffer, start: number, end: number): boolean {
    const found = this.searchTo(bytes, end);
    let low = 0;
    let high = found.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((found[middle] as number) < start) low = middle + 1;
      else high = middle;
    }
    return low < found.length && (found[low] as number) + this.pattern.length <= end;
  }

  /** The occurrences in `bytes`, searched at least up to `end`. */
  private searchTo(bytes: Buffer, end: number): number[] {
    let searched = this.searched.get(bytes);
    if (searched === undefined) {
      searched = { found: [], searchedTo: 0 };
      this.searched.set(bytes, searched);
    }
    if (end > searched.searchedTo) {
      // From where an occurrence not wholly in the bytes searched so far may start.
      const from = Math.max(0, searched.searchedTo - this.pattern.length + 1);
      const to = Math.min(bytes.length, Math.max(end, searched.searchedTo + SEARCH_BYTES));
      const window = bytes.subarray(from, to);
      let index = window.indexOf(this.pattern);
      while (index !== -1) {
        searched.found.push(from + index);
        index = window.indexOf(this.pattern, index + 1);
      }
      searched.searchedTo = to;
    }
    return searched.found;
  }
}

/**
 * Copying a short run of bytes. Records are written from many small pieces (a cell's text, a
 * key's JSON, a cleared cell), and a native copy's fixed cost is well above its per-byte cost at
 * those sizes, so runs up to {@link SHORT_COPY} bytes are copied in a loop.
 * @module
 */

/** Runs up to this many bytes are copied in a loop. */
const SHORT_COPY = 64;

/** Copies `source[start, end)` into `out` at `at`; returns where the copy ends. */
export function copyBytes(
  source: Uint8Array,
  start: number,
  end: number,
  out: Uint8Array,
  at: number,
): number {
  if (end - start > SHORT_COPY) {
    out.set(source.subarray(start, end), at);
    return at + end - start;
  }
  let to = at;
  for (let from = start; from < end; from++) out[to++] = source[from] as number;
  return to;
}

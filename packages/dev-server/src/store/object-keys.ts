/**
 * The keys of the JSON objects a walk is inside (see canonical-json.ts), one object per depth,
 * innermost last, checked as they come against what a parse-and-serialize round trip keeps: no
 * key twice (a parse keeps the last), and array-index keys (`0` to 4294967294, which a parsed
 * object puts first, in ascending order) only where the round trip puts them. Nothing is
 * allocated per object: a key is known by a hash of its bytes and its place, compared byte for
 * byte only when the hashes meet; an object of many keys keeps them in a set instead.
 * @module
 */

/** The deepest object whose keys are kept. */
export const OBJECT_KEYS_DEPTH = 256;
/** Keys of one object compared pairwise up to this many; past it, a set of them. */
const PAIRWISE_KEYS = 32;

const ZERO = 0x30;
const NINE = 0x39;

/** Bytes [start, end) as a string of one character per byte (a key's identity, not its text). */
const latin1 = (bytes: Uint8Array, start: number, end: number) =>
  Buffer.from(bytes.buffer, bytes.byteOffset + start, end - start).toString('latin1');

/** The keys of the objects being walked (see the module comment). */
export class ObjectKeys {
  private hashes = new Int32Array(1024);
  private starts = new Uint32Array(1024);
  private ends = new Uint32Array(1024);
  private top = 0;
  /** Per depth: where its object's keys start, its last array-index key (-1: none), whether a named key came. */
  private readonly bases = new Uint32Array(OBJECT_KEYS_DEPTH + 2);
  private readonly lastIndexes = new Float64Array(OBJECT_KEYS_DEPTH + 2);
  private readonly named = new Uint8Array(OBJECT_KEYS_DEPTH + 2);
  /** Per depth: the keys as text, once its object has more than `PAIRWISE_KEYS`. */
  private readonly many: (Set<string> | undefined)[] = new Array(OBJECT_KEYS_DEPTH + 2).fill(
    undefined,
  );

  /** Starts the keys of the object at `depth` (at most `OBJECT_KEYS_DEPTH`); `end` drops them. */
  begin(depth: number): void {
    this.bases[depth] = this.top;
    this.lastIndexes[depth] = -1;
    this.named[depth] = 0;
    this.many[depth] = undefined;
  }

  end(depth: number): void {
    this.top = this.bases[depth] as number;
    this.many[depth] = undefined;
  }

  /**
   * Notes a key the caller checks for repeats itself (one of a few names it knows, never an array
   * index) in the object at `depth`: array-index keys may no longer follow.
   */
  addKnown(depth: number): void {
    this.named[depth] = 1;
  }

  /**
   * Adds the key whose text (quotes included) is bytes [start, end) to the object at `depth`:
   * false when the object has it already, or when it is an array index that a parsed object
   * would put elsewhere (after a named key, or after a larger index).
   */
  add(bytes: Uint8Array, start: number, end: number, depth: number): boolean {
    const index = arrayIndexOf(bytes, start + 1, end - 1);
    if (index >= 0) {
      if (this.named[depth] === 1 || index <= (this.lastIndexes[depth] as number)) return false;
      this.lastIndexes[depth] = index;
    } else this.named[depth] = 1;
    const base = this.bases[depth] as number;
    let many = this.many[depth];
    if (many !== undefined || this.top - base >= PAIRWISE_KEYS) {
      if (many === undefined) {
        many = new Set();
        for (let at = base; at < this.top; at++) {
          many.add(latin1(bytes, this.starts[at] as number, this.ends[at] as number));
        }
        this.many[depth] = many;
      }
      const text = latin1(bytes, start, end);
      if (many.has(text)) return false;
      many.add(text);
      return true;
    }
    let hash = 0;
    for (let at = start + 1; at < end - 1; at++) {
      hash = (Math.imul(hash, 31) + (bytes[at] as number)) | 0;
    }
    const length = end - start;
    for (let other = base; other < this.top; other++) {
      if (this.hashes[other] !== hash) continue;
      const otherStart = this.starts[other] as number;
      if ((this.ends[other] as number) - otherStart !== length) continue;
      let same = true;
      for (let offset = 1; offset < length - 1 && same; offset++) {
        same = bytes[start + offset] === bytes[otherStart + offset];
      }
      if (same) return false;
    }
    this.push(hash, start, end);
    return true;
  }

  private push(hash: number, start: number, end: number): void {
    if (this.top === this.hashes.length) {
      const size = this.top * 2;
      const hashes = new Int32Array(size);
      hashes.set(this.hashes);
      this.hashes = hashes;
      const starts = new Uint32Array(size);
      starts.set(this.starts);
      this.starts = starts;
      const ends = new Uint32Array(size);
      ends.set(this.ends);
      this.ends = ends;
    }
    this.hashes[this.top] = hash;
    this.starts[this.top] = start;
    this.ends[this.top] = end;
    this.top++;
  }
}

/**
 * The array index a key's text (bytes [start, end), quotes excluded) names, or -1: a parsed
 * object orders such keys (`0` to 4294967294, written without a leading zero) before the others.
 */
function arrayIndexOf(bytes: Uint8Array, start: number, end: number): number {
  const length = end - start;
  if (length < 1 || length > 10) return -1;
  if (length > 1 && bytes[start] === ZERO) return -1;
  let value = 0;
  for (let at = start; at < end; at++) {
    const byte = bytes[at] as number;
    if (byte < ZERO || byte > NINE) return -1;
    value = value * 10 + (byte - ZERO);
  }
  return value <= 4294967294 ? value : -1;
}

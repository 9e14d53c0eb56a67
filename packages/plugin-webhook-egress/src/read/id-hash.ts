/**
 * The 53-bit hash under which an egress remembers each record id it sent (`SentIds`). The SIMD
 * scan computes the same hash in WebAssembly while it finds the records (`id-hash-wasm.ts`), so
 * the two must agree bit for bit: both read the id's UTF-8 bytes as little-endian 4-byte words
 * (the last one zero-padded) into two 32-bit lanes of the MurmurHash3 kind with different
 * constants, finish each with the length and MurmurHash3's finalizer, and join 32 bits of the
 * first lane and 21 of the second into a number a double holds exactly (so a set of them can be a
 * Float64Array, sorted natively).
 *
 * @module
 */

/** The lanes' seeds, multipliers and addends (shared with id-hash-wasm.ts). */
export const ID_HASH = {
  seed1: 0x811c9dc5,
  seed2: 0x9e3779b9,
  // Lane 1: k = rotl(w * c1, 15) * c2; h = rotl(h ^ k, 13) * 5 + add1.
  c1: 0xcc9e2d51,
  c2: 0x1b873593,
  add1: 0xe6546b64,
  // Lane 2: k = rotl(w * c3, 16) * c4; h = rotl(h ^ k, 17) * 5 + add2.
  c3: 0x239b961b,
  c4: 0xab0e9789,
  add2: 0x0bcaa747,
  // The finalizer: h ^= h >>> 16; h *= f1; h ^= h >>> 13; h *= f2; h ^= h >>> 16.
  f1: 0x85ebca6b,
  f2: 0xc2b2ae35,
} as const;

const TWO_POW_21 = 2 ** 21;
const { seed1, seed2, c1, c2, add1, c3, c4, add2, f1, f2 } = ID_HASH;

const rotl = (value: number, bits: number): number => (value << bits) | (value >>> (32 - bits));
const key1 = (word: number): number => Math.imul(rotl(Math.imul(word, c1), 15), c2);
const key2 = (word: number): number => Math.imul(rotl(Math.imul(word, c3), 16), c4);

function finish(lane: number, length: number): number {
  let h = lane ^ length;
  h ^= h >>> 16;
  h = Math.imul(h, f1);
  h ^= h >>> 13;
  h = Math.imul(h, f2);
  return h ^ (h >>> 16);
}

// Both lanes over `length` bytes, the `at(i)` byte at index i (0 ≤ i < length).
function hashWith(length: number, at: (index: number) => number): number {
  let h1: number = seed1;
  let h2: number = seed2;
  const whole = length & ~3;
  let i = 0;
  for (; i < whole; i += 4) {
    const word = at(i) | (at(i + 1) << 8) | (at(i + 2) << 16) | (at(i + 3) << 24);
    h1 = (Math.imul(rotl(h1 ^ key1(word), 13), 5) + add1) | 0;
    h2 = (Math.imul(rotl(h2 ^ key2(word), 17), 5) + add2) | 0;
  }
  if (i < length) {
    let word = 0;
    for (let shift = 0; i < length; i += 1, shift += 8) word |= at(i) << shift;
    h1 ^= key1(word);
    h2 ^= key2(word);
  }
  const first = finish(h1, length) >>> 0;
  const second = finish(h2, length) >>> 0;
  return first * TWO_POW_21 + (second & (TWO_POW_21 - 1));
}

/** The hash of the id whose UTF-8 bytes are `bytes[start, end)`. */
export function hashIdBytes(bytes: Uint8Array, start: number, end: number): number {
  return hashWith(end - start, (index) => bytes[start + index] as number);
}

/** The hash of `id` (of its UTF-8 bytes; an ASCII id is not encoded first). */
export function hashIdString(id: string): number {
  for (let i = 0; i < id.length; i += 1) {
    if (id.charCodeAt(i) >= 0x80) {
      const bytes = Buffer.from(id, 'utf8');
      return hashIdBytes(bytes, 0, bytes.length);
    }
  }
  return hashWith(id.length, (index) => id.charCodeAt(index));
}

/**
 * Checking JSON text without parsing it: whether UTF-8 bytes are exactly what
 * `JSON.stringify(JSON.parse(text))` writes for them. Text that passes is valid JSON, and storing
 * it as it is stores what the parse-and-serialize round trip would have: no whitespace, strings
 * escaped as `JSON.stringify` escapes them, numbers as JavaScript writes them, no key twice in an
 * object, and array-index keys (which a parsed object puts first, in ascending order) already
 * where the round trip would put them. Anything else answers "no" — valid JSON written another
 * way included — and the caller parses the text as before: the check may turn text away that the
 * round trip would keep, never the other way round.
 *
 * The bytes must be valid UTF-8 (check with `isUtf8` first): bytes of multi-byte characters are
 * all ≥ 0x80 and pass as they are, as `JSON.stringify` writes such characters.
 * @module
 */
import {
  BACKSLASH,
  CLOSE_BRACE,
  CLOSE_BRACKET,
  COLON,
  COMMA,
  OPEN_BRACE,
  OPEN_BRACKET,
  QUOTE,
} from './json-bytes';
import { OBJECT_KEYS_DEPTH, ObjectKeys } from './object-keys';

const MINUS = 0x2d;
const DOT = 0x2e;
const ZERO = 0x30;
const NINE = 0x39;
const LOWER_U = 0x75;

/** Nesting deeper than this answers "no" (the parse decides) instead of growing the stack. */
const MAX_DEPTH = OBJECT_KEYS_DEPTH;

/** Bytes a string holds as they are (0), and the rest: its end, an escape, a control byte. */
const STRING_BYTE = new Uint8Array(256);
for (let byte = 0; byte < 0x20; byte++) STRING_BYTE[byte] = 1;
STRING_BYTE[QUOTE] = 1;
STRING_BYTE[BACKSLASH] = 1;

/** The escapes `JSON.stringify` writes with one letter: `\"`, `\\`, `\b`, `\f`, `\n`, `\r`, `\t`. */
const SHORT_ESCAPE = new Uint8Array(256);
for (const letter of '"\\bfnrt') SHORT_ESCAPE[letter.charCodeAt(0)] = 1;

/** Whether bytes from `at` on are `literal` (ASCII). */
function hasLiteral(bytes: Uint8Array, at: number, literal: string): boolean {
  for (let index = 0; index < literal.length; index++) {
    if (bytes[at + index] !== literal.charCodeAt(index)) return false;
  }
  return true;
}

const isDigit = (byte: number | undefined) => byte !== undefined && byte >= ZERO && byte <= NINE;

const lowerHex = (byte: number | undefined) =>
  byte !== undefined && ((byte >= ZERO && byte <= NINE) || (byte >= 0x61 && byte <= 0x66));

/**
 * Whether `\u` followed by the four bytes at `at` is how `JSON.stringify` writes a character:
 * only the control characters without a one-letter escape, in lower-case hex. (A lone surrogate
 * is written that way too; it answers "no", and the rare text that holds one is parsed.)
 */
function isWrittenUnicodeEscape(bytes: Uint8Array, at: number): boolean {
  if (bytes[at] !== ZERO || bytes[at + 1] !== ZERO) return false;
  const high = bytes[at + 2];
  const low = bytes[at + 3];
  if ((high !== ZERO && high !== 0x31) || !lowerHex(low)) return false;
  const code =
    (high === ZERO ? 0 : 16) +
    ((low as number) <= NINE ? (low as number) - ZERO : (low as number) - 0x61 + 10);
  return code !== 0x08 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d;
}

/**
 * The end of the number starting at `at`, or -1 when it is not one `JSON.stringify` writes back
 * as it is (`1.50`, `1E3`, `-0` or more than 15 digits of an integer that does not survive).
 */
function numberEnd(bytes: Uint8Array, at: number, limit: number): number {
  let index = at;
  if (bytes[index] === MINUS) index++;
  const digitsStart = index;
  if (bytes[index] === ZERO) index++;
  else if (isDigit(bytes[index])) while (isDigit(bytes[index])) index++;
  else return -1;
  let integer = true;
  if (bytes[index] === DOT) {
    integer = false;
    index++;
    if (!isDigit(bytes[index])) return -1;
    while (isDigit(bytes[index])) index++;
  }
  if (bytes[index] === 0x65 || bytes[index] === 0x45) {
    integer = false;
    index++;
    if (bytes[index] === 0x2b || bytes[index] === MINUS) index++;
    if (!isDigit(bytes[index])) return -1;
    while (isDigit(bytes[index])) index++;
  }
  if (index > limit) return -1;
  const digits = index - digitsStart;
  // An integer of up to 15 digits is a double exactly and is written back digit for digit.
  if (integer && digits <= 15 && !(at !== digitsStart && bytes[digitsStart] === ZERO)) return index;
  const text = Buffer.from(bytes.buffer, bytes.byteOffset + at, index - at).toString('latin1');
  return String(Number(text)) === text ? index : -1;
}

/**
 * Walks the JSON text of one buffer checking that it is what `JSON.stringify` writes (see the
 * module comment). Strings are read four bytes at a time; the keys of every object are checked
 * by `keys` (see object-keys.ts).
 */
export class CanonicalJson {
  /** The same bytes, read four at a time. */
  readonly view: DataView;
  /** The keys of the objects being walked. */
  readonly keys = new ObjectKeys();

  constructor(readonly bytes: Buffer) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  /**
   * The end (past its closing quote) of the string whose opening quote is at `at`, or -1 when it
   * is not one `JSON.stringify` writes (or does not end before `limit`).
   */
  stringEnd(at: number, limit: number): number {
    const { bytes, view } = this;
    let index = at + 1;
    for (;;) {
      // Four bytes at a time while none ends the string, escapes or is a control byte: a byte
      // below 0x20, or one equal to `"` or `\` (the word XOR it has a zero byte), sets a high bit.
      while (index + 4 <= limit) {
        const word = view.getInt32(index, true);
        const quotes = word ^ 0x22222222;
        const slashes = word ^ 0x5c5c5c5c;
        const special =
          ((word - 0x20202020) & ~word) |
          ((quotes - 0x01010101) & ~quotes) |
          ((slashes - 0x01010101) & ~slashes);
        if ((special & 0x80808080) !== 0) break;
        index += 4;
      }
      while (index < limit && STRING_BYTE[bytes[index] as number] === 0) index++;
      if (index >= limit) return -1;
      const byte = bytes[index];
      if (byte === QUOTE) return index + 1;
      if (byte !== BACKSLASH) return -1;
      const escaped = bytes[index + 1] as number;
      if (SHORT_ESCAPE[escaped] === 1) index += 2;
      else if (
        escaped === LOWER_U &&
        index + 6 <= limit &&
        isWrittenUnicodeEscape(bytes, index + 2)
      ) {
        index += 6;
      } else return -1;
    }
  }

  /**
   * The end of the value starting at `at` (just past it), or -1 when it is not written as
   * `JSON.stringify` writes it or does not end before `limit`.
   */
  valueEnd(at: number, limit: number, depth = 0): number {
    const { bytes } = this;
    const first = bytes[at];
    if (first === QUOTE) return this.stringEnd(at, limit);
    if (first === OPEN_BRACE) return this.objectEnd(at, limit, depth + 1);
    if (first === OPEN_BRACKET) return this.arrayEnd(at, limit, depth + 1);
    if (first === 0x74) return hasLiteral(bytes, at, 'true') && at + 4 <= limit ? at + 4 : -1;
    if (first === 0x66) return hasLiteral(bytes, at, 'false') && at + 5 <= limit ? at + 5 : -1;
    if (first === 0x6e) return hasLiteral(bytes, at, 'null') && at + 4 <= limit ? at + 4 : -1;
    return numberEnd(bytes, at, limit);
  }

  private objectEnd(at: number, limit: number, depth: number): number {
    const { bytes } = this;
    if (depth > MAX_DEPTH) return -1;
    let index = at + 1;
    if (bytes[index] === CLOSE_BRACE) return index + 1;
    this.keys.begin(depth);
    index = this.membersEnd(index, limit, depth);
    this.keys.end(depth);
    return index;
  }

  /** The end of an object's members from `at` (past its closing brace), or -1. */
  private membersEnd(at: number, limit: number, depth: number): number {
    const { bytes } = this;
    let index = at;
    for (;;) {
      if (bytes[index] !== QUOTE) return -1;
      const keyEnd = this.stringEnd(index, limit);
      if (keyEnd === -1 || bytes[keyEnd] !== COLON) return -1;
      if (!this.keys.add(bytes, index, keyEnd, depth)) return -1;
      index = this.valueEnd(keyEnd + 1, limit, depth);
      if (index === -1 || index >= limit) return -1;
      const next = bytes[index++];
      if (next === CLOSE_BRACE) return index;
      if (next !== COMMA) return -1;
    }
  }

  private arrayEnd(at: number, limit: number, depth: number): number {
    const { bytes } = this;
    if (depth > MAX_DEPTH) return -1;
    let index = at + 1;
    if (bytes[index] === CLOSE_BRACKET) return index + 1;
    for (;;) {
      index = this.valueEnd(index, limit, depth);
      if (index === -1 || index >= limit) return -1;
      const next = bytes[index++];
      if (next === CLOSE_BRACKET) return index;
      if (next !== COMMA) return -1;
    }
  }
}

/** Byte values of JSON's structural characters (all ASCII). */
export const QUOTE = 0x22;
export const BACKSLASH = 0x5c;
export const OPEN_BRACKET = 0x5b;
export const CLOSE_BRACKET = 0x5d;
export const OPEN_BRACE = 0x7b;
export const CLOSE_BRACE = 0x7d;
const COLON = 0x3a;

/** Whether `byte` is JSON whitespace. */
export const isWhitespace = (byte: number | undefined): boolean =>
  byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;

// Every JSON structural byte and quote is ASCII, and no byte of a multi-byte UTF-8 character is,
// so scanning bytes is exact. Skips a string starting at `at` (a quote); returns the index of its
// closing quote, or -1 when the bytes end first.
function skipString(bytes: Uint8Array, at: number): number {
  for (let i = at + 1; i < bytes.length; i += 1) {
    const byte = bytes[i];
    if (byte === BACKSLASH) i += 1;
    else if (byte === QUOTE) return i;
  }
  return -1;
}

function skipWhitespace(bytes: Uint8Array, at: number): number {
  let i = at;
  while (isWhitespace(bytes[i])) i += 1;
  return i;
}

function equalsAt(bytes: Uint8Array, at: number, expected: Uint8Array): boolean {
  if (at + expected.length > bytes.length) return false;
  for (let i = 0; i < expected.length; i += 1) if (bytes[at + i] !== expected[i]) return false;
  return true;
}

const DATA_PREFIX = /^\s*\{\s*"data"\s*:\s*\{/;
const RECORDS_KEY = Buffer.from('"records"');

/**
 * Where the `data.records` array of a `GET /v1/sheets/{id}/records` response starts, found in the
 * first bytes of the response without parsing it:
 * - `{ found: i }`: the array's elements start at byte `i` (just after its `[`);
 * - `'more'`: the bytes end before the array starts (feed more);
 * - `'other'`: the layout is not `{"data":{…,"records":[…],…}}` (the caller parses instead).
 * The walk is exact for valid JSON and linear in the bytes before the array.
 */
export function findRecordsArray(bytes: Uint8Array): { found: number } | 'more' | 'other' {
  const headText = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 64));
  const head = DATA_PREFIX.exec(headText.toString('latin1'));
  if (!head) return bytes.length < 64 ? 'more' : 'other';
  // Walks the members of `data` (depth 0 here); nested values are skipped over.
  let depth = 0;
  for (let i = head[0].length; i < bytes.length; i += 1) {
    const byte = bytes[i];
    if (byte === QUOTE) {
      const close = skipString(bytes, i);
      if (close === -1) return 'more';
      if (depth === 0 && close - i + 1 === RECORDS_KEY.length && equalsAt(bytes, i, RECORDS_KEY)) {
        const colon = skipWhitespace(bytes, close + 1);
        if (colon === bytes.length) return 'more';
        if (bytes[colon] !== COLON) return 'other';
        const open = skipWhitespace(bytes, colon + 1);
        if (open === bytes.length) return 'more';
        return bytes[open] === OPEN_BRACKET ? { found: open + 1 } : 'other';
      }
      i = close;
    } else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) depth += 1;
    else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
      depth -= 1;
      if (depth < 0) return 'other'; // `data` ended without records
    }
  }
  return 'more';
}

/** Where the records of a records-page response are, in its raw bytes. */
export interface RecordsSlice {
  /** The array's elements, without the brackets: a zero-copy view of the response. */
  elements: Buffer;
  /** How many records the array holds. */
  count: number;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

// Every JSON structural byte and quote is ASCII, and no byte of a multi-byte UTF-8 character is,
// so scanning bytes is exact. Skips a string starting at `at` (a quote); returns the index of its
// closing quote.
function skipString(bytes: Buffer, at: number): number {
  for (let i = at + 1; i < bytes.length; i += 1) {
    const byte = bytes[i];
    if (byte === BACKSLASH) i += 1;
    else if (byte === QUOTE) return i;
  }
  return -1;
}

const COLON = 0x3a;

function skipWhitespace(bytes: Buffer, at: number): number {
  let i = at;
  while (bytes[i] === 0x20 || bytes[i] === 0x0a || bytes[i] === 0x0d || bytes[i] === 0x09) i += 1;
  return i;
}

const DATA_PREFIX = /^\s*\{\s*"data"\s*:\s*\{/;
const RECORDS_KEY = Buffer.from('"records"');

/**
 * Finds the `data.records` array of a `GET /v1/sheets/{id}/records` response in its raw bytes,
 * without parsing it, so the records can be forwarded exactly as the API returned them. Returns
 * undefined when the layout is not `{"data":{…,"records":[…],…}}` (the caller then parses the
 * JSON instead). The scan is exact for valid JSON and linear in the bytes before the array's end.
 */
export function locateRecordsArray(bytes: Buffer): RecordsSlice | undefined {
  const head = DATA_PREFIX.exec(bytes.subarray(0, 64).toString('latin1'));
  if (!head) return undefined;
  // Walks the members of `data` (depth 0 here); nested values are skipped over.
  let depth = 0;
  for (let i = head[0].length; i < bytes.length; i += 1) {
    const byte = bytes[i];
    if (byte === QUOTE) {
      const close = skipString(bytes, i);
      if (close === -1) return undefined;
      if (depth === 0 && bytes.subarray(i, close + 1).equals(RECORDS_KEY)) {
        const colon = skipWhitespace(bytes, close + 1);
        if (bytes[colon] === COLON) {
          const open = skipWhitespace(bytes, colon + 1);
          return bytes[open] === OPEN_BRACKET ? scanArray(bytes, open) : undefined;
        }
      }
      i = close;
    } else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) depth += 1;
    else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
      depth -= 1;
      if (depth < 0) return undefined; // `data` ended without records
    }
  }
  return undefined;
}

// Scans the array opening at `open` to its closing bracket, counting its object elements.
function scanArray(bytes: Buffer, open: number): RecordsSlice | undefined {
  let depth = 0;
  let count = 0;
  for (let i = open; i < bytes.length; i += 1) {
    const byte = bytes[i];
    if (byte === QUOTE) {
      i = skipString(bytes, i);
      if (i === -1) return undefined;
    } else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
      if (depth === 1 && byte === OPEN_BRACE) count += 1;
      depth += 1;
    } else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
      depth -= 1;
      if (depth === 0) return { elements: bytes.subarray(open + 1, i), count };
    }
  }
  return undefined;
}

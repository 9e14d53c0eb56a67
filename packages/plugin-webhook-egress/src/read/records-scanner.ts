import type { SheetRecord } from '../contract-types';
import { RecordIdReader, type RecordIdSink } from './record-id-reader';
import {
  BACKSLASH,
  CLOSE_BRACE,
  CLOSE_BRACKET,
  findRecordsArray,
  isWhitespace,
  OPEN_BRACE,
  OPEN_BRACKET,
  QUOTE,
} from './records-array';
import { cutMessagesKey, type SimdScan, simdScan } from './simd-scan';

/** What one chunk of a records page contributed. */
export interface ScannedChunk {
  /** The part of the chunk inside the records array (a zero-copy view), or undefined. */
  elements: Buffer | undefined;
  /** Records that start in this chunk. */
  count: number;
}

/** The head of a response is held until the records array starts; past this, it is parsed. */
const MAX_HEAD_BYTES = 1024 * 1024;
// `"messages"`, the key of a cell's messages, without its quotes.
const MESSAGES = Buffer.from('messages');

// Whether the 8 bytes at `at` spell `messages` (compared in place: this runs in the hot loop).
function isMessagesAt(bytes: Buffer, at: number): boolean {
  return (
    bytes[at] === 0x6d &&
    bytes[at + 1] === 0x65 &&
    bytes[at + 2] === 0x73 &&
    bytes[at + 3] === 0x73 &&
    bytes[at + 4] === 0x61 &&
    bytes[at + 5] === 0x67 &&
    bytes[at + 6] === 0x65 &&
    bytes[at + 7] === 0x73
  );
}

// A copy of `content` if it may grow into "messages" (it is a prefix of it), else undefined.
function messagesPrefix(content: Buffer): Buffer | undefined {
  if (content.length > MESSAGES.length) return undefined;
  return MESSAGES.subarray(0, content.length).equals(content) ? Buffer.from(content) : undefined;
}

const COLON = 0x3a;

// How far the bytes after a string `"messages"` were read: nothing pending, or waiting for the
// colon that makes it a key, for its value, or for what follows the `[` of a list value.
const DECIDED = 0;
const AWAITING_COLON = 1;
const AWAITING_VALUE = 2;
const AWAITING_LIST_END = 3;
type MessagesValue =
  | typeof DECIDED
  | typeof AWAITING_COLON
  | typeof AWAITING_VALUE
  | typeof AWAITING_LIST_END;

// A record's id, when it is a string.
function idOf(record: unknown): string | undefined {
  const id = (record as { id?: unknown } | null | undefined)?.id;
  return typeof id === 'string' ? id : undefined;
}

type Phase = 'head' | 'before-first' | 'array' | 'tail' | 'parse';

/**
 * Cuts the records out of a `GET /v1/sheets/{id}/records` response as its bytes stream in, without
 * parsing them: each chunk is scanned once (strings, nesting, record boundaries) and the part of
 * it inside `data.records` is handed back as a view, so records are forwarded exactly as the API
 * sent them, a page is never held whole, and memory does not depend on the page size. The scan
 * keeps its state between chunks, so a chunk may end anywhere (inside a string, an escape, a key).
 *
 * Records that carry a `"messages"` key are cut out and parsed one by one for `onMessages` (to
 * clear earlier rejections and keep other messages); others are never parsed. Each record's id is
 * read from its first bytes for `ids`, and the page's last record is kept (as views of the chunks
 * it spans) so that `lastRecordId` can name it, the cursor of the next page. A response of
 * another layout is collected and parsed whole at `end()` instead.
 */
export class RecordsScanner {
  private phase: Phase = 'head';
  private head: Buffer[] = [];
  private headBytes = 0;
  private depth = 1;
  private inString = false;
  private escaped = false;
  // The current string's content so far, while it may still be "messages" across chunks.
  private partialKey: Buffer | undefined;
  // The current record: where it starts in this chunk (-1: in an earlier chunk), earlier parts.
  private recordStart = -1;
  private recordParts: Buffer[] = [];
  private recordHasMessages = false;
  // How far the bytes after a "messages" string were read when the last chunk ended: whether it is
  // a key, and whether its value is an empty list (every cell of the API has `"messages":[]`, and
  // such a record carries no message: it is not parsed).
  private messagesValue: MessagesValue = DECIDED;
  private total = 0;
  // Where the last element opened at depth 1 in the chunk being scanned, or -1.
  private chunkLastOpen = -1;
  // The last record so far: views of the chunks it spans (it is cut at the array's end).
  private lastRecord: Buffer[] = [];
  private lastId: string | undefined;

  private readonly simd: SimdScan | undefined;
  private readonly idReader: RecordIdReader | undefined;

  /**
   * `onMessages` gets the records that carry a `"messages"` key; `ids` gets each record's id.
   * `simd: false` walks every chunk in JavaScript (the WebAssembly SIMD scan is used where
   * available, and gives the same result).
   */
  constructor(
    private readonly onMessages: (records: SheetRecord[]) => void,
    options: { simd?: boolean; ids?: RecordIdSink } = {},
  ) {
    this.simd = options.simd === false ? undefined : simdScan;
    this.idReader = options.ids && new RecordIdReader(options.ids);
  }

  /** Records counted so far. */
  get count(): number {
    return this.total;
  }

  /** Whether the records array has ended (what follows it is not scanned). */
  get complete(): boolean {
    return this.phase === 'tail';
  }

  /**
   * The id of the last record of the page, once it is `complete` (undefined when it had none).
   * Throws a TypeError when that record has no string `id`.
   */
  get lastRecordId(): string | undefined {
    if (this.lastId !== undefined || this.lastRecord.length === 0) return this.lastId;
    const text = Buffer.concat(this.lastRecord).toString('utf8');
    let record: { id?: unknown } | undefined;
    try {
      record = JSON.parse(text) as typeof record;
    } catch (error) {
      throw new TypeError(
        'importkit/plugin-webhook-egress: the last record of a page is not JSON',
        {
          cause: error,
        },
      );
    }
    this.lastId = idOf(record);
    this.lastRecord = [];
    return this.lastId;
  }

  /** Scans the next chunk of the response. */
  push(chunk: Uint8Array): ScannedChunk {
    if (chunk.length === 0) return { elements: undefined, count: 0 };
    const bytes = Buffer.isBuffer(chunk)
      ? chunk
      : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    if (this.phase === 'head' || this.phase === 'parse') return this.pushHead(bytes);
    return this.scan(bytes, 0);
  }

  /**
   * The response ended: returns what is left to send (the records of a response that had to be
   * parsed). Throws a TypeError when the response held no `data.records` array or ended inside it.
   */
  end(): ScannedChunk {
    if (this.phase === 'tail') return { elements: undefined, count: 0 };
    if (this.phase === 'head' || this.phase === 'parse') return this.parseWhole();
    throw new TypeError('importkit/plugin-webhook-egress: a records page ended inside its records');
  }

  private pushHead(bytes: Buffer): ScannedChunk {
    this.head.push(bytes);
    this.headBytes += bytes.length;
    if (this.phase === 'parse') return { elements: undefined, count: 0 };
    const joined = this.head.length === 1 ? bytes : Buffer.concat(this.head, this.headBytes);
    const start = findRecordsArray(joined);
    if (start === 'more' && this.headBytes <= MAX_HEAD_BYTES) {
      this.head = [joined];
      return { elements: undefined, count: 0 };
    }
    if (start === 'more' || start === 'other') {
      this.phase = 'parse';
      this.head = [joined];
      return { elements: undefined, count: 0 };
    }
    this.head = [];
    this.phase = 'before-first';
    return this.scan(joined, start.found);
  }

  private parseWhole(): ScannedChunk {
    const text = Buffer.concat(this.head, this.headBytes).toString('utf8');
    this.head = [];
    let parsed: { data?: { records?: unknown } } | undefined;
    try {
      parsed = JSON.parse(text) as typeof parsed;
    } catch (error) {
      throw new TypeError('importkit/plugin-webhook-egress: a records page is not JSON', {
        cause: error,
      });
    }
    const records = parsed?.data?.records;
    if (!Array.isArray(records)) {
      throw new TypeError('importkit/plugin-webhook-egress: a records page has no data.records');
    }
    this.phase = 'tail';
    this.onMessages(records as SheetRecord[]);
    if (this.idReader) for (const record of records) this.idReader.readParsed(record);
    this.lastId = records.length > 0 ? idOf(records[records.length - 1]) : undefined;
    this.total += records.length;
    const json = JSON.stringify(records);
    return {
      elements: records.length > 0 ? Buffer.from(json.slice(1, -1)) : undefined,
      count: records.length,
    };
  }

  // Scans `bytes` from `from` in the array phases; returns the part inside the array.
  private scan(bytes: Buffer, from: number): ScannedChunk {
    let i = from;
    if (this.phase === 'before-first') {
      while (i < bytes.length && isWhitespace(bytes[i])) i += 1;
      if (i === bytes.length) return { elements: undefined, count: 0 };
      if (bytes[i] === CLOSE_BRACKET) {
        this.phase = 'tail';
        return { elements: undefined, count: 0 };
      }
      this.phase = 'array';
    }
    if (this.phase === 'tail') return { elements: undefined, count: 0 };
    const start = i;
    const before = this.total;
    const depthBefore = this.depth;
    this.idReader?.continueWith(bytes, start);
    const end = this.scanElements(bytes, i);
    const regionEnd = end === -1 ? bytes.length : end;
    if (this.chunkLastOpen !== -1) {
      this.lastRecord = [bytes.subarray(this.chunkLastOpen, regionEnd)];
    } else if (depthBefore >= 2) {
      this.lastRecord.push(bytes.subarray(start, regionEnd));
    }
    if (end === -1) {
      if (this.depth >= 2) {
        this.recordParts.push(this.recordStart === -1 ? bytes : bytes.subarray(this.recordStart));
      }
      this.recordStart = -1;
      return { elements: bytes.subarray(start), count: this.total - before };
    }
    this.phase = 'tail';
    this.idReader?.end();
    const elements = end > start ? bytes.subarray(start, end) : undefined;
    return { elements, count: this.total - before };
  }

  /**
   * The hot loop: walks the array's elements from `from`; returns the index of the array's closing
   * bracket, or -1 when the chunk ends first (the state is kept for the next chunk).
   */
  private scanElements(bytes: Buffer, from: number): number {
    this.chunkLastOpen = -1;
    // SIMD unless this chunk may need records cut out: a record with messages is open, or a
    // string that may be "messages" spans the chunks (the SIMD scan stops at one it sees). The
    // walk in JavaScript hands the rest of the chunk to it once that is settled, so a chunk cut
    // in the middle of a cell's `"messages":[]` costs a few bytes of walking, not the whole
    // chunk; but only once per chunk: when the SIMD scan stops at a "messages" string, the walk
    // takes the rest of the chunk.
    let simd = this.simd;
    // Taken before finishString, which may find a "messages" string and read on after it.
    const pending = this.messagesValue !== DECIDED;
    if (simd && this.simdMayTakeOver()) {
      const end = this.scanWithSimd(simd, bytes, from);
      if (end !== -2) return end;
      simd = undefined;
    }
    const length = bytes.length;
    let depth = this.depth;
    let i = from;
    if (this.inString) {
      i = this.finishString(bytes, i);
      if (i === -1) return -1;
      i += 1;
    }
    if (pending) this.readMessagesValue(bytes, i);
    if (simd && this.simdMayTakeOver()) {
      const end = this.scanWithSimd(simd, bytes, i);
      if (end !== -2) return end;
      simd = undefined;
    }
    for (; i < length; i += 1) {
      const byte = bytes[i];
      if (byte === QUOTE) {
        let close = i + 1;
        for (; close < length; close += 1) {
          const inner = bytes[close];
          if (inner === BACKSLASH) close += 1;
          else if (inner === QUOTE) break;
        }
        if (close >= length) {
          this.depth = depth;
          this.startPartialString(bytes, i + 1, close);
          return -1;
        }
        if (close - i === 9 && depth >= 2 && isMessagesAt(bytes, i + 1)) {
          this.noteMessagesString(bytes, close + 1);
        }
        i = close;
      } else if (byte === OPEN_BRACE) {
        if (depth === 1) {
          this.total += 1;
          this.recordStart = i;
          this.chunkLastOpen = i;
          this.idReader?.read(bytes, i);
        }
        depth += 1;
      } else if (byte === OPEN_BRACKET) depth += 1;
      else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
        depth -= 1;
        if (depth === 1) {
          this.endElement(bytes, i, byte === CLOSE_BRACE);
          if (simd && this.simdMayTakeOver()) {
            this.depth = depth;
            const end = this.scanWithSimd(simd, bytes, i + 1);
            if (end !== -2) return end;
            simd = undefined;
          }
        } else if (depth === 0) {
          this.depth = 0;
          return i;
        }
      }
    }
    this.depth = depth;
    return -1;
  }

  // Whether the SIMD scan can go on from here: no record is being cut out, and no string that
  // may be "messages" (or the bytes after one) is waiting to be read.
  private simdMayTakeOver(): boolean {
    return !this.recordHasMessages && this.messagesValue === DECIDED && !this.partialKey;
  }

  // The SIMD scan of `bytes` from `from`: same results and state as the loop in scanElements;
  // -2 when a "messages" string is in the chunk (the caller then walks it in JavaScript).
  private scanWithSimd(simd: SimdScan, bytes: Buffer, from: number): number {
    const reader = this.idReader;
    const found = simd.scan(
      from === 0 ? bytes : bytes.subarray(from),
      this.depth,
      this.inString,
      this.escaped,
      reader?.takesHashes === true,
    );
    if (found.end === -2) return -2;
    if (reader) {
      if (found.hashes.length > 0) reader.addHashes(found.hashes);
      // The records whose id the scan could not read (all of them for a sink without hashes).
      const { starts } = found;
      for (let index = 0; index < starts.length; index += 1) {
        reader.read(bytes, from + (starts[index] as number));
      }
    }
    // A record the walk in JavaScript saw open in this chunk stays the last one if none opens here.
    if (found.lastOpen !== -1) this.chunkLastOpen = from + found.lastOpen;
    this.total += found.count;
    if (found.closedAny && this.recordParts.length > 0) this.recordParts = [];
    this.recordStart = found.lastOpen === -1 ? -1 : from + found.lastOpen;
    this.depth = found.depth;
    this.inString = found.inString;
    this.escaped = found.escaped;
    if (found.end >= 0) return from + found.end;
    if (!this.inString) {
      const close = cutMessagesKey(bytes, from);
      if (close !== -1) this.noteMessagesString(bytes, close + 1);
    } else if (!this.escaped) {
      // The last quote opened the unfinished string, unless the string began in an earlier chunk.
      const quote = bytes.lastIndexOf(QUOTE);
      if (quote >= from && bytes[quote - 1] !== BACKSLASH) {
        this.partialKey = messagesPrefix(bytes.subarray(quote + 1));
      }
    }
    return -1;
  }

  // The chunk ended inside a string whose content starts at `contentStart`; `stop` is where the
  // scan stopped (past the end when the last byte was a backslash).
  private startPartialString(bytes: Buffer, contentStart: number, stop: number): void {
    this.inString = true;
    this.escaped = stop > bytes.length;
    this.partialKey = this.escaped ? undefined : messagesPrefix(bytes.subarray(contentStart));
  }

  // Continues a string begun in an earlier chunk; returns the index of its closing quote or -1.
  private finishString(bytes: Buffer, from: number): number {
    let i = from;
    if (this.escaped) {
      this.escaped = false;
      i += 1;
      this.partialKey = undefined;
    }
    for (; i < bytes.length; i += 1) {
      const byte = bytes[i];
      if (byte === BACKSLASH) i += 1;
      else if (byte === QUOTE) break;
    }
    const partial = this.partialKey;
    if (i >= bytes.length) {
      this.escaped = i > bytes.length;
      const fits = partial && !this.escaped && partial.length + bytes.length <= MESSAGES.length;
      this.partialKey = fits ? Buffer.concat([partial, bytes]) : undefined;
      return -1;
    }
    this.inString = false;
    this.partialKey = undefined;
    if (partial && this.depth >= 2 && i + partial.length === MESSAGES.length) {
      if (Buffer.concat([partial, bytes.subarray(0, i)]).equals(MESSAGES)) {
        this.noteMessagesString(bytes, i + 1);
      }
    }
    return i;
  }

  // A string "messages" closed just before `from`: the record carries messages if it was a key
  // whose value is anything but an empty list.
  private noteMessagesString(bytes: Buffer, from: number): void {
    this.messagesValue = AWAITING_COLON;
    this.readMessagesValue(bytes, from);
  }

  // Reads on after a "messages" string from `from` (only looking: the scan walks these bytes
  // too) until it is known whether the record carries messages, or the chunk ends (the next
  // chunk goes on from the state kept).
  private readMessagesValue(bytes: Buffer, from: number): void {
    for (let i = from; i < bytes.length; i += 1) {
      const byte = bytes[i];
      if (isWhitespace(byte)) continue;
      const state = this.messagesValue;
      if (state === AWAITING_COLON && byte === COLON) this.messagesValue = AWAITING_VALUE;
      else if (state === AWAITING_VALUE && byte === OPEN_BRACKET) {
        this.messagesValue = AWAITING_LIST_END;
      } else {
        // No colon: the string was a value. A value that is not a list (null, an object, …) or a
        // list that does not end at once: the record is parsed, to read or to rule out messages.
        const empty = state === AWAITING_LIST_END && byte === CLOSE_BRACKET;
        if (state !== AWAITING_COLON && !empty) this.recordHasMessages = true;
        this.messagesValue = DECIDED;
        return;
      }
    }
  }

  // An element of the array closed at `close`: parse it only if it is a record with messages.
  private endElement(bytes: Buffer, close: number, isObject: boolean): void {
    if (this.recordHasMessages && isObject) {
      const tail = bytes.subarray(this.recordStart === -1 ? 0 : this.recordStart, close + 1);
      const text = Buffer.concat([...this.recordParts, tail]).toString('utf8');
      this.onMessages([JSON.parse(text) as SheetRecord]);
    }
    this.recordHasMessages = false;
    if (this.recordParts.length > 0) this.recordParts = [];
    this.recordStart = -1;
  }
}

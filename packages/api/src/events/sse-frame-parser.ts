const LF = 0x0a;
const CR = 0x0d;
const COLON = 0x3a;
const SPACE = 0x20;
const LETTER_I = 0x69;
const BYTE_ORDER_MARK = new Uint8Array([0xef, 0xbb, 0xbf]);
// An `id` line longer than this is not remembered as the event's id (ids are short), so an
// oversized event's id is never buffered without bound either.
const MAX_ID_LINE_BYTES = 1024;
// ignoreBOM: a U+FEFF inside a value is data; only the stream's first one is dropped, by hand.
const decoder = new TextDecoder('utf-8', { ignoreBOM: true });

/** What the parser hands on, in stream order. */
export type SseFrameHandlers = {
  /**
   * A complete event with data (its `data` lines joined by LF) and the id of its own `id` line,
   * if it had one. Events of a named type other than `message` are not handed on.
   */
  onEvent(data: string, id: string | undefined): void;
  /** An event or line passed `maxEventBytes`: told at once, with the id seen so far in it. */
  onOversized(id: string | undefined): void;
  /** The oversized event ended (its blank line came), with its id if one came at all. */
  onOversizedEnd(id: string | undefined): void;
};

/**
 * Splits a server-sent event stream into events in one pass over its bytes: lines end with LF,
 * CR or CRLF (also split across chunks), a byte order mark at the start is dropped, comments and
 * unknown fields are ignored, `field` without a colon has an empty value, and one space after
 * the colon is not part of the value. Nothing the server sends is held without bound: a line or
 * an event (its field lines; comments count as lines only) longer than `maxEventBytes` is
 * dropped unread up to its blank line and reported through `onOversized`.
 *
 * The subscription's own parser rather than a general one: it decodes only the fields it uses,
 * makes no object per event, and the size bound is the same walk over the bytes as the framing.
 *
 * @example
 * ```ts
 * const parser = new SseFrameParser(256 * 1024, { onEvent, onOversized, onOversizedEnd });
 * for await (const chunk of response.body) parser.feed(chunk);
 * ```
 */
export class SseFrameParser {
  readonly #max: number;
  readonly #handlers: SseFrameHandlers;
  /** How many bytes of the byte order mark matched so far; 3 once the start is behind. */
  #startMatched = 0;
  /** The last byte was CR: an LF right after it ends the same line, not another one. */
  #afterCr = false;
  /** The unfinished line's bytes, kept only while it fits the bound (and, when dropping, is an id). */
  #lineParts: Uint8Array[] = [];
  #lineBytes = 0;
  #lineIsComment = false;
  #lineFirstByte = 0;
  /** The unfinished line is no longer kept (not needed while dropping, or too long for an id). */
  #lineSkipped = false;
  #eventBytes = 0;
  #data: string | undefined;
  #id: string | undefined;
  #type = '';
  #dropping = false;

  constructor(maxEventBytes: number, handlers: SseFrameHandlers) {
    this.#max = maxEventBytes;
    this.#handlers = handlers;
  }

  feed(chunk: Uint8Array): void {
    let from = 0;
    while (this.#startMatched < BYTE_ORDER_MARK.length && from < chunk.length) {
      if (chunk[from] !== BYTE_ORDER_MARK[this.#startMatched]) {
        // Not a byte order mark after all: what matched of it is the stream's first content.
        const matched = this.#startMatched;
        this.#startMatched = BYTE_ORDER_MARK.length;
        if (matched > 0) this.#scan(BYTE_ORDER_MARK.subarray(0, matched), 0);
        break;
      }
      this.#startMatched++;
      from++;
    }
    if (from < chunk.length) this.#scan(chunk, from);
  }

  #scan(chunk: Uint8Array, from: number): void {
    let position = from;
    if (this.#afterCr) {
      this.#afterCr = false;
      if (chunk[position] === LF) position++;
    }
    // The chunk is decoded at once (native, fast) rather than field by field. When it decodes to
    // one UTF-16 unit per byte (no multi-byte character: JSON sent ASCII-escaped, plain English),
    // string indices are byte indices: lines are then found in the text, whose indexOf is many
    // times faster than a Uint8Array's, and a field's value is a slice of it.
    const text = decoder.decode(chunk);
    const aligned = text.length === chunk.length ? text : undefined;
    const find = (byte: number, from: number) =>
      aligned !== undefined
        ? aligned.indexOf(byte === LF ? '\n' : '\r', from)
        : chunk.indexOf(byte, from);
    // Most servers never send CR: its search then ends once, at the end of the chunk.
    let nextCr = find(CR, position);
    let nextLf = find(LF, position);
    while (position < chunk.length) {
      if (nextCr !== -1 && nextCr < position) nextCr = find(CR, position);
      if (nextLf !== -1 && nextLf < position) nextLf = find(LF, position);
      const end = nextCr === -1 ? nextLf : nextLf === -1 ? nextCr : Math.min(nextCr, nextLf);
      if (end === -1) {
        this.#keepPart(chunk, position, chunk.length);
        return;
      }
      if (this.#lineBytes === 0) {
        this.#line(chunk, position, end, aligned);
      } else {
        this.#keepPart(chunk, position, end);
        this.#endKeptLine();
      }
      position = end + 1;
      if (chunk[end] === CR) {
        if (position === chunk.length) this.#afterCr = true;
        else if (chunk[position] === LF) position++;
      }
    }
  }

  /** Adds `chunk[from..to)` to the unfinished line, counting it against the bound. */
  #keepPart(chunk: Uint8Array, from: number, to: number): void {
    if (to === from) return;
    if (this.#lineBytes === 0) {
      this.#lineFirstByte = chunk[from] as number;
      this.#lineIsComment = this.#lineFirstByte === COLON;
    }
    const length = to - from;
    this.#lineBytes += length;
    if (!this.#lineIsComment) this.#eventBytes += length;
    this.#checkBound();
    if (this.#lineSkipped) return;
    // While dropping, only a short `id` line is still of use (the oversized event's id).
    if (
      this.#dropping &&
      (this.#lineFirstByte !== LETTER_I || this.#lineBytes > MAX_ID_LINE_BYTES)
    ) {
      this.#lineSkipped = true;
      this.#lineParts = [];
      return;
    }
    this.#lineParts.push(chunk.subarray(from, to));
  }

  #endKeptLine(): void {
    const parts = this.#lineParts;
    const skipped = this.#lineSkipped;
    this.#lineParts = [];
    this.#lineSkipped = false;
    this.#lineBytes = 0;
    if (skipped) return;
    if (parts.length === 1) {
      const only = parts[0] as Uint8Array;
      this.#field(only, 0, only.length);
      return;
    }
    const line = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
    let offset = 0;
    for (const part of parts) {
      line.set(part, offset);
      offset += part.length;
    }
    this.#field(line, 0, line.length);
  }

  /**
   * A whole line inside one chunk: `chunk[from..to)`, its end excluded; `text` is the chunk
   * decoded, when its indices are the chunk's.
   */
  #line(chunk: Uint8Array, from: number, to: number, text: string | undefined): void {
    if (to === from) {
      this.#dispatch();
      return;
    }
    const length = to - from;
    const comment = chunk[from] === COLON;
    if (!comment) this.#eventBytes += length;
    if (length > this.#max || this.#eventBytes > this.#max) this.#startDropping();
    if (comment) return;
    if (this.#dropping && (chunk[from] !== LETTER_I || length > MAX_ID_LINE_BYTES)) return;
    this.#field(chunk, from, to, text);
  }

  #checkBound(): void {
    if (this.#lineBytes > this.#max || (!this.#lineIsComment && this.#eventBytes > this.#max)) {
      this.#startDropping();
    }
  }

  #startDropping(): void {
    if (this.#dropping) return;
    this.#dropping = true;
    this.#data = undefined;
    this.#handlers.onOversized(this.#id);
  }

  /** One field line, `line[from..to)` (not empty, not a comment unless kept as a line part). */
  #field(line: Uint8Array, from: number, to: number, text?: string): void {
    if (line[from] === COLON) return;
    // Field names are short: a walk to the colon ends within a few bytes (a data line's at 4).
    let colon = from;
    while (colon < to && line[colon] !== COLON) colon++;
    let valueFrom = colon < to ? colon + 1 : to;
    if (valueFrom < to && line[valueFrom] === SPACE) valueFrom++;
    const nameLength = colon - from;
    if (nameLength === 4 && isName(line, from, 'data')) {
      if (this.#dropping) return;
      const value = text?.slice(valueFrom, to) ?? decoder.decode(line.subarray(valueFrom, to));
      this.#data = this.#data === undefined ? value : `${this.#data}\n${value}`;
    } else if (nameLength === 2 && isName(line, from, 'id')) {
      const value = text?.slice(valueFrom, to) ?? decoder.decode(line.subarray(valueFrom, to));
      // The specification ignores an id with NUL; an empty one resets it.
      if (!value.includes('\0')) this.#id = value === '' ? undefined : value;
    } else if (nameLength === 5 && isName(line, from, 'event')) {
      this.#type = decoder.decode(line.subarray(valueFrom, to));
    }
  }

  #dispatch(): void {
    const data = this.#data;
    const id = this.#id;
    const type = this.#type;
    const dropped = this.#dropping;
    this.#data = undefined;
    this.#id = undefined;
    this.#type = '';
    this.#eventBytes = 0;
    this.#dropping = false;
    if (dropped) this.#handlers.onOversizedEnd(id);
    else if (data !== undefined && (type === '' || type === 'message')) {
      this.#handlers.onEvent(data, id);
    }
  }
}

function isName(line: Uint8Array, from: number, name: string): boolean {
  for (let index = 0; index < name.length; index++) {
    if (line[from + index] !== name.charCodeAt(index)) return false;
  }
  return true;
}

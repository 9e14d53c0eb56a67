const LF = 0x0a;
const CR = 0x0d;
const COLON = 0x3a;
const SPACE = 0x20;
const LETTER_I = 0x69;
const LETTER_D = 0x64;
const decoder = new TextDecoder();
const encoder = new TextEncoder();
// An `id:` line longer than this is not remembered as the event's id (ids are short).
const MAX_ID_LINE_BYTES = 1024;

/**
 * The type of the stand-in frame sent to eventsource in place of an oversized event, so that the
 * connection can move its cursor past that event in order with the events around it.
 */
export const OVERSIZED_EVENT_TYPE = 'importkit-oversized';

/**
 * Guards the eventsource package, which buffers a line and an event's data without limit: every
 * byte of the stream is counted here before eventsource sees it. A line or an event (its field
 * lines; heartbeat comments do not count) longer than `maxEventBytes` is not passed on: the
 * oversized event is dropped up to its blank line, `onOversized` is told at once (with the event's
 * id when an `id:` line came before), and, at the event's end, a small stand-in frame of type
 * `OVERSIZED_EVENT_TYPE` (with the id, if one came at all) ends what eventsource already holds of
 * it. Memory stays at most `maxEventBytes` per connection in eventsource, whatever the server
 * sends; the stream goes on with the next event.
 */
export function limitEventSize(
  body: ReadableStream<Uint8Array>,
  maxEventBytes: number,
  onOversized: (eventId: string | undefined) => void,
): ReadableStream<Uint8Array> {
  const scanner = new EventSizeScanner(maxEventBytes, onOversized);
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        // A chunk inside an oversized event passes nothing on: read on until something passes.
        for (;;) {
          const { done, value } = await reader.read();
          if (done) {
            controller.close();
            return;
          }
          const pieces = scanner.scan(value);
          for (const piece of pieces) controller.enqueue(piece);
          if (pieces.length > 0) return;
        }
      },
      cancel(reason) {
        return reader.cancel(reason);
      },
    },
    // Pulled one chunk at a time, as the observed body below it, to keep its backpressure.
    { highWaterMark: 0 },
  );
}

/** The line and event arithmetic of `limitEventSize`, over chunks that split lines anywhere. */
class EventSizeScanner {
  readonly #max: number;
  readonly #onOversized: (eventId: string | undefined) => void;
  #lineBytes = 0;
  #eventBytes = 0;
  #lineIsComment = false;
  /** The last byte was CR: an LF right after it ends the same line, not another one. */
  #afterCr = false;
  #dropping = false;
  /** Whether eventsource holds an unfinished line of the event being dropped. */
  #lineLeftOpen = false;
  /** The current line's bytes while it may be an `id` field (decoded only when needed). */
  #idLine: Uint8Array[] | undefined;
  #idLineLength = 0;
  /** The last `id` line of the current event, undecoded. */
  #eventIdLine: Uint8Array[] | undefined;

  constructor(max: number, onOversized: (eventId: string | undefined) => void) {
    this.#max = max;
    this.#onOversized = onOversized;
  }

  /** The parts of `chunk` to pass on, in order, stand-in frames included. */
  scan(chunk: Uint8Array): Uint8Array[] {
    const pieces: Uint8Array[] = [];
    let passFrom = 0;
    let position = 0;
    // Lines are found with indexOf (native, fast) rather than byte by byte: the guard sits on
    // every event of the stream. Most servers never send CR, so its search usually ends at once.
    let nextCr = chunk.indexOf(CR);
    let nextLf = chunk.indexOf(LF);
    while (position < chunk.length) {
      if (nextCr !== -1 && nextCr < position) nextCr = chunk.indexOf(CR, position);
      if (nextLf !== -1 && nextLf < position) nextLf = chunk.indexOf(LF, position);
      const end = nextCr === -1 ? nextLf : nextLf === -1 ? nextCr : Math.min(nextCr, nextLf);
      const contentEnd = end === -1 ? chunk.length : end;
      if (contentEnd > position) {
        const lineBytesBefore = this.#lineBytes;
        const crossing = this.#count(chunk, position, contentEnd);
        if (crossing !== -1) {
          if (crossing > passFrom) pieces.push(chunk.subarray(passFrom, crossing));
          this.#dropping = true;
          this.#lineLeftOpen = lineBytesBefore + (crossing - position) > 0;
          this.#onOversized(this.#eventId());
        }
      }
      if (end === -1) break;
      position = end + 1;
      const secondHalfOfCrLf = chunk[end] === LF && this.#afterCr;
      this.#afterCr = chunk[end] === CR;
      if (secondHalfOfCrLf) continue;
      const blank = this.#lineBytes === 0;
      this.#endLine();
      if (!blank) continue;
      if (this.#dropping) {
        pieces.push(this.#standIn());
        this.#dropping = false;
        passFrom = position;
      }
      this.#eventBytes = 0;
      this.#eventIdLine = undefined;
    }
    if (!this.#dropping && passFrom < chunk.length) {
      pieces.push(passFrom === 0 ? chunk : chunk.subarray(passFrom));
    }
    return pieces;
  }

  /**
   * Counts the line bytes `chunk[from..to)` (no line ends among them); returns the index of the
   * first byte past the bound, or -1 (also while already dropping).
   */
  #count(chunk: Uint8Array, from: number, to: number): number {
    this.#afterCr = false;
    if (this.#lineBytes === 0) {
      this.#lineIsComment = chunk[from] === COLON;
      this.#idLine = chunk[from] === LETTER_I ? [] : undefined;
      this.#idLineLength = 0;
    }
    if (this.#idLine !== undefined) {
      this.#idLineLength += to - from;
      if (this.#idLineLength <= MAX_ID_LINE_BYTES) this.#idLine.push(chunk.slice(from, to));
      else this.#idLine = undefined;
    }
    let room = this.#max - this.#lineBytes;
    if (!this.#lineIsComment) room = Math.min(room, this.#max - this.#eventBytes);
    const length = to - from;
    this.#lineBytes += length;
    if (!this.#lineIsComment) this.#eventBytes += length;
    return !this.#dropping && length > room ? from + room : -1;
  }

  #endLine(): void {
    if (this.#idLine !== undefined) this.#eventIdLine = this.#idLine;
    this.#lineBytes = 0;
    this.#idLine = undefined;
  }

  /**
   * The id of the current event, from its `id` or `id:value` line (one space after the colon is
   * not part of the value); `undefined` without one, or for an id with NUL, which the SSE
   * specification says to ignore.
   */
  #eventId(): string | undefined {
    const parts = this.#eventIdLine;
    if (parts === undefined) return undefined;
    const line = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
    let offset = 0;
    for (const part of parts) {
      line.set(part, offset);
      offset += part.byteLength;
    }
    if (line[1] !== LETTER_D || (line.length > 2 && line[2] !== COLON)) return undefined;
    const value = decoder.decode(line.subarray(line[3] === SPACE ? 4 : 3));
    return value === '' || value.includes('\0') ? undefined : value;
  }

  #standIn(): Uint8Array {
    const eventId = this.#eventId();
    const frame = [
      // End the line eventsource holds, without making it a blank line (that would dispatch).
      this.#lineLeftOpen ? '\n' : '',
      `event: ${OVERSIZED_EVENT_TYPE}\n`,
      eventId !== undefined ? `id: ${eventId}\n` : '',
      'data:\n\n',
    ].join('');
    return encoder.encode(frame);
  }
}

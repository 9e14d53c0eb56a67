const LF = 0x0a;
const CR = 0x0d;
const COLON = 0x3a;
const LETTER_I = 0x69;
const LETTER_D = 0x64;
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
  /** The current line's bytes while it may be an `id` field. */
  #idLine: number[] | undefined;
  #eventId: string | undefined;

  constructor(max: number, onOversized: (eventId: string | undefined) => void) {
    this.#max = max;
    this.#onOversized = onOversized;
  }

  /** The parts of `chunk` to pass on, in order, stand-in frames included. */
  scan(chunk: Uint8Array): Uint8Array[] {
    const pieces: Uint8Array[] = [];
    let passFrom = 0;
    for (let index = 0; index < chunk.length; index++) {
      const byte = chunk[index] as number;
      if (byte === LF || byte === CR) {
        const secondHalfOfCrLf = byte === LF && this.#afterCr;
        this.#afterCr = byte === CR;
        if (secondHalfOfCrLf) continue;
        const blank = this.#lineBytes === 0;
        this.#endLine();
        if (!blank) continue;
        if (this.#dropping) {
          pieces.push(this.#standIn());
          this.#dropping = false;
          passFrom = index + 1;
        }
        this.#eventBytes = 0;
        this.#eventId = undefined;
        continue;
      }
      this.#afterCr = false;
      if (this.#lineBytes === 0) {
        this.#lineIsComment = byte === COLON;
        this.#idLine = byte === LETTER_I ? [] : undefined;
      }
      this.#lineBytes++;
      if (!this.#lineIsComment) this.#eventBytes++;
      if (this.#idLine !== undefined) this.#collectIdByte(byte);
      if (!this.#dropping && (this.#lineBytes > this.#max || this.#eventBytes > this.#max)) {
        if (index > passFrom) pieces.push(chunk.subarray(passFrom, index));
        this.#dropping = true;
        this.#lineLeftOpen = this.#lineBytes > 1;
        this.#onOversized(this.#eventId);
      }
    }
    if (!this.#dropping && passFrom < chunk.length) {
      pieces.push(passFrom === 0 ? chunk : chunk.subarray(passFrom));
    }
    return pieces;
  }

  #collectIdByte(byte: number): void {
    const line = this.#idLine as number[];
    const position = line.length;
    const fits =
      position < MAX_ID_LINE_BYTES &&
      (position !== 1 || byte === LETTER_D) &&
      (position !== 2 || byte === COLON);
    if (fits) line.push(byte);
    else this.#idLine = undefined;
  }

  #endLine(): void {
    const line = this.#idLine;
    // `id` or `id:value` (one space after the colon is not part of the value); an id with NUL
    // is ignored, as the SSE specification says.
    if (line !== undefined && line.length >= 2) {
      const value = new TextDecoder().decode(Uint8Array.from(line.slice(line[3] === 0x20 ? 4 : 3)));
      if (!value.includes('\0')) this.#eventId = value === '' ? undefined : value;
    }
    this.#lineBytes = 0;
    this.#idLine = undefined;
  }

  #standIn(): Uint8Array {
    const frame = [
      // End the line eventsource holds, without making it a blank line (that would dispatch).
      this.#lineLeftOpen ? '\n' : '',
      `event: ${OVERSIZED_EVENT_TYPE}\n`,
      this.#eventId !== undefined ? `id: ${this.#eventId}\n` : '',
      'data:\n\n',
    ].join('');
    return new TextEncoder().encode(frame);
  }
}

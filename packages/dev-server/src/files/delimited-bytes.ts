/**
 * Reading UTF-8 delimited text as bytes: rows split into cells as byte ranges of the file, never
 * decoded into strings unless asked, so a record's JSON text can be written from the file's bytes
 * (see `ByteRowBatch.writeCellJson`). It reads what csv-parse reads with the extraction's options
 * for the text files people have (plain and quoted cells, `""` in quotes, LF or CRLF lines, empty
 * lines, ragged rows) and stops at the first row it does not read exactly as csv-parse would (a
 * line break inside quotes, a quote closed early, a lone CR, a very long row, a quote never
 * closed): `scan` then says where, and the rest of the file is read by csv-parse from that row
 * on (see delimited-text.ts), so every rule, message and line number stays csv-parse's.
 * @module
 */
import type { RowBatch } from './row-batch';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const CR = 0x0d;
const LF = 0x0a;

/** Longest row (bytes) read here: a longer one, or a quote never closed, is left to csv-parse. */
export const MAX_BYTE_ROW = 1024 * 1024;

/** The record delimiter, found as csv-parse finds it: the first line break outside quotes. */
export type LineBreak = 'unknown' | 'lf' | 'crlf';

/** JSON's short escapes of control characters, by byte (0: none, written as `\u00XX`). */
const SHORT_ESCAPES = new Uint8Array(0x20);
SHORT_ESCAPES[0x08] = 0x62; // \b
SHORT_ESCAPES[0x09] = 0x74; // \t
SHORT_ESCAPES[0x0a] = 0x6e; // \n
SHORT_ESCAPES[0x0c] = 0x66; // \f
SHORT_ESCAPES[0x0d] = 0x72; // \r
const HEX = Buffer.from('0123456789abcdef');

/** Rows of one stretch of the file, each cell a byte range of `bytes`. */
export class ByteRowBatch implements RowBatch {
  constructor(
    readonly bytes: Buffer,
    /** Per row, the index of its first cell; one more entry closes the last row. */
    private readonly firstCells: number[],
    private readonly starts: number[],
    private readonly ends: number[],
    /** Per cell, 1 when it was quoted (then each `"` in it stands for `""` in the file). */
    private readonly quoted: number[],
    private readonly lines: number[],
  ) {}

  get size(): number {
    return this.lines.length;
  }

  numberOf(row: number): number {
    return this.lines[row] as number;
  }

  widthOf(row: number): number {
    return (this.firstCells[row + 1] as number) - (this.firstCells[row] as number);
  }

  isEmptyCell(row: number, column: number): boolean {
    const cell = (this.firstCells[row] as number) + column;
    return this.starts[cell] === this.ends[cell];
  }

  cellsOf(row: number): string[] {
    const cells: string[] = [];
    const last = this.firstCells[row + 1] as number;
    for (let cell = this.firstCells[row] as number; cell < last; cell++) {
      const text = this.bytes.toString('utf8', this.starts[cell], this.ends[cell]);
      cells.push(this.quoted[cell] === 1 ? text.replaceAll('""', '"') : text);
    }
    return cells;
  }

  /** The bytes a row's cells span in the file (a bound of their text's length). */
  spanOf(row: number): number {
    const first = this.firstCells[row] as number;
    const last = (this.firstCells[row + 1] as number) - 1;
    return last < first ? 0 : (this.ends[last] as number) - (this.starts[first] as number);
  }

  /**
   * Writes the cell's text escaped as inside a JSON string (what JSON.stringify writes between
   * the quotes: the file is UTF-8, so only `"`, `\` and control characters change) into `out` at
   * `at`; returns where it ends. `out` must have room for 6 bytes per byte of the cell.
   */
  writeCellJson(row: number, column: number, out: Buffer, at: number): number {
    const cell = (this.firstCells[row] as number) + column;
    const bytes = this.bytes;
    const end = this.ends[cell] as number;
    const quoted = this.quoted[cell] === 1;
    let to = at;
    for (let from = this.starts[cell] as number; from < end; from++) {
      const byte = bytes[from] as number;
      if (byte >= 0x20 && byte !== QUOTE && byte !== BACKSLASH) {
        out[to++] = byte;
      } else if (byte === QUOTE || byte === BACKSLASH) {
        out[to++] = BACKSLASH;
        out[to++] = byte;
        // In a quoted cell a quote is written twice in the file.
        if (byte === QUOTE && quoted) from++;
      } else {
        out[to++] = BACKSLASH;
        const short = SHORT_ESCAPES[byte] as number;
        if (short !== 0) {
          out[to++] = short;
        } else {
          out[to++] = 0x75; // u
          out[to++] = 0x30;
          out[to++] = 0x30;
          out[to++] = HEX[byte >> 4] as number;
          out[to++] = HEX[byte & 15] as number;
        }
      }
    }
    return to;
  }
}

/** What one `scan` read: whole rows, and where reading stopped. */
export interface ScannedRows {
  rows: ByteRowBatch;
  /** Bytes of the buffer the rows took (the rest is kept for the next scan, or left). */
  consumed: number;
  /** Where the last row read ends (empty lines after it are consumed, not part of it). */
  rowsEnd: number;
  /** Set when csv-parse must read on from `consumed` (the row there is one this does not read). */
  handOver: boolean;
}

/**
 * Splits delimited UTF-8 text into rows of cells, a buffer at a time, keeping the line count and
 * line break between buffers (rows that a buffer cuts are scanned again with the next one).
 */
export class DelimitedByteScanner {
  /** The line the next row starts on (from 1). */
  line = 1;
  lineBreak: LineBreak = 'unknown';

  constructor(private readonly delimiter: number) {}

  /**
   * Reads the whole rows at the start of `text` (`final`: it is the end of the file). Rows past a
   * row it cannot read exactly as csv-parse would are not read (`handOver`).
   */
  scan(text: Buffer, final: boolean): ScannedRows {
    const delimiter = this.delimiter;
    const length = text.length;
    const firstCells: number[] = [];
    const starts: number[] = [];
    const ends: number[] = [];
    const quoted: number[] = [];
    const lines: number[] = [];
    let position = 0;
    let handOver = false;
    // Rows are taken whole or not at all: the text read ends at `consumed`, after the last whole
    // row (or empty line), and the cells of the row being read count from `cellsKept`.
    let consumed = 0;
    let rowsEnd = 0;
    let cellsKept = 0;
    rows: while (position < length) {
      const first = text[position];
      if (first === LF || first === CR) {
        // An empty line (skipped), if it ends as lines end in this file.
        const breakLength = this.lineBreakAt(text, position, final);
        if (breakLength === 0) handOver = true;
        if (breakLength <= 0) break;
        position += breakLength;
        consumed = position;
        this.line++;
        continue;
      }
      while (true) {
        if (text[position] === QUOTE) {
          let at = position + 1;
          let closed = -1;
          while (at < length) {
            const byte = text[at] as number;
            if (byte === QUOTE) {
              if (text[at + 1] === QUOTE) {
                at += 2;
                continue;
              }
              // A quote at the end of the buffer may be the first of a pair.
              if (at + 1 >= length && !final) break;
              closed = at;
              break;
            }
            // csv-parse counts lines inside quotes its own way: left to it.
            if (byte === LF || byte === CR) {
              handOver = true;
              break rows;
            }
            at++;
          }
          if (closed < 0) {
            // Not closed in this buffer: wait for more, or (at the end) csv-parse says so.
            if (final) handOver = true;
            break rows;
          }
          starts.push(position + 1);
          ends.push(closed);
          quoted.push(1);
          position = closed + 1;
        } else {
          const start = position;
          while (position < length) {
            const byte = text[position] as number;
            if (byte === delimiter || byte === LF || byte === CR) break;
            position++;
          }
          starts.push(start);
          ends.push(position);
          quoted.push(0);
        }
        if (position >= length) {
          if (!final) break rows;
          // The last row, without a line break.
          firstCells.push(cellsKept);
          lines.push(this.line);
          cellsKept = starts.length;
          consumed = position;
          rowsEnd = position;
          break rows;
        }
        const next = text[position];
        if (next === delimiter) {
          position++;
          if (position >= length && !final) break rows;
          continue;
        }
        if (next !== LF && next !== CR) {
          // Text after a closing quote: csv-parse's relaxed reading of it is left to it.
          handOver = true;
          break rows;
        }
        const breakLength = this.lineBreakAt(text, position, final);
        if (breakLength === 0) handOver = true;
        if (breakLength <= 0) break rows;
        position += breakLength;
        firstCells.push(cellsKept);
        lines.push(this.line);
        cellsKept = starts.length;
        consumed = position;
        rowsEnd = position;
        this.line++;
        continue rows;
      }
    }
    // A row cut by the end of the buffer is read again with the next one.
    starts.length = cellsKept;
    ends.length = cellsKept;
    quoted.length = cellsKept;
    firstCells.push(cellsKept);
    if (!handOver && !final && length - consumed > MAX_BYTE_ROW) handOver = true;
    return {
      rows: new ByteRowBatch(text, firstCells, starts, ends, quoted, lines),
      consumed,
      rowsEnd,
      handOver,
    };
  }

  /**
   * The length of the line break at `position` (a CR or LF outside quotes), choosing the file's
   * line break on the first; 0 when csv-parse would read it otherwise (a lone CR, or a break other
   * than the file's, which it takes as text); -1 when the buffer ends before it can tell.
   */
  private lineBreakAt(text: Buffer, position: number, final: boolean): number {
    if (text[position] === LF) {
      if (this.lineBreak === 'crlf') return 0;
      this.lineBreak = 'lf';
      return 1;
    }
    if (position + 1 >= text.length) return final ? 0 : -1;
    if (text[position + 1] !== LF || this.lineBreak === 'lf') return 0;
    this.lineBreak = 'crlf';
    return 2;
  }
}

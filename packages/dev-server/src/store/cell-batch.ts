/**
 * Rows of text cells packed for the trip from the parsing thread to the records: every cell's
 * text as it is written inside a JSON string (escaped, UTF-8) in one byte array, with where each
 * cell ends and where each row starts. Packing costs the parsing thread one concatenation, one
 * escape test and one encode per batch; the records are then written from the bytes
 * (`writeCellJson`) without ten million strings crossing threads or being escaped on the thread
 * that stores them.
 * @module
 */
import { copyBytes } from './copy-bytes';

/** What JSON.stringify would escape in a string (a paired surrogate is only sent there to see). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what JSON escapes
export const NEEDS_JSON_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;

/** Text with nothing to escape: the same test, for a long string (twice as fast, whole). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what JSON escapes
const ESCAPE_FREE = /^[^"\\\u0000-\u001f\ud800-\udfff]*$/;

/** A batch of packed rows: plain typed arrays, so it can be transferred to another thread. */
export interface PackedCells {
  /** Every cell's escaped text (UTF-8), one after another. */
  text: Uint8Array;
  /** Per cell, where its text ends in `text`. */
  cellEnds: Uint32Array;
  /** Per row, its first cell; one more entry closes the last row. */
  firstCells: Uint32Array;
  /** Per row, its number in the file (the line it ended on). */
  lines: Float64Array;
  /** Whether any cell's text was escaped (else reading a cell back needs no unescaping). */
  escaped: boolean;
}

/** The buffers of a packed batch, to transfer rather than copy. */
export const transferablesOf = (packed: PackedCells): ArrayBuffer[] => [
  packed.text.buffer as ArrayBuffer,
  packed.cellEnds.buffer as ArrayBuffer,
  packed.firstCells.buffer as ArrayBuffer,
  packed.lines.buffer as ArrayBuffer,
];

/** A row to pack: its cells, and the line of the file it ended on. */
export interface RowToPack {
  record: string[];
  lines: number;
}

/**
 * Packs rows of cells. The cells are concatenated with `+=` (V8 links the pieces and copies them
 * once, on the first read), faster than an array's `join`, and tested for escapes as one string:
 * most files have none.
 */
export function packCells(rows: readonly RowToPack[]): PackedCells {
  let cellCount = 0;
  for (const row of rows) cellCount += row.record.length;
  const firstCells = new Uint32Array(rows.length + 1);
  const cellEnds = new Uint32Array(cellCount);
  const lines = new Float64Array(rows.length);
  let joined = '';
  let cell = 0;
  let end = 0;
  for (let row = 0; row < rows.length; row++) {
    firstCells[row] = cell;
    const { record: cells, lines: line } = rows[row] as RowToPack;
    lines[row] = line;
    for (let column = 0; column < cells.length; column++) {
      const text = cells[column] as string;
      joined += text;
      end += text.length;
      cellEnds[cell++] = end;
    }
  }
  firstCells[rows.length] = cell;
  const escaped = !ESCAPE_FREE.test(joined);
  if (escaped) joined = escapeCells(rows, cellEnds);
  // Its own memory (never a slice of Buffer's shared pool): it is transferred, not copied.
  const text = Buffer.allocUnsafeSlow(Buffer.byteLength(joined));
  text.write(joined);
  // Outside ASCII a cell's bytes are not its characters: measured again, as UTF-8.
  if (text.length !== joined.length) measureUtf8(rows, cellEnds, escaped);
  return { text, cellEnds, firstCells, lines, escaped };
}

/** The cells as written inside JSON strings, concatenated; `cellEnds` in characters of that. */
function escapeCells(rows: readonly RowToPack[], cellEnds: Uint32Array): string {
  let joined = '';
  let cell = 0;
  for (const { record } of rows) {
    for (const text of record) {
      joined += NEEDS_JSON_ESCAPE.test(text) ? JSON.stringify(text).slice(1, -1) : text;
      cellEnds[cell++] = joined.length;
    }
  }
  return joined;
}

/** Sets `cellEnds` in bytes of the cells' UTF-8 text (escaped if `escaped`). */
function measureUtf8(rows: readonly RowToPack[], cellEnds: Uint32Array, escaped: boolean): void {
  let cell = 0;
  let end = 0;
  for (const { record } of rows) {
    for (const text of record) {
      const written =
        escaped && NEEDS_JSON_ESCAPE.test(text) ? JSON.stringify(text).slice(1, -1) : text;
      end += Buffer.byteLength(written);
      cellEnds[cell++] = end;
    }
  }
}

/** Packed rows, read as the extraction reads rows. */
export class CellBatch {
  private readonly text: Buffer;

  constructor(private readonly packed: PackedCells) {
    const { text } = packed;
    this.text = Buffer.from(text.buffer, text.byteOffset, text.byteLength);
  }

  get size(): number {
    return this.packed.lines.length;
  }

  numberOf(row: number): number {
    return this.packed.lines[row] as number;
  }

  widthOf(row: number): number {
    const { firstCells } = this.packed;
    return (firstCells[row + 1] as number) - (firstCells[row] as number);
  }

  private startOf(cell: number): number {
    return cell === 0 ? 0 : (this.packed.cellEnds[cell - 1] as number);
  }

  isEmptyCell(row: number, column: number): boolean {
    const cell = (this.packed.firstCells[row] as number) + column;
    return this.startOf(cell) === this.packed.cellEnds[cell];
  }

  cellsOf(row: number): string[] {
    const { firstCells, cellEnds, escaped } = this.packed;
    const cells: string[] = [];
    const last = firstCells[row + 1] as number;
    for (let cell = firstCells[row] as number; cell < last; cell++) {
      const text = this.text.toString('utf8', this.startOf(cell), cellEnds[cell]);
      cells.push(escaped && text.includes('\\') ? (JSON.parse(`"${text}"`) as string) : text);
    }
    return cells;
  }

  /** The bytes of a row's cells as written in JSON strings. */
  jsonBytesOf(row: number): number {
    const { firstCells, cellEnds } = this.packed;
    const first = firstCells[row] as number;
    const last = firstCells[row + 1] as number;
    return last === first ? 0 : (cellEnds[last - 1] as number) - this.startOf(first);
  }

  /** Writes the cell's text as inside a JSON string into `out` at `at`; returns where it ends. */
  writeCellJson(row: number, column: number, out: Buffer, at: number): number {
    const cell = (this.packed.firstCells[row] as number) + column;
    return copyBytes(this.text, this.startOf(cell), this.packed.cellEnds[cell] as number, out, at);
  }
}

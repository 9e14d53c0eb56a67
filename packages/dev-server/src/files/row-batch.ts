/**
 * Rows of a table as the extraction reads them, a batch at a time: what it asks of a row (its
 * cells, how many, which are empty, the line or row it is) without saying how the cells are held.
 * Rows of a worksheet are arrays of strings; rows of a delimited file come packed (see
 * cell-batch.ts) and are written into records from their bytes.
 * @module
 */

/** A batch of rows. */
export interface RowBatch {
  readonly size: number;
  /** The row's number in the file (a line, or a worksheet's row). */
  numberOf(row: number): number;
  /** How many cells the row has. */
  widthOf(row: number): number;
  /** Whether the row's cell at `column` (below its width) is the empty string. */
  isEmptyCell(row: number, column: number): boolean;
  /** The row's cells as strings. */
  cellsOf(row: number): string[];
}

/** A batch of rows already held as strings. */
export class StringRowBatch implements RowBatch {
  constructor(
    private readonly rows: string[][],
    private readonly numbers: number[],
  ) {}

  get size(): number {
    return this.rows.length;
  }

  numberOf(row: number): number {
    return this.numbers[row] as number;
  }

  widthOf(row: number): number {
    return (this.rows[row] as string[]).length;
  }

  isEmptyCell(row: number, column: number): boolean {
    return (this.rows[row] as string[])[column] === '';
  }

  cellsOf(row: number): string[] {
    return this.rows[row] as string[];
  }
}

/** Whether every cell of a row is empty. */
export function isEmptyRow(batch: RowBatch, row: number): boolean {
  const width = batch.widthOf(row);
  for (let column = 0; column < width; column++) if (!batch.isEmptyCell(row, column)) return false;
  return true;
}

/** Rows picked out of batches (a batch and a row of it each), in order: what one insert takes. */
export class PickedRows {
  readonly batches: RowBatch[] = [];
  readonly rows: number[] = [];

  get size(): number {
    return this.rows.length;
  }

  push(batch: RowBatch, row: number): void {
    this.batches.push(batch);
    this.rows.push(row);
  }

  /** Every picked row's cells as strings. */
  cells(): string[][] {
    return this.rows.map((row, index) => (this.batches[index] as RowBatch).cellsOf(row));
  }
}

/**
 * Rows as the extraction picks them for an insert: a delimited file's and a worksheet's rows both
 * come packed (see cell-batch.ts), and the records are written from their bytes.
 * @module
 */
import type { CellBatch } from './cell-batch';

/** Whether every cell of a row is empty. */
export function isEmptyRow(batch: CellBatch, row: number): boolean {
  const width = batch.widthOf(row);
  for (let column = 0; column < width; column++) if (!batch.isEmptyCell(row, column)) return false;
  return true;
}

/** Rows picked out of batches (a batch and a row of it each), in order: what one insert takes. */
export class PickedRows {
  readonly batches: CellBatch[] = [];
  readonly rows: number[] = [];

  get size(): number {
    return this.rows.length;
  }

  push(batch: CellBatch, row: number): void {
    this.batches.push(batch);
    this.rows.push(row);
  }

  /** Every picked row's cells as strings. */
  cells(): string[][] {
    return this.rows.map((row, index) => (this.batches[index] as CellBatch).cellsOf(row));
  }
}

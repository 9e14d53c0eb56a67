/**
 * Reading an `.xlsx` workbook as a stream of worksheets and rows with exceljs's streaming
 * `WorkbookReader` (the zip is read as it arrives, rows are handed over one at a time), each cell
 * as the text Excel shows: numbers and dates rendered with the cell's number format by `numfmt`.
 * @module
 */
import { createReadStream } from 'node:fs';
import ExcelJS from 'exceljs';
import { format as formatNumber } from 'numfmt';

/** A row of a worksheet: its cells' text (index 0 is column A) and its row number (from 1). */
export interface WorksheetRow {
  cells: string[];
  rowNumber: number;
}

export interface WorksheetRows {
  name: string;
  rows: AsyncIterable<WorksheetRow>;
}

/** Where the reader is, for an error's message: the worksheet and the last cell read. */
export interface WorkbookPosition {
  sheet?: string;
  cell?: string;
}

/** Days from Excel's day 0 (1899-12-30) to 1970-01-01. */
const UNIX_EPOCH_SERIAL = 25_569;
const MS_PER_DAY = 86_400_000;

/** Excel's serial day number of a date exceljs read (exceljs makes dates in UTC). */
const serialOf = (date: Date) => date.getTime() / MS_PER_DAY + UNIX_EPOCH_SERIAL;

/** A number or date rendered with a number format, or `fallback` when the format cannot be read. */
function formatted(pattern: string | undefined, value: number, fallback: string): string {
  try {
    return formatNumber(pattern || 'General', value);
  } catch {
    return fallback;
  }
}

/**
 * A cell's text as Excel shows it: a number or a date (also a formula's result) with the cell's
 * number format (`General` when it has none), anything else as exceljs renders it (rich text
 * joined, a hyperlink's text, `TRUE`/`FALSE`, an error's `#DIV/0!`).
 */
export function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  const result =
    value !== null && typeof value === 'object' && 'result' in value ? value.result : value;
  if (typeof result === 'number') return formatted(cell.numFmt, result, String(result));
  if (result instanceof Date) {
    if (Number.isNaN(result.getTime())) return '';
    return formatted(cell.numFmt || 'yyyy-mm-dd', serialOf(result), result.toISOString());
  }
  if (typeof result === 'boolean') return result ? 'TRUE' : 'FALSE';
  if (result !== null && typeof result === 'object' && 'error' in result) {
    return String(result.error);
  }
  return cell.text ?? '';
}

/**
 * The worksheets of an `.xlsx` file in workbook order, each with its rows (empty rows are not
 * read). `position` follows the reading, for an error's message; `onBytes` is told how many bytes
 * of the file have been read so far.
 */
export async function* readXlsxSheets(
  path: string,
  position: WorkbookPosition,
  onBytes: (bytes: number) => void,
): AsyncIterable<WorksheetRows> {
  const bytes = createReadStream(path);
  let read = 0;
  bytes.on('data', (chunk) => {
    read += chunk.length;
    onBytes(read);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(bytes, {
    // Shared strings and styles (number formats) are looked up by every row.
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  try {
    let index = 0;
    for await (const worksheet of workbook) {
      index += 1;
      const name =
        (worksheet as unknown as { name?: string }).name?.trim() || `Sheet${String(index)}`;
      position.sheet = name;
      position.cell = undefined;
      yield {
        name,
        rows: (async function* () {
          for await (const row of worksheet) {
            const cells: string[] = [];
            row.eachCell({ includeEmpty: false }, (cell, column) => {
              cells[column - 1] = cellText(cell);
              position.cell = cell.address;
            });
            for (let column = 0; column < cells.length; column++) cells[column] ??= '';
            yield { cells, rowNumber: row.number };
          }
        })(),
      };
    }
  } finally {
    bytes.destroy();
  }
}

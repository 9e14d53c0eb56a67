/**
 * Reading an `.xlsx` workbook as a stream of worksheets and rows, each cell as the text Excel
 * shows: numbers and dates rendered with the cell's number format by `numfmt`, shared and inline
 * strings (rich text runs joined), booleans as `TRUE`/`FALSE`, errors as Excel writes them
 * (`#DIV/0!`), a formula as its cached result. The archive is read with yauzl and each XML part
 * streamed through saxes (see xlsx-archive.ts and xlsx-xml.ts); nothing is spooled to disk, and
 * what one file may cost is bounded (inflated bytes, shared strings, columns per sheet): a file
 * past a bound fails its extraction with a message naming the bound.
 * @module
 */
import { format as formatNumber } from 'numfmt';
import type { ExtractionLimits } from './extraction-limits';
import { XlsxArchive, XlsxLimitError, XlsxReadError } from './xlsx-archive';
import { readSharedStrings } from './xlsx-shared-strings';
import { type FormatOfStyle, readCellFormats } from './xlsx-styles';
import { readWorkbookParts } from './xlsx-workbook';
import { readXml } from './xlsx-xml';

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

/** What reading one `.xlsx` file may cost (see extraction-limits.ts). */
export type XlsxLimits = Pick<
  ExtractionLimits,
  'maxInflatedBytes' | 'maxSharedStringBytes' | 'maxColumns'
>;

/** Days from Excel's day 0 (1899-12-30) to 1970-01-01. */
const UNIX_EPOCH_SERIAL = 25_569;
const MS_PER_DAY = 86_400_000;
/** Days between the 1904 and the 1900 date systems. */
const DAYS_1900_TO_1904 = 1462;

/** A number rendered with a number format, or `fallback` when the format cannot be read. */
function formatted(pattern: string | undefined, value: number, fallback: string): string {
  try {
    return formatNumber(pattern || 'General', value);
  } catch {
    return fallback;
  }
}

/** The 0-based column of a cell reference (`B3` → 1), or undefined when it has no letters. */
function columnOf(reference: string): number | undefined {
  let column = 0;
  let letters = 0;
  for (const char of reference) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
    letters++;
  }
  return letters === 0 ? undefined : column - 1;
}

/** The 1-based row of a cell or row reference, if it has one. */
function rowOf(reference: string | undefined): number | undefined {
  const digits = reference?.replace(/^[A-Z]+/, '');
  const row = digits ? Number(digits) : Number.NaN;
  return Number.isInteger(row) && row > 0 ? row : undefined;
}

interface SheetContext {
  name: string;
  strings: string[];
  formatOf: FormatOfStyle;
  date1904: boolean;
  maxColumns: number;
}

/** A cell's text, from its type (`t`), its raw value or inline text, and its style's format. */
function cellText(
  sheet: SheetContext,
  type: string | undefined,
  raw: string,
  style: number,
): string {
  switch (type) {
    case 's': {
      const text = sheet.strings[Number(raw)];
      if (text === undefined) {
        throw new XlsxReadError(
          `a cell names shared string ${raw}, which the workbook does not have`,
        );
      }
      return text;
    }
    case 'str':
    case 'inlineStr':
    case 'e':
      return raw;
    case 'b':
      return raw === '1' || raw === 'true' ? 'TRUE' : 'FALSE';
    case 'd': {
      const time = Date.parse(raw);
      if (Number.isNaN(time)) return raw;
      const format = sheet.formatOf(style) ?? 'yyyy-mm-dd';
      return formatted(format, time / MS_PER_DAY + UNIX_EPOCH_SERIAL, raw);
    }
    default: {
      if (raw === '') return '';
      const value = Number(raw);
      if (Number.isNaN(value)) return raw;
      const format = sheet.formatOf(style);
      // A 1904 workbook's serial days count from 1904: numfmt renders dates in the 1900 system.
      const serial = sheet.date1904 && format !== undefined ? value + DAYS_1900_TO_1904 : value;
      return formatted(format, serial, String(value));
    }
  }
}

/** The rows of one worksheet part, handed on as each chunk of its XML completes them. */
async function* readRows(
  archive: XlsxArchive,
  part: string,
  sheet: SheetContext,
  position: WorkbookPosition,
  onCompressed: (bytes: number) => void,
): AsyncIterable<WorksheetRow> {
  const ready: WorksheetRow[] = [];
  let cells: string[] | undefined;
  let rowNumber = 0;
  let column = -1;
  let cell: { reference?: string; type?: string; style: number } | undefined;
  let raw: string[] = [];
  let hasValue = false;
  let collecting = false;
  let inInline = false;
  let inPhonetic = false;
  const handlers = {
    open(name: string, attributes: Record<string, string>) {
      if (name === 'row') {
        cells = [];
        rowNumber = rowOf(attributes.r) ?? rowNumber + 1;
        column = -1;
      } else if (name === 'c' && cells) {
        cell = { reference: attributes.r, type: attributes.t, style: Number(attributes.s ?? 0) };
        raw = [];
        hasValue = false;
      } else if (cell && name === 'v') {
        collecting = true;
        hasValue = true;
      } else if (cell && name === 'is') {
        inInline = true;
        hasValue = true;
      } else if (cell && name === 'rPh') {
        inPhonetic = true;
      } else if (inInline && name === 't') {
        collecting = !inPhonetic;
      }
    },
    text(text: string) {
      if (collecting) raw.push(text);
    },
    close(name: string) {
      if (name === 'v' || name === 't') collecting = false;
      else if (name === 'rPh') inPhonetic = false;
      else if (name === 'is') inInline = false;
      else if (name === 'c' && cell && cells) {
        const at =
          (cell.reference === undefined ? undefined : columnOf(cell.reference)) ?? column + 1;
        column = at;
        if (at >= sheet.maxColumns) {
          throw new XlsxLimitError(
            `its worksheet ${sheet.name} has a cell in column ${at + 1}: more than ${sheet.maxColumns} columns (the bound of one sheet's columns)`,
          );
        }
        position.cell = cell.reference;
        if (hasValue) cells[at] = cellText(sheet, cell.type, raw.join(''), cell.style);
        cell = undefined;
      } else if (name === 'row' && cells) {
        for (let index = 0; index < cells.length; index++) cells[index] ??= '';
        ready.push({ cells, rowNumber });
        cells = undefined;
      }
    },
  };
  for await (const _ of readXml(part, archive.read(part, onCompressed), handlers)) {
    for (const row of ready) yield row;
    ready.length = 0;
  }
  for (const row of ready) yield row;
}

/**
 * The worksheets of an `.xlsx` file in workbook order, each with its rows (empty rows are not
 * read). `position` follows the reading, for an error's message; `onBytes` is told how many bytes
 * of the file have been read so far; `checkpoint` is called as the parts inflate, and throws to
 * stop (a cancel).
 */
export async function* readXlsxSheets(
  path: string,
  position: WorkbookPosition,
  onBytes: (bytes: number) => void,
  limits: XlsxLimits,
  checkpoint?: () => void,
): AsyncIterable<WorksheetRows> {
  const archive = await XlsxArchive.open(path, limits.maxInflatedBytes, checkpoint);
  let read = 0;
  const counted = (bytes: number) => {
    read += bytes;
    onBytes(read);
  };
  try {
    const parts = await readWorkbookParts(archive);
    const strings = await readSharedStrings(
      archive,
      parts.sharedStrings,
      limits.maxSharedStringBytes,
    );
    const formatOf = await readCellFormats(archive, parts.styles);
    let index = 0;
    for (const worksheet of parts.sheets) {
      index += 1;
      const name = worksheet.name.trim() || `Sheet${String(index)}`;
      position.sheet = name;
      position.cell = undefined;
      const sheet = {
        name,
        strings,
        formatOf,
        date1904: parts.date1904,
        maxColumns: limits.maxColumns,
      };
      yield { name, rows: readRows(archive, worksheet.part, sheet, position, counted) };
    }
  } finally {
    archive.close();
  }
}

/**
 * Header detection: which of a table's first rows is its header (or what the header is), for
 * `POST /v1/files/detect-header` and for the extraction job alike. Rows are numbered from 0, and
 * the data starts at the row after `headerRow`.
 *
 * - `default`: of the first `rowsToSearch` rows (default 10), the first one with at least the
 *   usual number of non-empty cells (the count most of those rows have; on a tie the larger). A
 *   title line above the header has fewer, and a data row with an extra cell does not win.
 * - `explicitHeaders`: the header is `headers`; the first `skip` rows (default 0) are dropped.
 * - `specificRows`: the header is made of the rows `rowNumbers`, their cells joined by a space
 *   column by column (a header spread over several rows); `skip` more rows after the last of them
 *   are dropped.
 * - `dataRowAndSubHeaderDetection`: the first row of the first `rowsToSearch` that has a number
 *   or a boolean in a cell is the first data row; the header is, of the rows above it, the first
 *   with the most non-empty cells (rows between it and the data — sub-headers — are dropped).
 *   Without such a row it is `default`.
 * - `aiDetection` needs the hosted service's model: the dev server refuses it.
 * @module
 */

import type { Schema } from '../contract/wire-types';
import { badRequest } from '../http/http-error';

export type HeaderDetectionOptions = Schema<'HeaderDetectionOptions'>;

export interface DetectedHeader {
  /** The header's cells, trimmed. */
  header: string[];
  /** The row of the header, or the last row before the data (-1: the data starts at row 0). */
  headerRow: number;
  /** The spreadsheet column letter of each header cell (`A`, `B`, … `AA`). */
  letters: string[];
}

export const DEFAULT_ROWS_TO_SEARCH = 10;

/** The options the extraction uses when none are given. */
export const DEFAULT_HEADER_DETECTION: HeaderDetectionOptions = { algorithm: 'default' };

/**
 * Checks what the schema cannot: the fields each algorithm needs and takes. Throws a 400 naming
 * the field under `at` (`body.options`).
 */
export function checkHeaderDetectionOptions(options: HeaderDetectionOptions, at: string): void {
  const { algorithm } = options;
  const refuse = (field: string, why: string) => {
    throw badRequest(`${at}.${field} ${why}`, `${at}.${field}`);
  };
  if (algorithm === 'aiDetection') {
    refuse(
      'algorithm',
      'aiDetection needs the hosted service: the dev server offers default, explicitHeaders, specificRows and dataRowAndSubHeaderDetection',
    );
  }
  const takes: Record<string, string[]> = {
    default: ['rowsToSearch'],
    dataRowAndSubHeaderDetection: ['rowsToSearch'],
    explicitHeaders: ['headers', 'skip'],
    specificRows: ['rowNumbers', 'skip'],
  };
  for (const field of ['rowsToSearch', 'skip', 'headers', 'rowNumbers'] as const) {
    if (options[field] !== undefined && !takes[algorithm]?.includes(field)) {
      refuse(field, `is not an option of the ${algorithm} algorithm`);
    }
  }
  if (algorithm === 'explicitHeaders' && !options.headers?.length) {
    refuse('headers', 'is required by explicitHeaders (at least one header)');
  }
  if (algorithm === 'specificRows' && !options.rowNumbers?.length) {
    refuse('rowNumbers', 'is required by specificRows (at least one row number)');
  }
}

const ALGORITHMS = [
  'default',
  'explicitHeaders',
  'specificRows',
  'dataRowAndSubHeaderDetection',
  'aiDetection',
] as const;

const isIntegerIn = (value: unknown, min: number, max: number) =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/**
 * Header detection options that arrived without the contract's schema check (an upload's form
 * field, a job's input): checked as the schema and {@link checkHeaderDetectionOptions} would.
 * Throws a 400 naming the field under `at`.
 */
export function parseHeaderDetectionOptions(value: unknown, at: string): HeaderDetectionOptions {
  const refuse = (field: string, why: string): never => {
    const path = field ? `${at}.${field}` : at;
    throw badRequest(`${path} ${why}`, path);
  };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    refuse('', 'must be an object (HeaderDetectionOptions)');
  }
  const options = value as Record<string, unknown>;
  for (const key of Object.keys(options)) {
    if (!['algorithm', 'rowsToSearch', 'skip', 'headers', 'rowNumbers'].includes(key)) {
      refuse(key, 'is not a header detection option');
    }
  }
  if (!(ALGORITHMS as readonly unknown[]).includes(options.algorithm)) {
    refuse('algorithm', `must be one of ${ALGORITHMS.join(', ')}`);
  }
  if (options.rowsToSearch !== undefined && !isIntegerIn(options.rowsToSearch, 1, 1000)) {
    refuse('rowsToSearch', 'must be an integer from 1 to 1000');
  }
  if (options.skip !== undefined && !isIntegerIn(options.skip, 0, 1000)) {
    refuse('skip', 'must be an integer from 0 to 1000');
  }
  const { headers, rowNumbers } = options;
  if (
    headers !== undefined &&
    (!Array.isArray(headers) ||
      !isIntegerIn(headers.length, 1, 10000) ||
      headers.some((header) => typeof header !== 'string'))
  ) {
    refuse('headers', 'must be an array of 1 to 10000 strings');
  }
  if (
    rowNumbers !== undefined &&
    (!Array.isArray(rowNumbers) ||
      !isIntegerIn(rowNumbers.length, 1, 100) ||
      rowNumbers.some((number) => !isIntegerIn(number, 0, 1000)))
  ) {
    refuse('rowNumbers', 'must be an array of 1 to 100 integers from 0 to 1000');
  }
  const checked = options as HeaderDetectionOptions;
  checkHeaderDetectionOptions(checked, at);
  return checked;
}

/** How many of a table's first rows the detection needs to see. */
export function rowsNeeded(options: HeaderDetectionOptions): number {
  switch (options.algorithm) {
    case 'explicitHeaders':
      return options.skip ?? 0;
    case 'specificRows':
      return Math.max(...(options.rowNumbers ?? [0])) + 1 + (options.skip ?? 0);
    default:
      return options.rowsToSearch ?? DEFAULT_ROWS_TO_SEARCH;
  }
}

/** `A`, `B`, … `Z`, `AA`, … for the columns 0, 1, … */
export function columnLetter(index: number): string {
  let letters = '';
  for (let rest = index; rest >= 0; rest = Math.floor(rest / 26) - 1) {
    letters = String.fromCharCode(65 + (rest % 26)) + letters;
  }
  return letters;
}

const filled = (row: readonly (string | null)[]) =>
  row.filter((cell) => cell !== null && cell.trim() !== '').length;

/** The first of `rows[0, to)` with the most non-empty cells (-1 when all are empty). */
function fullestRow(rows: readonly (readonly (string | null)[])[], to: number): number {
  let best = -1;
  let bestCount = 0;
  for (let index = 0; index < Math.min(to, rows.length); index++) {
    const count = filled(rows[index] as (string | null)[]);
    if (count > bestCount) {
      best = index;
      bestCount = count;
    }
  }
  return best;
}

/** The first of `rows[0, to)` with at least the most common count of non-empty cells. */
function firstUsualRow(rows: readonly (readonly (string | null)[])[], to: number): number {
  const counts = rows.slice(0, to).map(filled);
  const frequency = new Map<number, number>();
  for (const count of counts) frequency.set(count, (frequency.get(count) ?? 0) + 1);
  let usual = 0;
  let usualFrequency = 0;
  for (const [count, times] of frequency) {
    if (count > 0 && (times > usualFrequency || (times === usualFrequency && count > usual))) {
      usual = count;
      usualFrequency = times;
    }
  }
  return usual === 0 ? -1 : counts.findIndex((count) => count >= usual);
}

const isDataCell = (cell: string | null) => {
  const text = cell?.trim() ?? '';
  if (text === '') return false;
  const lower = text.toLowerCase();
  return lower === 'true' || lower === 'false' || Number.isFinite(Number(text));
};

/** The header cells of a row: trimmed, empty for a missing cell, trailing empties dropped. */
function headerOf(row: readonly (string | null)[]): string[] {
  const header = row.map((cell) => cell?.trim() ?? '');
  while (header.length > 0 && header.at(-1) === '') header.pop();
  return header;
}

const withLetters = (header: string[], headerRow: number): DetectedHeader => ({
  header,
  headerRow,
  letters: header.map((_, index) => columnLetter(index)),
});

/**
 * The header of a table from its first rows ({@link rowsNeeded} of them, or all it has).
 * A table whose rows are all empty has an empty header (`headerRow` -1). Throws when
 * `specificRows` names a row the table does not have.
 *
 * @example
 * detectHeader({ algorithm: 'default' }, [['Report'], ['id', 'name'], ['1', 'Ada']]);
 * // { header: ['id', 'name'], headerRow: 1, letters: ['A', 'B'] }
 */
export function detectHeader(
  options: HeaderDetectionOptions,
  rows: readonly (readonly (string | null)[])[],
): DetectedHeader {
  const searched = options.rowsToSearch ?? DEFAULT_ROWS_TO_SEARCH;
  switch (options.algorithm) {
    case 'explicitHeaders':
      return withLetters(
        (options.headers ?? []).map((cell) => cell.trim()),
        (options.skip ?? 0) - 1,
      );
    case 'specificRows': {
      const numbers = options.rowNumbers ?? [];
      const missing = numbers.find((number) => number >= rows.length);
      if (missing !== undefined) {
        throw new RangeError(
          `header row ${missing} does not exist: the table has ${rows.length} row(s)`,
        );
      }
      const parts = numbers.map((number) => headerOf(rows[number] as (string | null)[]));
      const width = Math.max(...parts.map((part) => part.length));
      const header = Array.from({ length: width }, (_, column) =>
        parts
          .map((part) => part[column] ?? '')
          .filter((cell) => cell !== '')
          .join(' '),
      );
      return withLetters(header, Math.max(...numbers) + (options.skip ?? 0));
    }
    case 'dataRowAndSubHeaderDetection': {
      const firstData = rows.slice(0, searched).findIndex((row) => row.some(isDataCell));
      const header = firstData > 0 ? fullestRow(rows, firstData) : -1;
      if (header >= 0) {
        return withLetters(headerOf(rows[header] as (string | null)[]), firstData - 1);
      }
      break;
    }
  }
  const header = firstUsualRow(rows, searched);
  if (header < 0) return withLetters([], -1);
  return withLetters(headerOf(rows[header] as (string | null)[]), header);
}

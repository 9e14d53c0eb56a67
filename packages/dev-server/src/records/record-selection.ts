/**
 * A record selection from a request (the query of a records read, find and replace, bulk update,
 * cell values; the config of a delete-records job): checked against the sheet, with its FFQL `q`
 * compiled into the predicate the record table applies. Every problem is a 400 naming the field.
 * @module
 */
import { badRequest } from '../http/http-error';
import type { SheetEntity } from '../store/entities';
import { compileFfql, FfqlError } from '../store/ffql';
import type { RecordSelection } from '../store/record-query';

/**
 * A selection with the hosted `ids` of a bulk operation (bulk update, a mutation): beside a
 * filter (`filter` valid, error or all, `searchValue` or `q`) they are records left out of what
 * it selects; alone they are the records.
 */
export function withHostedIds(
  selection: RecordSelection,
  ids: string[] | undefined,
): RecordSelection & { ids?: string[] } {
  const filtered =
    (selection.filter !== undefined && selection.filter !== 'none') ||
    selection.searchValue !== undefined ||
    selection.matches !== undefined;
  if (!filtered) return { ...selection, ids };
  return { ...selection, exceptIds: ids === undefined ? undefined : new Set(ids) };
}

/** A selection as a request gives it: `q` is the FFQL text. */
export type RequestedSelection = RecordSelection & { q?: string };

/** Checks that `field`, when given, is a field of the sheet (any key with `allowAdditionalFields`). */
export function checkQueryField(sheet: SheetEntity, key: string, field: string | undefined) {
  if (field === undefined || sheet.config.allowAdditionalFields === true) return;
  if (!sheet.config.fields.some((candidate) => candidate.key === field)) {
    throw badRequest(`${key} "${field}" is not a field of sheet "${sheet.name}"`, key);
  }
}

/**
 * Checks a selection against the sheet — `filterField` needs `filter` valid or error, the filter
 * and search fields are fields of the sheet, `q` reads and names only fields of the sheet — and
 * returns it with `q` compiled (as `matches`). `at` is where the selection is (`query`, or a job's
 * `config`).
 */
export function checkRecordSelection<T extends RequestedSelection>(
  sheet: SheetEntity,
  request: T,
  at = 'query',
): Omit<T, 'q'> & Pick<RecordSelection, 'matches'> {
  if (
    request.filterField !== undefined &&
    request.filter !== 'valid' &&
    request.filter !== 'error'
  ) {
    throw badRequest(
      `${at}.filterField requires ${at}.filter (valid or error)`,
      `${at}.filterField`,
    );
  }
  checkQueryField(sheet, `${at}.filterField`, request.filterField);
  checkQueryField(sheet, `${at}.searchField`, request.searchField);
  const { q, ...selection } = request;
  if (q === undefined) return selection;
  try {
    return { ...selection, matches: compileFfql(q, sheet.config.fields) };
  } catch (error) {
    if (!(error instanceof FfqlError)) throw error;
    throw badRequest(`${at}.q: ${error.message} (character ${error.offset + 1})`, `${at}.q`);
  }
}

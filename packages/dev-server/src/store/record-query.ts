/**
 * Which records a page read selects, and the predicate that decides it for one record.
 * @module
 */
import type { StoredRecord } from './entities';

/** Which records a page read selects. */
export interface RecordQuery {
  pageSize: number;
  pageNumber: number;
  filter?: 'valid' | 'error' | 'all' | 'none';
  filterField?: string;
  searchValue?: string;
  searchField?: string;
  ids?: string[];
  /** Only records inserted after the record with this id (which may have been deleted since). */
  after?: string;
  /** Leave out readonly records; a search looks into no readonly field or cell. */
  excludeReadOnly?: boolean;
  /** With `excludeReadOnly`: the sheet's readonly field keys (`true`: all, a readonly sheet). */
  readonlyFields?: ReadonlySet<string> | true;
  /** Records left out whatever else selects them (the hosted `ids` beside a filter). */
  exceptIds?: ReadonlySet<string>;
  /** A compiled FFQL query (`q`) the record must match. */
  matches?: (record: StoredRecord) => boolean;
  /** Order by this field's values instead of insertion order (see record-order.ts). */
  sortField?: string;
  sortDirection?: 'asc' | 'desc';
}

/** The part of a query that decides whether one record matches (ids aside). */
export type RecordSelection = Pick<
  RecordQuery,
  | 'filter'
  | 'filterField'
  | 'searchValue'
  | 'searchField'
  | 'excludeReadOnly'
  | 'readonlyFields'
  | 'exceptIds'
  | 'matches'
>;

/** The id at the start of a record's stored text (records are stored with `id` first). */
const idOfText = (text: string) => /^\{"id":"([^"\\]*)"/.exec(text)?.[1] ?? '';

interface ReadonlyRecordConfig {
  readonly?: boolean;
  fields?: Record<string, { readonly?: boolean } | undefined>;
}

/** Whether the whole record is readonly (`config.readonly`). */
export function isReadonlyRecord(record: StoredRecord): boolean {
  return (record.config as ReadonlyRecordConfig | undefined)?.readonly === true;
}

/** Whether a record's cell is readonly: the whole record is, or that cell is (`config.fields`). */
export function isReadonlyCell(record: StoredRecord, key: string): boolean {
  const config = record.config as ReadonlyRecordConfig | undefined;
  if (config === undefined) return false;
  if (config.readonly === true) return true;
  const fields = config.fields;
  return fields !== undefined && Object.hasOwn(fields, key) && fields[key]?.readonly === true;
}

/** Stored text without this cannot hold a readonly setting: such a record is skipped unparsed. */
export const READONLY_TEXT = '"readonly":true';

/**
 * The order of record ids, which is their insertion order: the server hands out ids with a
 * sequence number of fixed width (it only grows longer past the largest width), so a shorter id
 * is older and ids of one length order as strings. A deleted record's id still has its place.
 */
export function compareRecordIds(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  // Most ids compared are equal (two versions of one sheet walked together): one pass says so.
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/** What the predicate may ask about the record at a position. */
export interface RecordFacts {
  isValid(position: number): boolean;
  errorFields(position: number): string[] | undefined;
  text(position: number): string;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return Array.isArray(value) ? value.join(' ') : String(value);
}

/** The predicate of a query's validity filter and search (ids are handled by the caller). */
export function recordMatcher(
  query: RecordSelection,
  facts: RecordFacts,
): (position: number) => boolean {
  const tests: ((position: number) => boolean)[] = [];
  const exclude = query.excludeReadOnly === true;
  const readonlyFields = query.readonlyFields;
  if (exclude) {
    tests.push((position) => {
      const text = facts.text(position);
      return !text.includes(READONLY_TEXT) || !isReadonlyRecord(JSON.parse(text) as StoredRecord);
    });
  }
  const searchable = (record: StoredRecord, key: string) =>
    !exclude ||
    (readonlyFields !== true && !readonlyFields?.has(key) && !isReadonlyCell(record, key));
  const field = query.filterField;
  if (query.filter === 'valid' || query.filter === 'error') {
    const wantValid = query.filter === 'valid';
    tests.push((position) => {
      const isValid =
        field === undefined
          ? facts.isValid(position)
          : !facts.errorFields(position)?.includes(field);
      return isValid === wantValid;
    });
  }
  if (query.searchValue !== undefined) {
    const needle = query.searchValue.toLowerCase();
    // The JSON text contains the value (JSON-escaped): a cheap pre-check before parsing.
    const escaped = JSON.stringify(needle).slice(1, -1);
    const only = query.searchField;
    tests.push((position) => {
      const text = facts.text(position);
      if (!text.toLowerCase().includes(escaped)) return false;
      const record = JSON.parse(text) as StoredRecord;
      return Object.entries(record.values).some(
        ([key, cell]) =>
          (only === undefined || key === only) &&
          cellText(cell.value).toLowerCase().includes(needle) &&
          searchable(record, key),
      );
    });
  }
  const except = query.exceptIds;
  if (except !== undefined && except.size > 0) {
    tests.push((position) => !except.has(idOfText(facts.text(position))));
  }
  const matches = query.matches;
  if (matches !== undefined) {
    tests.push((position) => matches(JSON.parse(facts.text(position)) as StoredRecord));
  }
  return (position) => tests.every((test) => test(position));
}

import type { ImportkitClient } from '../client/create-client';
import { ImportkitError } from '../errors/importkit-error';
import type { RecordFilter, SheetRecord } from '../types';
import { unwrap } from '../unwrap';

export type IterateRecordsOptions = {
  /** Records per request. Default 10,000 (the service allows up to 50,000). */
  pageSize?: number;
  /** `valid` or `error` records only; all records when omitted. */
  filter?: RecordFilter;
  /** Narrows `filter` to one field's validity. */
  filterField?: string;
  /** Only records with a cell containing this text (case-insensitive). */
  searchValue?: string;
  /** Narrows `searchValue` to one field. */
  searchField?: string;
  /** Only records matching this FFQL query (`[field] <op> <value>`, `and`/`or`, `is error`). */
  q?: string;
  /** Only these fields' cells in each record (the records are selected as without it). */
  fields?: string[];
  /** Stops the iteration (the pending request is aborted). */
  signal?: AbortSignal;
};

const DEFAULT_PAGE_SIZE = 10_000;

/**
 * Every record of a sheet, one page (array) at a time, in insertion order. Each page after the
 * first asks for the records inserted after the last one received (`after`, a cursor), so records
 * deleted or inserted meanwhile do not make it skip any record that exists throughout. The first
 * request asks for the record counts, so the iteration stops right after the last record without
 * asking for an empty page; when the counts cannot tell (a search, a per-field filter, `q`), it
 * stops at the first page shorter than `pageSize` (then a sheet of exactly n full pages costs one
 * extra request). A failed request throws `ApiError`.
 *
 * @example
 * ```ts
 * for await (const page of iterateRecordPages(api, sheetId, { pageSize: 5_000, filter: 'valid' })) {
 *   await send(page);
 * }
 * ```
 */
export async function* iterateRecordPages(
  client: ImportkitClient,
  sheetId: string,
  options: IterateRecordsOptions = {},
): AsyncGenerator<SheetRecord[], void, undefined> {
  const { pageSize = DEFAULT_PAGE_SIZE, signal, ...filters } = options;
  if (!Number.isInteger(pageSize) || pageSize < 1) {
    throw new RangeError(`importkit/api: pageSize must be a positive integer, got ${pageSize}`);
  }
  // The counts tell where the last page ends only for some filters; only then are they asked for.
  // Records inserted while the pages are read come after every record counted (insertion
  // order), so once as many records as counted have come, none counted is left.
  const countKey = countThatBoundsThePages(filters);
  let expected: number | undefined;
  let delivered = 0;
  let after: string | undefined;
  for (;;) {
    signal?.throwIfAborted();
    const first = after === undefined;
    const query = {
      ...filters,
      pageSize,
      ...(after !== undefined && { after }),
      ...(first && countKey !== undefined && { includeCounts: true }),
    };
    const { data } = await unwrap(
      client.GET('/v1/sheets/{sheetId}/records', { params: { path: { sheetId }, query }, signal }),
    );
    if (first && countKey !== undefined && data.counts) expected = data.counts[countKey];
    const { records } = data;
    // A server that ignores `after` answers the first page again, which holds the cursor's own
    // record: yielding it would repeat records without end or error.
    if (after !== undefined && records.some((record) => record.id === after)) {
      throw new ImportkitError(
        'CURSOR_IGNORED',
        `GET /v1/sheets/${sheetId}/records?after=${after} answered with record ${after} itself: the server does not page by cursor (after)`,
      );
    }
    if (records.length > 0) yield records;
    delivered += records.length;
    const lastByCount = expected !== undefined && delivered >= expected;
    if (records.length < pageSize || lastByCount) return;
    after = records[records.length - 1]?.id;
  }
}

/**
 * Every record of a sheet, one at a time (see `iterateRecordPages`, which it reads). An abort
 * of `signal` takes effect between two records.
 *
 * @example
 * ```ts
 * for await (const record of iterateRecords(api, sheetId)) console.log(record.id, record.values);
 * ```
 */
export async function* iterateRecords(
  client: ImportkitClient,
  sheetId: string,
  options: IterateRecordsOptions = {},
): AsyncGenerator<SheetRecord, void, undefined> {
  for await (const page of iterateRecordPages(client, sheetId, options)) {
    for (const record of page) {
      options.signal?.throwIfAborted();
      yield record;
    }
  }
}

/** Which of the sheet's counts is the number of records the iteration will see, if one is. */
function countThatBoundsThePages(
  filters: Omit<IterateRecordsOptions, 'pageSize' | 'signal'>,
): 'total' | 'valid' | 'error' | undefined {
  if (
    filters.searchValue !== undefined ||
    filters.filterField !== undefined ||
    filters.q !== undefined
  ) {
    return undefined;
  }
  switch (filters.filter) {
    case undefined:
    case 'all':
      return 'total';
    case 'valid':
      return 'valid';
    case 'error':
      return 'error';
    default:
      return undefined;
  }
}

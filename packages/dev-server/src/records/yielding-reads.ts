/**
 * A records page that costs a walk over a large sheet — sorted by a field, or selected by a `q`
 * or a search — read without stopping the server: over the sheet's records frozen as they are
 * when the read starts, tested (and their sort keys read) a few thousand at a time with a turn of
 * the event loop between, so other requests answer meanwhile. The page is what the record table's
 * own page would be: the same selection, order (equal keys in insertion order) and paging.
 * @module
 */
import type { DevRuntime } from '../runtime/runtime';
import type { StoredRecord } from '../store/entities';
import { entryText, type FrozenRecords } from '../store/frozen-records';
import { compareSortKeys, type SortKey, sortKeyOf } from '../store/record-order';
import { type RecordQuery, recordMatcher } from '../store/record-query';

/** Records walked between two turns of the event loop. */
const RECORDS_PER_TURN = 2000;

/** Sheets smaller than this are read in one go: the walk is short, a turn would cost more. */
export const YIELDING_READ_FROM = 20_000;

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Whether a read walks the sheet (a sort, a `q`, a search or a validity filter) over a sheet large
 * enough for its walk to be split, and has no list of ids or cursor (those read few records).
 */
export function walksLargeSheet(runtime: DevRuntime, sheetId: string, query: RecordQuery): boolean {
  if (query.ids !== undefined || query.after !== undefined) return false;
  const walks =
    query.sortField !== undefined ||
    query.matches !== undefined ||
    query.searchValue !== undefined ||
    query.filter === 'valid' ||
    query.filter === 'error' ||
    query.excludeReadOnly === true;
  return walks && runtime.store.records.counts(sheetId).total >= YIELDING_READ_FROM;
}

/** The page's records as byte chunks (each record's text, commas between), as a page is. */
export async function yieldingPage(
  runtime: DevRuntime,
  sheetId: string,
  query: RecordQuery,
): Promise<Buffer[]> {
  const frozen = runtime.store.records.freeze(sheetId);
  const matches = recordMatcher(query, {
    isValid: (index) => frozen.isValid(index),
    errorFields: (index) => frozen.errorFieldsAt(index),
    text: (index) => entryText(frozen.entry(index)),
  });
  const start = (query.pageNumber - 1) * query.pageSize;
  const wanted = start + query.pageSize;
  const field = query.sortField;
  const selected: number[] = [];
  const keys: SortKey[] = [];
  for (let index = 0; index < frozen.size; index++) {
    if (index % RECORDS_PER_TURN === RECORDS_PER_TURN - 1) await nextTurn();
    if (!matches(index)) continue;
    selected.push(index);
    if (field !== undefined) {
      keys.push(sortKeyOf(JSON.parse(entryText(frozen.entry(index))) as StoredRecord, field));
    } else if (selected.length >= wanted) break;
  }
  let order = selected.map((_, at) => at);
  if (field !== undefined) {
    const direction = query.sortDirection ?? 'asc';
    order.sort((a, b) => compareSortKeys(keys[a], keys[b], direction) || a - b);
  }
  order = order.slice(start, wanted);
  return pageChunks(
    frozen,
    order.map((at) => selected[at] as number),
  );
}

/** The records' texts with a comma between each two (none after the last). */
function pageChunks(frozen: FrozenRecords, indexes: number[]): Buffer[] {
  return indexes.map((index, at) => {
    const { slab, offset, length } = frozen.entry(index);
    // A frozen record's text ends with its comma.
    const end = at === indexes.length - 1 ? offset + length - 1 : offset + length;
    return slab.subarray(offset, end);
  });
}

/**
 * The hosted record selection of the sheet reads that summarise records (`getRecordCounts`,
 * `getCalculations`): `filter`, `filterField`, `searchValue`, `searchField`, `q`, and the
 * versions (`versionId`/`commitId` must name the current one; `sinceVersionId`/`sinceCommitId`
 * keep the records written since), read as `getRecords` reads them.
 * @module
 */
import { checkVersion, recordIdsSince } from '../records/record-read-options';
import { checkRecordSelection } from '../records/record-selection';
import { sheetContext } from '../runtime/contexts';
import type { DevRuntime } from '../runtime/runtime';
import type { SheetEntity, StoredRecord, WorkbookEntity } from '../store/entities';
import type { RecordSelection } from '../store/record-query';

/** The selection keys of the query (as the contract types them for both operations). */
export interface SelectionQuery {
  versionId?: string;
  sinceVersionId?: string;
  commitId?: string;
  sinceCommitId?: string;
  filter?: 'valid' | 'error' | 'all' | 'none';
  filterField?: string;
  searchValue?: string;
  searchField?: string;
  q?: string;
}

const NARROWING: (keyof SelectionQuery)[] = [
  'sinceVersionId',
  'sinceCommitId',
  'filter',
  'filterField',
  'searchValue',
  'searchField',
  'q',
];

/**
 * The records a query selects, checked against the sheet (a 400 naming the parameter), or
 * undefined when it selects every record (no narrowing key given, or `filter=all` alone).
 */
export function selectionOf(
  runtime: DevRuntime,
  workbook: WorkbookEntity,
  sheet: SheetEntity,
  query: SelectionQuery,
): (RecordSelection & { ids?: string[] }) | undefined {
  checkVersion(runtime, sheet, query);
  const narrowing = NARROWING.some((key) => query[key] !== undefined && query[key] !== 'all');
  if (!narrowing) return undefined;
  const { filter, filterField, searchValue, searchField, q } = query;
  const selection: RecordSelection & { ids?: string[] } = checkRecordSelection(sheet, {
    filter,
    filterField,
    searchValue,
    searchField,
    q,
  });
  const environmentId = sheetContext(runtime, workbook, sheet).environmentId;
  const since = recordIdsSince(runtime, sheet, environmentId, query);
  if (since !== undefined) selection.ids = since;
  return selection;
}

/** Visits every record a selection holds (every record of the sheet without one). */
export function visitSelected(
  runtime: DevRuntime,
  sheet: SheetEntity,
  selection: (RecordSelection & { ids?: string[] }) | undefined,
  visit: (record: StoredRecord) => void,
): void {
  runtime.store.records.scan(sheet.id, () => true, visit, selection);
}

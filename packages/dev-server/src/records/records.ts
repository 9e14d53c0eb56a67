/**
 * Records over HTTP: pages in insertion order (filters, search, ids, counts, sorts), insert,
 * update (merge) and delete, through the one write path (write/record-writes.ts). Pages are
 * answered as JSON text built from the stored record text, without building objects.
 * @module
 */
import type { Schema } from '../contract/wire-types';
import { badRequest, notFound } from '../http/http-error';
import { type HandlerMap, RawJson } from '../http/operation-handler';
import { sheetContext } from '../runtime/contexts';
import { requireSheet } from '../runtime/lookups';
import type { DevRuntime } from '../runtime/runtime';
import type { SheetEntity, StoredRecord, WorkbookEntity } from '../store/entities';
import { RecordBatchText } from '../store/record-batch-text';
import type { RecordQuery } from '../store/record-table';
import {
  checkReadOptions,
  checkVersion,
  projectFields,
  type RecordReadOptions,
  recordIdsOfEvent,
  recordIdsSince,
} from './record-read-options';
import { checkRecordSelection } from './record-selection';
import { readonlyFieldKeys } from './rules/readonly-rules';
import { type CellInput, fieldKeyChecker } from './rules/record-cells';
import { insertBatchText } from './write/batch-text-records';
import { insertCellInputs, mergeUpdates, storeDeletions } from './write/record-writes';
import { peekVersion } from './write/sheet-commits';
import { targetOf } from './write/sheet-target';
import { walksLargeSheet, yieldingPage } from './yielding-reads';

const PAGE_HEAD = Buffer.from('{"data":{"records":[');

/**
 * The write-back to an event's `dataUrl` (`PUT …/records?for=<eventId>`) writes only records that
 * event names: a listener that read them there answers for those, and a record id from elsewhere
 * is a mistake worth a 400 rather than a silent write.
 */
function checkEventRecords(
  runtime: DevRuntime,
  sheet: SheetEntity,
  eventId: string,
  updates: Schema<'RecordUpdate'>[],
): void {
  const named = new Set(recordIdsOfEvent(runtime, sheet, eventId));
  updates.forEach((update, index) => {
    if (!named.has(update.id)) {
      throw badRequest(
        `body[${index}].id: record ${update.id} is not one of the records event ${eventId} names (query.for)`,
        `body[${index}].id`,
      );
    }
  });
}

function sheetFromParams(runtime: DevRuntime, params: Record<string, string>) {
  return requireSheet(runtime, params.sheetId as string, 'sheetId');
}

/** A records read's query as a request gives it (the hosted options included). */
export type RecordsReadQuery = RecordQuery &
  RecordReadOptions & { includeCounts?: boolean; includeLength?: boolean; q?: string };

/**
 * The records a read selects, checked against the sheet (every problem a 4xx naming the
 * parameter): the selection, sort and fields; `versionId` / `commitId`; and `ids`, `for` and
 * `since…` each narrowing the records to a list, all of which must hold. `getRecords`, the
 * records' indices and the CSV download read the same way.
 */
export function checkRecordsRead<T extends Partial<RecordsReadQuery>>(
  runtime: DevRuntime,
  found: { sheet: SheetEntity; workbook: WorkbookEntity },
  query: T,
) {
  const { sheet, workbook } = found;
  const request = checkRecordSelection(sheet, query);
  checkReadOptions(sheet, request);
  checkVersion(runtime, sheet, request);
  const environmentId = sheetContext(runtime, workbook, sheet).environmentId;
  for (const named of [
    request.for === undefined ? undefined : recordIdsOfEvent(runtime, sheet, request.for),
    recordIdsSince(runtime, sheet, environmentId, request),
  ]) {
    if (named === undefined) continue;
    const asked = request.ids && new Set(request.ids);
    request.ids = asked ? named.filter((id) => asked.has(id)) : named;
  }
  if (request.excludeReadOnly === true) request.readonlyFields = readonlyFieldKeys(sheet);
  return request;
}

/** What a record id looks like (the `after` of a page): ours, or one of a saved older format. */
const RECORD_ID = /^us_rc_[0-9A-Za-z_-]{1,64}$/;

export const recordHandlers: HandlerMap = {
  getRecords: async ({ params, query }, runtime) => {
    const found = sheetFromParams(runtime, params);
    const { sheet } = found;
    const request = checkRecordsRead(runtime, found, query as unknown as RecordsReadQuery);
    if (request.after !== undefined && request.sortField !== undefined) {
      throw badRequest(
        'query.after pages in insertion order: it cannot be combined with query.sortField (use pageNumber)',
        'query.after',
      );
    }
    if (request.after !== undefined && !RECORD_ID.test(request.after)) {
      throw badRequest(
        `query.after ${JSON.stringify(request.after.slice(0, 80))} is not a record id: it is the id of the last record of the page before (us_rc_…)`,
        'query.after',
      );
    }
    if (request.after !== undefined && request.pageNumber !== 1) {
      throw badRequest(
        'query.after starts the page after that record: pageNumber must be 1 (or omitted)',
        'query.pageNumber',
      );
    }
    const page = walksLargeSheet(runtime, sheet.id, request)
      ? await yieldingPage(runtime, sheet.id, request)
      : runtime.store.records.page(sheet.id, request);
    const chunks = request.fields ? projectFields(page, request.fields) : page;
    const counts =
      request.includeCounts || request.includeLength
        ? `,"counts":${JSON.stringify(runtime.store.records.counts(sheet.id))}`
        : '';
    const version = peekVersion(runtime, sheet.id);
    const versionIds = version
      ? `,"versionId":${JSON.stringify(version.versionId)},"commitId":${JSON.stringify(version.commitId)}`
      : '';
    const tail = Buffer.from(`]${counts},"success":true${versionIds}}}`);
    return new RawJson([PAGE_HEAD, ...chunks, tail]);
  },

  insertRecords: ({ params, body }, runtime) => {
    const target = targetOf(runtime, sheetFromParams(runtime, params));
    // A body the parser kept as text is written from it when the sheet allows; else it is parsed.
    const { chunks, commit } =
      body instanceof RecordBatchText
        ? (insertBatchText(runtime, target, body) ??
          insertCellInputs(runtime, target, body.parse() as Record<string, CellInput>[], 'body'))
        : insertCellInputs(runtime, target, body as Record<string, CellInput>[], 'body');
    const counts = JSON.stringify(runtime.store.records.counts(target.sheet.id));
    const tail = `],"counts":${counts},"success":true,"versionId":${JSON.stringify(commit.versionId)},"commitId":${JSON.stringify(commit.commitId)}}}`;
    return new RawJson([PAGE_HEAD, ...chunks, Buffer.from(tail)]);
  },

  updateRecords: ({ params, query, body, request }, runtime) => {
    const found = sheetFromParams(runtime, params);
    const updates = body as Schema<'RecordUpdate'>[];
    if (typeof query.for === 'string') checkEventRecords(runtime, found.sheet, query.for, updates);
    const checkKey = fieldKeyChecker(found.sheet);
    const stored = runtime.store.records.get(
      found.sheet.id,
      updates.map((update) => update.id),
    );
    // Check the whole batch first: an unknown id or field means nothing is written.
    updates.forEach((update, index) => {
      if (!stored[index]) throw notFound('Record', update.id, `body[${index}].id`);
      checkKey(update.values ?? {}, `body[${index}].values`);
    });
    const commit = mergeUpdates(
      runtime,
      targetOf(runtime, found),
      updates.map((update, index) => ({
        record: stored[index] as StoredRecord,
        cells: update.values ?? {},
        metadata: update.metadata,
        config: update.config,
        // The hosted client sends whole records back: `valid` is derived, never taken, and
        // `versionId` / `commitId` name the version the record was read at.
        messages: update.messages,
      })),
      { hooks: request.headers['x-disable-hooks'] !== 'true' },
    );
    return { data: { success: true, ...commit } };
  },

  deleteRecords: ({ params, query }, runtime) => {
    const { sheet, workbook } = sheetFromParams(runtime, params);
    const ids = [...new Set(query.ids as string[])];
    const existing = runtime.store.records.get(sheet.id, ids);
    ids.forEach((id, index) => {
      if (!existing[index]) throw notFound('Record', id, 'query.ids');
    });
    const { commit } = storeDeletions(runtime, workbook, sheet, ids, existing as StoredRecord[]);
    return { data: { success: true, ...commit } };
  },
};

/**
 * Records: pages in insertion order (filters, search, ids, counts), insert, update (merge) and
 * delete. A batch is checked whole before anything is written. Pages are answered as JSON text
 * built from the stored record text, without building objects.
 * @module
 */

import type { Schema } from '../contract/wire-types';
import { badRequest, notFound } from '../http/http-error';
import { type HandlerMap, RawJson } from '../http/operation-handler';
import { sheetContext } from '../runtime/contexts';
import { requireSheet } from '../runtime/lookups';
import type { DevRuntime } from '../runtime/runtime';
import type { SheetEntity, StoredRecord, WorkbookEntity } from '../store/entities';
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
import { builtinRules } from './rules/builtin-rules';
import { emptyCellFiller } from './rules/empty-cells';
import { readonlyFieldKeys } from './rules/readonly-rules';
import {
  type CellChange,
  type CellInput,
  fieldKeyChecker,
  mergeRecord,
  newRecord,
} from './rules/record-cells';
import type { RecordDelta } from './rules/reference-values';
import {
  type AnnounceRelinked,
  type ReferenceTarget,
  relinkMovedReferences,
  relinkReferencesTo,
} from './write/reference-links';
import { type CommitIds, commitWrite, currentVersion, silentCommit } from './write/sheet-commits';
import { settleRewrite, type UniqueWrite, uniqueWrite } from './write/unique-rules';

const PAGE_HEAD = Buffer.from('{"data":{"records":[');

/** `records:updated` lists at most this many cell changes (its `recordIds` lists every record). */
export const MAX_REPORTED_CHANGES = 1000;

function sheetFromParams(runtime: DevRuntime, params: Record<string, string>) {
  return requireSheet(runtime, params.sheetId as string, 'sheetId');
}

export function emitCounts(
  runtime: DevRuntime,
  workbook: WorkbookEntity,
  sheet: SheetEntity,
  updated: number,
) {
  const { total, valid, error } = runtime.store.records.counts(sheet.id);
  runtime.events.emit(
    'sheet:counts-updated',
    { sheetId: sheet.id, workbookId: workbook.id, counts: { total, valid, error, updated } },
    sheetContext(runtime, workbook, sheet),
  );
}

/**
 * After records of a sheet were updated: one commit (see `commitWrite`) carrying
 * `records:updated` and the sheet's new counts. `changes` may hold more than
 * {@link MAX_REPORTED_CHANGES} (a caller may stop collecting past it): the event lists that many
 * and says `changesTruncated`. Returns the commit's ids, or the sheet's current version when no
 * record changed (then nothing is emitted).
 */
export function announceUpdatedRecords(
  runtime: DevRuntime,
  workbook: WorkbookEntity,
  sheet: SheetEntity,
  recordIds: string[],
  changes: CellChange[],
): CommitIds {
  if (recordIds.length === 0) return currentVersion(runtime, sheet.id);
  return commitWrite(runtime, workbook, sheet, 'cells', (commit) => {
    runtime.events.emit(
      'records:updated',
      {
        sheetId: sheet.id,
        recordIds,
        changes: changes.slice(0, MAX_REPORTED_CHANGES),
        changesTruncated: changes.length > MAX_REPORTED_CHANGES,
        ...commit,
      },
      sheetContext(runtime, workbook, sheet),
    );
    emitCounts(runtime, workbook, sheet, recordIds.length);
  });
}

/**
 * After a write to a sheet's records: the reference cells of the sheets referencing it whose value
 * the write made found or not found get their `unlinked` messages set again, one commit per sheet.
 */
export function relinkAfterWrite(
  runtime: DevRuntime,
  sheet: SheetEntity,
  delta?: RecordDelta,
): void {
  relinkReferencesTo(runtime, sheet, announceRelinked(runtime), delta);
}

/**
 * After sheets were removed or changed: the reference cells of the fields in `before` that no
 * longer point at the same sheet are checked again, one commit per sheet whose records changed.
 */
export function relinkAfterMove(runtime: DevRuntime, before: ReferenceTarget[]): void {
  if (before.length > 0) relinkMovedReferences(runtime, before, announceRelinked(runtime));
}

const announceRelinked =
  (runtime: DevRuntime): AnnounceRelinked =>
  (workbook, referencing, recordIds) => {
    announceUpdatedRecords(runtime, workbook, referencing, recordIds, []);
  };

/**
 * The answer of an operation that rewrote a sheet's records in place (bulk update, clear column,
 * find and replace): the unique index settled, then one commit announced for every record touched
 * (with `silent`, a commit that emits nothing, see `silentCommit`).
 */
export function answerRewrite(
  runtime: DevRuntime,
  workbook: WorkbookEntity,
  sheet: SheetEntity,
  unique: UniqueWrite | undefined,
  recordIds: string[],
  changes: CellChange[],
  options: { silent?: boolean } = {},
) {
  const touched = settleRewrite(unique, recordIds);
  const commit =
    options.silent === true && touched.length > 0
      ? silentCommit(runtime, sheet)
      : announceUpdatedRecords(runtime, workbook, sheet, touched, changes);
  relinkAfterWrite(runtime, sheet);
  return { data: { success: true, recordCount: recordIds.length, ...commit } };
}

/**
 * After records were inserted into a sheet: `records:updated` for the other records whose unique
 * messages changed (`duplicates`), then one commit carrying `records:created` and the counts.
 */
export function announceInsertedRecords(
  runtime: DevRuntime,
  workbook: WorkbookEntity,
  sheet: SheetEntity,
  recordIds: string[],
  duplicates: string[],
): CommitIds {
  announceUpdatedRecords(runtime, workbook, sheet, duplicates, []);
  return announceRecords(runtime, workbook, sheet, 'records:created', recordIds);
}

/** After records of a sheet were deleted: one commit carrying `records:deleted` and the counts. */
export function announceDeletedRecords(
  runtime: DevRuntime,
  workbook: WorkbookEntity,
  sheet: SheetEntity,
  recordIds: string[],
): CommitIds {
  return announceRecords(runtime, workbook, sheet, 'records:deleted', recordIds);
}

/** One commit carrying the records event and the counts (none when no record was written). */
function announceRecords(
  runtime: DevRuntime,
  workbook: WorkbookEntity,
  sheet: SheetEntity,
  topic: 'records:created' | 'records:deleted',
  recordIds: string[],
): CommitIds {
  if (recordIds.length === 0) return currentVersion(runtime, sheet.id);
  const kind = topic === 'records:created' ? 'cells' : 'delete';
  return commitWrite(runtime, workbook, sheet, kind, () => {
    runtime.events.emit(
      topic,
      { sheetId: sheet.id, recordIds, recordCount: recordIds.length },
      sheetContext(runtime, workbook, sheet),
    );
    emitCounts(runtime, workbook, sheet, recordIds.length);
  });
}

/**
 * Stores new records as the records API does, for every caller (its handler, a transform): the
 * unique index moved and settled, one commit announced (with the records a duplicate put in
 * error), the references to the sheet rechecked. Returns the stored text and the commit.
 */
export function storeNewRecords(
  runtime: DevRuntime,
  workbook: WorkbookEntity,
  sheet: SheetEntity,
  records: StoredRecord[],
): { chunks: Buffer[]; commit: CommitIds } {
  const writesBefore = runtime.store.records.writeCount(sheet.id);
  const unique = uniqueWrite(runtime, sheet);
  for (const record of records) unique?.change(undefined, record);
  const duplicates = unique?.settle() ?? [];
  const chunks = runtime.store.records.insert(sheet.id, records);
  unique?.done();
  const recordIds = records.map((record) => record.id);
  const commit = announceInsertedRecords(runtime, workbook, sheet, recordIds, duplicates);
  relinkAfterWrite(runtime, sheet, { removed: [], added: records, writesBefore });
  return { chunks, commit };
}

/**
 * Stores merged records in place of their originals (by id) as the records API does: the unique
 * index moved and settled, one commit for them and the records whose duplicate status changed,
 * the references to the sheet rechecked.
 */
export function storeMergedRecords(
  runtime: DevRuntime,
  workbook: WorkbookEntity,
  sheet: SheetEntity,
  originals: ReadonlyMap<string, StoredRecord>,
  merged: ReadonlyMap<string, StoredRecord>,
  changes: CellChange[],
): CommitIds {
  const writesBefore = runtime.store.records.writeCount(sheet.id);
  const unique = uniqueWrite(runtime, sheet);
  for (const [id, record] of merged) unique?.change(originals.get(id), record);
  const duplicates = unique?.settle() ?? [];
  runtime.store.records.replace(sheet.id, [...merged.values()]);
  unique?.done();
  const updatedIds = [...merged.keys(), ...duplicates];
  const commit = announceUpdatedRecords(runtime, workbook, sheet, updatedIds, changes);
  relinkAfterWrite(runtime, sheet, {
    removed: [...merged.keys()].map((id) => originals.get(id) as StoredRecord),
    added: [...merged.values()],
    writesBefore,
  });
  return commit;
}

/**
 * Deletes stored records as the records API does: the records a deleted duplicate leaves alone
 * are announced updated, the deletion is one commit, the references to the sheet rechecked.
 * Ids of no record are skipped. `records` (those records, parsed) spares reading them back;
 * without them they are read only when a unique rule needs them. Returns the ids deleted.
 */
export function storeDeletions(
  runtime: DevRuntime,
  workbook: WorkbookEntity,
  sheet: SheetEntity,
  ids: string[],
  records?: StoredRecord[],
): { deleted: string[]; commit: CommitIds } {
  const writesBefore = runtime.store.records.writeCount(sheet.id);
  const unique = uniqueWrite(runtime, sheet);
  // Read back only for a unique rule; then the references' recheck uses them too.
  const removed =
    records ??
    (unique
      ? runtime.store.records.get(sheet.id, ids).filter((record) => record !== undefined)
      : undefined);
  if (unique) for (const record of removed ?? []) unique.remove(record);
  const duplicates = unique?.settle() ?? [];
  const recordIds = runtime.store.records.delete(sheet.id, ids);
  unique?.done();
  announceUpdatedRecords(runtime, workbook, sheet, duplicates, []);
  const commit = announceDeletedRecords(runtime, workbook, sheet, recordIds);
  const delta = removed && { removed, added: [], writesBefore };
  relinkAfterWrite(runtime, sheet, delta);
  return { deleted: recordIds, commit };
}

export const recordHandlers: HandlerMap = {
  getRecords: ({ params, query }, runtime) => {
    const { sheet, workbook } = sheetFromParams(runtime, params);
    const request = checkRecordSelection(
      sheet,
      query as unknown as RecordQuery &
        RecordReadOptions & { includeCounts?: boolean; includeLength?: boolean; q?: string },
    );
    checkReadOptions(sheet, request);
    checkVersion(runtime, sheet, request);
    const environmentId = sheetContext(runtime, workbook, sheet).environmentId;
    // `ids`, `for` and `since…` each narrow the records to a list: all must hold.
    for (const named of [
      request.for === undefined ? undefined : recordIdsOfEvent(runtime, sheet, request.for),
      recordIdsSince(runtime, sheet, environmentId, request),
    ]) {
      if (named === undefined) continue;
      const asked = request.ids && new Set(request.ids);
      request.ids = asked ? named.filter((id) => asked.has(id)) : named;
    }
    if (request.excludeReadOnly === true) request.readonlyFields = readonlyFieldKeys(sheet);
    if (request.after !== undefined && request.sortField !== undefined) {
      throw badRequest(
        'query.after pages in insertion order: it cannot be combined with query.sortField (use pageNumber)',
        'query.after',
      );
    }
    if (request.after !== undefined && request.pageNumber !== 1) {
      throw badRequest(
        'query.after starts the page after that record: pageNumber must be 1 (or omitted)',
        'query.pageNumber',
      );
    }
    const page = runtime.store.records.page(sheet.id, request);
    const chunks = request.fields ? projectFields(page, request.fields) : page;
    const counts =
      request.includeCounts || request.includeLength
        ? `,"counts":${JSON.stringify(runtime.store.records.counts(sheet.id))}`
        : '';
    const tail = Buffer.from(`]${counts},"success":true}}`);
    return new RawJson(Buffer.concat([PAGE_HEAD, ...chunks, tail]));
  },

  insertRecords: ({ params, body }, runtime) => {
    const { sheet, workbook } = sheetFromParams(runtime, params);
    const batch = body as Record<string, CellInput>[];
    const checkKey = fieldKeyChecker(sheet);
    batch.forEach((data, index) => {
      checkKey(data, `body[${index}]`);
    });
    const rules = builtinRules(sheet, runtime);
    const fill = emptyCellFiller(sheet);
    const records = batch.map((data) => newRecord(runtime.nextId('us_rc_'), fill(data), rules));
    const { chunks, commit } = storeNewRecords(runtime, workbook, sheet, records);
    const tail = `],"success":true,"versionId":${JSON.stringify(commit.versionId)},"commitId":${JSON.stringify(commit.commitId)}}}`;
    return new RawJson(Buffer.concat([PAGE_HEAD, ...chunks, Buffer.from(tail)]));
  },

  updateRecords: ({ params, body }, runtime) => {
    const { sheet, workbook } = sheetFromParams(runtime, params);
    const updates = body as Schema<'RecordUpdate'>[];
    const checkKey = fieldKeyChecker(sheet);
    const stored = runtime.store.records.get(
      sheet.id,
      updates.map((update) => update.id),
    );
    // Check the whole batch first: an unknown id or field means nothing is written.
    updates.forEach((update, index) => {
      if (!stored[index]) throw notFound('Record', update.id, `body[${index}].id`);
      checkKey(update.values ?? {}, `body[${index}].values`);
    });
    const merged = new Map<string, StoredRecord>();
    const changes: CellChange[] = [];
    const rules = builtinRules(sheet, runtime);
    updates.forEach((update, index) => {
      let record = merged.get(update.id) ?? (stored[index] as StoredRecord);
      record = mergeRecord(record, update.values ?? {}, changes, rules);
      if (update.metadata !== undefined) record = { ...record, metadata: update.metadata };
      if (update.config !== undefined) record = { ...record, config: update.config };
      merged.set(update.id, record);
    });
    const originals = new Map(
      updates.map((update, index) => [update.id, stored[index] as StoredRecord]),
    );
    const commit = storeMergedRecords(runtime, workbook, sheet, originals, merged, changes);
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

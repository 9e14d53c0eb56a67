/**
 * The delete-records job (the hosted `type: workbook`, `operation: delete-records`), run by the
 * service: it deletes the records of one sheet of the job's workbook that its config selects
 * (every record by default), leaving its `exceptions`, as one commit. The config is checked when
 * the job is created (a 400 naming the field) and again when it runs (the sheet may be gone).
 * @module
 */

import type { Schema } from '../contract/wire-types';
import { badRequest } from '../http/http-error';
import type { ServiceJobRunner } from '../jobs/service-jobs';
import { requireSheet } from '../runtime/lookups';
import type { DevRuntime } from '../runtime/runtime';
import { takeSnapshot } from '../snapshots/take-snapshot';
import type { SheetEntity, WorkbookEntity } from '../store/entities';
import { entryText, type FrozenRecords } from '../store/frozen-records';
import { type RecordSelection, recordMatcher } from '../store/record-query';
import { checkRecordSelection, type RequestedSelection } from './record-selection';
import { storeDeletions } from './write/record-writes';

/** The job name the service runs. */
export const DELETE_RECORDS_JOB = 'workbook:delete-records';

/** The hosted `DeleteRecordsJobConfig` (the key of the sheet is `sheet`, not `sheetId`). */
interface DeleteRecordsConfig extends RequestedSelection {
  sheet?: string;
  exceptions?: string[];
  snapshotLabel?: string;
}

type JobConfig = Schema<'JobConfig'>;

/**
 * Checks a delete-records job's config against its workbook; returns the sheet and the config.
 * Throws a 400 (or a 404 for an unknown sheet) naming the field under `at` (`body.config`).
 */
export function checkDeleteRecordsConfig(
  runtime: DevRuntime,
  job: Pick<JobConfig, 'source' | 'config'>,
  at: string,
): {
  sheet: SheetEntity;
  workbook: WorkbookEntity;
  config: DeleteRecordsConfig;
  selection: RecordSelection;
} {
  const config = (job.config ?? {}) as DeleteRecordsConfig;
  if (typeof config.sheet !== 'string' || config.sheet === '') {
    throw badRequest(
      `${at}.sheet is required: the id of the sheet whose records are deleted`,
      `${at}.sheet`,
    );
  }
  const { sheet, workbook } = requireSheet(runtime, config.sheet, `${at}.sheet`);
  if (workbook.id !== job.source) {
    throw badRequest(
      `${at}.sheet ${sheet.id} is not a sheet of the job's workbook ${job.source}`,
      `${at}.sheet`,
    );
  }
  // Only the selection's own keys: a config is free-form JSON, and keys such as `exceptIds` or
  // `matches` are the record table's, not the job's.
  const { filter, filterField, searchValue, searchField, q } = config;
  const selection = checkRecordSelection(
    sheet,
    { filter, filterField, searchValue, searchField, q },
    at,
  );
  return { sheet, workbook, config, selection };
}

/** Records tested between two turns of the event loop (a large `q` costs much per record). */
const RECORDS_PER_TURN = 256;

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * The ids of the frozen records the selection picks, leaving the exceptions. The records are
 * tested a few hundred at a time with a turn of the event loop between: a selection with a
 * `q` of many conditions over many records must not stop every other request while it runs.
 */
async function selectedIds(
  frozen: FrozenRecords,
  selection: RecordSelection,
  exceptions: Set<string>,
  signal: AbortSignal,
): Promise<string[]> {
  const matches = recordMatcher(selection, {
    isValid: (index) => frozen.isValid(index),
    errorFields: (index) => frozen.errorFieldsAt(index),
    text: (index) => entryText(frozen.entry(index)),
  });
  const selected: string[] = [];
  for (let index = 0; index < frozen.size; index++) {
    if (index % RECORDS_PER_TURN === RECORDS_PER_TURN - 1) {
      await nextTurn();
      if (signal.aborted) throw new Error('the delete-records job was canceled');
    }
    const id = frozen.idAt(index);
    if (!exceptions.has(id) && matches(index)) selected.push(id);
  }
  return selected;
}

/** Registers the runner of the delete-records job on a server, with the check of a new one. */
export function registerDeleteRecordsJob(runtime: DevRuntime): void {
  const checkInput = (job: JobConfig, at: string) => {
    checkDeleteRecordsConfig(runtime, job, `${at}.config`);
  };
  runtime.jobs.services.register(DELETE_RECORDS_JOB, deleteSelectedRecords(runtime), checkInput);
}

/**
 * The runner: the records selected when it starts (frozen then, and tested while other requests
 * go on), deleted as one commit, after the snapshot asked for.
 */
function deleteSelectedRecords(runtime: DevRuntime): ServiceJobRunner {
  return async (job, { progress, signal }) => {
    const { sheet, config, selection } = checkDeleteRecordsConfig(runtime, job, 'config');
    const snapshot =
      config.snapshotLabel === undefined
        ? undefined
        : takeSnapshot(runtime, { sheetId: sheet.id, label: config.snapshotLabel });
    const frozen = runtime.store.records.freeze(sheet.id);
    const exceptions = new Set(config.exceptions ?? []);
    const selected = await selectedIds(frozen, selection, exceptions, signal);
    progress(50, `Deleting ${selected.length} records`);
    // The sheet may have gone while the records were tested: checked again before the write.
    const current = checkDeleteRecordsConfig(runtime, job, 'config');
    // As a delete through the API: a duplicate left alone by the deletion loses its error.
    const { deleted } = storeDeletions(runtime, current.workbook, current.sheet, selected);
    const outcome: Schema<'JobOutcome'> = {
      message: `Deleted ${deleted.length} records from ${sheet.name}`,
    };
    // The snapshot taken first is where the deleted records can be brought back from.
    if (snapshot) outcome.next = { type: 'snapshot', snapshotId: snapshot.id, sheetId: sheet.id };
    return outcome;
  };
}

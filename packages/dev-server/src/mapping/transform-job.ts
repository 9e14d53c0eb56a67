/**
 * The transform job, run by the service: the destination sheet becomes the program's image of the
 * source sheet. It remembers which destination record it made from which source record (per
 * source and destination sheet), so a later run can keep ids: with `keepRecordIds` true a
 * destination record made earlier is updated in place and keeps its id (new source records are
 * added, records whose source record is gone are deleted); with false, the records earlier runs
 * made are deleted and new ones added (the earlier add/delete behaviour). Records the transform
 * did not make are never touched. The source is read a page at a time, as the stored text, and
 * the destination written from it (text-mapping-program.ts, mapped-page.ts,
 * transform-page-writes.ts).
 * @module
 */
import { conflict, HttpError } from '../http/http-error';
import type { ServiceJobContext, ServiceJobRunner } from '../jobs/service-jobs';
import { storeDeletions } from '../records/write/record-writes';
import { destinationTarget } from '../records/write/sheet-target';
import type { DevRuntime } from '../runtime/runtime';
import { takeSnapshot } from '../snapshots/take-snapshot';
import type { JobEntity } from '../store/entities';
import { mapPage } from './mapped-page';
import { acceptProgram, emitProgramEvent } from './program-store';
import { compileTextMapping } from './text-mapping-program';
import { resolveTransform, type TransformInputs } from './transform-inputs';
import { keepLineage, LineagePairs, lineageOf } from './transform-lineage';
import { writeMappedPage } from './transform-page-writes';

/** Source records read (and destination records written) per step. */
const BATCH_RECORDS = 1000;

const lineageId = (inputs: TransformInputs) =>
  `${inputs.source.sheet.id}>${inputs.destination.sheet.id}`;

/** What a run did, for the outcome. */
interface TransformCounts {
  read: number;
  added: number;
  updated: number;
  deleted: number;
}

/**
 * The start of a run: resolves the job's inputs again (a sheet or program may have gone since it
 * was created; nothing is written then) and announces `program:recomputing`. The one place where
 * anything that must happen before a transform writes (a snapshot of the destination) belongs.
 */
export function startTransform(runtime: DevRuntime, job: JobEntity): TransformInputs {
  const inputs = resolveTransform(runtime, job as Parameters<typeof resolveTransform>[1], 'job');
  // The description: a snapshot is taken before a transformation program runs, so a transform
  // that goes wrong (or is canceled halfway) can be restored.
  takeSnapshot(runtime, {
    sheetId: inputs.destination.sheet.id,
    label: `Before transform ${job.id} (program ${inputs.program.id})`,
  });
  acceptProgram(runtime, inputs.program, job.createdBy);
  emitProgramEvent(runtime, 'program:recomputing', inputs.program);
  return inputs;
}

/**
 * Deletes the destination records with these ids that exist, in batches; returns how many did.
 * Records deleted by hand since the transform made them are skipped.
 */
function deleteAll(runtime: DevRuntime, sheetId: string, ids: Iterable<string>): number {
  let deleted = 0;
  const deleteBatch = (batch: string[]) => {
    if (batch.length === 0) return;
    const { workbook, sheet } = destinationTarget(runtime, sheetId);
    deleted += storeDeletions(runtime, workbook, sheet, batch).deleted.length;
  };
  let batch: string[] = [];
  for (const id of ids) {
    batch.push(id);
    if (batch.length >= BATCH_RECORDS) {
      deleteBatch(batch);
      batch = [];
    }
  }
  deleteBatch(batch);
  return deleted;
}

/** Runs one transform job. */
export async function runTransform(
  runtime: DevRuntime,
  job: JobEntity,
  { progress, signal }: ServiceJobContext,
) {
  const inputs = startTransform(runtime, job);
  const { program, source, destination, keepRecordIds } = inputs;
  const destinationId = destination.sheet.id;
  const previous = lineageOf(runtime, lineageId(inputs));
  const counts: TransformCounts = { read: 0, added: 0, updated: 0, deleted: 0 };
  // Without keepRecordIds, what earlier runs made goes first; with it, whatever is left of it
  // once every source record was visited (its source record is gone) goes last.
  if (!keepRecordIds) {
    counts.deleted += deleteAll(runtime, destinationId, previous.unmatched().destinationIds);
  }
  const earlier = keepRecordIds ? previous : undefined;
  const made = new LineagePairs();
  const total = runtime.store.records.counts(source.sheet.id).total || 1;
  let after: string | undefined;
  let reported = 0;
  try {
    for (;;) {
      if (signal.aborted) throw new Error('the transform job was canceled');
      const chunks = runtime.store.records.page(source.sheet.id, {
        pageSize: BATCH_RECORDS,
        pageNumber: 1,
        after,
      });
      if (chunks.length === 0) break;
      // The sheet as it is now: a field or constraint may have changed since the last page.
      const target = destinationTarget(runtime, destinationId);
      const page = mapPage(compileTextMapping(program.rules, target.sheet), chunks);
      if (page.ids.length === 0) break;
      after = page.ids.at(-1);
      counts.read += page.ids.length;
      const written = writeMappedPage(runtime, target, page, earlier, made);
      counts.added += written.added;
      counts.updated += written.updated;
      const percent = Math.min(99, Math.floor((counts.read / total) * 100));
      if (percent > reported) {
        reported = percent;
        progress(percent, `Transformed ${counts.read} of ${total} records`);
      }
      // Lets requests (and cancels) through between pages of a large sheet.
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (earlier) {
      counts.deleted += deleteAll(runtime, destinationId, earlier.unmatched().destinationIds);
    }
    keepLineage(runtime, lineageId(inputs), made);
  } catch (error) {
    // A run that stops half way still knows every record it (or an earlier run) made.
    if (earlier) keepLineage(runtime, lineageId(inputs), earlier.unmatched(), made);
    else keepLineage(runtime, lineageId(inputs), made);
    throw error;
  }
  emitProgramEvent(runtime, 'program:recomputed', program);
  return {
    message: `Transformed ${counts.read} records of sheet ${source.sheet.id} into sheet ${destination.sheet.id} with program ${program.id} (keepRecordIds ${keepRecordIds}): ${counts.added} added, ${counts.updated} updated in place, ${counts.deleted} deleted`,
  };
}

/**
 * Registers the runner of `workbook:transform` on a server, with the check of a new one: a
 * transform that names a missing program or sheet is refused before any job exists.
 */
export function registerTransform(runtime: DevRuntime): void {
  const run: ServiceJobRunner = async (job, context) => {
    try {
      return await runTransform(runtime, job, context);
    } catch (error) {
      // The job's message says what was wrong, without the server's prefix.
      if (error instanceof HttpError) throw new Error(error.errors[0]?.message ?? error.message);
      throw error;
    }
  };
  runtime.jobs.services.register('workbook:transform', run, (job, at) => {
    const { destination } = resolveTransform(runtime, job, at);
    refuseSecondTransform(runtime, destination.sheet.id, `${at}.config.destinationSheetId`);
  });
}

const SETTLED = new Set(['complete', 'failed', 'canceled']);

/**
 * A transform into a sheet another transform has yet to finish is refused (409): both would
 * read the same lineage and each add the records, doubling them.
 */
function refuseSecondTransform(runtime: DevRuntime, destinationSheetId: string, key: string) {
  for (const other of runtime.store.jobs.list()) {
    if (other.type !== 'workbook' || other.operation !== 'transform') continue;
    if (SETTLED.has(other.status)) continue;
    const config = (other.config ?? {}) as { destinationSheetId?: unknown };
    if (config.destinationSheetId !== destinationSheetId) continue;
    throw conflict(
      `${key}: transform job ${other.id} (${other.status}) into sheet ${destinationSheetId} has not finished; a second one at once would write its records twice (wait for it, or cancel it)`,
      key,
    );
  }
}

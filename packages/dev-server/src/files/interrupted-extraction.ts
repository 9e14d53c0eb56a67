/**
 * What an extraction cut off by the server stopping leaves behind, undone on restart (the job
 * itself is failed by the service-job registry, see jobs/service-jobs.ts `interrupted`).
 * @module
 */
import { updateEntity } from '../resources/resource-handlers';
import type { DevRuntime } from '../runtime/runtime';
import type { JobEntity } from '../store/entities';
import { removeWorkbook } from '../workbooks/sheet-lifecycle';
import { files } from './file-resource';

/**
 * An extraction cut off by the server stopping (a `kill -9`) leaves a workbook filled half way,
 * which no file names yet: it is removed (an extracted workbook of the file's space, named after
 * it, made since the job started, that no file names), and the file marked failed. Nothing
 * half-extracted is left looking complete.
 */
export function undoInterruptedExtraction(runtime: DevRuntime, job: JobEntity): void {
  const file = files.collection(runtime).get(job.source);
  if (!file) return;
  const started = job.startedAt ?? job.createdAt;
  const named = new Set(
    files
      .collection(runtime)
      .list()
      .map((each) => each.workbookId),
  );
  for (const workbook of runtime.store.workbooks.list()) {
    if (
      workbook.spaceId === file.spaceId &&
      workbook.name === file.name &&
      workbook.treatments?.includes('EXTRACTED_FROM_SOURCE') &&
      String(workbook.createdAt) >= String(started) &&
      !named.has(workbook.id)
    ) {
      removeWorkbook(runtime, workbook);
    }
  }
  updateEntity(files, runtime, file, {
    status: 'failed',
    extraction: {
      error: { message: 'the server stopped during the extraction; extract the file again' },
    },
  });
}

/**
 * Who extracts a file, so that it is extracted once. Two can: the dev server's built-in
 * extraction (the service-run `file:extract` job: CSV, TSV, `.xlsx`), and a listener's extractor —
 * the hosted extractor plugins answer `file:created` by creating a `file` job of their own
 * (`extract-plugin-excel`, `status: ready`, `source` the file) and write the workbook themselves.
 * The rule:
 * - when a file's bytes have all arrived, the built-in extraction starts unless the file's
 *   environment turned it off (`builtInExtraction: false`) or a client already created an
 *   extraction job for the file (a plugin answered `file:created` while the bytes were arriving):
 *   then it steps aside;
 * - a client's extraction job for a file whose built-in extraction is under way or complete is
 *   refused (409 naming that job), and so is a `file:extract` asked for a file that another
 *   extraction is under way or complete for: a second extraction would make a second workbook.
 * A failed or canceled extraction claims nothing, so another may follow it.
 * @module
 */
import type { Schema } from '../contract/wire-types';
import { badRequest, conflict, notFound } from '../http/http-error';
import type { ResourceEntity } from '../resources/resource-definition';
import type { DevRuntime } from '../runtime/runtime';
import type { JobEntity } from '../store/entities';
import { files } from './file-resource';
import type { HeaderDetectionOptions } from './header-detection';

/** The operation of the built-in extraction job (`file:extract`). */
export const BUILT_IN_OPERATION = 'extract';

/** The extensions the built-in extraction reads as delimited text. */
export const DELIMITED_EXTENSIONS = new Set(['csv', 'tsv']);

/** Whether the built-in extraction reads a file: an import of a CSV, TSV or `.xlsx` file. */
export const isExtractable = (file: ResourceEntity) =>
  file.mode === 'import' && (DELIMITED_EXTENSIONS.has(String(file.ext)) || file.ext === 'xlsx');

type JobName = Pick<JobEntity, 'type' | 'operation'>;

/** An extraction: a `file` job whose operation is `extract` or starts with it (`extract-plugin-…`). */
export const isExtractionJob = (job: JobName) =>
  job.type === 'file' && job.operation.startsWith(BUILT_IN_OPERATION);

const isBuiltIn = (job: JobName) => job.type === 'file' && job.operation === BUILT_IN_OPERATION;

/** The file a job is about: its `fileId`, else its `source` (where the plugins name the file). */
const fileOfJob = (job: Pick<JobEntity, 'fileId' | 'source'>) => job.fileId ?? job.source;

/** The extraction jobs of a file that claim it: every one not failed or canceled. */
function claimsOn(runtime: DevRuntime, fileId: string): JobEntity[] {
  return runtime.store.jobs
    .list()
    .filter(
      (job) =>
        isExtractionJob(job) &&
        fileOfJob(job) === fileId &&
        job.status !== 'failed' &&
        job.status !== 'canceled',
    );
}

/** Whether an environment lets the dev server extract its files (`builtInExtraction`). */
export function builtInExtractionIsOn(runtime: DevRuntime, environmentId: string): boolean {
  return runtime.store.environments.get(environmentId)?.builtInExtraction !== false;
}

/** Creates the built-in extraction job of a file (run by the service at once). */
function startExtraction(
  runtime: DevRuntime,
  file: ResourceEntity,
  headerDetection?: HeaderDetectionOptions,
): JobEntity {
  const now = runtime.now();
  return runtime.jobs.create(
    {
      id: runtime.nextId('us_jb_'),
      type: 'file',
      operation: BUILT_IN_OPERATION,
      source: file.id,
      fileId: file.id,
      mode: 'background',
      trigger: 'immediate',
      status: 'created',
      createdBy: runtime.actorId,
      environmentId: String(file.environmentId),
      spaceId: String(file.spaceId),
      isPart: false,
      ...(headerDetection ? { input: { headerDetection } } : {}),
      createdAt: now,
      updatedAt: now,
    } as JobEntity,
    true,
  );
}

/**
 * Starts the built-in extraction of a file whose bytes have all arrived, when it is the file's
 * to do (see the rule above); answers the job, or undefined when it stepped aside.
 */
export function extractArrivedFile(
  runtime: DevRuntime,
  file: ResourceEntity,
  headerDetection?: HeaderDetectionOptions,
): JobEntity | undefined {
  if (!isExtractable(file)) return undefined;
  if (!builtInExtractionIsOn(runtime, String(file.environmentId))) return undefined;
  if (claimsOn(runtime, file.id).length > 0) return undefined;
  return startExtraction(runtime, file, headerDetection);
}

/** `file:extract job us_jb_… (executing)` */
const describeJob = (job: JobEntity) =>
  `${job.type}:${job.operation} job ${job.id} (${job.status})`;

/**
 * The check every new job goes through: refuses an extraction that would be a file's second one,
 * and a `file:extract` naming something the built-in extraction cannot read.
 */
export function checkNewExtraction(runtime: DevRuntime) {
  return (config: Schema<'JobConfig'>, at: string): void => {
    if (!isExtractionJob(config)) return;
    const fileId = fileOfJob(config);
    const key = config.fileId === undefined ? `${at}.source` : `${at}.fileId`;
    if (isBuiltIn(config)) {
      const file = files.collection(runtime).get(fileId);
      if (!file) throw notFound('File', fileId, key);
      if (!isExtractable(file)) {
        throw badRequest(
          `${key}: file ${file.id} (${String(file.name)}, mode ${String(file.mode)}) is not an import the built-in extraction reads (CSV, TSV or .xlsx)`,
          key,
        );
      }
    }
    const claims = claimsOn(runtime, fileId);
    const builtIn = claims.find(isBuiltIn);
    const other = isBuiltIn(config) ? claims[0] : builtIn;
    if (!other) return;
    const by = isBuiltIn(other) ? "the dev server's built-in extraction" : 'a client';
    const done = other.status === 'complete' ? 'was extracted' : 'is being extracted';
    const switchOff =
      other === builtIn
        ? `; to leave the files of environment ${other.environmentId} to a listener's extractor, set builtInExtraction: false on it`
        : '';
    throw conflict(
      `File ${fileId} ${done} by ${by} (${describeJob(other)}): a second extraction would make a second workbook${switchOff}`,
      key,
    );
  };
}

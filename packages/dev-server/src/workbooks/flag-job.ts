/**
 * Flags on many records at once (the hosted `flags.bulkMutate`): the request becomes a service
 * job, `workbook:bulk-mutate-flags`, ready at once, whose config is the hosted
 * `BulkMutateFlagsJobConfig`; the answer is its id. The job changes the flag on the records of
 * every sheet of the workbook that the selection keeps (`ids`, `filter`, `filterField`,
 * `searchValue`, `searchField`, `q`, less `exceptions`), after a snapshot of each sheet when
 * `snapshotLabel` is given:
 * - `apply` adds the flag (made first from `flag` when the workbook has none of that slug);
 * - `replace` makes it the records' only flag (made as for `apply`);
 * - `delete` takes it off the records (the flag itself stays: `flags.delete` removes it);
 * - `update` changes the flag's label and colour from `flag`, no record.
 * @module
 */
import type { Schema } from '../contract/wire-types';
import { badRequest } from '../http/http-error';
import type { HandlerMap } from '../http/operation-handler';
import type { ServiceJobRunner } from '../jobs/service-jobs';
import { requireWorkbook, sheetsOf } from '../runtime/lookups';
import type { DevRuntime } from '../runtime/runtime';
import { takeSnapshot } from '../snapshots/take-snapshot';
import type { JobEntity, WorkbookEntity } from '../store/entities';
import { flagSelection, rewriteFlags } from './flag-records';
import { checkColor, createFlag, findFlag, updateFlag } from './flags';

/** The job name the service runs. */
export const BULK_MUTATE_FLAGS_JOB = 'workbook:bulk-mutate-flags';

type BulkRequest = Schema<'BulkMutateFlagsRequest'>;
type Operation = BulkRequest['operation'];

/** The hosted `BulkMutateFlagsJobConfig`. */
interface BulkMutateConfig extends Omit<BulkRequest, 'operation' | 'slug' | 'flag' | 'query'> {
  workbookId: string;
  mutation: {
    type: 'flag';
    operation: Operation;
    flag: { slug: string; label?: string; colorHex?: string };
  };
}

/** The hosted `filter` is untyped on this request: the values a records read takes. */
const FILTERS = ['valid', 'error', 'all', 'none'];

type SelectionConfig = Parameters<typeof flagSelection>[2];

/** The job config of a request (`query`, the hosted older name of `q`, read as `q`). */
function configOf(workbookId: string, request: BulkRequest): BulkMutateConfig {
  const { operation, slug, flag, query, q, ...selection } = request;
  return {
    ...selection,
    ...((q ?? query) !== undefined && { q: q ?? query }),
    workbookId,
    mutation: { type: 'flag', operation, flag: { ...flag, slug } },
  };
}

/**
 * Checks a job's config against its workbook (a 4xx naming the field under `at`, the flag's data
 * under `flagAt` and its slug under `slugKey`): the operation's flag exists or can be made, its
 * colour is one, and the selection fits at least one sheet.
 */
function checkConfig(
  runtime: DevRuntime,
  config: BulkMutateConfig | undefined,
  at: string,
  flagAt = `${at}.mutation.flag`,
  slugKey = `${flagAt}.slug`,
) {
  const mutation = config?.mutation;
  if (!config || mutation?.type !== 'flag' || typeof mutation.flag?.slug !== 'string') {
    throw badRequest(
      `${at}.mutation is required: { type: "flag", operation, flag: { slug } }`,
      `${at}.mutation`,
    );
  }
  const workbook = requireWorkbook(runtime, config.workbookId, `${at}.workbookId`);
  const { slug, label, colorHex } = mutation.flag;
  checkColor(colorHex, `${flagAt}.colorHex`);
  const exists = findFlag(runtime, workbook.id, slug) !== undefined;
  const makes = mutation.operation === 'apply' || mutation.operation === 'replace';
  if (!exists && !(makes && label !== undefined && colorHex !== undefined)) {
    throw badRequest(
      `${slugKey}: workbook ${workbook.id} has no flag "${slug}"${makes ? ' (give flag.label and flag.colorHex to make it)' : ''}`,
      slugKey,
    );
  }
  const { filter } = config;
  if (filter !== undefined && !FILTERS.includes(filter as string)) {
    throw badRequest(`${at}.filter must be one of ${FILTERS.join(', ')}`, `${at}.filter`);
  }
  const selection = flagSelection(runtime, workbook, config as SelectionConfig, at);
  return { workbook, mutation, selection };
}

/** The new flags of a record under an operation (undefined: the record is left as it is). */
function changeOf(operation: Operation, slug: string): (flags: string[]) => string[] | undefined {
  switch (operation) {
    case 'apply':
      return (flags) => (flags.includes(slug) ? undefined : [...flags, slug]);
    case 'replace':
      return (flags) => (flags.length === 1 && flags[0] === slug ? undefined : [slug]);
    case 'delete':
      return (flags) => (flags.includes(slug) ? flags.filter((flag) => flag !== slug) : undefined);
    default:
      return () => undefined;
  }
}

/** The runner: the flag made or changed, then the records rewritten. */
function runBulkMutate(runtime: DevRuntime): ServiceJobRunner {
  return (job, { progress }) => {
    const config = job.config as BulkMutateConfig | undefined;
    const { workbook, mutation, selection } = checkConfig(runtime, config, 'config');
    const { slug, label, colorHex } = mutation.flag;
    const existing = findFlag(runtime, workbook.id, slug);
    // The check made sure a flag to be made has its label and colour.
    if (!existing) {
      const made = { slug, label: label as string, colorHex: colorHex as string };
      createFlag(runtime, workbook, made, 'config.mutation.flag');
    } else if (label !== undefined || colorHex !== undefined) {
      updateFlag(runtime, workbook, existing, { label, colorHex }, 'config.mutation.flag');
    }
    if (mutation.operation === 'update') return { message: `Flag "${slug}" updated` };
    if (config?.snapshotLabel !== undefined) {
      for (const sheet of sheetsOf(runtime, workbook.id)) {
        takeSnapshot(runtime, { sheetId: sheet.id, label: config.snapshotLabel });
      }
    }
    progress(50, `Changing flag "${slug}"`);
    const changed = rewriteFlags(runtime, workbook, selection, changeOf(mutation.operation, slug));
    return { message: `Flag "${slug}" (${mutation.operation}) changed ${changed} records` };
  };
}

/** Registers the job's runner on a server, with the check of a new job's config. */
export function registerFlagJob(runtime: DevRuntime): void {
  runtime.jobs.services.register(BULK_MUTATE_FLAGS_JOB, runBulkMutate(runtime), (job, at) => {
    checkConfig(runtime, job.config as BulkMutateConfig | undefined, `${at}.config`);
  });
}

/** Creates the job of a bulk mutation, ready at once (the service claims and runs it). */
function startBulkMutate(runtime: DevRuntime, workbook: WorkbookEntity, request: BulkRequest) {
  const config = configOf(workbook.id, request);
  // Checked now, so a request that cannot run is refused instead of making a job that fails.
  checkConfig(runtime, config, 'body', 'body.flag', 'body.slug');
  const now = runtime.now();
  const [type, operation] = BULK_MUTATE_FLAGS_JOB.split(':') as ['workbook', string];
  const draft: JobEntity = {
    id: runtime.nextId('us_jb_'),
    type,
    operation,
    source: workbook.id,
    config: config as unknown as JobEntity['config'],
    mode: 'background',
    trigger: 'immediate',
    status: 'created',
    createdBy: runtime.actorId,
    environmentId: workbook.environmentId,
    spaceId: workbook.spaceId,
    workbookId: workbook.id,
    isPart: false,
    createdAt: now,
    updatedAt: now,
  };
  return runtime.jobs.create(draft, true);
}

export const flagJobHandlers: HandlerMap = {
  bulkMutateFlags: ({ params, body }, runtime) => {
    const workbook = requireWorkbook(runtime, params.workbookId as string, 'workbookId');
    const job = startBulkMutate(runtime, workbook, body as BulkRequest);
    return { success: true, jobId: job.id };
  },
};

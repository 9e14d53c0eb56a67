/**
 * Jobs: list (with the hosted service's filters and `pagination`), create (placed by its source;
 * immediate jobs and jobs of `foreground` actions are ready at once), get, update (job-update.ts:
 * descriptive fields, or a status as a move), delete. The job engine owns the statuses; the
 * status moves are in job-moves.ts.
 * @module
 */

import { checkSchema } from '../contract/schema-checks';
import type { QueryOf, Schema } from '../contract/wire-types';
import { badRequest } from '../http/http-error';
import type { HandlerMap } from '../http/operation-handler';
import { success } from '../http/operation-handler';
import {
  defined,
  paginate,
  requireEnvironment,
  requireJob,
  requireSheet,
  requireSpace,
  requireWorkbook,
} from '../runtime/lookups';
import type { DevRuntime } from '../runtime/runtime';
import type { ActionConfig, JobEntity } from '../store/entities';
import { jobView } from './job-events';
import { updateJob } from './job-update';

type JobConfig = Schema<'JobConfig'>;

interface JobPlacement {
  environmentId: string;
  spaceId?: string;
  workbookId?: string;
  /** The actions a `<type>:<operation>` job of this source can be the press of. */
  actions: ActionConfig[];
}

/** Where a job lives, from its source: a workbook, sheet or space job is placed by its source. */
function placeJob(runtime: DevRuntime, config: JobConfig): JobPlacement {
  const apiActions = runtime.store.actions.list();
  if (config.type === 'workbook') {
    const workbook = requireWorkbook(runtime, config.source, 'body.source');
    return {
      environmentId: workbook.environmentId,
      spaceId: workbook.spaceId,
      workbookId: workbook.id,
      actions: [
        ...(workbook.actions ?? []),
        ...apiActions.filter((a) => a.workbookId === workbook.id && a.sheetId === undefined),
      ],
    };
  }
  if (config.type === 'sheet') {
    const { sheet, workbook } = requireSheet(runtime, config.source, 'body.source');
    return {
      environmentId: workbook.environmentId,
      spaceId: workbook.spaceId,
      workbookId: workbook.id,
      actions: [
        ...(sheet.config.actions ?? []),
        ...apiActions.filter((a) => a.sheetId === sheet.id),
      ],
    };
  }
  if (config.type === 'space') {
    const space = requireSpace(runtime, config.source, 'body.source');
    return { environmentId: space.environmentId, spaceId: space.id, actions: [] };
  }
  const space = config.spaceId ? requireSpace(runtime, config.spaceId, 'body.spaceId') : undefined;
  const environmentId = config.environmentId ?? space?.environmentId ?? runtime.environmentId;
  requireEnvironment(runtime, environmentId, 'body.environmentId');
  return { environmentId, spaceId: space?.id, actions: [] };
}

/**
 * The hosted request takes `outcome` and `subject` as open objects, but a job answers them as
 * `JobOutcome` and `JobSubject`: one that could not be answered is a 400 naming its field.
 */
function checkAnswerable(config: JobConfig) {
  const checks = [
    ['JobOutcome', config.outcome, 'body.outcome'],
    ['JobSubject', config.subject, 'body.subject'],
  ] as const;
  for (const [schema, value, key] of checks) {
    const issue = value === undefined ? undefined : checkSchema(schema, value, key);
    if (issue) throw badRequest(issue.message, issue.key);
  }
}

/** The hosted `Pagination` of a list of `total` jobs (`pageSize`/`pageNumber` were defaulted). */
function pagination(total: number, query: Record<string, unknown>) {
  const pageSize = query.pageSize as number;
  return {
    currentPage: query.pageNumber as number,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
    totalCount: total,
  };
}

/**
 * The status a new job may be asked to start in: `created` (the default), `planning`, or `ready`
 * (created and made ready at once). `completed` is the description's name of `complete`, and no
 * new job starts there.
 */
function initialStatus(status: string | undefined): 'created' | 'planning' | 'ready' {
  if (status === undefined || status === 'created') return 'created';
  if (status === 'planning' || status === 'ready') return status;
  throw badRequest(
    `body.status "${status}" cannot start a job: a new job is created, planning or ready (its later statuses come from its moves)`,
    'body.status',
  );
}

export const jobHandlers: HandlerMap = {
  listJobs: ({ query }, runtime) => {
    const filter = query as QueryOf<'listJobs'>;
    const jobs = runtime.store.jobs.list().filter((job) => {
      if (filter.environmentId !== undefined && job.environmentId !== filter.environmentId) {
        return false;
      }
      if (filter.spaceId !== undefined && job.spaceId !== filter.spaceId) return false;
      if (filter.workbookId !== undefined && job.workbookId !== filter.workbookId) return false;
      if (filter.fileId !== undefined && job.fileId !== filter.fileId) return false;
      if (filter.parentId !== undefined && job.parentId !== filter.parentId) return false;
      if (filter.excludeChildJobs === true && job.parentId !== undefined) return false;
      if (filter.source !== undefined && job.source !== filter.source) return false;
      if (filter.status !== undefined && job.status !== filter.status) return false;
      return true;
    });
    if (filter.sortDirection === 'desc') jobs.reverse();
    return { data: paginate(jobs, query), pagination: pagination(jobs.length, query) };
  },

  createJob: ({ body }, runtime) => {
    const config = body as JobConfig;
    const placement = placeJob(runtime, config);
    // A service job that could not run (a transform naming a missing program, a delete-records
    // job naming a sheet of another workbook) is refused before any job exists.
    runtime.jobs.services.checkInput(config, 'body');
    const action = placement.actions.find((candidate) => candidate.operation === config.operation);
    const startsAs = initialStatus(config.status);
    // Pressing a foreground action's button starts its job at once; so does asking for `ready`
    // (how the hosted extractor plugins create their jobs).
    const immediate =
      config.immediate === true ||
      config.trigger === 'immediate' ||
      action?.mode === 'foreground' ||
      startsAs === 'ready';
    runtime.jobs.requirePredecessors(config.predecessorIds, 'body.predecessorIds');
    // A job made with `parentId` is a child of that job (listed with `?parentId=`); only split
    // makes parts the parent waits for.
    if (config.parentId !== undefined) requireJob(runtime, config.parentId, 'body.parentId');
    checkAnswerable(config);
    const now = runtime.now();
    const { immediate: _immediate, environmentId: _env, spaceId: _space, status, ...rest } = config;
    const draft: JobEntity = defined({
      ...(rest as Omit<JobEntity, 'id' | 'status'>),
      id: runtime.nextId('us_jb_'),
      mode: config.mode ?? action?.mode ?? 'foreground',
      trigger: config.trigger ?? (immediate ? 'immediate' : 'manual'),
      status: startsAs === 'planning' ? 'planning' : 'created',
      createdBy: runtime.actorId,
      environmentId: placement.environmentId,
      spaceId: placement.spaceId,
      workbookId: placement.workbookId,
      isPart: false,
      createdAt: now,
      updatedAt: now,
    });
    return jobView(runtime.jobs.create(draft, immediate));
  },

  getJob: ({ params }, runtime) => jobView(requireJob(runtime, params.jobId as string, 'jobId')),

  updateJob: ({ params, body }, runtime) => {
    const job = requireJob(runtime, params.jobId as string, 'jobId');
    return jobView(updateJob(runtime, job, body as Schema<'JobUpdate'>));
  },

  deleteJob: ({ params }, runtime) => {
    runtime.jobs.delete(requireJob(runtime, params.jobId as string, 'jobId'));
    return success();
  },
};

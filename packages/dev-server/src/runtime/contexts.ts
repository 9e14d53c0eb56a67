/**
 * The context sets of the service description (CJ, CJW, CS, CA, …), built from the entities an
 * event is about. Where the description lists no context, the closest set is used, so a listener
 * can always filter by space, workbook and sheet.
 * @module
 */

import type {
  ActionEntity,
  JobEntity,
  SheetEntity,
  SpaceEntity,
  WorkbookEntity,
} from '../store/entities';
import type { EventContext } from './event-log';
import type { DevRuntime } from './runtime';

/** The keys every context has: the hosted `Context` requires `accountId` and `environmentId`. */
type ContextKeys = { accountId: string; environmentId: string } & Record<
  string,
  string | undefined
>;

function compact(context: ContextKeys): EventContext {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(context)) if (value !== undefined) out[key] = value;
  return out as EventContext;
}

/**
 * The context of an event whose context the description does not give (cron ticks, expiries):
 * the account and environment, and whatever the caller adds.
 */
export function baseContext(
  runtime: Pick<DevRuntime, 'accountId'>,
  environmentId: string,
  extra: Record<string, string | undefined> = {},
): EventContext {
  return compact({ ...extra, accountId: runtime.accountId, environmentId });
}

/** accountId, environmentId, spaceId, actorId (space events). */
export function spaceContext(runtime: DevRuntime, space: SpaceEntity): EventContext {
  return compact({
    accountId: runtime.accountId,
    environmentId: space.environmentId,
    spaceId: space.id,
    actorId: runtime.actorId,
  });
}

/** Space context plus workbookId (workbook events). */
export function workbookContext(runtime: DevRuntime, workbook: WorkbookEntity): EventContext {
  return compact({
    accountId: runtime.accountId,
    environmentId: workbook.environmentId,
    spaceId: workbook.spaceId,
    workbookId: workbook.id,
    actorId: runtime.actorId,
  });
}

/** CS: accountId, environmentId, spaceId, workbookId, sheetId, actorId (sheet and record events). */
export function sheetContext(
  runtime: DevRuntime,
  workbook: WorkbookEntity,
  sheet: SheetEntity,
): EventContext {
  return { ...workbookContext(runtime, workbook), sheetId: sheet.id };
}

/**
 * CJ (and CJW's workbookId/sheetId when the job has them): accountId, environmentId, spaceId?,
 * jobId, actorId; and fileId for a job about a file (a `file` job's source is its file).
 */
export function jobContext(
  runtime: Pick<DevRuntime, 'accountId' | 'actorId'>,
  job: JobEntity,
): EventContext {
  return compact({
    accountId: runtime.accountId,
    environmentId: job.environmentId,
    spaceId: job.spaceId,
    workbookId: job.workbookId,
    // A sheet job's source is its sheet.
    sheetId: job.type === 'sheet' ? job.source : undefined,
    fileId: job.type === 'file' ? job.source : job.fileId,
    jobId: job.id,
    actorId: runtime.actorId,
  });
}

/** CA plus actionId: accountId, environmentId, spaceId, workbookId?, sheetId?, actorId. */
export function actionContext(
  runtime: DevRuntime,
  action: ActionEntity,
  environmentId: string,
): EventContext {
  return compact({
    accountId: runtime.accountId,
    environmentId,
    spaceId: action.spaceId,
    workbookId: action.workbookId,
    sheetId: action.sheetId,
    actionId: action.id,
    actorId: runtime.actorId,
  });
}

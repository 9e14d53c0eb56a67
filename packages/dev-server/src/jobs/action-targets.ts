/**
 * What an action created through the API is on: a sheet, a workbook, or its space itself. The
 * hosted client names it with `targetId`; importkit also takes `workbookId` / `sheetId`. Either
 * way the action ends up with `targetId` (what it is on) and the `workbookId` / `sheetId` its
 * jobs are placed by, all inside the action's space.
 * @module
 */
import { badRequest, notFound } from '../http/http-error';
import { requireSheet, requireWorkbook } from '../runtime/lookups';
import type { DevRuntime } from '../runtime/runtime';

/** Where an action is bound. */
export interface ActionBinding {
  targetId: string;
  workbookId?: string;
  sheetId?: string;
}

/** The keys of a request that may name a binding. */
interface BindingRequest {
  targetId?: string;
  workbookId?: string;
  sheetId?: string;
}

/** `prefix.key`, or `key` alone when there is no prefix. */
function keyOf(prefix: string, key: string) {
  return prefix === '' ? key : `${prefix}.${key}`;
}

/** The binding `targetId` names: the space, a workbook of it, or a sheet of one of its workbooks. */
function bindingOfTarget(
  runtime: DevRuntime,
  spaceId: string,
  targetId: string,
  key: string,
): ActionBinding {
  if (targetId === spaceId) return { targetId };
  const sheet = runtime.store.sheets.get(targetId);
  if (sheet) {
    const { workbook } = requireSheet(runtime, targetId, key);
    if (workbook.spaceId !== spaceId) {
      throw badRequest(`Sheet ${targetId} is not in space ${spaceId}`, key);
    }
    return { targetId, workbookId: workbook.id, sheetId: sheet.id };
  }
  const workbook = runtime.store.workbooks.get(targetId);
  if (workbook) {
    if (workbook.spaceId !== spaceId) {
      throw badRequest(`Workbook ${targetId} is not in space ${spaceId}`, key);
    }
    return { targetId, workbookId: workbook.id };
  }
  throw notFound('Action target (a sheet, workbook or the space)', targetId, key);
}

/** The binding `workbookId` / `sheetId` name, each checked to be in the space. */
function bindingOfIds(
  runtime: DevRuntime,
  spaceId: string,
  request: BindingRequest,
  prefix: string,
): ActionBinding {
  if (request.workbookId !== undefined) {
    const key = keyOf(prefix, 'workbookId');
    const workbook = requireWorkbook(runtime, request.workbookId, key);
    if (workbook.spaceId !== spaceId) {
      throw badRequest(`Workbook ${workbook.id} is not in space ${spaceId}`, key);
    }
  }
  if (request.sheetId !== undefined) {
    const key = keyOf(prefix, 'sheetId');
    const { workbook } = requireSheet(runtime, request.sheetId, key);
    if (workbook.spaceId !== spaceId) {
      throw badRequest(`Sheet ${request.sheetId} is not in space ${spaceId}`, key);
    }
    if (request.workbookId !== undefined && request.workbookId !== workbook.id) {
      throw badRequest(
        `Sheet ${request.sheetId} is not in workbook ${request.workbookId}`,
        keyOf(prefix, 'sheetId'),
      );
    }
    return { targetId: request.sheetId, workbookId: workbook.id, sheetId: request.sheetId };
  }
  if (request.workbookId !== undefined) {
    return { targetId: request.workbookId, workbookId: request.workbookId };
  }
  return { targetId: spaceId };
}

/**
 * The binding of a new action of a space; `prefix` is where the request's keys are
 * (`body`, `body[2]`). `targetId` and `workbookId` / `sheetId` together must agree.
 *
 * @example
 * bindAction(runtime, space.id, { targetId: sheet.id }, 'body');
 * // { targetId: sheet.id, workbookId: sheet.workbookId, sheetId: sheet.id }
 */
export function bindAction(
  runtime: DevRuntime,
  spaceId: string,
  request: BindingRequest,
  prefix: string,
): ActionBinding {
  const byIds = bindingOfIds(runtime, spaceId, request, prefix);
  if (request.targetId === undefined) return byIds;
  const key = keyOf(prefix, 'targetId');
  const byTarget = bindingOfTarget(runtime, spaceId, request.targetId, key);
  const named = request.workbookId !== undefined || request.sheetId !== undefined;
  if (named && byIds.targetId !== byTarget.targetId) {
    throw badRequest(
      `${key} ${request.targetId} and the action's ${request.sheetId !== undefined ? `sheetId ${request.sheetId}` : `workbookId ${request.workbookId}`} name different targets`,
      key,
    );
  }
  return byTarget;
}

/**
 * The binding of an action after an update that may name a new workbook or sheet (the space
 * stays); without either it keeps its binding.
 */
export function rebindAction(
  runtime: DevRuntime,
  action: ActionBinding & { spaceId: string },
  patch: BindingRequest,
): ActionBinding {
  if (patch.workbookId === undefined && patch.sheetId === undefined) {
    return { targetId: action.targetId, workbookId: action.workbookId, sheetId: action.sheetId };
  }
  return bindingOfIds(runtime, action.spaceId, patch, 'body');
}

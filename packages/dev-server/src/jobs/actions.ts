/**
 * Actions as an API resource: list by space, create (optionally bound to a workbook or sheet of
 * that space), get, update and delete, with `action:*` events in context CA plus `actionId`.
 * The payload's `name` is the action's operation (its label when it has none) and `type` is the
 * action's `type`, or where it lives (`sheet`, `workbook` or `space`) when it has none.
 * @module
 */
import { badRequest } from '../http/http-error';
import type { HandlerMap } from '../http/operation-handler';
import { success } from '../http/operation-handler';
import { actionContext } from '../runtime/contexts';
import {
  defined,
  fieldChanges,
  requireAction,
  requireSheet,
  requireSpace,
  requireWorkbook,
} from '../runtime/lookups';
import type { DevRuntime } from '../runtime/runtime';
import type { ActionConfig, ActionEntity } from '../store/entities';

function payload(action: ActionEntity) {
  return defined({
    actionId: action.id,
    name: action.operation ?? action.label,
    label: action.label,
    description: action.description,
    type: action.type ?? (action.sheetId ? 'sheet' : action.workbookId ? 'workbook' : 'space'),
  });
}

function emit(runtime: DevRuntime, topic: string, action: ActionEntity, extra = {}) {
  const space = runtime.store.spaces.get(action.spaceId);
  const environmentId = space?.environmentId ?? runtime.environmentId;
  runtime.events.emit(
    topic,
    { ...payload(action), ...extra },
    actionContext(runtime, action, environmentId),
  );
}

/** Checks that the workbook/sheet an action is bound to exists and belongs to its space. */
function checkBinding(runtime: DevRuntime, spaceId: string, config: Partial<ActionEntity>) {
  if (config.workbookId !== undefined) {
    const workbook = requireWorkbook(runtime, config.workbookId, 'body.workbookId');
    if (workbook.spaceId !== spaceId) {
      throw badRequest(`Workbook ${workbook.id} is not in space ${spaceId}`, 'body.workbookId');
    }
  }
  if (config.sheetId !== undefined) {
    const { workbook } = requireSheet(runtime, config.sheetId, 'body.sheetId');
    if (workbook.spaceId !== spaceId) {
      throw badRequest(`Sheet ${config.sheetId} is not in space ${spaceId}`, 'body.sheetId');
    }
  }
}

/** A body without the keys that are the server's to set: id, spaceId and the timestamps. */
function withoutServerFields<T extends Partial<ActionEntity>>(
  body: T,
): Omit<T, 'id' | 'spaceId' | 'createdAt' | 'updatedAt'> {
  const { id: _id, spaceId: _space, createdAt: _created, updatedAt: _updated, ...rest } = body;
  return rest;
}

export const actionHandlers: HandlerMap = {
  listActions: ({ query }, runtime) => {
    const space = requireSpace(runtime, query.spaceId as string, 'query.spaceId');
    return { data: runtime.store.actions.list().filter((action) => action.spaceId === space.id) };
  },

  createAction: ({ query, body }, runtime) => {
    const space = requireSpace(runtime, query.spaceId as string, 'query.spaceId');
    const config = withoutServerFields(body as Partial<ActionEntity> & ActionConfig);
    checkBinding(runtime, space.id, config);
    const now = runtime.now();
    const action: ActionEntity = defined({
      id: runtime.nextId('us_ac_'),
      ...config,
      // What the action is on: its sheet, else its workbook, else the space.
      targetId: config.sheetId ?? config.workbookId ?? space.id,
      spaceId: space.id,
      createdAt: now,
      updatedAt: now,
    });
    runtime.store.actions.put(action);
    emit(runtime, 'action:created', action);
    return { data: action };
  },

  getAction: ({ params }, runtime) => ({
    data: requireAction(runtime, params.actionId as string, 'actionId'),
  }),

  updateAction: ({ params, body }, runtime) => {
    const action = requireAction(runtime, params.actionId as string, 'actionId');
    const patch = withoutServerFields(body as Partial<ActionEntity>);
    checkBinding(runtime, action.spaceId, patch);
    const changes = fieldChanges(action, patch);
    const updated: ActionEntity = defined({
      ...action,
      ...patch,
      targetId: patch.sheetId ?? patch.workbookId ?? action.targetId,
      updatedAt: runtime.now(),
    });
    runtime.store.actions.put(updated);
    emit(runtime, 'action:updated', updated, { changes });
    return { data: updated };
  },

  deleteAction: ({ params }, runtime) => {
    const action = requireAction(runtime, params.actionId as string, 'actionId');
    runtime.store.actions.delete(action.id);
    const { actionId, name } = payload(action);
    const space = runtime.store.spaces.get(action.spaceId);
    runtime.events.emit(
      'action:deleted',
      { actionId, name },
      actionContext(runtime, action, space?.environmentId ?? runtime.environmentId),
    );
    return success();
  },
};

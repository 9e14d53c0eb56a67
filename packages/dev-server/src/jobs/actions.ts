/**
 * Actions as an API resource: list by space, create one or many at once (each on its space, or a
 * workbook or sheet of it: action-targets.ts), get, update and delete, with `action:*` events in
 * context CA plus `actionId`. Every hosted field of an action is stored and answered back.
 * The payload's `name` is the action's operation (its label when it has none) and `type` is the
 * action's `type`, or where it lives (`sheet`, `workbook` or `space`) when it has none.
 * @module
 */
import type { Schema } from '../contract/wire-types';
import type { HandlerMap } from '../http/operation-handler';
import { success } from '../http/operation-handler';
import { actionContext } from '../runtime/contexts';
import { defined, fieldChanges, requireAction, requireSpace } from '../runtime/lookups';
import type { DevRuntime } from '../runtime/runtime';
import type { ActionEntity } from '../store/entities';
import { bindAction, rebindAction } from './action-targets';

/** A create or update body: an `ActionConfig` (an update's keys are a subset). */
type ActionRequest = Partial<ActionEntity> & Schema<'ActionConfig'>;

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

/** A body without the keys that are the server's to set: id, spaceId and the timestamps. */
function withoutServerFields<T extends Partial<ActionEntity>>(
  body: T,
): Omit<T, 'id' | 'spaceId' | 'createdAt' | 'updatedAt'> {
  const { id: _id, spaceId: _space, createdAt: _created, updatedAt: _updated, ...rest } = body;
  return rest;
}

/** A new action of a space from one config (checked, not yet stored); `key` is where it is. */
function prepareAction(
  runtime: DevRuntime,
  spaceId: string,
  body: ActionRequest,
  key: string,
): ActionEntity {
  const config = withoutServerFields(body);
  const binding = bindAction(runtime, spaceId, config, key);
  const now = runtime.now();
  return defined({
    ...config,
    ...binding,
    id: runtime.nextId('us_ac_'),
    spaceId,
    createdAt: now,
    updatedAt: now,
  });
}

/** Stores new actions, each with its `action:created`. */
function storeActions(runtime: DevRuntime, actions: ActionEntity[]): ActionEntity[] {
  for (const action of actions) {
    runtime.store.actions.put(action);
    emit(runtime, 'action:created', action);
  }
  return actions;
}

export const actionHandlers: HandlerMap = {
  // The hosted client reads this list as a bare array, without `{ data }`.
  listActions: ({ query }, runtime) => {
    const space = requireSpace(runtime, query.spaceId as string, 'query.spaceId');
    return runtime.store.actions.list().filter((action) => action.spaceId === space.id);
  },

  createAction: ({ query, body }, runtime) => {
    const space = requireSpace(runtime, query.spaceId as string, 'query.spaceId');
    const [action] = storeActions(runtime, [
      prepareAction(runtime, space.id, body as ActionRequest, 'body'),
    ]);
    return { data: action };
  },

  // Every config is checked before any action exists: all are created, or none. The answer is a
  // bare array, as `listActions`.
  createActions: ({ query, body }, runtime) => {
    const space = requireSpace(runtime, query.spaceId as string, 'query.spaceId');
    const configs = body as ActionRequest[];
    const prepared = configs.map((config, index) =>
      prepareAction(runtime, space.id, config, `body[${index}]`),
    );
    return storeActions(runtime, prepared);
  },

  getAction: ({ params }, runtime) => ({
    data: requireAction(runtime, params.actionId as string, 'actionId'),
  }),

  updateAction: ({ params, body }, runtime) => {
    const action = requireAction(runtime, params.actionId as string, 'actionId');
    const patch = withoutServerFields(body as ActionRequest);
    const binding = rebindAction(runtime, action, patch);
    const changes = fieldChanges(action, patch);
    const updated: ActionEntity = defined({
      ...action,
      ...patch,
      ...binding,
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

/**
 * The context sets of the resource table's events (CD, CDC, CT, CV and the canvas-area set), and
 * the closest set for the topics whose context the description does not list.
 * @module
 */
import type { EventContext } from '../runtime/event-log';
import type { DevRuntime } from '../runtime/runtime';
import type { ResourceEntity } from './resource-definition';

function compact(context: Record<string, unknown>): EventContext {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(context)) {
    if (typeof value === 'string') out[key] = value;
  }
  return out as EventContext;
}

const environmentOf = (runtime: DevRuntime, entity: ResourceEntity) =>
  typeof entity.environmentId === 'string' ? entity.environmentId : runtime.environmentId;

/** accountId, environmentId, spaceId?, actorId, plus the entity's id under `idKey`. */
export function ownedContext(idKey: string) {
  return (runtime: DevRuntime, entity: ResourceEntity): EventContext =>
    compact({
      accountId: runtime.accountId,
      environmentId: environmentOf(runtime, entity),
      spaceId: entity.spaceId,
      [idKey]: entity.id,
      actorId: runtime.actorId,
    });
}

/** CD: actorId, spaceId, accountId, documentId, environmentId. */
export const documentContext = ownedContext('documentId');

/** CT: accountId, environmentId, spaceId, threadId, actorId. */
export const threadContext = ownedContext('threadId');

/** CDC: accountId, environmentId, spaceId, dataClipId. */
export function dataClipContext(runtime: DevRuntime, entity: ResourceEntity): EventContext {
  return compact({
    accountId: runtime.accountId,
    environmentId: environmentOf(runtime, entity),
    spaceId: entity.spaceId,
    dataClipId: entity.id,
  });
}

/** CV: canvasId, spaceId, environmentId, accountId. */
export function canvasContext(runtime: DevRuntime, entity: ResourceEntity): EventContext {
  return compact({
    canvasId: entity.id,
    spaceId: entity.spaceId,
    environmentId: environmentOf(runtime, entity),
    accountId: runtime.accountId,
  });
}

/**
 * canvasAreaId, canvasId (with accountId, which every hosted context has, environmentId, always,
 * and spaceId so space filters work).
 */
export function canvasAreaContext(runtime: DevRuntime, entity: ResourceEntity): EventContext {
  return compact({
    accountId: runtime.accountId,
    environmentId: environmentOf(runtime, entity),
    spaceId: entity.spaceId,
    canvasAreaId: entity.id,
    canvasId: entity.canvasId,
  });
}

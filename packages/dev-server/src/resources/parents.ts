/**
 * The parents a resource of the table can hang from, each a lookup that 404s naming the key and
 * returns what the child inherits (its environment and space).
 * @module
 */
import { notFound } from '../http/http-error';
import { requireEnvironment, requireSheet, requireSpace } from '../runtime/lookups';
import type { DevRuntime } from '../runtime/runtime';
import type { ParentFacts, ParentRule, ResourceEntity } from './resource-definition';

export const findEnvironment = (runtime: DevRuntime, id: string, key: string): ParentFacts => ({
  environmentId: requireEnvironment(runtime, id, key).id,
});

export const findSpace = (runtime: DevRuntime, id: string, key: string): ParentFacts => {
  const space = requireSpace(runtime, id, key);
  return { environmentId: space.environmentId, spaceId: space.id };
};

export const findSheet = (runtime: DevRuntime, id: string, key: string): ParentFacts => {
  const { workbook } = requireSheet(runtime, id, key);
  return { environmentId: workbook.environmentId, spaceId: workbook.spaceId };
};

/** An environment named in the query or body; without one, the server's default environment. */
export function environmentParent(source: 'query' | 'body', required: boolean): ParentRule {
  return {
    field: 'environmentId',
    source,
    required,
    find: findEnvironment,
    fallback: (runtime) => runtime.environmentId,
  };
}

/** A resource of the table as a parent: its own environment and space are inherited. */
export function findResource(collection: string, label: string) {
  return (runtime: DevRuntime, id: string, key: string): ParentFacts => {
    const found = runtime.store.collection<ResourceEntity>(collection).get(id);
    if (!found) throw notFound(label, id, key);
    return {
      environmentId: typeof found.environmentId === 'string' ? found.environmentId : undefined,
      spaceId: typeof found.spaceId === 'string' ? found.spaceId : undefined,
    };
  };
}

/**
 * The space a resource lives in, for resources that name their place by any id (a thread's
 * `resourceId`): a space itself, a workbook or sheet of one, or any stored resource that carries a
 * `spaceId` (a document, a canvas, a data clip, a file, …). 404 naming `key` otherwise.
 */
export function findSpaceOfResource(runtime: DevRuntime, id: string, key: string): ParentFacts {
  const { store } = runtime;
  const space = store.spaces.get(id);
  if (space) return { environmentId: space.environmentId, spaceId: space.id };
  const workbookId = store.workbooks.get(id)?.id ?? store.sheets.get(id)?.workbookId;
  const workbook = workbookId === undefined ? undefined : store.workbooks.get(workbookId);
  if (workbook) return findSpace(runtime, workbook.spaceId, key);
  for (const name of store.collectionNames()) {
    const found = store.collection<ResourceEntity>(name).get(id);
    if (found && typeof found.spaceId === 'string') return findSpace(runtime, found.spaceId, key);
  }
  throw notFound('Resource', id, key);
}

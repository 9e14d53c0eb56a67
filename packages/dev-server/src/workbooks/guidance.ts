/**
 * A space's guidance: which guide (`guideSlug`, a guide of the environment) is shown where, when
 * and to whom (`options`: `target`, `trigger`, `type`, `role`). A plain resource under its space's
 * path, stored by the resource table's implementation; the operations are written out because the
 * hosted client reads one guidance without the `{ data }` wrapper (its list keeps it).
 * `includeGuide` is accepted: the answer is the guidance either way.
 * @module
 */

import { notFound } from '../http/http-error';
import type { HandlerMap, OperationInput } from '../http/operation-handler';
import { success } from '../http/operation-handler';
import { findSpace } from '../resources/parents';
import type { ResourceDefinition, ResourceEntity } from '../resources/resource-definition';
import {
  createEntity,
  deleteEntity,
  listEntities,
  requireResource,
  updateEntity,
} from '../resources/resource-handlers';
import type { DevRuntime } from '../runtime/runtime';

export const guidance: ResourceDefinition = {
  label: 'Guidance',
  collection: (runtime) => runtime.store.collection<ResourceEntity>('guidance'),
  idPrefix: 'us_gd_',
  idParam: 'guidanceId',
  operations: {},
  parent: { field: 'spaceId', source: 'path', required: true, find: findSpace },
  filters: { includeGuide: () => true },
  serverOwned: ['id', 'createdAt', 'updatedAt', 'spaceId', 'environmentId'],
};

/** The guidance the path names, inside the space the path names (another space's is a 404). */
function guidanceOf(input: OperationInput, runtime: DevRuntime): ResourceEntity {
  findSpace(runtime, input.params.spaceId as string, 'spaceId');
  const id = input.params.guidanceId as string;
  const found = requireResource(guidance, runtime, id);
  if (found.spaceId !== input.params.spaceId) throw notFound('Guidance', id, 'guidanceId');
  return found;
}

/** Removes a space's guidance (the space is being deleted). */
export function removeSpaceGuidance(runtime: DevRuntime, spaceId: string): void {
  for (const entity of guidance.collection(runtime).list()) {
    if (entity.spaceId === spaceId) deleteEntity(guidance, runtime, entity);
  }
}

export const guidanceHandlers: HandlerMap = {
  createGuidance: (input, runtime) => createEntity(guidance, runtime, input),

  listGuidance: (input, runtime) => ({ data: listEntities(guidance, runtime, input) }),

  getGuidance: (input, runtime) => guidanceOf(input, runtime),

  updateGuidance: (input, runtime) =>
    updateEntity(
      guidance,
      runtime,
      guidanceOf(input, runtime),
      input.body as Record<string, unknown>,
    ),

  deleteGuidance: (input, runtime) => {
    deleteEntity(guidance, runtime, guidanceOf(input, runtime));
    return success();
  },
};

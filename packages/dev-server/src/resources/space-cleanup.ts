/**
 * What goes with a deleted space: its documents, canvases (and their areas), threads, data clips
 * and secrets, each with its own delete event, and its guests' access. Called by the space
 * delete before `space:deleted`, so nothing is left pointing at a space that is gone.
 * @module
 */
import type { DevRuntime } from '../runtime/runtime';
import { removeSpaceFromGuests } from './guests';
import { deleteEntity } from './resource-handlers';
import { canvases, dataClips, documents, secrets, threads } from './resource-table';

export function removeSpaceResources(runtime: DevRuntime, spaceId: string): void {
  for (const definition of [documents, canvases, threads, dataClips, secrets]) {
    for (const entity of definition.collection(runtime).list()) {
      if (entity.spaceId === spaceId) deleteEntity(definition, runtime, entity);
    }
  }
  for (const resolution of runtime.store
    .collection<{ id: string; dataClipId?: unknown }>('data-clip-resolutions')
    .list()) {
    if (!dataClips.collection(runtime).get(String(resolution.dataClipId))) {
      runtime.store.collection('data-clip-resolutions').delete(resolution.id);
    }
  }
  removeSpaceFromGuests(runtime, spaceId);
}

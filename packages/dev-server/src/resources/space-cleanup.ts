/**
 * What goes with a deleted space: its documents, canvases (and their areas), threads (and their
 * messages), data clips, secrets and saved work (runbooks, prompts, transformations), each with
 * its own delete event where it has one, and its guests' access. Called by the space delete
 * before `space:deleted`, so nothing is left pointing at a space that is gone.
 * @module
 */
import type { DevRuntime } from '../runtime/runtime';
import { removeSpaceFromGuests } from './guests';
import { deleteEntity } from './resource-handlers';
import { canvases, dataClips, documents, secrets } from './resource-table';
import { prompts, runbooks, transformations } from './saved-work';
import { threads } from './threads';

export function removeSpaceResources(runtime: DevRuntime, spaceId: string): void {
  const kinds = [
    documents,
    canvases,
    threads,
    dataClips,
    secrets,
    runbooks,
    prompts,
    transformations,
  ];
  for (const definition of kinds) {
    for (const entity of definition.collection(runtime).list()) {
      if (entity.spaceId === spaceId) deleteEntity(definition, runtime, entity);
    }
  }
  // What the data clips kept beside them (their sheets went with the space's workbooks).
  for (const name of ['data-clip-resolutions', 'data-clip-records']) {
    const collection = runtime.store.collection<{ id: string; dataClipId?: unknown }>(name);
    for (const kept of collection.list()) {
      if (!dataClips.collection(runtime).get(String(kept.dataClipId))) collection.delete(kept.id);
    }
  }
  removeSpaceFromGuests(runtime, spaceId);
}

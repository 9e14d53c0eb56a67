/**
 * Data clips: created from a source sheet (its workbook, space and environment come with it),
 * with a shared link and collaborators, and the resolutions of their conflicts.
 * - `sharedLink: unrestricted` generates a guest link with a permanent access token in
 *   `guestLinkUrl`; `restricted` a direct sheet URL without a token. Once a clip has a link it is
 *   never regenerated, whatever `sharedLink` later says.
 * - A change of collaborators emits `data-clip:collaborator-updated` with `changes[]` of
 *   `{ action: added | removed, userId }`.
 * - Resolving a conflict the first time emits `data-clip:resolutions-created`, changing it
 *   `data-clip:resolutions-updated`; a refresh emits `data-clip:resolutions-refreshed`. All in CDC.
 * @module
 */
import { randomBytes } from 'node:crypto';
import type { HandlerMap, OperationInput } from '../http/operation-handler';
import { success } from '../http/operation-handler';
import { requireSheet } from '../runtime/lookups';
import type { DevRuntime } from '../runtime/runtime';
import { dataClipContext } from './resource-contexts';
import type { ResourceEntity } from './resource-definition';
import {
  createEntity,
  deleteEntity,
  requireResource,
  resourceHandlers,
  updateEntity,
} from './resource-handlers';
import { dataClips, storedCollection } from './resource-table';

const resolutionsOf = storedCollection('data-clip-resolutions');

/** Where the server is reached, as the request that created the link saw it. */
function baseUrl(input: OperationInput) {
  return `${input.request.protocol}://${input.request.headers.host ?? '127.0.0.1'}`;
}

function sharedLinkUrl(input: OperationInput, clip: ResourceEntity): string {
  if (clip.sharedLink === 'unrestricted') {
    const token = randomBytes(24).toString('base64url');
    return `${baseUrl(input)}/guest/data-clips/${clip.id}?token=${token}`;
  }
  return `${baseUrl(input)}/spaces/${clip.spaceId}/workbooks/${clip.workbookId}/sheets/${clip.sourceSheetId}`;
}

/** Gives a clip its link when it asks for one and has none yet. */
function withLink(input: OperationInput, runtime: DevRuntime, clip: ResourceEntity) {
  if (clip.sharedLink === undefined || clip.guestLinkUrl !== undefined) return clip;
  const linked = { ...clip, guestLinkUrl: sharedLinkUrl(input, clip) };
  dataClips.collection(runtime).put(linked);
  return linked;
}

function emitCollaborators(
  runtime: DevRuntime,
  clip: ResourceEntity,
  before: string[],
  after: string[],
) {
  const changes = [
    ...after.filter((id) => !before.includes(id)).map((userId) => ({ action: 'added', userId })),
    ...before.filter((id) => !after.includes(id)).map((userId) => ({ action: 'removed', userId })),
  ];
  if (changes.length === 0) return;
  runtime.events.emit(
    'data-clip:collaborator-updated',
    { dataClipId: clip.id, collaborators: after, changes },
    dataClipContext(runtime, clip),
  );
}

function resolutionView({ id: _key, dataClipId: _clip, ...rest }: ResourceEntity) {
  return rest;
}

function clipResolutions(runtime: DevRuntime, clipId: string) {
  return resolutionsOf(runtime)
    .list()
    .filter((resolution) => resolution.dataClipId === clipId);
}

export const dataClipHandlers: HandlerMap = {
  ...resourceHandlers(dataClips),

  createDataClip: (input, runtime) => {
    const body = input.body as Record<string, unknown>;
    const { workbook } = requireSheet(runtime, String(body.sourceSheetId), 'body.sourceSheetId');
    const created = createEntity(dataClips, runtime, input, {
      workbookId: workbook.id,
      status: 'open',
      createdBy: runtime.actorId,
      collaborators: body.collaborators ?? [],
    });
    emitCollaborators(runtime, created, [], created.collaborators as string[]);
    return { data: withLink(input, runtime, created) };
  },

  updateDataClip: (input, runtime) => {
    const clip = requireResource(dataClips, runtime, input.params.dataClipId as string);
    const before = clip.collaborators as string[];
    const updated = updateEntity(dataClips, runtime, clip, input.body as Record<string, unknown>);
    emitCollaborators(runtime, updated, before, updated.collaborators as string[]);
    return { data: withLink(input, runtime, updated) };
  },

  deleteDataClip: ({ params }, runtime) => {
    const clip = requireResource(dataClips, runtime, params.dataClipId as string);
    deleteEntity(dataClips, runtime, clip);
    for (const resolution of clipResolutions(runtime, clip.id)) {
      resolutionsOf(runtime).delete(resolution.id);
    }
    return success();
  },

  getDataClipResolutions: ({ params }, runtime) => {
    const clip = requireResource(dataClips, runtime, params.dataClipId as string);
    return { data: clipResolutions(runtime, clip.id).map(resolutionView) };
  },

  updateDataClipResolutions: ({ params, body }, runtime) => {
    const clip = requireResource(dataClips, runtime, params.dataClipId as string);
    const now = runtime.now();
    const created: object[] = [];
    const updated: object[] = [];
    const changes: object[] = [];
    const { resolutions } = body as { resolutions: { conflictId: string; resolution: unknown }[] };
    for (const { conflictId, resolution } of resolutions) {
      const key = `${clip.id}:${conflictId}`;
      const previous = resolutionsOf(runtime).get(key);
      const resolvedBy = runtime.actorId;
      if (!previous) {
        resolutionsOf(runtime).put({
          id: key,
          dataClipId: clip.id,
          conflictId,
          resolution,
          resolvedBy,
          createdAt: now,
          updatedAt: now,
        });
        created.push({ conflictId, resolution, resolvedBy });
        continue;
      }
      if (JSON.stringify(previous.resolution) === JSON.stringify(resolution)) continue;
      resolutionsOf(runtime).put({ ...previous, resolution, resolvedBy, updatedAt: now });
      updated.push({ conflictId, resolution, resolvedBy, updatedAt: now });
      changes.push({
        conflictId,
        previousResolution: previous.resolution,
        newResolution: resolution,
      });
    }
    const context = dataClipContext(runtime, clip);
    if (created.length > 0) {
      runtime.events.emit(
        'data-clip:resolutions-created',
        { dataClipId: clip.id, resolutions: created },
        context,
      );
    }
    if (updated.length > 0) {
      runtime.events.emit(
        'data-clip:resolutions-updated',
        { dataClipId: clip.id, resolutions: updated, changes },
        context,
      );
    }
    return { data: clipResolutions(runtime, clip.id).map(resolutionView) };
  },

  refreshDataClipResolutions: ({ params }, runtime) => {
    const clip = requireResource(dataClips, runtime, params.dataClipId as string);
    runtime.events.emit('data-clip:resolutions-refreshed', {}, dataClipContext(runtime, clip));
    return success();
  },
};

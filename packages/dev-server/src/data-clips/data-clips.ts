/**
 * Data clips: created from a source sheet (its workbook, space and environment come with it) with
 * a sheet of their own for the clipped records (clip-sheets.ts), a shared link and collaborators,
 * and the resolutions of what they change (clip-differences.ts).
 * - `sharedLinkAccess: public` (the description's `sharedLink: unrestricted`) generates a guest
 *   link with a permanent access token in `guestLinkUrl` (and `accessToken`); `restricted` a
 *   direct sheet URL without a token. Once a clip has a link it is never regenerated.
 * - A change of collaborators emits `data-clip:collaborator-updated` with `changes[]` of
 *   `{ action: added | removed, userId }`.
 * - Resolving a conflict the first time emits `data-clip:resolutions-created`, changing it
 *   `data-clip:resolutions-updated`; a refresh emits `data-clip:resolutions-refreshed`. All in CDC.
 *   A record's resolves (`resolvedRecords`, the hosted shape) are one conflict's resolution, the
 *   conflict being the record; importkit's `resolutions` name their conflicts themselves.
 * @module
 */
import { randomBytes } from 'node:crypto';
import { badRequest, notFound } from '../http/http-error';
import { type HandlerMap, type OperationInput, RawJson, success } from '../http/operation-handler';
import { dataClipContext } from '../resources/resource-contexts';
import type { ResourceEntity } from '../resources/resource-definition';
import {
  answerOf,
  createEntity,
  deleteEntity,
  listEntities,
  requireResource,
  resourceHandlers,
  updateEntity,
  viewOf,
} from '../resources/resource-handlers';
import { dataClips } from '../resources/resource-table';
import { requireSheet } from '../runtime/lookups';
import type { DevRuntime } from '../runtime/runtime';
import { clipDifferences, resolutionsOf } from './clip-differences';
import {
  addClipRecords,
  clippedRecordNamed,
  clippedRecords,
  dropClipSheet,
  openClipSheet,
} from './clip-sheets';

/** Where the server is reached, as the request that created the link saw it. */
function baseUrl(input: OperationInput) {
  return `${input.request.protocol}://${input.request.headers.host ?? '127.0.0.1'}`;
}

/** Gives a clip its link when it asks for one and has none yet. */
function withLink(input: OperationInput, runtime: DevRuntime, clip: ResourceEntity) {
  const access = viewOf(dataClips, runtime, clip) as ResourceEntity;
  if (access.sharedLinkAccess === undefined || clip.guestLinkUrl !== undefined) return clip;
  let linked: ResourceEntity;
  if (access.sharedLinkAccess === 'public') {
    const accessToken = randomBytes(24).toString('base64url');
    const guestLinkUrl = `${baseUrl(input)}/guest/data-clips/${clip.id}?token=${accessToken}`;
    linked = { ...clip, guestLinkUrl, accessToken };
  } else {
    const guestLinkUrl = `${baseUrl(input)}/spaces/${clip.spaceId}/workbooks/${clip.workbookId}/sheets/${clip.sourceSheetId}`;
    linked = { ...clip, guestLinkUrl };
  }
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

function clipResolutions(runtime: DevRuntime, clipId: string) {
  return resolutionsOf(runtime)
    .list()
    .filter((resolution) => resolution.dataClipId === clipId);
}

/** A clip kept by an older server (--data) has no sheet of its own yet: it gets one. */
function withClipSheet(runtime: DevRuntime, clip: ResourceEntity): ResourceEntity {
  if (clip.clipSheetId !== undefined) return clip;
  const source = runtime.store.sheets.get(String(clip.sourceSheetId));
  if (!source) return clip;
  const withSheet = { ...clip, clipSheetId: runtime.nextId('us_sh_') };
  openClipSheet(runtime, source, String(withSheet.clipSheetId), clip.id);
  dataClips.collection(runtime).put(withSheet);
  return withSheet;
}

const clipOf = (runtime: DevRuntime, params: Record<string, string>) =>
  withClipSheet(runtime, requireResource(dataClips, runtime, params.dataClipId as string));

const view = (runtime: DevRuntime, clip: ResourceEntity) => viewOf(dataClips, runtime, clip);

/** A resolution: a conflict (`conflictId`) and what was decided for it. */
interface Resolution {
  conflictId: string;
  resolution: unknown;
}

/** The resolutions a request gives: the hosted `resolvedRecords`, or importkit's `resolutions`. */
function resolutionsGiven(runtime: DevRuntime, clip: ResourceEntity, body: unknown): Resolution[] {
  const { resolvedRecords, resolutions } = body as {
    resolvedRecords?: { recordId: string; resolves: unknown[] }[];
    resolutions?: Resolution[];
  };
  if (resolvedRecords === undefined && resolutions === undefined) {
    throw badRequest(
      'body.resolvedRecords (or body.resolutions) is required',
      'body.resolvedRecords',
    );
  }
  const records = clippedRecords(runtime, clip);
  const byRecord = (resolvedRecords ?? []).map(({ recordId, resolves }, index) => {
    const clipped = clippedRecordNamed(records, recordId);
    if (!clipped) {
      throw notFound(
        `Record of data clip ${clip.id}`,
        recordId,
        `body.resolvedRecords[${index}].recordId`,
      );
    }
    return { conflictId: clipped.clip.id, resolution: resolves };
  });
  return [...byRecord, ...(resolutions ?? [])];
}

export const dataClipHandlers: HandlerMap = {
  ...resourceHandlers(dataClips),

  listDataClips: (input, runtime) => {
    const clips = listEntities(dataClips, runtime, input).map((clip) =>
      view(runtime, withClipSheet(runtime, clip)),
    );
    return answerOf(dataClips, 'list', { data: clips });
  },

  getDataClip: ({ params }, runtime) => ({ data: view(runtime, clipOf(runtime, params)) }),

  createDataClip: (input, runtime) => {
    const body = input.body as Record<string, unknown>;
    const { sheet, workbook } = requireSheet(
      runtime,
      String(body.sourceSheetId),
      'body.sourceSheetId',
    );
    const clipSheetId = runtime.nextId('us_sh_');
    const created = createEntity(dataClips, runtime, input, {
      workbookId: workbook.id,
      status: 'open',
      createdBy: runtime.actorId,
      collaborators: body.collaborators ?? [],
      clipSheetId,
    });
    openClipSheet(runtime, sheet, clipSheetId, created.id);
    emitCollaborators(runtime, created, [], created.collaborators as string[]);
    // The hosted client reads a new clip bare, without `{ data }`.
    return view(runtime, withLink(input, runtime, created));
  },

  updateDataClip: (input, runtime) => {
    const clip = clipOf(runtime, input.params);
    const before = clip.collaborators as string[];
    const updated = updateEntity(dataClips, runtime, clip, input.body as Record<string, unknown>);
    emitCollaborators(runtime, updated, before, updated.collaborators as string[]);
    return { data: view(runtime, withLink(input, runtime, updated)) };
  },

  deleteDataClip: ({ params }, runtime) => {
    const clip = requireResource(dataClips, runtime, params.dataClipId as string);
    deleteEntity(dataClips, runtime, clip);
    dropClipSheet(runtime, clip);
    for (const resolution of clipResolutions(runtime, clip.id)) {
      resolutionsOf(runtime).delete(resolution.id);
    }
    return success();
  },

  addRecordsToDataClip: ({ params, body }, runtime) => {
    const clip = clipOf(runtime, params);
    const { recordIds } = body as { recordIds: string[] };
    const { chunks, commit } = addClipRecords(runtime, clip, recordIds);
    // The hosted `RecordsResponseData`, bare: the clip's new records as a records page has them.
    const head = '{"records":[';
    const tail = `],"success":true,"versionId":${JSON.stringify(commit.versionId)},"commitId":${JSON.stringify(commit.commitId)}}`;
    return new RawJson(Buffer.concat([Buffer.from(head), ...chunks, Buffer.from(tail)]));
  },

  getDataClipResolutions: ({ params, query }, runtime) => {
    const clip = clipOf(runtime, params);
    const differences = clipDifferences(runtime, clip, {
      filterColumn: query.filterColumn as string | undefined,
      filterConflicts: query.filterConflicts as boolean | undefined,
    });
    const pageSize = typeof query.pageSize === 'number' ? query.pageSize : differences.length;
    const pageNumber = typeof query.pageNumber === 'number' ? query.pageNumber : 1;
    const page = differences.slice((pageNumber - 1) * pageSize, pageNumber * pageSize);
    // Without the records, each difference is named by its id and resolves alone.
    const data =
      query.includeRecords === false ? page.map((record) => ({ ...record, values: {} })) : page;
    return { data };
  },

  /** Where a record stands in the clip's (filtered) differences: -1 when it is not among them. */
  getDataClipResolutionIndex: ({ params, query }, runtime) => {
    const clip = clipOf(runtime, params);
    const id = String(query.id);
    const clipped = clippedRecordNamed(clippedRecords(runtime, clip), id);
    if (!clipped) throw notFound(`Record of data clip ${clip.id}`, id, 'query.id');
    const differences = clipDifferences(runtime, clip, {
      filterColumn: query.filterColumn as string | undefined,
      filterConflicts: String(query.filterConflicts) === 'true',
    });
    return { index: differences.findIndex((record) => record.id === clipped.clip.id) };
  },

  updateDataClipResolutions: ({ params, body }, runtime) => {
    const clip = clipOf(runtime, params);
    const now = runtime.now();
    const created: object[] = [];
    const updated: object[] = [];
    const changes: object[] = [];
    for (const { conflictId, resolution } of resolutionsGiven(runtime, clip, body)) {
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
    return success();
  },

  refreshDataClipResolutions: ({ params }, runtime) => {
    const clip = clipOf(runtime, params);
    runtime.events.emit('data-clip:resolutions-refreshed', {}, dataClipContext(runtime, clip));
    return success();
  },
};

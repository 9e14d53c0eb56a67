/**
 * Spaces: list (space-list.ts), create (with `autoConfigure`: the `space:configure` job, ready at
 * once, for the listener that builds the space's workbooks), get, update, delete one or several,
 * archive and unarchive, and upgrade to another space config, each with its event.
 * @module
 */

import type { Schema } from '../contract/wire-types';
import { badRequest } from '../http/http-error';
import type { HandlerMap } from '../http/operation-handler';
import { success } from '../http/operation-handler';
import { removeSpaceResources } from '../resources/space-cleanup';
import { spaceContext } from '../runtime/contexts';
import { defined, fieldChanges, requireEnvironment, requireSpace } from '../runtime/lookups';
import type { DevRuntime } from '../runtime/runtime';
import type { JobEntity, SpaceEntity } from '../store/entities';
import { forgetDeletedSpace } from './draft-ledger';
import { removeSpaceGuidance } from './guidance';
import { removeWorkbooks } from './sheet-lifecycle';
import { listSpaces } from './space-list';
import { spaceView } from './space-view';
import { WORKBOOK_BUILD_JOB } from './workbook-readiness';

function spaceFromParams(runtime: DevRuntime, params: Record<string, string>) {
  return requireSpace(runtime, params.spaceId as string, 'spaceId');
}

/**
 * Creates the job that builds a space's workbooks (`space:configure`, source the space), ready at
 * once: a listener's space-configure plugin picks it up on `job:ready`.
 */
function startSpaceConfigure(runtime: DevRuntime, space: SpaceEntity): JobEntity {
  const now = runtime.now();
  const [type, operation] = WORKBOOK_BUILD_JOB.split(':') as ['space', string];
  const draft: JobEntity = {
    id: runtime.nextId('us_jb_'),
    type,
    operation,
    source: space.id,
    mode: 'foreground',
    trigger: 'immediate',
    status: 'created',
    createdBy: runtime.actorId,
    environmentId: space.environmentId,
    spaceId: space.id,
    isPart: false,
    createdAt: now,
    updatedAt: now,
  };
  return runtime.jobs.create(draft, true);
}

/**
 * Creates a space (`space:created`, then the `space:configure` job with `autoConfigure`); an
 * unknown environment is a 404 naming `at.environmentId`.
 */
export function createSpace(
  runtime: DevRuntime,
  config: Schema<'SpaceConfig'>,
  at: string,
): SpaceEntity {
  const environmentId = config.environmentId ?? runtime.environmentId;
  requireEnvironment(runtime, environmentId, `${at}.environmentId`);
  const now = runtime.now();
  const space: SpaceEntity = defined({
    id: runtime.nextId('us_sp_'),
    ...config,
    environmentId,
    accountId: runtime.accountId,
    name: config.name ?? 'Untitled space',
    guestAuthentication: config.guestAuthentication ?? ['shared_link'],
    createdByUserId: runtime.actorId,
    createdAt: now,
    updatedAt: now,
  });
  runtime.store.spaces.put(space);
  runtime.events.emit(
    'space:created',
    defined({ spaceId: space.id, environmentId, name: space.name, appId: space.appId }),
    spaceContext(runtime, space),
  );
  if (config.autoConfigure === true) startSpaceConfigure(runtime, space);
  return space;
}

/** Applies a patch to a space (`space:updated` with the changes; none, no event). */
export function changeSpace(runtime: DevRuntime, space: SpaceEntity, patch: Partial<SpaceEntity>) {
  const changes = fieldChanges(space, patch);
  if (changes.length === 0) return space;
  const updated: SpaceEntity = defined({ ...space, ...patch, updatedAt: runtime.now() });
  runtime.store.spaces.put(updated);
  runtime.events.emit(
    'space:updated',
    { spaceId: space.id, environmentId: space.environmentId, changes },
    spaceContext(runtime, updated),
  );
  return updated;
}

/** Deletes a space with its workbooks, actions and resources (`space:deleted`). */
export function deleteSpace(runtime: DevRuntime, space: SpaceEntity): void {
  removeWorkbooks(
    runtime,
    runtime.store.workbooks.list().filter((workbook) => workbook.spaceId === space.id),
  );
  for (const action of runtime.store.actions.list()) {
    if (action.spaceId === space.id) runtime.store.actions.delete(action.id);
  }
  removeSpaceResources(runtime, space.id);
  removeSpaceGuidance(runtime, space.id);
  forgetDeletedSpace(runtime, space.id);
  runtime.store.spaces.delete(space.id);
  runtime.events.emit(
    'space:deleted',
    {},
    defined({ ...spaceContext(runtime, space), workbookId: space.primaryWorkbookId }),
  );
}

export const spaceHandlers: HandlerMap = {
  listSpaces: ({ query }, runtime) => listSpaces(runtime, query),

  createSpace: ({ body }, runtime) => ({
    data: spaceView(runtime, createSpace(runtime, body as Schema<'SpaceConfig'>, 'body')),
  }),

  getSpace: ({ params }, runtime) => ({
    data: spaceView(runtime, spaceFromParams(runtime, params)),
  }),

  updateSpace: ({ params, body }, runtime) => {
    const space = spaceFromParams(runtime, params);
    // The hosted client sends its whole config back, environment included: a space stays where
    // it is, so only its own environment is accepted.
    const { environmentId, ...patch } = body as Schema<'SpaceUpdate'>;
    if (environmentId !== undefined && environmentId !== space.environmentId) {
      throw badRequest(
        `body.environmentId ${environmentId} is not the space's environment (${space.environmentId}): a space does not move`,
        'body.environmentId',
      );
    }
    return { data: spaceView(runtime, changeSpace(runtime, space, patch)) };
  },

  deleteSpace: ({ params }, runtime) => {
    deleteSpace(runtime, spaceFromParams(runtime, params));
    return success();
  },

  deleteSpaces: ({ query }, runtime) => {
    const ids = [...new Set(query.spaceIds as string[])];
    // Every id is checked first: an unknown one deletes nothing.
    const spaces = ids.map((id) => requireSpace(runtime, id, 'query.spaceIds'));
    for (const space of spaces) deleteSpace(runtime, space);
    return success();
  },

  upgradeSpace: ({ params, body }, runtime) => {
    const space = spaceFromParams(runtime, params);
    const { id } = body as Schema<'UpgradeSpaceConfig'>;
    const upgraded = changeSpace(runtime, space, { spaceConfigId: id, upgradedAt: runtime.now() });
    return { data: spaceView(runtime, upgraded) };
  },

  archiveSpace: ({ params }, runtime) => {
    const space = spaceFromParams(runtime, params);
    // Archiving an archived space changes nothing and emits nothing.
    if (space.archivedAt === undefined) {
      const now = runtime.now();
      runtime.store.spaces.put({ ...space, archivedAt: now, updatedAt: now });
      const { actorId: _actor, ...context } = spaceContext(runtime, space);
      runtime.events.emit('space:archived', {}, { ...context, environmentId: space.environmentId });
    }
    return success();
  },

  unarchiveSpace: ({ params }, runtime) => {
    const space = spaceFromParams(runtime, params);
    if (space.archivedAt !== undefined) {
      const { archivedAt: _archived, ...rest } = space;
      runtime.store.spaces.put({ ...rest, updatedAt: runtime.now() });
      runtime.events.emit('space:unarchived', {}, spaceContext(runtime, space));
    }
    return success();
  },
};

/**
 * Spaces: list (with the `appId` rule: an unknown app id is an empty list), create, get, update,
 * delete, archive and unarchive, each with its event.
 * @module
 */

import type { QueryOf, Schema } from '../contract/wire-types';
import type { HandlerMap } from '../http/operation-handler';
import { success } from '../http/operation-handler';
import { removeSpaceResources } from '../resources/space-cleanup';
import { spaceContext } from '../runtime/contexts';
import {
  defined,
  fieldChanges,
  paginate,
  requireEnvironment,
  requireSpace,
} from '../runtime/lookups';
import type { DevRuntime } from '../runtime/runtime';
import type { SpaceEntity } from '../store/entities';
import { removeWorkbooks } from './sheet-lifecycle';

function spaceView(runtime: DevRuntime, space: SpaceEntity) {
  const workbooksCount = runtime.store.workbooks
    .list()
    .filter((workbook) => workbook.spaceId === space.id).length;
  return { ...space, workbooksCount };
}

function spaceFromParams(runtime: DevRuntime, params: Record<string, string>) {
  return requireSpace(runtime, params.spaceId as string, 'spaceId');
}

/** Creates a space (`space:created`); an unknown environment is a 404 naming `at.environmentId`. */
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
    createdAt: now,
    updatedAt: now,
  });
  runtime.store.spaces.put(space);
  runtime.events.emit(
    'space:created',
    defined({ spaceId: space.id, environmentId, name: space.name, appId: space.appId }),
    spaceContext(runtime, space),
  );
  return space;
}

export const spaceHandlers: HandlerMap = {
  listSpaces: ({ query }, runtime) => {
    const filter = query as QueryOf<'listSpaces'>;
    const spaces = runtime.store.spaces.list().filter((space) => {
      if (filter.environmentId !== undefined && space.environmentId !== filter.environmentId) {
        return false;
      }
      if (filter.appId !== undefined && space.appId !== filter.appId) return false;
      if (
        filter.isAppTemplate !== undefined &&
        (space.isAppTemplate ?? false) !== filter.isAppTemplate
      ) {
        return false;
      }
      if (filter.archived !== undefined && (space.archivedAt !== undefined) !== filter.archived) {
        return false;
      }
      return true;
    });
    return { data: paginate(spaces, query).map((space) => spaceView(runtime, space)) };
  },

  createSpace: ({ body }, runtime) => ({
    data: spaceView(runtime, createSpace(runtime, body as Schema<'SpaceConfig'>, 'body')),
  }),

  getSpace: ({ params }, runtime) => ({
    data: spaceView(runtime, spaceFromParams(runtime, params)),
  }),

  updateSpace: ({ params, body }, runtime) => {
    const space = spaceFromParams(runtime, params);
    const patch = body as Schema<'SpaceUpdate'>;
    const changes = fieldChanges(space, patch);
    if (changes.length > 0) {
      const updated: SpaceEntity = defined({ ...space, ...patch, updatedAt: runtime.now() });
      runtime.store.spaces.put(updated);
      runtime.events.emit(
        'space:updated',
        { spaceId: space.id, environmentId: space.environmentId, changes },
        spaceContext(runtime, updated),
      );
    }
    return { data: spaceView(runtime, runtime.store.spaces.get(space.id) as SpaceEntity) };
  },

  deleteSpace: ({ params }, runtime) => {
    const space = spaceFromParams(runtime, params);
    removeWorkbooks(
      runtime,
      runtime.store.workbooks.list().filter((workbook) => workbook.spaceId === space.id),
    );
    for (const action of runtime.store.actions.list()) {
      if (action.spaceId === space.id) runtime.store.actions.delete(action.id);
    }
    removeSpaceResources(runtime, space.id);
    runtime.store.spaces.delete(space.id);
    runtime.events.emit(
      'space:deleted',
      {},
      defined({ ...spaceContext(runtime, space), workbookId: space.primaryWorkbookId }),
    );
    return success();
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

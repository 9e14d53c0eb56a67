/**
 * The resource table: every plain resource of the service, declared once. `resource-handlers.ts`
 * serves create/get/list/update/delete for each row; the files beside it add only what the
 * description says beyond that (secret upserts, agent versions, guest links, …).
 * @module
 */
import { conflict } from '../http/http-error';
import type { DevRuntime } from '../runtime/runtime';
import type { EntityCollection } from '../store/dev-store';
import { environmentParent, findResource, findSheet, findSpace } from './parents';
import {
  canvasAreaContext,
  canvasContext,
  dataClipContext,
  documentContext,
  ownedContext,
  threadContext,
} from './resource-contexts';
import type { ResourceDefinition, ResourceEntity } from './resource-definition';
import { deleteEntity } from './resource-handlers';

/** The store collection called `name`, for a row's `collection` or a resource's side table. */
export const storedCollection = (name: string) => (runtime: DevRuntime) =>
  runtime.store.collection<ResourceEntity>(name);

/** The id and timestamps every resource's server owns. */
const OWNED = ['id', 'createdAt', 'updatedAt'] as const;

/** The five plain operations, named `<verb><Name>` as the contract names them. */
const crud = (singular: string, plural = `${singular}s`) => ({
  list: `list${plural}`,
  create: `create${singular}`,
  get: `get${singular}`,
  update: `update${singular}`,
  delete: `delete${singular}`,
});

export const environments: ResourceDefinition = {
  label: 'Environment',
  collection: (runtime) =>
    runtime.store.environments as unknown as EntityCollection<ResourceEntity>,
  idPrefix: 'us_env_',
  idParam: 'environmentId',
  operations: {
    list: 'listEnvironments',
    create: 'createEnvironment',
    get: 'getEnvironment',
    update: 'updateEnvironment',
    delete: 'deleteEnvironment',
  },
  pagination: { defaultPageSize: 100, withPagination: false },
  serverOwned: ['id', 'accountId'],
  timestamps: false,
  initial: (runtime, body) => ({
    accountId: runtime.accountId,
    slug:
      body.slug ??
      String(body.name)
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-'),
    isProd: body.isProd ?? false,
  }),
  beforeDelete: (entity, runtime) => {
    if (entity.id === runtime.environmentId) {
      throw conflict(
        `Environment ${entity.id} is the dev server's default environment and cannot be deleted`,
        'environmentId',
      );
    }
    // Its spaces would be left without an environment; they go first, each with its events.
    const spaces = runtime.store.spaces.list().filter((space) => space.environmentId === entity.id);
    if (spaces.length > 0) {
      throw conflict(
        `Environment ${entity.id} still has ${spaces.length} space(s) (${spaces[0]?.id}, …); delete them first`,
        'environmentId',
      );
    }
  },
  events: {
    created: 'environment:created',
    updated: 'environment:updated',
    deleted: 'environment:deleted',
    payload: (entity, change, runtime) => {
      if (change.kind === 'created') {
        const { id, name, slug, isProd } = entity;
        return { environmentId: id, name, slug, isProd };
      }
      if (change.kind === 'updated') return { environmentId: entity.id, changes: change.changes };
      return { environmentId: entity.id, deletedAt: runtime.now(), deletedBy: runtime.actorId };
    },
    context: (runtime, entity) => ({
      accountId: runtime.accountId,
      environmentId: entity.id,
      actorId: runtime.actorId,
    }),
  },
};

export const secrets: ResourceDefinition = {
  label: 'Secret',
  collection: storedCollection('secrets'),
  idPrefix: 'us_sec_',
  idParam: 'secretId',
  // Written by an upsert (secrets.ts), listed and deleted here.
  operations: { list: 'listSecrets' },
  parent: environmentParent('body', false),
  filters: { spaceId: true, actorId: true },
  serverOwned: OWNED,
  events: {
    created: 'secret:created',
    updated: 'secret:updated',
    deleted: 'secret:deleted',
    // Never the value: a secret's value stays out of every event.
    payload: (entity) => ({
      secretId: entity.id,
      spaceId: entity.spaceId,
      environmentId: entity.environmentId,
    }),
    context: ownedContext('secretId'),
  },
};

export const documents: ResourceDefinition = {
  label: 'Document',
  collection: storedCollection('documents'),
  idPrefix: 'us_dc_',
  idParam: 'documentId',
  operations: crud('Document'),
  parent: { field: 'spaceId', source: 'path', required: true, find: findSpace },
  serverOwned: [...OWNED, 'spaceId', 'environmentId'],
  events: {
    created: 'document:created',
    updated: 'document:updated',
    deleted: 'document:deleted',
    payload: (entity) => ({ documentId: entity.id }),
    context: documentContext,
  },
};

export const views: ResourceDefinition = {
  label: 'View',
  collection: storedCollection('views'),
  idPrefix: 'us_vi_',
  idParam: 'viewId',
  operations: crud('View'),
  parent: { field: 'sheetId', source: 'body', required: true, find: findSheet },
  pagination: { defaultPageSize: 10, withPagination: true },
  serverOwned: [...OWNED, 'createdBy'],
  initial: (runtime) => ({ createdBy: runtime.actorId }),
  // A view belongs to its sheet; the sheet's space and environment stay off the wire.
  view: ({ environmentId: _environment, spaceId: _space, ...view }) => view,
};

export const agents: ResourceDefinition = {
  label: 'Agent',
  collection: storedCollection('agents'),
  idPrefix: 'us_ag_',
  idParam: 'agentId',
  // Deploys and reverts are hand-written (agents.ts): a redeploy is a new version.
  operations: { list: 'listAgents', get: 'getAgent', delete: 'deleteAgent' },
  parent: environmentParent('query', true),
  filters: {
    isSystem: (entity, value) => (entity.isSystem ?? false) === value,
    search: (entity, value) => {
      const needle = String(value).toLowerCase();
      return [entity.id, entity.slug].some((text) => String(text).toLowerCase().includes(needle));
    },
  },
  pagination: { defaultPageSize: 100, withPagination: true },
  serverOwned: [...OWNED, 'accountId', 'environmentId', 'version'],
  events: {
    created: 'agent:created',
    updated: 'agent:updated',
    deleted: 'agent:deleted',
    payload: (entity) => ({ agentId: entity.id, environmentId: entity.environmentId }),
    context: ownedContext('agentId'),
  },
};

export const apps: ResourceDefinition = {
  label: 'App',
  collection: storedCollection('apps'),
  idPrefix: 'us_app_',
  idParam: 'appId',
  operations: crud('App'),
  serverOwned: OWNED,
  initial: (_runtime, body) => ({
    entity: body.entity ?? 'Project',
    entityPlural: body.entityPlural ?? `${String(body.entity ?? 'Project')}s`,
  }),
  deleted: () => ({ success: true }),
};

export const constraints: ResourceDefinition = {
  label: 'Constraint',
  collection: storedCollection('constraints'),
  idPrefix: 'us_cn_',
  idParam: 'constraintId',
  // Create and update keep versions (constraints.ts).
  operations: {
    list: 'getConstraints',
    get: 'getConstraintById',
    delete: 'deleteConstraint',
  },
  parent: { field: 'appId', source: 'path', required: true, find: findResource('apps', 'App') },
  filters: { includeBuiltins: () => true },
  serverOwned: [...OWNED, 'version'],
  deleted: () => ({ success: true }),
};

export const users: ResourceDefinition = {
  label: 'User',
  collection: storedCollection('users'),
  idPrefix: 'us_usr_',
  idParam: 'userId',
  // Invitations are hand-written (users.ts).
  operations: { list: 'listUsers', get: 'getUser' },
  filters: {
    email: (entity, value) => String(entity.email).toLowerCase() === String(value).toLowerCase(),
    search: (entity, value) => {
      const needle = String(value).toLowerCase();
      return [entity.name, entity.email].some((text) =>
        String(text).toLowerCase().includes(needle),
      );
    },
  },
  pagination: { defaultPageSize: 20, withPagination: true },
  serverOwned: [...OWNED, 'accountId', 'idp', 'invitationAcceptedAt', 'lastSeenAt'],
};

export const guests: ResourceDefinition = {
  label: 'Guest',
  collection: storedCollection('guests'),
  idPrefix: 'us_g_',
  idParam: 'guestId',
  // Create, update and delete move guests in and out of spaces (guests.ts).
  operations: { list: 'listGuests', get: 'getGuest' },
  filters: {
    spaceId: (entity, value) =>
      (entity.spaces as { id: string }[]).some((space) => space.id === value),
    email: (entity, value) => String(entity.email).toLowerCase() === String(value).toLowerCase(),
  },
  serverOwned: OWNED,
};

export const canvasAreas: ResourceDefinition = {
  label: 'Canvas area',
  collection: storedCollection('canvas-areas'),
  idPrefix: 'us_cva_',
  idParam: 'canvasAreaId',
  operations: crud('CanvasArea'),
  parent: {
    field: 'canvasId',
    source: 'body',
    required: true,
    find: findResource('canvases', 'Canvas'),
  },
  serverOwned: [...OWNED, 'spaceId', 'environmentId'],
  events: {
    created: 'canvas-area:created',
    updated: 'canvas-area:updated',
    deleted: 'canvas-area:deleted',
    payload: (entity) => entity,
    context: canvasAreaContext,
  },
};

export const canvases: ResourceDefinition = {
  label: 'Canvas',
  collection: storedCollection('canvases'),
  idPrefix: 'us_cv_',
  idParam: 'canvasId',
  operations: crud('Canvas', 'Canvases'),
  parent: { field: 'spaceId', source: 'body', required: true, find: findSpace },
  serverOwned: [...OWNED, 'environmentId'],
  // Its areas go with it, each with its own canvas-area:deleted.
  beforeDelete: (entity, runtime) => {
    for (const area of canvasAreas.collection(runtime).list()) {
      if (area.canvasId === entity.id) deleteEntity(canvasAreas, runtime, area);
    }
  },
  events: {
    created: 'canvas:created',
    updated: 'canvas:updated',
    deleted: 'canvas:deleted',
    payload: (entity) => entity,
    context: canvasContext,
  },
};

export const threads: ResourceDefinition = {
  label: 'Thread',
  collection: storedCollection('threads'),
  idPrefix: 'us_th_',
  idParam: 'threadId',
  operations: crud('Thread'),
  parent: { field: 'spaceId', source: 'body', required: true, find: findSpace },
  serverOwned: [...OWNED, 'environmentId'],
  initial: (_runtime, body) => ({ status: body.status ?? 'open' }),
  events: {
    created: 'thread:created',
    updated: 'thread:updated',
    deleted: 'thread:deleted',
    payload: (entity, change) => {
      const { id: threadId, title, status, createdAt } = entity;
      if (change.kind === 'created') return { threadId, title, status, createdAt };
      if (change.kind === 'updated') return { threadId, title, status, changes: change.changes };
      return {};
    },
    context: threadContext,
  },
};

export const dataClips: ResourceDefinition = {
  label: 'Data clip',
  collection: storedCollection('data-clips'),
  idPrefix: 'us_clip_',
  idParam: 'dataClipId',
  // Create and update are hand-written (data-clips.ts): guest links and collaborators.
  operations: { list: 'listDataClips', get: 'getDataClip', delete: 'deleteDataClip' },
  parent: { field: 'sourceSheetId', source: 'body', required: true, find: findSheet },
  filters: {
    spaceId: true,
    status: true,
    sheetId: (entity, value) => entity.sourceSheetId === value,
  },
  serverOwned: [...OWNED, 'workbookId', 'spaceId', 'environmentId', 'createdBy', 'guestLinkUrl'],
  events: {
    created: 'data-clip:created',
    updated: 'data-clip:updated',
    deleted: 'data-clip:deleted',
    payload: (entity, _change, runtime) => ({
      dataClipId: entity.id,
      accountId: runtime.accountId,
      status: entity.status,
    }),
    context: dataClipContext,
  },
};

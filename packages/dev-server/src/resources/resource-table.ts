/**
 * The resource table: every plain resource of the service, declared once. `resource-handlers.ts`
 * serves create/get/list/update/delete for each row; the files beside it add only what the
 * description says beyond that (secret upserts, agent versions, guest links, …).
 * @module
 */
import { badRequest, conflict, notFound } from '../http/http-error';
import type { DevRuntime } from '../runtime/runtime';
import type { EntityCollection } from '../store/dev-store';
import { actorRolesOf } from './actor-roles';
import { environmentParent, findResource, findSheet, findSpace } from './parents';
import {
  canvasAreaContext,
  canvasContext,
  dataClipContext,
  documentContext,
  ownedContext,
} from './resource-contexts';
import type { ResourceDefinition, ResourceEntity } from './resource-definition';
import { deleteEntity } from './resource-handlers';
import { storedCollection } from './resource-store';

export { storedCollection };

/** The id and timestamps every resource's server owns. */
const OWNED = ['id', 'createdAt', 'updatedAt'] as const;

/** The hosted spelling of a retention policy (`lastActivity`) for the snake_case one importkit took before. */
const RETENTION_POLICIES: Record<string, string> = {
  since_created: 'sinceCreated',
  last_activity: 'lastActivity',
};

function withRetentionPolicy<T extends Record<string, unknown>>(body: T): T {
  const policy = body.dataRetentionPolicy;
  if (typeof policy !== 'string' || !(policy in RETENTION_POLICIES)) return body;
  return { ...body, dataRetentionPolicy: RETENTION_POLICIES[policy] };
}

/** The five plain operations, named `<verb><Name>` as the contract names them. */
const crud = (singular: string, plural = `${singular}s`) => ({
  list: `list${plural}`,
  create: `create${singular}`,
  get: `get${singular}`,
  update: `update${singular}`,
  delete: `delete${singular}`,
});

/** The collections of what belongs to an environment alone (api-keys.ts, guides.ts, …). */
const ENVIRONMENT_PARTS = ['api-keys', 'data-retention-policies', 'guides', 'guide-versions'];

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
  accept: (body) => withRetentionPolicy(body),
  initial: (runtime, body) => ({
    accountId: runtime.accountId,
    slug:
      body.slug ??
      String(body.name)
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-'),
    isProd: body.isProd ?? false,
    guestAuthentication: body.guestAuthentication ?? ['shared_link'],
    features: {},
    metadata: body.metadata ?? {},
  }),
  // Environments kept by an older server (--data) lack the keys the hosted client requires.
  view: (entity) =>
    withRetentionPolicy({
      guestAuthentication: ['shared_link'],
      features: {},
      metadata: {},
      ...entity,
    }),
  // The hosted client reads an updated environment bare, without `{ data }`.
  answers: { update: ({ data }) => data },
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
    // What only has a meaning in it goes with it: its keys stop working at once.
    for (const name of ENVIRONMENT_PARTS) {
      const collection = runtime.store.collection<ResourceEntity>(name);
      for (const part of collection.list()) {
        if (part.environmentId === entity.id) collection.delete(part.id);
      }
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
    metadata: body.metadata ?? {},
    environmentFilters: body.environmentFilters ?? {},
  }),
  // Apps kept by an older server (--data) lack the objects the hosted client requires.
  view: (entity) => ({ metadata: {}, environmentFilters: {}, ...entity }),
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
  sortFields: {
    email: 'email',
    name: 'name',
    id: 'id',
    idp: 'idp',
    idp_ref: 'idpRef',
    created_at: 'createdAt',
    updated_at: 'updatedAt',
    last_seen_at: 'lastSeenAt',
    dashboard: 'dashboard',
  },
  serverOwned: [...OWNED, 'accountId', 'idp', 'invitationAcceptedAt', 'lastSeenAt'],
  // A user's roles are their actor roles (actor-roles.ts), read when the user is.
  view: (entity, runtime) => ({ ...entity, actorRoles: actorRolesOf(runtime, entity.id) }),
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

/**
 * An area's place: `parentId` names an area of the same canvas, and an update's `canvasId` moves
 * the area to another canvas of the same space (400 for one of another space).
 */
function checkAreaPlace(
  body: Record<string, unknown>,
  runtime: DevRuntime,
  area?: ResourceEntity,
): Record<string, unknown> {
  const canvasId = String(body.canvasId ?? area?.canvasId);
  if (area && body.canvasId !== undefined && body.canvasId !== area.canvasId) {
    const canvas = findResource('canvases', 'Canvas')(runtime, canvasId, 'body.canvasId');
    if (canvas.spaceId !== area.spaceId) {
      throw badRequest(
        `body.canvasId: canvas ${canvasId} is in another space than area ${area.id}`,
        'body.canvasId',
      );
    }
  }
  if (body.parentId !== undefined) {
    const parent = runtime.store
      .collection<ResourceEntity>('canvas-areas')
      .get(String(body.parentId));
    if (!parent) throw notFound('Canvas area', String(body.parentId), 'body.parentId');
    if (parent.canvasId !== canvasId || parent.id === area?.id) {
      throw badRequest(
        `body.parentId: area ${parent.id} is not another area of canvas ${canvasId}`,
        'body.parentId',
      );
    }
  }
  return body;
}

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
  filters: { parentId: true, spaceId: true, environmentId: true },
  pagination: { defaultPageSize: 100, withPagination: true },
  serverOwned: [...OWNED, 'spaceId', 'environmentId'],
  accept: (body, runtime, entity) => checkAreaPlace(body, runtime, entity),
  // The hosted client requires these on every area; absent ones take the hosted defaults.
  initial: (_runtime, body) => ({
    type: body.type ?? 'sheet',
    position: body.position ?? 'middle',
    layout: body.layout ?? 'split',
    visibility: body.visibility ?? 'visible',
    config: body.config ?? {},
    metadata: body.metadata ?? {},
    overlay: body.overlay ?? null,
  }),
  view: (entity) => ({
    type: 'sheet',
    position: 'middle',
    layout: 'split',
    visibility: 'visible',
    config: {},
    metadata: {},
    overlay: null,
    ...entity,
  }),
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

/** The hosted `sharedLinkAccess` of the description's `sharedLink` (`unrestricted` is `public`). */
const sharedLinkAccessOf = (sharedLink: unknown) =>
  sharedLink === 'unrestricted' ? 'public' : sharedLink;

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
  serverOwned: [
    ...OWNED,
    'workbookId',
    'spaceId',
    'environmentId',
    'createdBy',
    'guestLinkUrl',
    'clipSheetId',
    'accessToken',
    'mergedAt',
    'deletedAt',
  ],
  accept: ({ sharedLink, ...body }) =>
    sharedLink === undefined || body.sharedLinkAccess !== undefined
      ? body
      : { ...body, sharedLinkAccess: sharedLinkAccessOf(sharedLink) },
  // Clips kept by an older server (--data) say `sharedLink`.
  view: ({ sharedLink, ...clip }) =>
    sharedLink === undefined ? clip : { sharedLinkAccess: sharedLinkAccessOf(sharedLink), ...clip },
  // The hosted client reads each listed clip inside its own `{ data }`.
  answers: { list: ({ data }) => ({ data: (data as unknown[]).map((clip) => ({ data: clip })) }) },
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

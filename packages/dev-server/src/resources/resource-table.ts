/**
 * The resource table: every plain resource of the service, declared once. `resource-handlers.ts`
 * serves create/get/list/update/delete for each row; the files beside it add only what the
 * description says beyond that (secret upserts, agent versions, guest links, …).
 * @module
 */
import { conflict } from '../app/http-error';
import type { DevRuntime } from '../runtime/runtime';
import type { EntityCollection } from '../store/dev-store';
import { environmentParent } from './parents';
import { ownedContext } from './resource-contexts';
import type { ResourceDefinition, ResourceEntity } from './resource-definition';

const named = (name: string) => (runtime: DevRuntime) =>
  runtime.store.collection<ResourceEntity>(name);

/** The id, timestamps and parent ids every resource's server owns. */
const OWNED = ['id', 'createdAt', 'updatedAt'] as const;

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
  collection: named('secrets'),
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

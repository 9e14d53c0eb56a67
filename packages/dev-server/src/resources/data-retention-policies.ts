/**
 * Data retention policies: how long an environment keeps its spaces, workbooks and files —
 * `period` days since their creation (`sinceCreated`) or since their last activity
 * (`lastActivity`). A policy is the environment's retention: writing one (create or update)
 * sets the environment's `dataRetentionPolicy` and `dataRetentionDays`, which the retention clock
 * (workbooks/data-retention.ts) applies at once (`environment:updated`); of several policies of an
 * environment the one written last holds, and when the last is deleted the environment falls back
 * to the server's retention.
 * @module
 */
import { badRequest } from '../http/http-error';
import type { HandlerMap } from '../http/operation-handler';
import { baseContext } from '../runtime/contexts';
import type { DevRuntime } from '../runtime/runtime';
import { findEnvironment } from './parents';
import type { ResourceDefinition, ResourceEntity } from './resource-definition';
import {
  createEntity,
  deleteEntity,
  requireResource,
  resourceHandlers,
  updateEntity,
} from './resource-handlers';
import { storedCollection } from './resource-store';
import { environments } from './resource-table';

/** The longest period the retention clock takes, as the environment's `dataRetentionDays`. */
const MAX_DAYS = 36_500;

export const dataRetentionPolicies: ResourceDefinition = {
  label: 'Data retention policy',
  collection: storedCollection('data-retention-policies'),
  idPrefix: 'us_drp_',
  idParam: 'id',
  operations: {
    list: 'listDataRetentionPolicies',
    get: 'getDataRetentionPolicy',
  },
  parent: { field: 'environmentId', source: 'body', required: true, find: findEnvironment },
  serverOwned: ['id', 'createdAt', 'updatedAt'],
  accept: (body, runtime, entity) => {
    if (entity && body.environmentId !== undefined && body.environmentId !== entity.environmentId) {
      // A policy stays with its environment; another environment's is a policy of its own.
      findEnvironment(runtime, String(body.environmentId), 'body.environmentId');
      throw badRequest(
        `body.environmentId: policy ${entity.id} belongs to environment ${String(entity.environmentId)}; create one for ${String(body.environmentId)} instead`,
        'body.environmentId',
      );
    }
    const period = body.period as number | undefined;
    if (period !== undefined && !(Number.isInteger(period) && period >= 1 && period <= MAX_DAYS)) {
      throw badRequest(
        `body.period must be a whole number of days from 1 to ${MAX_DAYS}`,
        'body.period',
      );
    }
    return body;
  },
};

/** Stores a written policy last in its collection: the order says which was written last. */
function storeWritten(runtime: DevRuntime, policy: ResourceEntity) {
  const collection = dataRetentionPolicies.collection(runtime);
  collection.delete(policy.id);
  collection.put(policy);
}

/** Makes the environment's retention its policy written last (or the server's, with none). */
function applyPolicies(runtime: DevRuntime, environmentId: string) {
  const environment = environments.collection(runtime).get(environmentId);
  if (!environment) return;
  const policy = dataRetentionPolicies
    .collection(runtime)
    .list()
    .filter((candidate) => candidate.environmentId === environmentId)
    .at(-1);
  if (policy) {
    updateEntity(environments, runtime, environment, {
      dataRetentionPolicy: policy.type,
      dataRetentionDays: policy.period,
    });
    return;
  }
  // No policy left: the environment's settings go, and the server's retention holds.
  const { dataRetentionPolicy, dataRetentionDays, ...rest } = environment;
  if (dataRetentionPolicy === undefined && dataRetentionDays === undefined) return;
  environments.collection(runtime).put(rest as ResourceEntity);
  const changes = [
    { field: 'dataRetentionPolicy', previousValue: dataRetentionPolicy ?? null, newValue: null },
    { field: 'dataRetentionDays', previousValue: dataRetentionDays ?? null, newValue: null },
  ];
  const context =
    environments.events?.context(runtime, environment) ?? baseContext(runtime, environmentId);
  runtime.events.emit('environment:updated', { environmentId, changes }, context);
}

export const dataRetentionPolicyHandlers: HandlerMap = {
  ...resourceHandlers(dataRetentionPolicies),

  createDataRetentionPolicy: (input, runtime) => {
    const policy = createEntity(dataRetentionPolicies, runtime, input);
    applyPolicies(runtime, String(policy.environmentId));
    return { data: policy };
  },

  updateDataRetentionPolicy: ({ params, body }, runtime) => {
    const policy = requireResource(dataRetentionPolicies, runtime, params.id as string);
    const given = body as Record<string, unknown>;
    const updated = updateEntity(dataRetentionPolicies, runtime, policy, given);
    // Written again, even unchanged: the policy written last holds.
    storeWritten(runtime, updated);
    applyPolicies(runtime, String(updated.environmentId));
    return { data: updated };
  },

  deleteDataRetentionPolicy: ({ params }, runtime) => {
    const policy = requireResource(dataRetentionPolicies, runtime, params.id as string);
    deleteEntity(dataRetentionPolicies, runtime, policy);
    applyPolicies(runtime, String(policy.environmentId));
    return { data: { success: true } };
  },
};

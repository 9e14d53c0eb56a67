/**
 * Stored constraints of an app, with versions: a create is version 1, each update that changes
 * something is the next version, and every version stays readable. A field refers to one with
 * `{ type: 'stored', validator }`, so a validator is unique within its app (409 otherwise).
 * @module
 */
import { conflict, notFound } from '../http/http-error';
import type { HandlerMap, OperationInput } from '../http/operation-handler';
import type { DevRuntime } from '../runtime/runtime';
import type { ResourceEntity } from './resource-definition';
import {
  createEntity,
  deleteEntity,
  requireResource,
  resourceHandlers,
  updateEntity,
} from './resource-handlers';
import { constraints, storedCollection } from './resource-table';

const versionsOf = storedCollection('constraint-versions');

function recordVersion(runtime: DevRuntime, constraint: ResourceEntity) {
  const { id, ...rest } = constraint;
  versionsOf(runtime).put({ ...rest, id: `${id}@${constraint.version}`, constraintId: id });
}

function versionView(version: ResourceEntity) {
  const { id: _key, constraintId, ...rest } = version;
  return { ...rest, id: constraintId };
}

function constraintOfApp(input: OperationInput, runtime: DevRuntime) {
  const id = input.params.constraintId as string;
  const constraint = requireResource(constraints, runtime, id);
  if (constraint.appId !== input.params.appId) throw notFound('Constraint', id, 'constraintId');
  return constraint;
}

export const constraintHandlers: HandlerMap = {
  ...resourceHandlers(constraints),

  createConstraint: (input, runtime) => {
    const body = input.body as Record<string, unknown>;
    const appId = input.params.appId as string;
    if (body.appId !== undefined && body.appId !== appId) {
      throw conflict(
        `body.appId ${String(body.appId)} is not the path's app ${appId}`,
        'body.appId',
      );
    }
    if (body.validator !== undefined) {
      const taken = constraints
        .collection(runtime)
        .list()
        .some((other) => other.appId === appId && other.validator === body.validator);
      if (taken) {
        throw conflict(
          `App ${appId} already has a constraint with validator ${String(body.validator)}`,
          'body.validator',
        );
      }
    }
    const created = createEntity(constraints, runtime, input, { version: 1 });
    const constraint = { ...created, validator: created.validator ?? created.id };
    constraints.collection(runtime).put(constraint);
    recordVersion(runtime, constraint);
    return { data: constraint };
  },

  updateConstraint: (input, runtime) => {
    const constraint = constraintOfApp(input, runtime);
    const updated = updateEntity(
      constraints,
      runtime,
      constraint,
      input.body as Record<string, unknown>,
    );
    if (updated === constraint) return { data: constraint };
    const next = { ...updated, version: (constraint.version as number) + 1 };
    constraints.collection(runtime).put(next);
    recordVersion(runtime, next);
    return { data: next };
  },

  deleteConstraint: (input, runtime) => {
    const constraint = constraintOfApp(input, runtime);
    deleteEntity(constraints, runtime, constraint);
    for (const version of versionsOf(runtime).list()) {
      if (version.constraintId === constraint.id) versionsOf(runtime).delete(version.id);
    }
    return { success: true };
  },

  getConstraintVersions: (input, runtime) => {
    const constraint = constraintOfApp(input, runtime);
    const versions = versionsOf(runtime)
      .list()
      .filter((version) => version.constraintId === constraint.id);
    return { data: versions.map(versionView) };
  },

  getConstraintVersion: (input, runtime) => {
    const constraint = constraintOfApp(input, runtime);
    const number = Number(input.params.version);
    const version = versionsOf(runtime).get(`${constraint.id}@${number}`);
    if (!version)
      throw notFound(`Version of constraint ${constraint.id}`, String(number), 'version');
    return { data: versionView(version) };
  },
};

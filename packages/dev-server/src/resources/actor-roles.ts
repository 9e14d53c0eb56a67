/**
 * Roles and who holds them. The account has a fixed set of roles ({@link BUILT_IN_ROLES}, made
 * the first time they are read); a user, guest or agent (an actor) is given a role on a resource
 * — the account, an environment or a space — and can hold each role on each resource once (409
 * for a second time). An actor's roles go with it when it is deleted.
 * @module
 */
import { badRequest, conflict, notFound } from '../http/http-error';
import type { HandlerMap } from '../http/operation-handler';
import { success } from '../http/operation-handler';
import type { DevRuntime } from '../runtime/runtime';
import type { ResourceDefinition, ResourceEntity } from './resource-definition';
import { bodyInput, createEntity, deleteEntity, requireResource } from './resource-handlers';
import { storedCollection } from './resource-store';

/** The roles every account has, by name. */
export const BUILT_IN_ROLES = ['Admin', 'Member', 'Guest'] as const;

const rolesOf = storedCollection('roles');

export const actorRoles: ResourceDefinition = {
  label: 'Actor role',
  collection: storedCollection('actor-roles'),
  idPrefix: 'us_acr_',
  idParam: 'actorRoleId',
  // Served per kind of actor (users, guests, agents) by the handlers below.
  operations: {},
  serverOwned: ['id', 'createdAt', 'updatedAt', 'actorId'],
};

/** The account's roles, made on first use. */
export function listRoles(runtime: DevRuntime): ResourceEntity[] {
  const collection = rolesOf(runtime);
  if (collection.list().length === 0) {
    const now = runtime.now();
    for (const name of BUILT_IN_ROLES) {
      const id = runtime.nextId('us_rol_');
      collection.put({ id, name, accountId: runtime.accountId, createdAt: now, updatedAt: now });
    }
  }
  return collection.list();
}

/** The roles an actor holds. */
export function actorRolesOf(runtime: DevRuntime, actorId: string): ResourceEntity[] {
  return actorRoles
    .collection(runtime)
    .list()
    .filter((role) => role.actorId === actorId);
}

/** Checks that `resourceId` names the account, an environment or a space. */
function checkRoleResource(runtime: DevRuntime, resourceId: string, key: string) {
  if (resourceId === runtime.accountId) return;
  if (runtime.store.environments.get(resourceId) || runtime.store.spaces.get(resourceId)) return;
  throw badRequest(
    `${key} ${resourceId} is not the account, an environment or a space (roles are given on those)`,
    key,
  );
}

/** A role on a resource, as a request gives it. */
export interface RoleGrant {
  roleId: string;
  resourceId: string;
}

/** The role a grant names, once it and the resource are known to exist (404/400 otherwise). */
export function checkGrant(runtime: DevRuntime, grant: RoleGrant, at = 'body'): ResourceEntity {
  const role = listRoles(runtime).find((candidate) => candidate.id === grant.roleId);
  if (!role) throw notFound('Role', grant.roleId, `${at}.roleId`);
  checkRoleResource(runtime, grant.resourceId, `${at}.resourceId`);
  return role;
}

/** Gives an actor a role on a resource (the actor must exist; the caller checked it). */
export function assignRole(
  runtime: DevRuntime,
  actorId: string,
  grant: RoleGrant,
  at = 'body',
): ResourceEntity {
  const role = checkGrant(runtime, grant, at);
  const held = actorRolesOf(runtime, actorId).some(
    (given) => given.roleId === grant.roleId && given.resourceId === grant.resourceId,
  );
  if (held) {
    throw conflict(
      `${actorId} already holds role ${role.name} (${role.id}) on ${grant.resourceId}`,
      `${at}.roleId`,
    );
  }
  const body = { roleId: grant.roleId, resourceId: grant.resourceId };
  return createEntity(actorRoles, runtime, bodyInput(body), { actorId });
}

/** Takes every role of a deleted actor away. */
export function removeActorRoles(runtime: DevRuntime, actorId: string): void {
  for (const given of actorRolesOf(runtime, actorId)) {
    actorRoles.collection(runtime).delete(given.id);
  }
}

/** The three role operations of one kind of actor, named `<verb><Kind>Role(s)`. */
function roleHandlers(kind: 'User' | 'Guest' | 'Agent', collection: string): HandlerMap {
  const param = `${kind.toLowerCase()}Id`;
  const actorOf = (runtime: DevRuntime, params: Record<string, string>) => {
    const id = params[param] as string;
    if (!runtime.store.collection(collection).get(id)) throw notFound(kind, id, param);
    return id;
  };
  return {
    [`list${kind}Roles`]: ({ params }, runtime) => ({
      data: actorRolesOf(runtime, actorOf(runtime, params)),
    }),
    [`assign${kind}Role`]: ({ params, body }, runtime) => ({
      data: assignRole(runtime, actorOf(runtime, params), body as RoleGrant),
    }),
    [`delete${kind}Role`]: ({ params }, runtime) => {
      const actorId = actorOf(runtime, params);
      const given = requireResource(actorRoles, runtime, params.actorRoleId as string);
      if (given.actorId !== actorId) {
        throw notFound(`Role of ${actorId}`, given.id, 'actorRoleId');
      }
      deleteEntity(actorRoles, runtime, given);
      return success();
    },
  };
}

export const actorRoleHandlers: HandlerMap = {
  listRoles: (_input, runtime) => ({ data: listRoles(runtime) }),
  ...roleHandlers('User', 'users'),
  ...roleHandlers('Guest', 'guests'),
  ...roleHandlers('Agent', 'agents'),
};

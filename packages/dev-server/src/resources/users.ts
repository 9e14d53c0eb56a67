/**
 * Users of the account: the account's owner (who holds the API key, and so has accepted long
 * ago; an Admin of the account) and the users invited through the API, whose invitation stays
 * pending — the dev server has no sign-in to accept it. An invitation may give roles
 * (`actorRoles`), and every user answer lists the roles held. An admin can resend a pending
 * invitation; resending to a user who has accepted is a 409 that says so. A user can be renamed,
 * and deleted with their roles, API tokens and onboardings — except the owner (409).
 * @module
 */
import { conflict } from '../http/http-error';
import type { HandlerMap, OperationInput } from '../http/operation-handler';
import { success } from '../http/operation-handler';
import type { DevRuntime } from '../runtime/runtime';
import { assignRole, checkGrant, listRoles, type RoleGrant, removeActorRoles } from './actor-roles';
import { removeUserTokens } from './api-keys';
import { removeUserOnboardings } from './onboardings';
import {
  bodyInput,
  createEntity,
  deleteEntity,
  requireResource,
  resourceHandlers,
  updateEntity,
  viewOf,
} from './resource-handlers';
import { users } from './resource-table';

/** How the owner is told from invited users: its identity provider is the dev server. */
const OWNER_IDP = 'dev-server';

/** The account's owner, created (an Admin of the account) the first time users are read. */
function ensureOwner(runtime: DevRuntime): void {
  const collection = users.collection(runtime);
  if (collection.list().length > 0) return;
  const now = runtime.now();
  const owner = {
    id: runtime.nextId('us_usr_'),
    email: 'owner@importkit.localhost',
    name: 'Account owner',
    accountId: runtime.accountId,
    idp: OWNER_IDP,
    metadata: {},
    invitationAcceptedAt: now,
    createdAt: now,
    updatedAt: now,
  };
  collection.put(owner);
  const admin = listRoles(runtime).find((role) => role.name === 'Admin');
  if (admin) assignRole(runtime, owner.id, { roleId: admin.id, resourceId: runtime.accountId });
}

const plain = resourceHandlers(users);

/** The plain operation, once the owner exists. */
function withOwner(operation: 'listUsers' | 'getUser') {
  const handler = plain[operation];
  if (!handler) throw new Error(`importkit/dev-server: users serve ${operation}`);
  return (input: OperationInput, runtime: DevRuntime) => {
    ensureOwner(runtime);
    return handler(input, runtime);
  };
}

function userOfPath(input: OperationInput, runtime: DevRuntime) {
  ensureOwner(runtime);
  return requireResource(users, runtime, input.params.userId as string);
}

export const userHandlers: HandlerMap = {
  listUsers: withOwner('listUsers'),
  getUser: withOwner('getUser'),

  inviteUser: (input, runtime) => {
    ensureOwner(runtime);
    const { email, name, actorRoles } = input.body as {
      email: string;
      name: string;
      actorRoles?: RoleGrant[];
    };
    const taken = users
      .collection(runtime)
      .list()
      .some((user) => String(user.email).toLowerCase() === email.toLowerCase());
    if (taken) throw conflict(`A user with email ${email} already exists`, 'body.email');
    // Every role is checked before the user exists: a bad one invites nobody.
    (actorRoles ?? []).forEach((grant, index) => {
      checkGrant(runtime, grant, `body.actorRoles[${index}]`);
    });
    const user = createEntity(users, runtime, bodyInput({ email, name }), {
      accountId: runtime.accountId,
      idp: 'email',
      metadata: {},
    });
    (actorRoles ?? []).forEach((grant, index) => {
      assignRole(runtime, user.id, grant, `body.actorRoles[${index}]`);
    });
    return { data: viewOf(users, runtime, user) };
  },

  updateUser: (input, runtime) => {
    const user = userOfPath(input, runtime);
    const updated = updateEntity(users, runtime, user, input.body as Record<string, unknown>);
    return { data: viewOf(users, runtime, updated) };
  },

  deleteUser: (input, runtime) => {
    const user = userOfPath(input, runtime);
    if (user.idp === OWNER_IDP) {
      throw conflict(
        `User ${user.id} is the account's owner, who holds the dev server's API key: the owner cannot be deleted`,
        'userId',
      );
    }
    deleteEntity(users, runtime, user);
    removeActorRoles(runtime, user.id);
    removeUserTokens(runtime, user.id);
    removeUserOnboardings(runtime, user.id);
    return success();
  },

  resendUserInvite: (input, runtime) => {
    const user = userOfPath(input, runtime);
    if (user.invitationAcceptedAt !== undefined) {
      throw conflict(
        `User ${user.id} already accepted the invitation (at ${String(user.invitationAcceptedAt)}); there is nothing to resend`,
        'userId',
      );
    }
    users.collection(runtime).put({ ...user, updatedAt: runtime.now() });
    return success();
  },
};

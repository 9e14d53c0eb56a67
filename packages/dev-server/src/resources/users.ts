/**
 * Users of the account: the account's owner (who holds the API key, and so has accepted long
 * ago) and the users invited through the API, whose invitation stays pending — the dev server
 * has no sign-in to accept it. An admin can resend a pending invitation; resending to a user who
 * has accepted is a 409 that says so.
 * @module
 */
import { conflict } from '../http/http-error';
import type { HandlerMap } from '../http/operation-handler';
import { success } from '../http/operation-handler';
import type { DevRuntime } from '../runtime/runtime';
import { createEntity, requireResource, resourceHandlers } from './resource-handlers';
import { users } from './resource-table';

/** The account's owner, created the first time users are read. */
function ensureOwner(runtime: DevRuntime): void {
  const collection = users.collection(runtime);
  if (collection.list().length > 0) return;
  const now = runtime.now();
  collection.put({
    id: runtime.nextId('us_usr_'),
    email: 'owner@importkit.localhost',
    name: 'Account owner',
    accountId: runtime.accountId,
    idp: 'dev-server',
    metadata: {},
    invitationAcceptedAt: now,
    createdAt: now,
    updatedAt: now,
  });
}

const plain = resourceHandlers(users);

export const userHandlers: HandlerMap = {
  listUsers: (input, runtime) => {
    ensureOwner(runtime);
    return plain.listUsers?.(input, runtime);
  },

  getUser: (input, runtime) => {
    ensureOwner(runtime);
    return plain.getUser?.(input, runtime);
  },

  inviteUser: (input, runtime) => {
    ensureOwner(runtime);
    const { email, name } = input.body as { email: string; name: string };
    const taken = users
      .collection(runtime)
      .list()
      .some((user) => String(user.email).toLowerCase() === email.toLowerCase());
    if (taken) throw conflict(`A user with email ${email} already exists`, 'body.email');
    const user = createEntity(
      users,
      runtime,
      { ...input, body: { email, name } },
      { accountId: runtime.accountId, idp: 'email', metadata: {} },
    );
    return { data: user };
  },

  resendUserInvite: ({ params }, runtime) => {
    ensureOwner(runtime);
    const user = requireResource(users, runtime, params.userId as string);
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

/**
 * The server's account: the one every request acts in (`accountId` of every event). It is made
 * the first time it is read, named by `updateCurrentAccount`; its `defaultAppId` must name an app.
 * Its entitlements (the features of a hosted plan) are none: a hosted extractor that asks for
 * them, as `@flatfile/util-extractor` does for a space, reads an empty list and runs without the
 * plan's optional features (header selection, the source editor).
 * @module
 */
import { badRequest, notFound } from '../http/http-error';
import type { HandlerMap } from '../http/operation-handler';
import { defined } from '../runtime/lookups';
import type { DevRuntime } from '../runtime/runtime';
import type { ResourceEntity } from './resource-definition';
import { storedCollection } from './resource-store';

const accountsOf = storedCollection('accounts');

/** The server's account, made on first use. */
export function currentAccount(runtime: DevRuntime): ResourceEntity {
  const existing = accountsOf(runtime).get(runtime.accountId);
  if (existing) return existing;
  const now = runtime.now();
  const account = {
    id: runtime.accountId,
    name: 'Development account',
    metadata: {},
    createdAt: now,
    updatedAt: now,
  };
  accountsOf(runtime).put(account);
  return account;
}

/** Checks that `resourceId` is the account or a resource in it (an environment or a space). */
function checkAccountResource(runtime: DevRuntime, resourceId: string, key: string) {
  const { store } = runtime;
  if (resourceId === runtime.accountId) return;
  if (store.environments.get(resourceId) || store.spaces.get(resourceId)) return;
  throw notFound('Account, environment or space', resourceId, key);
}

export const accountHandlers: HandlerMap = {
  getCurrentAccount: (_input, runtime) => ({ data: currentAccount(runtime) }),

  updateCurrentAccount: ({ body }, runtime) => {
    const patch = body as { name?: string; defaultAppId?: string };
    if (patch.name !== undefined && patch.name.trim() === '') {
      throw badRequest('body.name cannot be empty', 'body.name');
    }
    if (
      patch.defaultAppId !== undefined &&
      !runtime.store.collection('apps').get(patch.defaultAppId)
    ) {
      throw notFound('App', patch.defaultAppId, 'body.defaultAppId');
    }
    const updated = defined({ ...currentAccount(runtime), ...patch, updatedAt: runtime.now() });
    accountsOf(runtime).put(updated);
    return { data: updated };
  },

  listEntitlements: ({ query }, runtime) => {
    checkAccountResource(runtime, String(query.resourceId), 'query.resourceId');
    return { data: [] };
  },
};

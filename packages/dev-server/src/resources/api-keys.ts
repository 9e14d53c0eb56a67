/**
 * API keys and tokens. Each environment has keys: the server's own (the key it was started with
 * and printed, a secret key of the default environment, which cannot be deleted) and those created
 * through the API, secret (`sk_dev_…`) or publishable (`pk_dev_…`; an environment's first one is
 * made when it is first asked for). The account owner has personal access tokens, and a user API
 * tokens per tenant. Every key or token created is accepted by the key check (http/auth.ts) from
 * then on, and refused (401) from the moment it is deleted; they are kept in the store, so
 * `--data` keeps them. The dev server does not narrow what a publishable key may call. Tokens are
 * shown once, when created: only their digests are kept.
 * @module
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { keyDigest } from '../http/auth';
import { badRequest, notFound } from '../http/http-error';
import type { HandlerMap } from '../http/operation-handler';
import { success } from '../http/operation-handler';
import { paginate, requireEnvironment } from '../runtime/lookups';
import type { DevRuntime } from '../runtime/runtime';
import type { StatePart } from '../runtime/server-state';
import type { ResourceEntity } from './resource-definition';
import { storedCollection } from './resource-store';

const keysOf = storedCollection('api-keys');
const personalTokensOf = storedCollection('personal-access-tokens');
const userTokensOf = storedCollection('user-api-tokens');

/**
 * The key the server was started with: given to each start, never stored, and kept by a reset
 * (a client still holds it).
 */
export class ServerKey implements StatePart {
  rawKey = '';
  startedAt = '';

  start(rawKey: string, at: string): void {
    this.rawKey = rawKey;
    this.startedAt = at;
  }

  clear(): void {}
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/** The digests of every key and token issued and not deleted (the key check reads them). */
export function issuedKeyDigests(runtime: DevRuntime): Buffer[] {
  return [keysOf, personalTokensOf, userTokensOf].flatMap((collection) =>
    collection(runtime)
      .list()
      .map((issued) => Buffer.from(String(issued.digest), 'hex')),
  );
}

/** The server's own key as the API shows it. */
function serverKeyView(runtime: DevRuntime) {
  const key = runtime.state.serverKey;
  return {
    id: runtime.actorId,
    type: 'SECRET',
    environmentId: runtime.environmentId,
    accountId: runtime.accountId,
    rawKey: key.rawKey,
    operations: [],
    createdAt: key.startedAt || runtime.now(),
  };
}

function keyView({ digest: _digest, ...key }: ResourceEntity) {
  return key;
}

function keysOfEnvironment(runtime: DevRuntime, environmentId: string) {
  const created = keysOf(runtime)
    .list()
    .filter((key) => key.environmentId === environmentId)
    .map(keyView);
  return environmentId === runtime.environmentId ? [serverKeyView(runtime), ...created] : created;
}

function createKey(runtime: DevRuntime, environmentId: string, type: 'SECRET' | 'PUBLISHABLE') {
  const rawKey = `${type === 'SECRET' ? 'sk' : 'pk'}_dev_${hex(16)}`;
  const now = runtime.now();
  const key = {
    id: runtime.nextId('us_key_'),
    type,
    environmentId,
    accountId: runtime.accountId,
    rawKey,
    operations: [],
    digest: keyDigest(rawKey).toString('hex'),
    createdAt: now,
    updatedAt: now,
  };
  keysOf(runtime).put(key);
  return keyView(key);
}

/** Takes away the API tokens of a deleted user. */
export function removeUserTokens(runtime: DevRuntime, userId: string): void {
  for (const token of userTokensOf(runtime).list()) {
    if (token.userId === userId) userTokensOf(runtime).delete(token.id);
  }
}

function tokenView({ digest: _digest, ...token }: ResourceEntity) {
  return token;
}

/** A user's token as the hosted `ApiToken` (its id is its `clientId`; the secret is not kept). */
function userTokenView({
  id: _id,
  digest: _digest,
  userId: _user,
  tenantId: _tenant,
  ...token
}: ResourceEntity) {
  return token;
}

export const apiKeyHandlers: HandlerMap = {
  getApiKeys: ({ query }, runtime) => {
    const environmentId = String(query.environmentId);
    requireEnvironment(runtime, environmentId, 'query.environmentId');
    return { data: keysOfEnvironment(runtime, environmentId) };
  },

  getPublishableKey: ({ query }, runtime) => {
    const environmentId = String(query.environmentId);
    requireEnvironment(runtime, environmentId, 'query.environmentId');
    const existing = keysOf(runtime)
      .list()
      .find((key) => key.environmentId === environmentId && key.type === 'PUBLISHABLE');
    return {
      data: existing ? keyView(existing) : createKey(runtime, environmentId, 'PUBLISHABLE'),
    };
  },

  createApiKey: ({ query }, runtime) => {
    const environmentId = String(query.environmentId);
    requireEnvironment(runtime, environmentId, 'query.environmentId');
    return { data: [createKey(runtime, environmentId, query.type as 'SECRET' | 'PUBLISHABLE')] };
  },

  deleteApiKey: ({ query }, runtime) => {
    const environmentId = String(query.environmentId);
    const given = String(query.key);
    requireEnvironment(runtime, environmentId, 'query.environmentId');
    if (given === runtime.actorId || given === runtime.state.serverKey.rawKey) {
      throw badRequest(
        'query.key is the key this dev server was started with: it cannot be deleted (start the server with another key instead)',
        'query.key',
      );
    }
    // By id, as the hosted client sends it, or by the key itself.
    const key = keysOf(runtime)
      .list()
      .find((candidate) => candidate.id === given || candidate.rawKey === given);
    if (!key || key.environmentId !== environmentId) {
      throw notFound(`API key of environment ${environmentId}`, key?.id ?? given, 'query.key');
    }
    keysOf(runtime).delete(key.id);
    return success();
  },

  listPersonalAccessTokens: (_input, runtime) => ({
    data: personalTokensOf(runtime).list().map(tokenView),
  }),

  createPersonalAccessToken: ({ body }, runtime) => {
    const token = `pat_dev_${hex(16)}`;
    const personalAccessToken = {
      id: runtime.nextId('us_pat_'),
      name: (body as { name: string }).name,
      createdAt: runtime.now(),
    };
    personalTokensOf(runtime).put({
      ...personalAccessToken,
      digest: keyDigest(token).toString('hex'),
    });
    return { data: { token, personalAccessToken } };
  },

  deletePersonalAccessToken: ({ params }, runtime) => {
    const id = params.accessTokenId as string;
    if (!personalTokensOf(runtime).get(id))
      throw notFound('Personal access token', id, 'accessTokenId');
    personalTokensOf(runtime).delete(id);
    return success();
  },

  listUserApiTokens: ({ params, query }, runtime) => {
    const userId = requireUser(runtime, params.userId as string);
    const tokens = userTokensOf(runtime)
      .list()
      .filter((token) => token.userId === userId && token.tenantId === query.tenantId)
      .map(userTokenView);
    const pageSize = typeof query.pageSize === 'number' ? query.pageSize : 20;
    const pageNumber = typeof query.pageNumber === 'number' ? query.pageNumber : 1;
    const pagination = {
      currentPage: pageNumber,
      pageCount: Math.max(1, Math.ceil(tokens.length / pageSize)),
      totalCount: tokens.length,
    };
    return { data: paginate(tokens, { pageSize, pageNumber }), pagination };
  },

  createUserApiToken: ({ params, query }, runtime) => {
    const userId = requireUser(runtime, params.userId as string);
    const secret = `sk_dev_${hex(16)}`;
    const clientId = randomUUID();
    const token = {
      clientId,
      description: `API token of ${userId} for tenant ${String(query.tenantId)}`,
      metadata: { tenantId: query.tenantId },
      createdAt: runtime.now(),
    };
    userTokensOf(runtime).put({
      id: clientId,
      ...token,
      userId,
      tenantId: query.tenantId,
      digest: keyDigest(secret).toString('hex'),
    });
    return { data: { ...token, secret } };
  },
};

function requireUser(runtime: DevRuntime, userId: string) {
  if (!runtime.store.collection('users').get(userId)) throw notFound('User', userId, 'userId');
  return userId;
}

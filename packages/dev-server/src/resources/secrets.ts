/**
 * Secrets: a write is an upsert by name within its environment, space and actor (`secret:created`
 * or `secret:updated`), and both write and delete answer with the secrets of that scope, as the
 * hosted API does. A secret's value is never put in an event, an error or a log line: errors
 * name fields only.
 * @module
 */
import { badRequest } from '../http/http-error';
import type { HandlerMap } from '../http/operation-handler';
import type { DevRuntime } from '../runtime/runtime';
import { findSpace } from './parents';
import type { ResourceEntity } from './resource-definition';
import {
  createEntity,
  deleteEntity,
  requireResource,
  resourceHandlers,
  updateEntity,
} from './resource-handlers';
import { secrets } from './resource-table';

/** The actors a secret can belong to, by id prefix, and where each is stored. */
const ACTOR_KINDS: { prefix: string; exists: (runtime: DevRuntime, id: string) => boolean }[] = [
  { prefix: 'us_usr_', exists: (runtime, id) => !!runtime.store.collection('users').get(id) },
  { prefix: 'us_g_', exists: (runtime, id) => !!runtime.store.collection('guests').get(id) },
  { prefix: 'us_ag_', exists: (runtime, id) => !!runtime.store.collection('agents').get(id) },
  {
    prefix: 'us_key_',
    // The server's own key, or one created through the API (api-keys.ts).
    exists: (runtime, id) =>
      id === runtime.actorId || !!runtime.store.collection('api-keys').get(id),
  },
];

function checkActor(runtime: DevRuntime, actorId: string) {
  const kind = ACTOR_KINDS.find((candidate) => actorId.startsWith(candidate.prefix));
  if (!kind) {
    throw badRequest(
      `body.actorId ${actorId} is not a user (us_usr_), guest (us_g_), agent (us_ag_) or API key (us_key_)`,
      'body.actorId',
    );
  }
  if (!kind.exists(runtime, actorId)) {
    throw badRequest(`body.actorId ${actorId} names no existing actor`, 'body.actorId');
  }
}

/** The secrets sharing a scope (environment, space, actor) with `secret`. */
function scopeOf(runtime: DevRuntime, secret: ResourceEntity) {
  return secrets
    .collection(runtime)
    .list()
    .filter(
      (other) =>
        other.environmentId === secret.environmentId &&
        other.spaceId === secret.spaceId &&
        other.actorId === secret.actorId,
    );
}

export const secretHandlers: HandlerMap = {
  ...resourceHandlers(secrets),

  writeSecret: (input, runtime) => {
    const body = input.body as Record<string, unknown>;
    if (typeof body.spaceId === 'string') {
      const space = findSpace(runtime, body.spaceId, 'body.spaceId');
      if (body.environmentId !== undefined && body.environmentId !== space.environmentId) {
        throw badRequest(
          `Space ${body.spaceId} is not in environment ${String(body.environmentId)}`,
          'body.spaceId',
        );
      }
      body.environmentId = space.environmentId;
    }
    if (typeof body.actorId === 'string') checkActor(runtime, body.actorId);
    const environmentId = body.environmentId ?? runtime.environmentId;
    const existing = secrets
      .collection(runtime)
      .list()
      .find(
        (secret) =>
          secret.name === body.name &&
          secret.environmentId === environmentId &&
          secret.spaceId === body.spaceId &&
          secret.actorId === body.actorId,
      );
    const written = existing
      ? updateEntity(secrets, runtime, existing, { value: body.value })
      : createEntity(secrets, runtime, input);
    return { data: scopeOf(runtime, written) };
  },

  deleteSecret: ({ params }, runtime) => {
    const secret = requireResource(secrets, runtime, params.secretId as string);
    deleteEntity(secrets, runtime, secret);
    return { data: scopeOf(runtime, secret) };
  },
};

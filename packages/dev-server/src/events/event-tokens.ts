/**
 * `GET /v1/subscription` and `GET /v1/environments/subscription-token`: where to read events.
 *
 * The hosted service answers these with the keys of a third-party realtime channel. The dev
 * server has no such channel: its events are read from itself, with the SSE stream or the long
 * poll. So the answer keeps the hosted shape (`accountId`, `token`) and adds what a driver needs
 * to read this server's events: the environment (and space) to filter on, and the two URLs with
 * those filters filled in. The token is the API key the caller sent, which is what the event
 * endpoints take (the hosted client documents the token as the API key too); it does not expire,
 * so no `ttl` is given.
 * @module
 */
import type { FastifyRequest } from 'fastify';
import type { Schema } from '../contract/wire-types';
import type { HandlerMap } from '../http/operation-handler';
import { defined, requireEnvironment, requireSpace } from '../runtime/lookups';
import type { DevRuntime } from '../runtime/runtime';

type EventToken = Schema<'EventToken'>;

/** What the events are filtered on. */
interface Scope {
  environmentId: string;
  spaceId?: string;
}

/** The bearer token of the request (the auth check already accepted it). */
function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1]?.trim();
}

/** `http://host:port` as the caller reached this server. */
function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

function eventUrl(origin: string, path: string, scope: Scope): string {
  const url = new URL(path, origin);
  url.searchParams.set('environmentId', scope.environmentId);
  if (scope.spaceId !== undefined) url.searchParams.set('spaceId', scope.spaceId);
  return url.toString();
}

/** The answer for a scope. */
export function eventToken(runtime: DevRuntime, request: FastifyRequest, scope: Scope) {
  const origin = originOf(request);
  const token: EventToken = defined({
    accountId: runtime.accountId,
    token: bearerOf(request),
    environmentId: scope.environmentId,
    spaceId: scope.spaceId,
    streamUrl: eventUrl(origin, '/v1/events/stream', scope),
    pollUrl: eventUrl(origin, '/v1/events', scope),
  });
  return { data: token };
}

/**
 * The scope `getEventToken` names: `spaceId`, else `scope` (a space or environment id), else
 * the default environment.
 */
function scopeOf(runtime: DevRuntime, query: Record<string, unknown>): Scope {
  const spaceId = query.spaceId as string | undefined;
  if (spaceId !== undefined) {
    const space = requireSpace(runtime, spaceId, 'query.spaceId');
    return { environmentId: space.environmentId, spaceId: space.id };
  }
  const scope = query.scope as string | undefined;
  if (scope === undefined) return { environmentId: runtime.environmentId };
  const space = runtime.store.spaces.get(scope);
  if (space) return { environmentId: space.environmentId, spaceId: space.id };
  return { environmentId: requireEnvironment(runtime, scope, 'query.scope').id };
}

export const eventTokenHandlers: HandlerMap = {
  getEventToken: ({ query, request }, runtime) =>
    eventToken(runtime, request, scopeOf(runtime, query)),

  getEnvironmentEventToken: ({ query, request }, runtime) => {
    const environment = requireEnvironment(
      runtime,
      query.environmentId as string,
      'query.environmentId',
    );
    return eventToken(runtime, request, { environmentId: environment.id });
  },
};

/**
 * Events a caller publishes (`POST /v1/events`) and acknowledges (`POST /v1/events/{eventId}/ack`).
 *
 * A published event goes into the same log as the server's own, so every reader — the stream,
 * the long poll, a listener — gets it as it gets theirs. It must therefore be an event of the
 * catalog a reader can trust: the context's `accountId` is this server's, its environment
 * exists, and topic, domain, payload and context match the catalog's schema of the topic (a
 * `job:ready` carries the job payload and a `jobId`). Anything else is a 400 naming the field.
 * A context without `actorId` gets the publisher's (the API key's actor).
 * An acknowledgement marks the event in the log (`acknowledgedAt`, `acknowledgedBy`); the long
 * poll leaves acknowledged events out unless asked for them.
 * @module
 */
import { checkSchema } from '../contract/schema-checks';
import type { Schema } from '../contract/wire-types';
import { badRequest, notFound } from '../http/http-error';
import { type HandlerMap, success } from '../http/operation-handler';
import type { EventContext, EventExtras } from '../runtime/event-log';
import { defined, requireEnvironment } from '../runtime/lookups';
import type { DevRuntime } from '../runtime/runtime';

type CreateEventConfig = Schema<'CreateEventConfig'>;

function checkAgainstCatalog(event: Record<string, unknown>): void {
  const issue = checkSchema('Event', event, 'body');
  if (issue)
    throw badRequest(`${issue.message} (the catalog's ${String(event.topic)} event)`, issue.key);
}

/**
 * Checks a published event and puts it in the log; returns it as stored.
 *
 * @example
 * publishEvent(runtime, { topic: 'space:updated', domain: 'space', payload: {}, context });
 */
export function publishEvent(runtime: DevRuntime, config: CreateEventConfig) {
  const { topic, domain, payload, context: given, attributes, ...extras } = config;
  if (given.accountId !== runtime.accountId) {
    throw badRequest(
      `body.context.accountId "${given.accountId}" is not the account of this server (${runtime.accountId})`,
      'body.context.accountId',
    );
  }
  requireEnvironment(runtime, given.environmentId, 'body.context.environmentId');
  // The publisher is the actor of an event that names none.
  const context = { ...given, actorId: given.actorId ?? runtime.actorId };
  // The envelope as the log will hold it; id and time are placeholders of the right shape.
  checkAgainstCatalog(
    defined({
      ...extras,
      id: 'us_evt_0',
      topic,
      domain,
      context,
      payload,
      attributes,
      createdAt: runtime.now(),
    }),
  );
  // The context's lists and objects (`namespaces`, `slugs`, `filters`) pass through as given.
  return runtime.events.emit(
    topic,
    payload,
    context as unknown as EventContext,
    attributes as Record<string, unknown> | undefined,
    { ...(extras as Omit<EventExtras, 'domain'>), domain },
  );
}

export const publishedEventHandlers: HandlerMap = {
  createEvent: ({ body }, runtime) => ({
    data: publishEvent(runtime, body as CreateEventConfig),
  }),

  ackEvent: ({ params }, runtime) => {
    const id = params.eventId as string;
    const acknowledged = runtime.events.acknowledge(id, runtime.actorId, runtime.now());
    if (!acknowledged) throw notFound('Event', id, 'eventId');
    return success();
  },
};

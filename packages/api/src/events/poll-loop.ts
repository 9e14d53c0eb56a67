import { clientFor } from '../client/create-client';
import { errorItemsFromBody } from '../errors/error-items';
import { TransportError } from '../errors/transport-error';
import type { operations } from '../generated/openapi';
import { backoffDelay, sleep } from '../internal/backoff';
import { eventFilterQuery } from './event-filter-query';
import type { SessionContext, TransportEnd } from './subscription-types';

type ListEventsQuery = operations['listEvents']['parameters']['query'];

/**
 * Long polling: `GET /v1/events?after=<cursor>&wait=<s>` in a loop. The server answers at once
 * when newer events exist and holds the request otherwise, so the loop asks again right after
 * every answer (a full page simply means more is waiting). Failures other than 401/403 are
 * reported and retried with backoff, here only: the requests go through a client of the same
 * configuration without retries (nor the caller's own middleware, as over SSE), so a failure is
 * reported when it happens. Returns when the subscription closes, on 401/403, or, once `switchAt`
 * (epoch ms) has passed, at the next answer so that SSE can be tried again.
 *
 * The first request of a run does not wait (`wait=0`): a held poll answers only when an event
 * comes or the wait runs out, and the subscription should not need up to 30 s on an idle server
 * to learn that the server is there, accepts the key and has fixed the cursor (`ready`).
 */
export async function runPollLoop(
  context: SessionContext,
  switchAt: number,
): Promise<TransportEnd> {
  const { options, queue, signal } = context;
  const client = clientFor(context.client.config, { retries: false });
  let failures = 0;
  let answered = false;

  const fail = async (error: TransportError) => {
    context.report(error);
    failures++;
    const delay = backoffDelay(failures, options.reconnectMinMs, options.reconnectMaxMs);
    await sleep(delay, signal).catch(() => undefined); // an abort ends the loop below
  };

  const filters = eventFilterQuery(options);
  const listEvents = (query: ListEventsQuery) =>
    client.GET('/v1/events', { params: { query }, signal });

  while (!signal.aborted) {
    if (Date.now() >= switchAt) return { kind: 'switch' };
    await queue.waitForRoom();
    if (signal.aborted) break;
    const cursor = context.cursor;
    const query: ListEventsQuery = {
      ...filters,
      // Without a cursor, start where the subscription started rather than at the oldest event.
      ...(cursor !== undefined ? { after: cursor } : { since: context.startedAt }),
      wait: answered ? options.pollWaitSeconds : 0,
    };
    let result: Awaited<ReturnType<typeof listEvents>>;
    try {
      result = await listEvents(query);
    } catch (cause) {
      if (signal.aborted) break;
      await fail(new TransportError('poll', `request failed: ${messageOf(cause)}`, { cause }));
      continue;
    }
    const { response } = result;
    if (response.status === 401 || response.status === 403) {
      return { kind: 'auth', status: response.status, errors: errorItemsFromBody(result.error) };
    }
    const events = result.data?.data;
    if (!response.ok || !Array.isArray(events)) {
      const what = response.ok ? 'an answer without a data array' : `HTTP ${response.status}`;
      await fail(new TransportError('poll', what, { status: response.status }));
      continue;
    }
    context.connected('poll');
    answered = true;
    failures = 0;
    let moved = false;
    for (const raw of events) moved = context.deliver(raw) || moved;
    if (events.length > 0 && !moved) {
      // Nothing in the page had a usable id, so asking again would bring the same page back.
      await fail(new TransportError('poll', 'a page of events without usable ids'));
    }
  }
  return { kind: 'closed' };
}

function messageOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}

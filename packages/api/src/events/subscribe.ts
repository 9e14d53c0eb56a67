import type { ImportkitClient } from '../client/create-client';
import type { ImportkitError } from '../errors/importkit-error';
import type { EventOf, EventTopic, ImportkitEvent } from '../generated/event-catalog';
import { backoffDelay, sleep } from '../internal/backoff';
import { EventQueue } from './event-queue';
import { parseEvent } from './parse-event';
import { runPollLoop } from './poll-loop';
import { RecentIds } from './recent-ids';
import { runSseConnection } from './sse-connection';
import { resolveSubscribeOptions } from './subscribe-options';
import type {
  EventSubscription,
  SessionContext,
  SubscribeOptions,
  Transport,
  TransportEnd,
} from './subscription-types';
import { readUnknownTopicEvent } from './unknown-topic-event';

/** Failed SSE connections in a row (each without a single event) before `auto` falls back. */
const SSE_FAILURES_BEFORE_POLLING = 3;
const REMEMBERED_IDS = 10_000;

/**
 * Subscribes to the events of an environment: an async iterable of typed, zod-checked events, in
 * emission order, each exactly once across reconnects. It uses server-sent events and, in `auto`
 * mode, falls back to long polling when SSE is refused, answers non-200 or not as an event
 * stream, or keeps failing, and tries SSE again later. Either transport resumes after the last
 * event taken from the wire. A 4xx answer ends the iteration (an `AuthError` for 401/403, an
 * `ApiError` otherwise, see `permanentFailure`); malformed or oversized events are reported
 * through `onError` and skipped.
 *
 * @example
 * ```ts
 * const events = subscribe(api, { environmentId, topics: ['job:ready'] });
 * for await (const event of events) {
 *   console.log(event.topic, event.payload.job); // typed as a job:ready event
 *   if (done) await events.close();
 * }
 * ```
 */
export function subscribe<T extends EventTopic = EventTopic>(
  client: ImportkitClient,
  options: SubscribeOptions<T>,
): EventSubscription<EventOf<T>> {
  const resolved = resolveSubscribeOptions(options);
  const mode = resolved.transport;
  const queue = new EventQueue<ImportkitEvent>(resolved.bufferSize);
  const recent = new RecentIds(REMEMBERED_IDS);
  const topics = resolved.topics ? new Set<string>(resolved.topics) : undefined;
  const abort = new AbortController();
  const onError = options.onError ?? warnAboutSkippedEvents;
  let cursor = options.after;
  let lastYielded: string | undefined;
  let transport: Transport = mode === 'poll' ? 'poll' : 'sse';
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  if (cursor !== undefined) recent.add(cursor);

  const report = (error: ImportkitError, raw?: unknown) => {
    try {
      onError(error, raw);
    } catch {
      // A failing error hook must not take the subscription down.
    }
  };

  const context: SessionContext = {
    client,
    options: resolved,
    queue,
    signal: abort.signal,
    startedAt: new Date().toISOString(),
    get cursor() {
      return cursor;
    },
    deliver(raw, wireId) {
      const result = parseEvent(raw);
      const id = result.ok ? result.event.id : (wireId ?? result.error.eventId);
      // add() is false for an id seen before: a replayed event is dropped here.
      if (id !== undefined && !recent.add(id)) return false;
      const unknownTopic =
        !result.ok && options.unknownTopics === true && !topics
          ? readUnknownTopicEvent(raw)
          : undefined;
      if (unknownTopic) {
        cursor = unknownTopic.id;
        // Yielded as it is: its type is `UnknownTopicEvent` (see `unknownTopics`).
        queue.push(unknownTopic as unknown as ImportkitEvent);
        return true;
      }
      if (!result.ok) report(result.error, raw);
      if (id === undefined) return false;
      cursor = id;
      if (result.ok && (!topics || topics.has(result.event.topic))) queue.push(result.event);
      return true;
    },
    passOver(id) {
      if (recent.add(id)) cursor = id;
    },
    report,
    connected(current) {
      transport = current;
      markReady();
    },
  };

  const run = async (): Promise<void> => {
    let failures = 0;
    while (!abort.signal.aborted) {
      const end: TransportEnd =
        transport === 'sse'
          ? await runSseConnection(context)
          : await runPollLoop(
              context,
              mode === 'auto' ? Date.now() + resolved.sseRetryIntervalMs : Infinity,
            );
      if (end.kind === 'closed') break;
      if (end.kind === 'fatal') {
        queue.end(end.error);
        break;
      }
      if (end.kind === 'switch') {
        transport = 'sse';
        continue;
      }
      report(end.error);
      failures = end.kind === 'dropped' && end.delivered > 0 ? 1 : failures + 1;
      if (mode === 'auto' && (end.kind === 'rejected' || failures >= SSE_FAILURES_BEFORE_POLLING)) {
        transport = 'poll';
        failures = 0;
        continue;
      }
      const delay = backoffDelay(failures, resolved.reconnectMinMs, resolved.reconnectMaxMs);
      await sleep(delay, abort.signal).catch(() => undefined);
    }
    queue.end();
    markReady();
  };
  const running = run().catch((error: unknown) => queue.end(error));

  const onOuterAbort = () => void close();
  const close = async () => {
    if (!abort.signal.aborted) {
      options.signal?.removeEventListener('abort', onOuterAbort);
      abort.abort();
      queue.discard();
    }
    await running;
  };
  if (options.signal?.aborted) void close();
  else options.signal?.addEventListener('abort', onOuterAbort, { once: true });

  const iterator: AsyncIterableIterator<EventOf<T>> = {
    // Not async: an async function would add a promise and a turn of the queue per event.
    next() {
      // An event already queued is handed out at once, without a `then` (and its turn) to note it.
      const queued = queue.takeQueued();
      if (queued !== undefined) {
        lastYielded = queued.id;
        return Promise.resolve({ done: false, value: queued as EventOf<T> });
      }
      return queue.next().then((result) => {
        if (!result.done) lastYielded = result.value.id;
        return result as IteratorResult<EventOf<T>, undefined>;
      });
    },
    async return() {
      await close();
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };

  return {
    get transport() {
      return transport;
    },
    get lastEventId() {
      return lastYielded;
    },
    ready,
    close,
    [Symbol.asyncIterator]: () => iterator,
  };
}

function warnAboutSkippedEvents(error: ImportkitError): void {
  if (error.code === 'INVALID_EVENT') console.warn(error.message);
}

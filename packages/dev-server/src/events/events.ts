/**
 * `GET /v1/events` (a long poll when `wait` is given) and `GET /v1/events/{eventId}`.
 * A held poll answers as soon as a matching event is emitted (once the synchronous part of the
 * emitting operation has finished, so the events it emits together come together), when `wait`
 * runs out, or at `close()`.
 * `pageNumber` pages through what comes after the cursor (page n starts where page n - 1, read
 * with `after`, would have ended); events acknowledged with `ackEvent` are left out unless
 * `includeAcknowledged` is true.
 * @module
 */
import { notFound } from '../http/http-error';
import { type HandlerMap, RawJson } from '../http/operation-handler';
import { type LoggedEvent, matchesFilter } from '../runtime/event-log';
import { readCursor, readEventFilter } from './event-filters';

/** Where an event page stops growing (it always holds at least one event). */
const MAX_PAGE_CHARS = 64 * 1024 * 1024;

export const eventHandlers: HandlerMap = {
  listEvents: ({ query, reply }, runtime) => {
    const filter = {
      ...readEventFilter(runtime, query),
      unacknowledgedOnly: query.includeAcknowledged !== true,
    };
    const after = readCursor(query.after as string | undefined, 'query.after');
    const pageSize = query.pageSize as number;
    const pageNumber = (query.pageNumber as number | undefined) ?? 1;
    // The page is built from the log's cached envelope JSON, not serialized again per poll.
    // A page also ends once its JSON passes MAX_PAGE_CHARS (the caller goes on with `after`), so
    // it always fits in one string.
    const read = () => {
      let cursor = after;
      for (let skipped = 1; skipped < pageNumber; skipped++) {
        const { events, through } = runtime.events.read(cursor, filter, pageSize, MAX_PAGE_CHARS);
        if (events.length === 0) return [];
        cursor = through;
      }
      return runtime.events.read(cursor, filter, pageSize, MAX_PAGE_CHARS).events;
    };
    const page = (events: LoggedEvent[]) =>
      new RawJson(`{"data":[${events.map((event) => event.json).join(',')}]}`);
    const ready = read();
    const wait = typeof query.wait === 'number' ? query.wait : 0;
    if (ready.length > 0 || wait === 0) return page(ready);

    return new Promise<RawJson>((resolve) => {
      let done = false;
      let scheduled = false;
      const finish = () => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        unsubscribe();
        unregister();
        resolve(page(read()));
      };
      const unsubscribe = runtime.events.subscribe((event) => {
        if (scheduled || !matchesFilter(event, filter)) return;
        scheduled = true;
        // A microtask, not the next turn of the loop: it runs once the emitting operation's
        // synchronous part is done (its other events are in the page), but before the loop
        // handles the other requests already waiting, each of which would delay the answer.
        queueMicrotask(finish);
      });
      const timer = setTimeout(finish, wait * 1000);
      const unregister = runtime.onClose(finish);
      // A client that gives up stops holding anything.
      reply.raw.once('close', finish);
    });
  },

  getEvent: ({ params }, runtime) => {
    const id = params.eventId as string;
    const event = runtime.events.get(id);
    if (!event) throw notFound('Event', id, 'eventId');
    return { data: event };
  },
};

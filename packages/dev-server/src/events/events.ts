/**
 * `GET /v1/events` (a long poll when `wait` is given) and `GET /v1/events/{eventId}`.
 * A held poll answers as soon as a matching event is emitted (once the synchronous part of the
 * emitting operation has finished, so the events it emits together come together), when `wait`
 * runs out, or at `close()`.
 * `pageNumber` pages through what comes after the cursor (page n starts where page n - 1, read
 * with `after`, would have ended); events acknowledged with `ackEvent` are left out unless
 * `includeAcknowledged` is true. Polls naming a `reader` share one position in the log (see
 * poll-readers.ts): their answers say where they start and stop in two headers.
 * @module
 */
import { badRequest, notFound } from '../http/http-error';
import { type HandlerMap, RawJson } from '../http/operation-handler';
import { matchesFilter } from '../runtime/event-log';
import { readCursor, readEventFilter } from './event-filters';
import { POLL_FROM_HEADER, POLL_THROUGH_HEADER } from './poll-readers';

/** Where an event page stops growing (it always holds at least one event). */
const MAX_PAGE_CHARS = 64 * 1024 * 1024;

export const eventHandlers: HandlerMap = {
  listEvents: ({ query, reply }, runtime) => {
    const filter = {
      ...readEventFilter(runtime, query),
      unacknowledgedOnly: query.includeAcknowledged !== true,
    };
    const after = readCursor(query.after as string | undefined, 'query.after');
    const reader = query.reader as string | undefined;
    const readers = runtime.state.pollReaders;
    const pageSize = query.pageSize as number;
    const pageNumber = (query.pageNumber as number | undefined) ?? 1;
    // A reader's answers follow one another: a page further on would skip what lies between.
    if (reader !== undefined && pageNumber !== 1) {
      throw badRequest('pageNumber cannot be given with reader', 'query.pageNumber');
    }
    // The page is built from the log's cached envelope JSON, not serialized again per poll.
    // A page also ends once its JSON passes MAX_PAGE_CHARS (the caller goes on with `after`), so
    // it always fits in one string.
    const read = () => {
      // A reader's start is taken when its answer is read, not when its poll came: another poll of
      // the same reader may have been answered meanwhile.
      const from = reader === undefined ? after : readers.startOf(reader, after, Date.now());
      let cursor = from;
      for (let page = 1; ; page++) {
        const { events, through } = runtime.events.read(cursor, filter, pageSize, MAX_PAGE_CHARS);
        if (page === pageNumber || events.length === 0) {
          return { events: page === pageNumber ? events : [], from, through };
        }
        cursor = through;
      }
    };
    // A poll its client gave up on answers nobody: its reader's position stays where it was.
    let abandoned = false;
    const answer = ({ events, from, through }: ReturnType<typeof read>) => {
      if (reader !== undefined && !abandoned) {
        readers.answered(reader, through, Date.now());
        reply.header(POLL_FROM_HEADER, String(from)).header(POLL_THROUGH_HEADER, String(through));
      }
      return new RawJson(`{"data":[${events.map((event) => event.json).join(',')}]}`);
    };
    const ready = read();
    const wait = typeof query.wait === 'number' ? query.wait : 0;
    if (ready.events.length > 0 || wait === 0) return answer(ready);

    return new Promise<RawJson>((resolve) => {
      let done = false;
      let scheduled = false;
      const finish = (page = read()) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        unsubscribe();
        unregister();
        resolve(answer(page));
      };
      const unsubscribe = runtime.events.subscribe((event) => {
        if (scheduled || !matchesFilter(event, filter)) return;
        scheduled = true;
        // A microtask, not the next turn of the loop: it runs once the emitting operation's
        // synchronous part is done (its other events are in the page), but before the loop
        // handles the other requests already waiting, each of which would delay the answer.
        queueMicrotask(() => {
          scheduled = false;
          if (done) return;
          // Another poll of the same reader may have taken the events: then this one holds on.
          const page = read();
          if (page.events.length > 0) finish(page);
        });
      });
      const timer = setTimeout(() => finish(), wait * 1000);
      const unregister = runtime.onClose(() => finish());
      // A client that gives up stops holding anything.
      reply.raw.once('close', () => {
        abandoned = true;
        finish();
      });
    });
  },

  getEvent: ({ params }, runtime) => {
    const id = params.eventId as string;
    const event = runtime.events.get(id);
    if (!event) throw notFound('Event', id, 'eventId');
    return { data: event };
  },
};

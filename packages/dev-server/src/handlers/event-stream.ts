/**
 * `GET /v1/events/stream`: server-sent events. Each frame is `id: <event id>` and
 * `data: <envelope JSON>` (no `event:` line); a `: heartbeat` comment every `heartbeatMs`;
 * `Last-Event-ID` (header, or the `lastEventId` query parameter) replays every matching event
 * after that one before live events follow; without a cursor the stream is live only, as a
 * subscriber that has seen nothing yet must not run old events (an old `job:ready` included).
 * Replay and subscription happen in one tick, so no event falls between them.
 * @module
 */
import { type HandlerMap, HIJACKED } from '../app/operation-handler';
import { matchesFilter } from '../events/event-log';
import { readCursor, readEventFilter } from './event-filters';

function frame(id: string, json: string): string {
  return `id: ${id}\ndata: ${json}\n\n`;
}

export const eventStreamHandlers: HandlerMap = {
  streamEvents: ({ query, request, reply }, runtime) => {
    const filter = readEventFilter(runtime, query);
    const header = request.headers['last-event-id'];
    const fromHeader = Array.isArray(header) ? header[0] : header;
    const fromQuery = query.lastEventId as string | undefined;
    const after =
      fromHeader !== undefined && fromHeader !== ''
        ? readCursor(fromHeader, 'Last-Event-ID')
        : fromQuery !== undefined && fromQuery !== ''
          ? readCursor(fromQuery, 'query.lastEventId')
          : runtime.events.lastSequence;

    reply.hijack();
    const response = reply.raw;
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    response.flushHeaders();
    response.write(': connected\n\n');

    const replay = runtime.events.after(after, filter);
    if (replay.length > 0) response.write(replay.map(({ id, json }) => frame(id, json)).join(''));
    const unsubscribe = runtime.events.subscribe((event, json) => {
      if (matchesFilter(event, filter)) response.write(frame(event.id, json()));
    });
    const heartbeat = setInterval(() => response.write(': heartbeat\n\n'), runtime.heartbeatMs);
    heartbeat.unref();

    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      unsubscribe();
      unregister();
      response.end();
    };
    const unregister = runtime.onClose(end);
    response.once('close', end);
    return HIJACKED;
  },
};

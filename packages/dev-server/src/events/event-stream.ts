/**
 * `GET /v1/events/stream`: server-sent events. Each frame is `id: <event id>` and
 * `data: <envelope JSON>` (no `event:` line); a `: heartbeat` comment every `heartbeatMs`;
 * `Last-Event-ID` (header, or the `lastEventId` query parameter) replays every matching event
 * after that one before live events follow; without a cursor the stream is live only, as a
 * subscriber that has seen nothing yet must not run old events (an old `job:ready` included).
 *
 * The stream is a cursor into the event log, not a queue of its own: it writes what the log has
 * after the last event sent while the client keeps up, and pauses once `sseBufferBytes` wait
 * unsent (the events wait in the log, which is bounded, not in this stream). A client that then
 * reads nothing for a whole heartbeat interval is dropped; it resumes with `Last-Event-ID`.
 * @module
 */
import { type HandlerMap, HIJACKED } from '../http/operation-handler';
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

    let sent = after;
    let ended = false;
    let paused = false;
    /** How much was waiting at the last heartbeat of a pause (undefined: not paused then). */
    let waitingAtLastBeat: number | undefined;
    const bound = runtime.sseBufferBytes;
    const pump = () => {
      if (ended || paused) return;
      while (response.writableLength < bound) {
        const { events, through } = runtime.events.read(sent, filter, 1000, bound);
        sent = through;
        if (events.length > 0)
          response.write(events.map(({ id, json }) => frame(id, json)).join(''));
        if (through >= runtime.events.lastSequence) return;
      }
      paused = true;
      response.once('drain', () => {
        paused = false;
        waitingAtLastBeat = undefined;
        pump();
      });
    };
    // Replay and subscription happen in one tick, so no event falls between them.
    pump();
    const unsubscribe = runtime.events.subscribe(pump);
    const heartbeat = setInterval(() => {
      if (!paused) {
        response.write(': heartbeat\n\n');
        return;
      }
      const waiting = response.writableLength;
      if (waitingAtLastBeat !== undefined && waiting >= waitingAtLastBeat) {
        // Nothing read for a whole interval: drop the client rather than hold it.
        end();
        response.destroy();
        return;
      }
      waitingAtLastBeat = waiting;
    }, runtime.heartbeatMs);
    heartbeat.unref();

    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      unsubscribe();
      unregister();
      if (!response.destroyed) response.end();
    };
    const unregister = runtime.onClose(end);
    response.once('close', end);
    // A write to a connection the client has reset must not become an unhandled 'error'.
    response.on('error', end);
    return HIJACKED;
  },
};

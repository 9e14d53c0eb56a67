/**
 * A small SSE + long-poll server on loopback for the subscription tests: the wire format of
 * DESIGN.md (`GET /v1/events/stream`, `GET /v1/events`), with knobs to misbehave (cut the
 * connection after k events, go silent, refuse SSE, replay an event, demand a key), and the
 * long poll's readers (see the dev server's events/poll-readers.ts) with answers delayed or lost.
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StoredEvent = { id: string; body: string };

export type EventServerOptions = {
  /** The API key to demand; any other answers 401. */
  apiKey: string;
  /** `sse`: the stream endpoint answers with this status instead of streaming (e.g. 404). */
  sseStatus?: (connection: number) => number;
  /** Destroy the socket after this many events on each SSE connection. */
  cutAfter?: number;
  /** After this many events on an SSE connection, stop writing anything (a stalled stream). */
  stallAfter?: number;
  /** Each SSE connection resumes one event early: the event the client had is sent again. */
  replayOneTooMany?: boolean;
  /** `poll`: the long poll answers with this status instead of events (e.g. 503). */
  pollStatus?: (request: number) => number;
  /** Events per long-poll page. Default 1000. */
  pageSize?: number;
  /**
   * Keep a position per long-poll `reader` and send it as `Importkit-Poll-From`/`-Through`, as
   * the dev server does: polls of one reader never bring the same events.
   */
  readers?: boolean;
  /** Delay the answer to this long poll (numbered from 1) by this many ms, once it is read. */
  delayAnswer?: (request: number) => number;
  /** Read this long poll's answer (moving its reader's position), then cut the connection. */
  loseAnswer?: (request: number) => boolean;
};

export type EventServer = {
  url: string;
  /** Appends an event (any JSON, valid or not) with its id; live connections get it at once. */
  emit(id: string, envelope: unknown): void;
  /** Appends a raw frame body that is not JSON. */
  emitRaw(id: string, body: string): void;
  sseConnections: { lastEventId: string | undefined; url: URL }[];
  pollRequests: URL[];
  /** Requests whose response has not closed yet (held polls, open streams). */
  readonly openRequests: number;
  /** Forgets every reader's position, as a server reset or restart does. */
  forgetReaders(): void;
  close(): Promise<void>;
};

export async function startEventServer(options: EventServerOptions): Promise<EventServer> {
  const events: StoredEvent[] = [];
  const listeners = new Set<() => void>();
  const sseConnections: EventServer['sseConnections'] = [];
  const pollRequests: URL[] = [];

  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  const after = (id: string | undefined) => {
    if (id === undefined) return events.length;
    const index = events.findIndex((event) => event.id === id);
    return index === -1 ? 0 : index + 1;
  };

  let openRequests = 0;
  const server = createServer((request, response) => {
    openRequests++;
    response.on('close', () => openRequests--);
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.headers.authorization !== `Bearer ${options.apiKey}`) {
      return json(response, 401, { errors: [{ message: 'Unauthorized' }] });
    }
    if (url.pathname === '/v1/events/stream') return stream(request, response, url);
    if (url.pathname === '/v1/events') return poll(request, response, url);
    return json(response, 404, { errors: [{ message: `No route ${url.pathname}` }] });
  });

  function stream(request: IncomingMessage, response: ServerResponse, url: URL) {
    const header = request.headers['last-event-id'];
    const lastEventId =
      (Array.isArray(header) ? header[0] : header) ??
      url.searchParams.get('lastEventId') ??
      undefined;
    sseConnections.push({ lastEventId, url });
    const status = options.sseStatus?.(sseConnections.length) ?? 200;
    if (status !== 200) return json(response, status, { errors: [{ message: 'No stream here' }] });
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
    response.flushHeaders();
    let next = after(lastEventId);
    if (options.replayOneTooMany && lastEventId !== undefined) next = Math.max(0, next - 1);
    let sent = 0;
    const write = () => {
      while (next < events.length) {
        if (options.stallAfter !== undefined && sent >= options.stallAfter) return;
        const event = events[next++] as StoredEvent;
        response.write(`id: ${event.id}\ndata: ${event.body}\n\n`);
        sent++;
        if (options.cutAfter !== undefined && sent >= options.cutAfter) {
          // Cut in the middle of the next frame, once what was written has left the process.
          const partial = events[next]
            ? `id: ${events[next]?.id}\ndata: ${events[next]?.body.slice(0, 20)}`
            : '';
          response.write(partial, () => request.socket.destroy());
          listeners.delete(write);
          return;
        }
      }
    };
    listeners.add(write);
    response.on('close', () => listeners.delete(write));
    write();
  }

  const readerPositions = new Map<string, number>();

  function poll(request: IncomingMessage, response: ServerResponse, url: URL) {
    pollRequests.push(url);
    const number = pollRequests.length;
    const status = options.pollStatus?.(number) ?? 200;
    if (status !== 200) return json(response, status, { errors: [{ message: 'Try later' }] });
    const cursor = url.searchParams.get('after') ?? undefined;
    const since = url.searchParams.get('since');
    const reader = options.readers ? (url.searchParams.get('reader') ?? undefined) : undefined;
    const wait = Number(url.searchParams.get('wait') ?? 0);
    const pageSize = options.pageSize ?? 1000;
    const start = () => {
      const found =
        cursor !== undefined || since === null
          ? after(cursor ?? '')
          : events.findIndex((event) => createdAtOf(event) >= since);
      const own = found === -1 ? events.length : found;
      const given = reader === undefined ? undefined : readerPositions.get(reader);
      return given === undefined ? own : Math.max(own, given);
    };
    let done = false;
    // An event wakes a held poll only if its reader has not been given it already.
    const answer = (woken: boolean) => {
      if (done || response.writableEnded) return;
      const from = start();
      const page = events.slice(from, from + pageSize);
      if (woken && page.length === 0) return;
      done = true;
      clearTimeout(timer);
      listeners.delete(onEvent);
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (reader !== undefined) {
        readerPositions.set(reader, from + page.length);
        headers['importkit-poll-from'] = String(from);
        headers['importkit-poll-through'] = String(from + page.length);
      }
      if (options.loseAnswer?.(number)) {
        request.socket.destroy();
        return;
      }
      const write = () => {
        response.writeHead(200, headers);
        response.end(`{"data":[${page.map((event) => event.body).join(',')}]}`);
      };
      const delay = options.delayAnswer?.(number) ?? 0;
      if (delay > 0) setTimeout(write, delay);
      else write();
    };
    const onEvent = () => answer(true);
    let timer: NodeJS.Timeout | undefined;
    if (events.length > start() || wait === 0) return answer(false);
    timer = setTimeout(() => answer(false), wait * 1000);
    listeners.add(onEvent);
    request.on('close', () => {
      clearTimeout(timer);
      listeners.delete(onEvent);
    });
  }

  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    emit(id, envelope) {
      events.push({ id, body: JSON.stringify(envelope) });
      notify();
    },
    emitRaw(id, body) {
      events.push({ id, body });
      notify();
    },
    sseConnections,
    pollRequests,
    get openRequests() {
      return openRequests;
    },
    forgetReaders() {
      readerPositions.clear();
    },
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

function createdAtOf(event: StoredEvent): string {
  try {
    return String(JSON.parse(event.body)?.createdAt ?? '');
  } catch {
    return '';
  }
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

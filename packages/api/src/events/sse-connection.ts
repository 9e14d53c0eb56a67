import { EventSource } from 'eventsource';
import { type ErrorItem, errorItemsFromBody } from '../errors/error-items';
import { EventValidationError } from '../errors/event-validation-error';
import { TransportError } from '../errors/transport-error';
import { readBoundedText } from '../internal/read-bounded';
import { limitEventSize, OVERSIZED_EVENT_TYPE } from './event-size-limit';
import { observeBody } from './observe-body';
import { permanentFailure } from './permanent-failure';
import { streamUrl } from './stream-url';
import type { SessionContext, TransportEnd } from './subscription-types';

/**
 * Runs one SSE connection until it ends, and says how it ended. The eventsource package is used
 * for one connection only: it gives up for good on a non-200 answer and would reconnect on a
 * fixed delay otherwise, so the subscription closes it on the first error and owns the
 * reconnect, the backoff and the cursor (sent as `Last-Event-ID`).
 *
 * Stalls are caught by a watchdog on the raw bytes: the server sends a heartbeat comment every
 * 15 s, so `heartbeatTimeoutMs` without a single byte means the connection is dead even if the
 * socket never says so. The watchdog is paused while the subscription's buffer is full and the
 * stream is deliberately not being read.
 */
export function runSseConnection(context: SessionContext): Promise<TransportEnd> {
  const { client, options, queue, signal } = context;
  const { config } = client;

  return new Promise<TransportEnd>((resolve) => {
    let opened = false;
    let delivered = 0;
    let settled = false;
    let answer: { status: number; errors: ErrorItem[] } | undefined;
    let watchdog: NodeJS.Timeout | undefined;

    // Armed once and refreshed on every chunk (cheaper than a new timer per chunk); dropped while
    // the stream is deliberately not read.
    const armWatchdog = () => {
      if (settled) return;
      if (watchdog !== undefined) {
        watchdog.refresh();
        return;
      }
      watchdog = setTimeout(() => {
        const seconds = Math.round(options.heartbeatTimeoutMs / 1000);
        const error = new TransportError('sse', `no data (not even a heartbeat) for ${seconds} s`);
        finish(opened ? { kind: 'dropped', delivered, error } : { kind: 'rejected', error });
      }, options.heartbeatTimeoutMs);
    };

    const disarmWatchdog = () => {
      clearTimeout(watchdog);
      watchdog = undefined;
    };

    const sseFetch: typeof globalThis.fetch = async (input, init) => {
      // Merge, never replace: eventsource puts Accept (and Last-Event-ID) in init.headers.
      const headers = new Headers(init?.headers);
      headers.set('authorization', `Bearer ${config.apiKey}`);
      if (context.cursor !== undefined) headers.set('last-event-id', context.cursor);
      if (config.userAgent) headers.set('user-agent', config.userAgent);
      const response = await config.fetch(input, { ...init, headers });
      armWatchdog();
      if (response.status !== 200 || !response.body) {
        const text = await readBoundedText(
          response.body,
          config.maxErrorBodyBytes,
          init?.signal ?? undefined,
        ).catch(() => '');
        const errors = errorItemsFromBody(parseJson(text));
        answer = { status: response.status, errors };
        return new Response(null, { status: response.status, headers: response.headers });
      }
      const observed = observeBody(response.body, {
        beforeRead: async () => {
          if (!queue.isFull) return;
          disarmWatchdog();
          await queue.waitForRoom();
          armWatchdog();
        },
        onBytes: armWatchdog,
      });
      const body = limitEventSize(observed, options.maxEventBytes, (eventId) => {
        const issue = `larger than maxEventBytes (${options.maxEventBytes} bytes), dropped unread`;
        context.report(new EventValidationError(eventId, [issue]));
      });
      return new Response(body, { status: response.status, headers: response.headers });
    };

    const source = new EventSource(streamUrl(config.baseUrl, options), { fetch: sseFetch });

    function finish(end: TransportEnd) {
      if (settled) return;
      settled = true;
      disarmWatchdog();
      signal.removeEventListener('abort', onClose);
      source.close();
      resolve(end);
    }

    function onClose() {
      finish({ kind: 'closed' });
    }

    source.onopen = () => {
      opened = true;
      context.connected('sse');
    };
    source.onmessage = (message) => {
      delivered++;
      context.deliver(message.data, message.lastEventId || undefined);
    };
    // The stand-in for an oversized event carries its id when the server sent one before the
    // stand-in; otherwise lastEventId is an earlier event's, which passOver ignores as known.
    source.addEventListener(OVERSIZED_EVENT_TYPE, (message) => {
      if (message.lastEventId) context.passOver(message.lastEventId);
    });
    // Handled a microtask later: eventsource arms its own reconnect timer right after dispatching
    // the error, and only a close() that comes after it clears that timer.
    source.onerror = (event) => queueMicrotask(() => onError(event));

    function onError(event: { message?: string | undefined }) {
      if (signal.aborted) return finish({ kind: 'closed' });
      const status = answer?.status;
      const permanent = permanentFailure(status, '/v1/events/stream', answer?.errors ?? []);
      // In auto mode a stream endpoint that refuses (a server without SSE answers 404) is a
      // reason to poll; the poll meets the same 4xx if the cause is the request, and ends then.
      const endsHere = options.transport !== 'auto' || status === 401 || status === 403;
      if (permanent && endsHere) return finish({ kind: 'fatal', error: permanent });
      const detail = [event.message, answer?.errors.map((item) => item.message).join('; ')]
        .filter(Boolean)
        .join(': ');
      const error = new TransportError('sse', detail || 'connection failed', { status });
      finish(opened ? { kind: 'dropped', delivered, error } : { kind: 'rejected', error });
    }

    if (signal.aborted) return finish({ kind: 'closed' });
    signal.addEventListener('abort', onClose, { once: true });
    armWatchdog();
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

import { type ErrorItem, errorItemsFromBody } from '../errors/error-items';
import { EventValidationError } from '../errors/event-validation-error';
import { TransportError } from '../errors/transport-error';
import { readBoundedText } from '../internal/read-bounded';
import { eventRequestHeaders } from './event-request-headers';
import { permanentFailure } from './permanent-failure';
import { SseFrameParser } from './sse-frame-parser';
import { streamUrl } from './stream-url';
import type { SessionContext, TransportEnd } from './subscription-types';

const STREAM_PATH = '/v1/events/stream';

/**
 * Runs one SSE connection until it ends, and says how it ended: one fetch of the stream, its body
 * read chunk by chunk into `SseFrameParser`, each event handed to the subscription as it is
 * framed. The subscription owns the reconnect, the backoff and the cursor (sent as
 * `Last-Event-ID`); a connection never reconnects by itself.
 *
 * Stalls are caught by a watchdog on the raw bytes: the server sends a heartbeat comment every
 * 15 s, so `heartbeatTimeoutMs` without a single byte means the connection is dead even if the
 * socket never says so. The watchdog is paused while the subscription's buffer is full and the
 * stream is deliberately not being read (the bytes stay in the socket: TCP then slows the server
 * down, which is the backpressure we want).
 */
export function runSseConnection(context: SessionContext): Promise<TransportEnd> {
  const { client, options, queue, signal } = context;
  const { config } = client;
  const connection = new AbortController();

  return new Promise<TransportEnd>((resolve) => {
    let opened = false;
    let delivered = 0;
    let settled = false;
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
        failed(`no data (not even a heartbeat) for ${seconds} s`);
      }, options.heartbeatTimeoutMs);
    };

    const disarmWatchdog = () => {
      clearTimeout(watchdog);
      watchdog = undefined;
    };

    function finish(end: TransportEnd) {
      if (settled) return;
      settled = true;
      disarmWatchdog();
      signal.removeEventListener('abort', onClose);
      connection.abort();
      resolve(end);
    }

    function onClose() {
      finish({ kind: 'closed' });
    }

    function failed(detail: string, status?: number, cause?: unknown) {
      const error = new TransportError('sse', detail, { status, cause });
      finish(opened ? { kind: 'dropped', delivered, error } : { kind: 'rejected', error });
    }

    const parser = new SseFrameParser(options.maxEventBytes, {
      onEvent(data, id) {
        delivered++;
        context.deliver(data, id);
      },
      onOversized(id) {
        const issue = `larger than maxEventBytes (${options.maxEventBytes} bytes), dropped unread`;
        context.report(new EventValidationError(id, [issue]));
      },
      // Moves the cursor past the dropped event, in order with the events around it.
      onOversizedEnd(id) {
        if (id !== undefined) context.passOver(id);
      },
    });

    async function connect(): Promise<void> {
      const headers = eventRequestHeaders(config, 'text/event-stream');
      if (context.cursor !== undefined) headers['last-event-id'] = context.cursor;
      const response = await config.fetch(streamUrl(config.baseUrl, options), {
        headers,
        signal: connection.signal,
      });
      armWatchdog();
      if (response.status !== 200 || !response.body) return refused(response);
      const type = response.headers.get('content-type') ?? '';
      if (!type.startsWith('text/event-stream')) {
        await response.body.cancel().catch(() => undefined);
        return failed(`expected a text/event-stream answer, got "${type}"`, response.status);
      }
      opened = true;
      context.connected('sse');
      const reader = response.body.getReader();
      for (;;) {
        if (queue.isFull) {
          disarmWatchdog();
          await queue.waitForRoom();
          if (settled) return;
          armWatchdog();
        }
        const { done, value } = await reader.read();
        if (settled) return;
        if (done) return failed('the server ended the stream');
        armWatchdog();
        parser.feed(value);
      }
    }

    async function refused(response: Response): Promise<void> {
      const text = await readBoundedText(
        response.body,
        config.maxErrorBodyBytes,
        connection.signal,
      ).catch(() => '');
      const status = response.status;
      const errors: ErrorItem[] = errorItemsFromBody(parseJson(text));
      const permanent = permanentFailure(status, STREAM_PATH, errors);
      // In auto mode a stream endpoint that refuses (a server without SSE answers 404) is a
      // reason to poll; the poll meets the same 4xx if the cause is the request, and ends then.
      const endsHere = options.transport !== 'auto' || status === 401 || status === 403;
      if (permanent && endsHere) return finish({ kind: 'fatal', error: permanent });
      const detail = errors.map((item) => item.message).join('; ');
      failed(`HTTP ${status}${detail ? `: ${detail}` : ''}`, status);
    }

    if (signal.aborted) return finish({ kind: 'closed' });
    signal.addEventListener('abort', onClose, { once: true });
    armWatchdog();
    connect().catch((error: unknown) => {
      if (settled) return;
      if (signal.aborted) return finish({ kind: 'closed' });
      failed(error instanceof Error ? error.message : String(error), undefined, error);
    });
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

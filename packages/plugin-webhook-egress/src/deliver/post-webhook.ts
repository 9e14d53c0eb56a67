import http from 'node:http';
import https from 'node:https';

/** What the webhook answered (the body cut off at `maxResponseBytes`). */
export interface WebhookHttpResponse {
  status: number;
  statusText: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** The body was longer than `maxResponseBytes` and was cut off there. */
  truncated: boolean;
}

/** Why one attempt got no response: a network failure or a timeout. */
export class WebhookRequestFailure extends Error {
  readonly kind: 'network' | 'timeout';
  /** The system error code (`ECONNREFUSED`, `ECONNRESET`, …) of a network failure. */
  readonly code: string | undefined;
  /** Worth another attempt: the connection was refused or reset. */
  readonly transient: boolean;

  constructor(kind: 'network' | 'timeout', message: string, code?: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'WebhookRequestFailure';
    this.kind = kind;
    this.code = code;
    this.transient = kind === 'network' && TRANSIENT_CODES.has(code ?? '');
  }
}

/** The body source (our own reads of the API) failed while sending: not the webhook's fault. */
export class BodySourceError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'BodySourceError';
  }
}

/** How much of the body may wait in the socket's queue before the source is paused. */
const WRITE_BUFFER_BYTES = 1024 * 1024;

const TRANSIENT_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'EAI_AGAIN', 'ETIMEDOUT']);

export interface PostWebhookInput {
  url: URL;
  headers: Record<string, string>;
  /** The bytes; a body with `release` gets each chunk back once the socket is done with it. */
  body: AsyncIterable<Uint8Array> & { release?(chunk: Uint8Array): void };
  /** How long the webhook may keep us waiting: to accept more of the body, or to answer. */
  timeoutMs: number;
  maxResponseBytes: number;
}

function networkFailure(error: NodeJS.ErrnoException): WebhookRequestFailure {
  return new WebhookRequestFailure('network', error.message, error.code, error);
}

/**
 * One POST of a streamed body with node:http(s): redirects are not followed (a 3xx is returned
 * as is), the body is written with backpressure, the response body is read up to
 * `maxResponseBytes`. The timeout runs only while the webhook keeps us waiting (its socket
 * accepts nothing more, or the answer has not fully come within `timeoutMs` of the body's end),
 * so a slow read of our own API never counts against the webhook.
 */
export function postWebhook(input: PostWebhookInput): Promise<WebhookHttpResponse> {
  const transport = input.url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    // agent: false: one connection for this one request, closed afterwards (no idle sockets).
    const request = transport.request(input.url, {
      method: 'POST',
      headers: input.headers,
      agent: false,
    });
    let settled = false;
    let responded = false;
    let timer: NodeJS.Timeout | undefined;

    const settle = (finish: () => void): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      finish();
    };
    const fail = (error: Error): void => {
      settle(() => {
        request.destroy();
        reject(error);
      });
    };
    const startTimer = (waitingFor: string): void => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        fail(
          new WebhookRequestFailure(
            'timeout',
            `the webhook did not ${waitingFor} within ${input.timeoutMs} ms`,
          ),
        );
      }, input.timeoutMs);
    };

    request.on('error', (error) => fail(networkFailure(error)));
    request.on('response', (response) => {
      responded = true;
      startTimer('finish its response');
      const chunks: Buffer[] = [];
      let received = 0;
      const done = (truncated: boolean): void =>
        settle(() => {
          // A response that came before the whole body was sent leaves the request unfinished.
          request.destroy();
          resolve({
            status: response.statusCode ?? 0,
            statusText: response.statusMessage ?? '',
            headers: response.headers,
            body: Buffer.concat(chunks),
            truncated,
          });
        });
      const declared = Number(response.headers['content-length']);
      if (declared > input.maxResponseBytes) {
        response.destroy();
        done(true);
        return;
      }
      response.on('data', (chunk: Buffer) => {
        if (received + chunk.length > input.maxResponseBytes) {
          chunks.push(chunk.subarray(0, input.maxResponseBytes - received));
          response.destroy();
          done(true);
          return;
        }
        received += chunk.length;
        chunks.push(chunk);
      });
      response.on('end', () => done(false));
      response.on('error', (error) => fail(networkFailure(error)));
    });

    const waitUntilWritable = (): Promise<void> =>
      new Promise((resume) => {
        const go = (): void => {
          request.off('drain', go);
          request.off('close', go);
          resume();
        };
        request.on('drain', go);
        request.on('close', go);
      });

    const release = input.body.release?.bind(input.body);
    const send = async (): Promise<void> => {
      for await (const chunk of input.body) {
        if (settled || responded) return;
        // Up to WRITE_BUFFER_BYTES are queued before waiting, so that the socket always has the
        // next chunks at hand while the source produces more (the chunks are queued, not copied,
        // so a recycled chunk goes back only when its write is done).
        const written = release ? request.write(chunk, () => release(chunk)) : request.write(chunk);
        if (!written && request.writableLength >= WRITE_BUFFER_BYTES) {
          startTimer('accept more of the request body');
          await waitUntilWritable();
          if (!responded) clearTimeout(timer);
        }
      }
      if (settled || responded) return;
      request.end();
      startTimer('answer');
    };
    send().catch((error: unknown) => fail(new BodySourceError(error)));
  });
}

/**
 * A scripted webhook receiver on 127.0.0.1 (`node:http`, a free port): each request is answered
 * as the script says and recorded whole, so a test checks a Submit flow and its retries offline.
 * @module
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import {
  pickAnswer,
  planAnswer,
  rejectionBody,
  type WebhookAnswer,
  type WebhookScript,
} from '@importkit/dev-server';
import { type ReceivedWebhook, readWebhook } from './received-webhook';

/** Options of {@link startWebhookReceiver}. */
export interface WebhookReceiverOptions {
  /** The answers (default: accept everything). */
  readonly script?: WebhookScript;
  /** The signing secret: each request's signature is checked with the egress plugin's verifier. */
  readonly secret?: string;
  /** The path of `url`. Default `/hook`. */
  readonly path?: string;
}

/** A running receiver. */
export interface WebhookReceiver {
  /** Where to post: `http://127.0.0.1:<port>/hook`. */
  readonly url: string;
  /** `http://127.0.0.1:<port>`. */
  readonly origin: string;
  /** Every request read whole, in order (those cut off mid-body are not here). */
  readonly requests: readonly ReceivedWebhook[];
  /** How many requests arrived, cut-off ones included. */
  readonly attempts: number;
  /** Replaces the script; the next request is answered by its first answer. */
  script(...answers: WebhookAnswer[]): void;
  /** Resolves once `count` requests were read whole (default: one more than now). */
  waitForRequests(count?: number, timeoutMs?: number): Promise<readonly ReceivedWebhook[]>;
  close(): Promise<void>;
}

function write(res: ServerResponse, answer: Extract<WebhookAnswer, { kind: 'respond' }>) {
  const text = typeof answer.body === 'string';
  const body = answer.body === undefined ? '' : text ? answer.body : JSON.stringify(answer.body);
  const type = text ? 'text/plain' : 'application/json';
  res.writeHead(answer.status, { 'content-type': type, ...answer.headers }).end(body);
}

/**
 * Starts a receiver on a free port of 127.0.0.1.
 *
 * @example
 * const receiver = await startWebhookReceiver({
 *   secret,
 *   script: [serverError(503), reject({ [recordId]: { email: 'Bounced' } })],
 * });
 */
export async function startWebhookReceiver(
  options: WebhookReceiverOptions = {},
): Promise<WebhookReceiver> {
  const requests: ReceivedWebhook[] = [];
  const sockets = new Set<Socket>();
  const waiters = new Set<() => void>();
  let script: WebhookScript = options.script ?? [];
  let scriptStart = 0;
  let attempts = 0;

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const index = attempts++;
    const meta = { index, method: req.method ?? '', path: req.url ?? '', headers: req.headers };
    const picked = pickAnswer(script, { ...meta, index: index - scriptStart });
    const { delayMs, final } = planAnswer(picked);
    if (final.kind === 'cut' && final.when === 'mid-body') {
      req.once('data', () => req.socket.destroy());
      return;
    }
    if (final.kind === 'stop-reading') {
      req.pause();
      return;
    }
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of req) chunks.push(chunk as Buffer);
    } catch {
      return; // the sender went away mid-body
    }
    const received = readWebhook(
      {
        index,
        method: meta.method,
        url: meta.path,
        headers: req.headers,
        raw: Buffer.concat(chunks),
      },
      options.secret,
    );
    requests.push(received);
    for (const wake of waiters) wake();
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (final.kind === 'silent') return;
    if (final.kind === 'cut') {
      req.socket.destroy();
      return;
    }
    if (final.kind === 'trickle') {
      res.writeHead(final.status, { 'content-type': 'application/json' });
      const timer = setInterval(() => res.write(final.chunk), final.everyMs);
      res.on('close', () => clearInterval(timer));
      return;
    }
    if (final.kind === 'reject') {
      write(res, {
        kind: 'respond',
        status: 200,
        body: rejectionBody(final.rule, received.payload ?? {}),
      });
      return;
    }
    write(res, final);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: `${origin}${options.path ?? '/hook'}`,
    origin,
    requests,
    get attempts() {
      return attempts;
    },
    script(...answers) {
      script = answers;
      scriptStart = attempts;
    },
    waitForRequests(count = requests.length + 1, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (requests.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(requests);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `importkit/testing: the webhook received ${requests.length} of ${count} requests within ${timeoutMs} ms`,
            ),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

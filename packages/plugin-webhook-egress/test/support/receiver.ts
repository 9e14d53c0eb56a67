import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/** One request the receiver got: headers and the whole body (gunzipped when it was gzipped). */
export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  /** The body as sent on the wire. */
  raw: Buffer;
  /** The body after undoing `Content-Encoding: gzip`. */
  body: Buffer;
  json(): unknown;
}

/**
 * Answers one request: a function gets it after its body was fully read; `{ early }` gets the
 * raw request before anything is read (to cut the connection mid-body, or answer early).
 */
export type ReceiverHandler =
  | ((request: ReceivedRequest, res: ServerResponse) => void | Promise<void>)
  | { early: (req: IncomingMessage, res: ServerResponse) => void };

export interface Receiver {
  url: string;
  requests: ReceivedRequest[];
  /** Sets how the next requests are answered (one handler per request, the last one repeats). */
  answer(...handlers: ReceiverHandler[]): void;
  close(): Promise<void>;
}

export const json =
  (status: number, body: unknown): ReceiverHandler =>
  (_request, res) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

/** A real webhook receiver on 127.0.0.1 (a random port), recording every request. */
export async function startReceiver(...initial: ReceiverHandler[]): Promise<Receiver> {
  const requests: ReceivedRequest[] = [];
  let handlers: ReceiverHandler[] = initial.length > 0 ? initial : [json(200, {})];
  let served = 0;
  const server = createServer(async (req, res) => {
    const handler = handlers[Math.min(served, handlers.length - 1)] ?? json(200, {});
    served += 1;
    if (typeof handler !== 'function') {
      handler.early(req, res);
      return;
    }
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of req) chunks.push(chunk as Buffer);
    } catch {
      return; // the client went away mid-body
    }
    const raw = Buffer.concat(chunks);
    const body = req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
    const request: ReceivedRequest = {
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      raw,
      body,
      json: () => JSON.parse(body.toString('utf8')),
    };
    requests.push(request);
    await handler(request, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer(...next) {
      handlers = next;
      served = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

import { createServer, type IncomingMessage, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the proxy passed on: method and path (with the query). */
export interface ProxiedRequest {
  method: string;
  path: string;
}

export interface ApiProxy {
  /** The base URL to give a client instead of the API's. */
  url: string;
  /** Every request passed on, in the order they came. */
  requests: ProxiedRequest[];
  close(): Promise<void>;
}

/**
 * A proxy on 127.0.0.1 in front of the API (the dev server): it records every request and passes
 * it on unchanged, streaming both ways (SSE included). `beforeForwarding` runs before a request is
 * passed on, so a test can change the API's state at an exact point of a client's work (or the
 * request's `path`).
 */
export async function startApiProxy(
  target: string,
  beforeForwarding: (request: ProxiedRequest) => Promise<void> | void = () => {},
): Promise<ApiProxy> {
  const upstream = new URL(target);
  const requests: ProxiedRequest[] = [];
  const server = createServer(async (req: IncomingMessage, res) => {
    const seen = { method: req.method ?? '', path: req.url ?? '' };
    requests.push(seen);
    try {
      await beforeForwarding(seen);
    } catch (error) {
      res.writeHead(500).end(`the test proxy failed before forwarding: ${String(error)}`);
      return;
    }
    const forwarded = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: seen.path,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => res.destroy());
    res.on('close', () => forwarded.destroy());
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

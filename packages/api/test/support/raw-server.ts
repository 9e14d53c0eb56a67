/**
 * A loopback HTTP server whose every answer the test writes by hand, for servers that misbehave
 * at the byte level: endless or stalled bodies, huge lines, hostile error pages.
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterThisTest } from './subscription-harness';

export type RawHandler = (request: IncomingMessage, response: ServerResponse, url: URL) => void;

export type RawServer = {
  url: string;
  requests: { url: URL; headers: IncomingMessage['headers'] }[];
};

/** Starts a server on 127.0.0.1, port 0, closed after the current test. */
export async function rawServer(handle: RawHandler): Promise<RawServer> {
  const requests: RawServer['requests'] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push({ url, headers: request.headers });
    handle(request, response, url);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  afterThisTest(async () => {
    server.closeAllConnections();
    server.close();
    await once(server, 'close');
  });
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, requests };
}

/** Writes `chunk` again and again, as fast as the client reads, until the connection closes. */
export function writeForever(response: ServerResponse, chunk: string): void {
  const write = () => {
    while (!response.destroyed) {
      if (!response.write(chunk)) {
        response.once('drain', write);
        return;
      }
    }
  };
  response.on('error', () => undefined);
  write();
}

/** The first `count` calls of `onError`, as soon as they happened. */
export function firstReports<T>(count: number): {
  onError: (error: T) => void;
  reports: Promise<T[]>;
} {
  const seen: T[] = [];
  let done: (reports: T[]) => void = () => undefined;
  const reports = new Promise<T[]>((resolve) => {
    done = resolve;
  });
  return {
    onError: (error) => {
      if (seen.length < count) seen.push(error);
      if (seen.length === count) done(seen);
    },
    reports,
  };
}

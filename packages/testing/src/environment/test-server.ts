/**
 * The dev server a test environment lives in: one shared per process (a test worker), started on
 * first use on 127.0.0.1 port 0 with the manual clock, or one of a test's own, or any running dev
 * server given by URL and key.
 * @module
 */
import type { DevServer, DevServerOptions } from '@importkit/dev-server';
import { EnvironmentPool } from './environment-pool';

/** A dev server as the testing package uses it: where it is, and how to stop it if it is ours. */
export interface TestServer {
  readonly url: string;
  readonly apiKey: string;
  close(): Promise<void>;
}

/** Options of a dev server started for tests (`port` is always 0, a free one). */
export type TestServerOptions = Omit<DevServerOptions, 'port'>;

const SHARED = Symbol.for('@importkit/testing shared server');
/** The shared server of this process, once started, and the environments made ahead on it. */
interface Shared {
  readonly server: Promise<TestServer>;
  started?: TestServer;
  pool?: EnvironmentPool;
}
// On globalThis: the ESM and CJS builds, both loaded in one process, share one server.
type Holder = { [SHARED]?: Shared };

/**
 * Starts a dev server for tests: on a free port of 127.0.0.1, with the manual clock unless
 * `options.clock` says otherwise. The dev server is loaded only when one is started.
 *
 * @example
 * const server = await startTestServer({ jobLeaseMs: 10_000 });
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<DevServer> {
  const { startDevServer } = await import('@importkit/dev-server');
  return startDevServer({ clock: 'manual', ...options, port: 0 });
}

/**
 * The dev server shared by every test environment of this process, started on first use. Close
 * it once the tests are done with {@link closeSharedTestServer} (the vitest fixture does).
 *
 * @example
 * const { url, apiKey } = await sharedTestServer();
 */
export function sharedTestServer(): Promise<TestServer> {
  const holder = globalThis as Holder;
  if (!holder[SHARED]) {
    const shared: Shared = {
      server: startTestServer().then(
        (server) => {
          shared.started = server;
          return server;
        },
        (error: unknown) => {
          delete holder[SHARED];
          throw error;
        },
      ),
    };
    holder[SHARED] = shared;
  }
  return holder[SHARED].server;
}

/**
 * The pool of environments made ahead on `server` when it is the shared server (undefined for any
 * other: a server of the test's own, or one given by URL, whose end the package does not see).
 */
export function sharedEnvironmentPool(server: TestServer): EnvironmentPool | undefined {
  const shared = (globalThis as Holder)[SHARED];
  if (!shared || shared.started !== server) return undefined;
  shared.pool ??= new EnvironmentPool(server);
  return shared.pool;
}

/**
 * Stops the shared dev server, if one was started; the next environment starts a new one. Call
 * it in an `after`/`afterAll` hook under node:test or jest, whose processes wait for open sockets.
 *
 * @example
 * after(closeSharedTestServer); // node:test
 */
export async function closeSharedTestServer(): Promise<void> {
  const holder = globalThis as Holder;
  const shared = holder[SHARED];
  delete holder[SHARED];
  if (!shared) return;
  const server = await shared.server;
  try {
    await shared.pool?.drain();
  } finally {
    await server.close();
  }
}

/**
 * The dev server a test environment lives in: one shared per process (a test worker), started on
 * first use on 127.0.0.1 port 0 with the manual clock, or one of a test's own, or any running dev
 * server given by URL and key.
 * @module
 */
import type { DevServer, DevServerOptions } from '@importkit/dev-server';

/** A dev server as the testing package uses it: where it is, and how to stop it if it is ours. */
export interface TestServer {
  readonly url: string;
  readonly apiKey: string;
  close(): Promise<void>;
}

/** Options of a dev server started for tests (`port` is always 0, a free one). */
export type TestServerOptions = Omit<DevServerOptions, 'port'>;

const SHARED = Symbol.for('@importkit/testing shared server');
type Holder = { [SHARED]?: Promise<TestServer> };

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
  holder[SHARED] ??= startTestServer().catch((error: unknown) => {
    delete holder[SHARED];
    throw error;
  });
  return holder[SHARED];
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
  const started = holder[SHARED];
  delete holder[SHARED];
  await (await started)?.close();
}

/**
 * The one set-up of a test file's server: a fresh dev server on port 0 before each test, closed
 * after it, reached through a handle that stays the same for the whole file. `useTestApi` speaks
 * raw HTTP (every 200 checked against the contract, see test-api.ts); `useClientApi` the typed
 * client of @importkit/api (client-api.ts).
 */
import type { DevServerOptions } from '@importkit/dev-server';
import { afterEach, beforeEach } from 'vitest';
import { type ClientApi, startClientApi } from './client-api';
import { startTestApi, type TestApi } from './test-api';

/** Starts a server before each test of the file and closes it after; `start` makes one. */
function perTest<T extends { close(): Promise<void> }>(start: () => Promise<T>): () => T {
  let current: T | undefined;
  beforeEach(async () => {
    current = await start();
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  return () => {
    if (!current) throw new Error('the test server exists only while a test runs');
    return current;
  };
}

/** A raw-HTTP test server per test of the file. */
export function useTestApi(options: DevServerOptions = {}): TestApi {
  const api = perTest(() => startTestApi(options));
  return {
    get server() {
      return api().server;
    },
    request: (...args) => api().request(...args),
    ok: (...args) => api().ok(...args),
    close: () => api().close(),
  };
}

/** A typed-client test server per test of the file. */
export function useClientApi(options: DevServerOptions = {}): ClientApi {
  const api = perTest(() => startClientApi(options));
  return {
    get server() {
      return api().server;
    },
    get client() {
      return api().client;
    },
    events: (...args) => api().events(...args),
    close: () => api().close(),
  };
}

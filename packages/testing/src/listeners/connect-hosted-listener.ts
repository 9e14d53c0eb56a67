/**
 * Runs a program written for the hosted service in the test, unchanged: a `FlatfileListener` of
 * the user's own `@flatfile/listener` (never a dependency of ours), fed the environment's events
 * over the real subscription through `dispatchEvent`, the door the hosted package itself is fed
 * through, as `importkit-dev --listener` does in its child process. The hosted packages find the
 * service in process variables (`FLATFILE_API_URL`, `FLATFILE_BEARER_TOKEN`) read when they load:
 * `pointHostedPackages()` sets them, and a connection refuses to start when they name another
 * service, so a test never reaches the hosted one. The hosted listener catches
 * and logs what its handlers throw; each subscriber it finds for an event is wrapped, so every
 * run and every error also reaches the test.
 * @module
 */
import { type ImportkitClient, type ImportkitEvent, subscribe } from '@importkit/api';
import type { HandlerRun } from '@importkit/listener';
import { sharedTestServer } from '../environment/test-server';
import type { EventFilter, TopicSelector } from '../events/event-match';
import { WaitableList } from '../events/waitable-list';
import { type ReportedError, waitForHandlerRun } from './connect-listener';

/** The parts of `FlatfileListener` (public in @flatfile/listener 1.x) a connection uses. */
export interface HostedListener {
  on(...args: unknown[]): unknown;
  dispatchEvent(event: unknown): Promise<void>;
  getListeners(event: HostedEvent, recursive?: boolean): HostedSubscriber[];
}

interface HostedEvent {
  readonly topic: string;
  /** The event as it came (the hosted listener keeps it). */
  readonly src?: unknown;
}

interface HostedSubscriber {
  query: string | string[];
  filter: unknown;
  // A method, so its parameter is checked both ways: the hosted type's event is a richer one.
  callback(event: HostedEvent): unknown;
}

/** A hosted listener connected to a test environment. */
export interface HostedListenerConnection {
  /** Every error a handler threw, in order (the hosted listener only logs them). */
  readonly errors: readonly ReportedError[];
  /** Every handler run, in order. */
  readonly runs: readonly HandlerRun[];
  /** Resolves with the first handler run for an event of these topics passing the filter. */
  waitForRun(topics: TopicSelector, filter?: EventFilter, timeoutMs?: number): Promise<HandlerRun>;
  /** Stops feeding events, waits for the dispatches in flight, and puts the variables back. */
  close(options?: { timeoutMs?: number }): Promise<void>;
}

function asError(value: unknown): Error {
  return value instanceof Error ? value : new Error(String(value));
}

/** How many events are dispatched at once, as `importkit-dev --listener` does. */
const CONCURRENCY = 4;

/** True for a `FlatfileListener` (by its shape: the hosted package is the user's, not ours). */
export function isHostedListener(value: unknown): value is HostedListener {
  const candidate = value as Partial<HostedListener> | null | undefined;
  return (
    typeof candidate?.dispatchEvent === 'function' &&
    typeof candidate.getListeners === 'function' &&
    typeof candidate.on === 'function'
  );
}

/**
 * Points the hosted packages at a dev server: `@flatfile/api` reads `FLATFILE_API_URL` and
 * `FLATFILE_BEARER_TOKEN` when a client is made, and the hosted plugins make theirs when their
 * module loads, so this must run before any of them is imported (under vitest: in a
 * `setupFiles` module). Defaults to the shared test server, started if need be.
 *
 * @example
 * // test/hosted-setup.ts, listed in vitest's `setupFiles`
 * import { pointHostedPackages } from '@importkit/testing';
 * await pointHostedPackages();
 */
export async function pointHostedPackages(server?: {
  url: string;
  apiKey: string;
}): Promise<{ url: string; apiKey: string }> {
  const target = server ?? (await sharedTestServer());
  process.env.FLATFILE_API_URL = target.url;
  process.env.AGENT_INTERNAL_URL = target.url;
  process.env.FLATFILE_BEARER_TOKEN = target.apiKey;
  return target;
}

/** Refuses to run when hosted packages would talk to another service than the test's. */
function checkHostedVariables(server: { url: string; apiKey: string }): void {
  const url = process.env.FLATFILE_API_URL;
  if (url === server.url && process.env.FLATFILE_BEARER_TOKEN === server.apiKey) return;
  throw new Error(
    `importkit/testing: FLATFILE_API_URL is ${url === undefined ? 'not set' : `"${url}"`}, not this environment's dev server (${server.url}); the hosted packages read it when they load, so a plugin imported now would call ${url === undefined ? 'the hosted service' : 'that address'}. Call \`await pointHostedPackages()\` before importing them (under vitest: in a setupFiles module).`,
  );
}

/** Names the environment for the hosted packages until the connection closes. */
function nameEnvironment(environmentId: string): () => void {
  const before = process.env.FLATFILE_ENVIRONMENT_ID;
  process.env.FLATFILE_ENVIRONMENT_ID = environmentId;
  return () => {
    // Only what this connection set: a later connection's value is its own.
    if (process.env.FLATFILE_ENVIRONMENT_ID !== environmentId) return;
    if (before === undefined) delete process.env.FLATFILE_ENVIRONMENT_ID;
    else process.env.FLATFILE_ENVIRONMENT_ID = before;
  };
}

/** Wraps each subscriber the listener finds, so every run and every error is seen. */
function watchRuns(listener: HostedListener, onRun: (run: HandlerRun) => void): () => void {
  const find = listener.getListeners;
  listener.getListeners = (event, recursive) =>
    find.call(listener, event, recursive).map((subscriber) => ({
      ...subscriber,
      callback: async (handled: HostedEvent) => {
        const startedAt = new Date();
        const started = performance.now();
        let error: Error | undefined;
        try {
          await subscriber.callback(handled);
        } catch (thrown) {
          error = thrown instanceof Error ? thrown : new Error(String(thrown));
          throw thrown;
        } finally {
          onRun({
            event: (handled.src ?? handled) as ImportkitEvent,
            handlerName: subscriber.callback.name || undefined,
            topics: [subscriber.query].flat(),
            startedAt,
            durationMs: performance.now() - started,
            ...(error === undefined ? {} : { error }),
          });
        }
      },
    }));
  return () => {
    listener.getListeners = find;
  };
}

/**
 * Connects a hosted `FlatfileListener` and resolves once its subscription is open.
 * `onReport` is told about every error a handler throws.
 */
export async function connectHostedListener(
  listener: HostedListener,
  settings: {
    client: ImportkitClient;
    server: { url: string; apiKey: string };
    environmentId: string;
    after?: string;
  },
  onReport: (reported: ReportedError) => void,
): Promise<HostedListenerConnection> {
  const errors: ReportedError[] = [];
  const runs = new WaitableList<HandlerRun>();
  const report = (reported: ReportedError) => {
    errors.push(reported);
    onReport(reported);
  };
  checkHostedVariables(settings.server);
  const restoreVariables = nameEnvironment(settings.environmentId);
  const unwatch = watchRuns(listener, (run) => {
    runs.push(run);
    if (run.error !== undefined) report({ error: run.error, source: 'handler', event: run.event });
  });
  const subscription = subscribe(settings.client, {
    environmentId: settings.environmentId,
    ...(settings.after === undefined ? {} : { after: settings.after }),
  });
  const inFlight = new Set<Promise<void>>();
  const feeding = (async () => {
    for await (const event of subscription) {
      while (inFlight.size >= CONCURRENCY) await Promise.race(inFlight);
      // The hosted listener catches what handlers throw; a rejection here is its own failure.
      const dispatched = listener.dispatchEvent(event).catch((error: unknown) => {
        report({ error: asError(error), source: 'handler', event });
      });
      const running = dispatched.finally(() => inFlight.delete(running));
      inFlight.add(running);
    }
  })().catch((error: unknown) => {
    // The subscription failed for good (a wrong key, the server gone): the test hears of it.
    report({ error: asError(error), source: 'subscription' });
  });
  try {
    await subscription.ready;
  } catch (error) {
    unwatch();
    restoreVariables();
    throw error;
  }
  let closing: Promise<void> | undefined;
  return {
    errors,
    runs: runs.items,
    waitForRun: (topics, filter, timeoutMs) =>
      waitForHandlerRun(runs, 'hosted listener', topics, filter, timeoutMs),
    close(options = {}) {
      closing ??= (async () => {
        await subscription.close();
        await feeding;
        let timer: NodeJS.Timeout | undefined;
        const grace = new Promise((resolve) => {
          timer = setTimeout(resolve, options.timeoutMs ?? 5_000);
        });
        await Promise.race([Promise.allSettled(inFlight), grace]);
        clearTimeout(timer);
        unwatch();
        restoreVariables();
      })();
      return closing;
    },
  };
}

/**
 * Runs a program written for the hosted service, unchanged, as its `develop` command would but
 * with no cloud: a module whose default export is a listener program
 * (`export default function (listener) { … }`, handed a `FlatfileListener`) or a
 * `FlatfileListener` itself. Events come from the dev server's subscription (`subscribe()` of
 * @importkit/api: SSE, falling back to long polling, resumed after the last event the previous
 * child received) and go to `listener.dispatchEvent(event)`, the door the hosted package itself
 * is fed through; each handler run is reported like our own listener's. `@flatfile/listener` is
 * the user's project's, never ours: when a program needs it and it is missing, a
 * {@link HostedListenerMissingError} says what to install.
 * @module
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { createClient, type ImportkitEvent, subscribe } from '@importkit/api';
import { describeRunError, type RunReporter } from './child-run-reports';
import type { RunningListener } from './child-running-listener';

/** How many events are dispatched at once (our listener's default too). */
const CONCURRENCY = 4;
const CLOSE_GRACE_MS = 2000;

/** The parts of @flatfile/listener's `FlatfileListener` the child uses (public in its 1.x types). */
interface HostedListener {
  on(...args: unknown[]): unknown;
  dispatchEvent(event: unknown): Promise<void>;
  getListeners(event: HostedEvent, recursive?: boolean): HostedSubscriber[];
}

interface HostedEvent {
  topic: string;
  src?: { id?: string };
  id?: string;
}

interface HostedSubscriber {
  query: string | string[];
  filter: unknown;
  callback: (event: HostedEvent) => unknown;
}

/** The program needs `@flatfile/listener` and the user's project does not have it. */
export class HostedListenerMissingError extends Error {
  constructor(modulePath: string, cause?: unknown) {
    super(
      `${modulePath} is a hosted listener program (its default export is a function that takes a FlatfileListener), and running it needs @flatfile/listener in your project: npm install @flatfile/listener (importkit-dev does not bring it)`,
      { cause },
    );
    this.name = 'HostedListenerMissingError';
  }
}

export function isHostedListener(value: unknown): value is HostedListener {
  const candidate = value as Partial<HostedListener> | null | undefined;
  return (
    typeof candidate?.dispatchEvent === 'function' &&
    typeof candidate.getListeners === 'function' &&
    typeof candidate.on === 'function'
  );
}

/** A default export that is a function (and no class of ours): a hosted listener program. */
export function isHostedProgram(value: unknown): value is (listener: HostedListener) => unknown {
  return typeof value === 'function';
}

/** A `FlatfileListener` of the user's own `@flatfile/listener`, with the program applied to it. */
export async function listenerForProgram(
  program: (listener: HostedListener) => unknown,
  modulePath: string,
): Promise<HostedListener> {
  let resolved: string;
  try {
    resolved = createRequire(modulePath).resolve('@flatfile/listener');
  } catch (error) {
    throw new HostedListenerMissingError(modulePath, error);
  }
  const loaded = (await import(pathToFileURL(resolved).href)) as {
    FlatfileListener?: new () => HostedListener;
    default?: { FlatfileListener?: new () => HostedListener };
  };
  const FlatfileListener = loaded.FlatfileListener ?? loaded.default?.FlatfileListener;
  if (FlatfileListener === undefined) throw new HostedListenerMissingError(modulePath);
  const listener = new FlatfileListener();
  await program(listener);
  return listener;
}

/** Subscribes to the dev server and feeds the hosted listener. */
export async function runHostedListener(
  listener: HostedListener,
  settings: { url: string; apiKey: string; environmentId: string; after: string | undefined },
  reporter: RunReporter,
): Promise<RunningListener> {
  reportRuns(listener, reporter);
  const client = createClient({ baseUrl: settings.url, apiKey: settings.apiKey });
  const subscription = subscribe(client, {
    environmentId: settings.environmentId,
    after: settings.after,
  });
  await subscription.ready;
  const inFlight = new Set<Promise<void>>();
  let lastEventId = settings.after;

  const dispatch = async (event: ImportkitEvent) => {
    try {
      await listener.dispatchEvent(event);
    } catch (error) {
      // Handler errors are caught by the listener itself; this is its own machinery failing.
      console.error(`importkit-dev: dispatching ${event.topic} ${event.id} failed:`, error);
    }
  };
  const done = (async () => {
    for await (const event of subscription) {
      lastEventId = event.id;
      while (inFlight.size >= CONCURRENCY) await Promise.race(inFlight);
      const running = dispatch(event).finally(() => inFlight.delete(running));
      inFlight.add(running);
    }
  })();

  return {
    kind: 'hosted',
    lastEventId: () => lastEventId,
    done,
    close: async () => {
      await subscription.close();
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise((resolve) => {
        timer = setTimeout(resolve, CLOSE_GRACE_MS);
      });
      await Promise.race([Promise.allSettled(inFlight), grace]);
      clearTimeout(timer);
    },
  };
}

/**
 * Times each subscriber the listener finds for an event. `getListeners` is where `dispatchEvent`
 * asks the whole tree (child listeners included) who handles the event; the error is passed on,
 * so the hosted package still logs it as it always does.
 */
function reportRuns(listener: HostedListener, reporter: RunReporter): void {
  const find = listener.getListeners.bind(listener);
  listener.getListeners = (event, recursive) =>
    find(event, recursive).map((subscriber) => ({
      ...subscriber,
      callback: async (handled: HostedEvent) => {
        const startedAt = new Date();
        const started = performance.now();
        let failure: { error: unknown } | undefined;
        try {
          await subscriber.callback(handled);
        } catch (error) {
          failure = { error };
          throw error;
        } finally {
          reporter.add({
            eventId: handled.src?.id ?? handled.id ?? '',
            topic: handled.topic,
            handler: subscriber.callback.name || `on(${[subscriber.query].flat().join(', ')})`,
            startedAt: startedAt.toISOString(),
            durationMs: Math.round((performance.now() - started) * 1000) / 1000,
            ...(failure === undefined ? {} : { error: describeRunError(failure.error) }),
          });
        }
      },
    }));
}

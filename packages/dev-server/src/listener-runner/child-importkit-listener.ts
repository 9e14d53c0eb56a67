/**
 * Runs a `Listener` of @importkit/listener in the child, once, whether the module exports it,
 * calls `listen()` on it, or both. The child installs the listener package's listen handover
 * (`Symbol.for('importkit.listener.listen-handover')` on `globalThis`) before the module loads:
 * the module's own `listen()` call is then answered with the runner's subscription — to the dev
 * server, resuming after the last event the previous child received, with the runner owning the
 * signals — and a second call, or the export of a listener that already listens, gets the same
 * handle. The child imports nothing of the package: the user's project brings its own.
 * @module
 */
import { describeRunError, type RunReporter } from './child-run-reports';
import type { RunningListener } from './child-running-listener';

const LISTEN_HANDOVER = Symbol.for('importkit.listener.listen-handover');

/** The parts of @importkit/listener's `Listener` the child uses. */
interface ImportkitListener {
  listen(options: Record<string, unknown>): Promise<ListenHandle>;
  on(...args: unknown[]): unknown;
  onHandlerRun?(hook: (run: HandlerRunReport) => void): void;
}

interface ListenHandle {
  readonly lastEventId: string | undefined;
  readonly done: Promise<void>;
  close(options: { abort: boolean; timeoutMs: number }): Promise<unknown>;
}

interface HandlerRunReport {
  event: { id: string; topic: string };
  handlerName?: string;
  topics: string[];
  startedAt: Date;
  durationMs: number;
  error?: unknown;
}

export function isImportkitListener(value: unknown): value is ImportkitListener {
  const candidate = value as Partial<ImportkitListener> | null | undefined;
  return typeof candidate?.listen === 'function' && typeof candidate.on === 'function';
}

/** The listen handover, installed; `listening()` is the listener the module started, if it did. */
export interface ListenHandover {
  listening(): { listener: ImportkitListener; handle: Promise<ListenHandle> } | undefined;
  /** Starts a listener the module exported but did not start. */
  start(listener: ImportkitListener): Promise<ListenHandle>;
}

export function installListenHandover(
  settings: { environmentId: string; after: string | undefined; modulePath: string },
  reporter: RunReporter,
): ListenHandover {
  let claimed: { listener: ImportkitListener; handle: Promise<ListenHandle> } | undefined;
  let ownCall = false;

  const handover = (listener: ImportkitListener, options: Record<string, unknown>) => {
    if (ownCall) return undefined;
    if (claimed !== undefined) {
      if (claimed.listener === listener) return claimed.handle;
      return Promise.reject(
        new Error(
          `importkit-dev --listener runs one Listener per module, and ${settings.modulePath} starts a second one: compose them into one (listener.use(plugin)) or run the other with its own importkit-dev`,
        ),
      );
    }
    reportRuns(listener, reporter);
    ownCall = true;
    try {
      const handle = listener.listen({
        ...options,
        // The dev server's environment, where the last child stopped, and the runner's signals.
        environmentId: settings.environmentId,
        after: settings.after ?? options.after,
        handleSignals: false,
      });
      claimed = { listener, handle };
      return handle;
    } finally {
      ownCall = false;
    }
  };
  (globalThis as Record<symbol, unknown>)[LISTEN_HANDOVER] = handover;

  return {
    listening: () => claimed,
    start: (listener) =>
      // Through the door the module's own call takes, so that both end in one subscription.
      handover(listener, {}) ?? listener.listen({ environmentId: settings.environmentId }),
  };
}

/** The child's hold on a started listener. */
export function runningImportkitListener(handle: ListenHandle): RunningListener {
  return {
    kind: 'importkit',
    lastEventId: () => handle.lastEventId,
    done: handle.done,
    close: async () => {
      await handle.close({ abort: true, timeoutMs: 2000 }).catch(() => undefined);
    },
  };
}

function reportRuns(listener: ImportkitListener, reporter: RunReporter): void {
  if (typeof listener.onHandlerRun !== 'function') {
    console.error(
      'importkit-dev: this @importkit/listener has no onHandlerRun; handler runs are not reported',
    );
    return;
  }
  listener.onHandlerRun((run) => {
    reporter.add({
      eventId: run.event.id,
      topic: run.event.topic,
      handler: run.handlerName || `on(${run.topics.join(', ')})`,
      startedAt: run.startedAt.toISOString(),
      durationMs: Math.round(run.durationMs * 1000) / 1000,
      ...(run.error === undefined ? {} : { error: describeRunError(run.error) }),
    });
  });
}

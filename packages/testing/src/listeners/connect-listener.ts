/**
 * Runs the code under test for real: a `Listener` (or a program, a function that registers
 * handlers on one) connected to an environment over the real event subscription, with every
 * error it reports captured so that it reaches the test instead of only a log.
 * @module
 */
import type { ImportkitClient, ImportkitEvent } from '@importkit/api';
import {
  type HandlerRun,
  Listener,
  type ListenerErrorSource,
  type ListenHandle,
  type ListenOptions,
} from '@importkit/listener';
import {
  describeFilter,
  type EventFilter,
  eventMatches,
  type TopicSelector,
} from '../events/event-match';
import { WaitableList } from '../events/waitable-list';

/** A function that registers handlers on a listener: a plugin, or a whole listener program. */
export type ListenerProgram = (listener: Listener) => void;

/** An error a connected listener reported, with where it came from and the event it handled. */
export interface ReportedError {
  readonly error: Error;
  readonly source: ListenerErrorSource;
  readonly event?: ImportkitEvent;
}

/** Options of `env.connect()`: the listener's `listen()` options, and what its errors do. */
export interface ConnectOptions
  extends Omit<ListenOptions, 'client' | 'environmentId' | 'baseUrl' | 'apiKey' | 'fetch'> {
  /** The client the listener subscribes with and hands its handlers. Default: the environment's. */
  readonly client?: ImportkitClient;
  /**
   * `'throw'` (default): an error the listener reports fails the test's next wait
   * (`waitForEvent`, `settled()`) or, failing that, `env.close()`; an error while handling a
   * job the test created is reported by that job's `settled()` instead. `'collect'`: errors are
   * only gathered in `connection.errors`, for a test that expects them.
   */
  readonly errors?: 'throw' | 'collect';
  /**
   * How long closing the connection (with the environment) waits for handlers in flight before
   * aborting their signal. Default 5,000 ms.
   */
  readonly closeTimeoutMs?: number;
}

/** A listener connected to a test environment. */
export interface ListenerConnection {
  /** The listener that was connected (built from the program when a function was given). */
  readonly listener: Listener;
  /** The running `listen()`. */
  readonly handle: ListenHandle;
  /** Every error the listener reported, in order. */
  readonly errors: readonly ReportedError[];
  /** Every handler run (which handler, for which event, what it threw), in order. */
  readonly runs: readonly HandlerRun[];
  /**
   * Resolves with the first handler run for an event of these topics passing the filter, done
   * already or still to come: the positive signal that the listener handled it.
   *
   * @example
   * const run = await connection.waitForRun('records:created');
   * expect(run.error?.message).toBe('Cannot read the new records');
   */
  waitForRun(topics: TopicSelector, filter?: EventFilter, timeoutMs?: number): Promise<HandlerRun>;
  /** Stops the listener: waits for the handlers in flight (aborting them after `timeoutMs`). */
  close(options?: { timeoutMs?: number }): Promise<void>;
}

/**
 * The first handler run for an event of these topics passing the filter, done already or still
 * to come; a timeout names what was waited for and what ran instead.
 */
export function waitForHandlerRun(
  runs: WaitableList<HandlerRun>,
  who: string,
  topics: TopicSelector,
  filter?: EventFilter,
  timeoutMs = 10_000,
): Promise<HandlerRun> {
  return runs.waitFor(
    (run) => eventMatches(run.event, topics, filter),
    timeoutMs,
    () =>
      `importkit/testing: the ${who} ran no handler for ${describeFilter(topics, filter)} within ${timeoutMs} ms (it ran ${runs.items.length} for ${[...new Set(runs.items.map((run) => run.event.topic))].join(', ') || 'nothing'})`,
  );
}

/**
 * Connects `target` and resolves once its subscription is open. `onReport` is told about every
 * error the listener reports: the connection becomes the listener's error hook and its
 * handler-run hook.
 */
export async function connectListener(
  target: Listener | ListenerProgram,
  settings: { client: ImportkitClient; environmentId: string; options?: ConnectOptions },
  onReport: (reported: ReportedError) => void,
): Promise<ListenerConnection> {
  const listener = typeof target === 'function' ? new Listener().use(target) : target;
  const errors: ReportedError[] = [];
  const runs = new WaitableList<HandlerRun>();
  listener.onError((error, info) => {
    const reported = { error, source: info.source, event: info.event };
    errors.push(reported);
    onReport(reported);
  });
  listener.onHandlerRun((run) => runs.push(run));
  const {
    client: ownClient,
    errors: _mode,
    closeTimeoutMs = 5_000,
    ...listenOptions
  } = settings.options ?? {};
  const handle = await listener.listen({
    ...listenOptions,
    client: ownClient ?? settings.client,
    environmentId: settings.environmentId,
  });
  let closing: Promise<void> | undefined;
  return {
    listener,
    handle,
    errors,
    runs: runs.items,
    waitForRun: (topics, filter, timeoutMs) =>
      waitForHandlerRun(runs, 'listener', topics, filter, timeoutMs),
    close(options = {}) {
      closing ??= (async () => {
        const timeoutMs = options.timeoutMs ?? closeTimeoutMs;
        const { abandoned } = await handle.close({ timeoutMs });
        // A handler that ignores its signal is left running: `done` would wait for it forever.
        if (abandoned.length > 0) await handle.close({ abort: true, timeoutMs: 1_000 });
      })();
      return closing;
    },
  };
}

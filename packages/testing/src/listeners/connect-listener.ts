/**
 * Runs the code under test for real: a `Listener` (or a program, a function that registers
 * handlers on one) connected to an environment over the real event subscription, with every
 * error it reports captured so that it reaches the test instead of only a log.
 * @module
 */
import type { ImportkitClient, ImportkitEvent } from '@importkit/api';
import {
  Listener,
  type ListenerErrorSource,
  type ListenHandle,
  type ListenOptions,
} from '@importkit/listener';

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
}

/** A listener connected to a test environment. */
export interface ListenerConnection {
  /** The listener that was connected (built from the program when a function was given). */
  readonly listener: Listener;
  /** The running `listen()`. */
  readonly handle: ListenHandle;
  /** Every error the listener reported, in order. */
  readonly errors: readonly ReportedError[];
  /** Stops the listener: waits for the handlers in flight (aborting them after `timeoutMs`). */
  close(options?: { timeoutMs?: number }): Promise<void>;
}

/**
 * Connects `target` and resolves once its subscription is open. `onReport` is told about every
 * error the listener reports (it becomes the listener's error hook).
 */
export async function connectListener(
  target: Listener | ListenerProgram,
  settings: { client: ImportkitClient; environmentId: string; options?: ConnectOptions },
  onReport: (reported: ReportedError) => void,
): Promise<ListenerConnection> {
  const listener = typeof target === 'function' ? new Listener().use(target) : target;
  const errors: ReportedError[] = [];
  listener.onError((error, info) => {
    const reported = { error, source: info.source, event: info.event };
    errors.push(reported);
    onReport(reported);
  });
  const { client: ownClient, errors: _mode, ...listenOptions } = settings.options ?? {};
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
    close(options = {}) {
      closing ??= (async () => {
        const timeoutMs = options.timeoutMs ?? 5_000;
        const { abandoned } = await handle.close({ timeoutMs });
        if (abandoned.length > 0) await handle.close({ abort: true, timeoutMs: 1_000 });
        await handle.done.catch(() => {});
      })();
      return closing;
    },
  };
}

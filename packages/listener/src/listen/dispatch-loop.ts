import type { ImportkitEvent } from '@importkit/api';
import { toError } from '../error-hook';
import type { ListenerErrorInfo } from '../types';
import { ConcurrencyGate } from './concurrency-gate';

export interface DispatchLoopOptions {
  readonly events: AsyncIterable<ImportkitEvent>;
  /** Runs the handlers of one event; failures are reported by it, so it should not reject. */
  readonly handle: (event: ImportkitEvent) => Promise<unknown>;
  readonly report: (error: unknown, info: ListenerErrorInfo) => Promise<void>;
  readonly concurrency: number;
}

/**
 * Pulls events and dispatches each one, up to `concurrency` events at once. The next event is
 * only pulled once a slot is free, so slow handlers push back on the subscription (which pauses
 * its network read) instead of growing a queue here. The source delivers each event once (the
 * subscription drops what a reconnect sends again). Events that run at the same time may finish
 * in any order. Resolves when the source ends and every handler has finished; when the source
 * fails it reports the error, waits for the handlers, and rejects. Handler failures never end
 * the loop.
 */
export async function runDispatchLoop(options: DispatchLoopOptions): Promise<void> {
  const { events, handle, report } = options;
  const gate = new ConcurrencyGate(options.concurrency);
  const release = () => gate.release();
  try {
    for await (const event of events) {
      // Skipping the await when a slot is free saves a turn of the microtask queue per event.
      if (!gate.tryAcquire()) await gate.acquire();
      // The slot comes back whatever happens, also if reporting a failure fails: a slot lost
      // would make close() wait forever.
      handle(event).then(release, (error: unknown) =>
        report(error, { source: 'handler', event }).then(release, release),
      );
    }
  } catch (error) {
    await report(error, { source: 'subscription' });
    throw toError(error);
  } finally {
    await gate.idle();
  }
}

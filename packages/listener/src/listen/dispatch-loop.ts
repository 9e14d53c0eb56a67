import type { ImportkitEvent } from '@importkit/api';
import { isPromiseLike } from '../promise-like';
import { toError } from '../thrown-value';
import type { ListenerErrorInfo } from '../types';
import { ConcurrencyGate } from './concurrency-gate';

export interface DispatchLoopOptions {
  readonly events: AsyncIterable<ImportkitEvent>;
  /**
   * Runs the handlers of one event; failures are reported by it, so it should not throw or
   * reject. It may finish synchronously (return anything but a promise).
   */
  readonly handle: (event: ImportkitEvent) => unknown;
  readonly report: (error: unknown, info: ListenerErrorInfo) => Promise<void>;
  readonly concurrency: number;
}

/** A running dispatch loop. */
export interface DispatchLoop {
  /**
   * Settles when the source has ended and every handler has finished; rejects when the source
   * failed (after reporting it and waiting for the handlers).
   */
  readonly done: Promise<void>;
  /** The events received but not finished: handlers running, or waiting for a slot. */
  unfinished(): ImportkitEvent[];
  /** Starts no further event: one waiting for a slot is dropped (it stays in `unfinished`). */
  halt(): void;
}

/**
 * Pulls events and dispatches each one, up to `concurrency` events at once. The next event is
 * only pulled once a slot is free, so slow handlers push back on the subscription (which pauses
 * its network read) instead of growing a queue here. The source delivers each event once (the
 * subscription drops what a reconnect sends again). Events that run at the same time may finish
 * in any order. Handler failures never end the loop.
 */
export function runDispatchLoop(options: DispatchLoopOptions): DispatchLoop {
  const { events, handle, report } = options;
  const gate = new ConcurrencyGate(options.concurrency);
  // Only events whose handlers went asynchronous are tracked: one handled synchronously is
  // finished before anyone could ask.
  const running = new Set<ImportkitEvent>();
  let waiting: ImportkitEvent | undefined;
  const dropped: ImportkitEvent[] = [];
  let halted = false;

  const finish = (event: ImportkitEvent) => {
    running.delete(event);
    gate.release();
  };
  const start = (event: ImportkitEvent) => {
    let outcome: unknown;
    try {
      outcome = handle(event);
      if (!isPromiseLike(outcome)) {
        gate.release();
        return;
      }
    } catch (error) {
      outcome = Promise.reject(error);
    }
    running.add(event);
    // The slot comes back whatever happens, also if reporting a failure fails: a slot lost
    // would make close() wait forever.
    Promise.resolve(outcome).then(
      () => finish(event),
      (error: unknown) =>
        report(error, { source: 'handler', event }).then(
          () => finish(event),
          () => finish(event),
        ),
    );
  };

  const loop = async () => {
    try {
      for await (const event of events) {
        if (halted) {
          dropped.push(event);
          break;
        }
        // Skipping the await when a slot is free saves a turn of the microtask queue per event.
        if (!gate.tryAcquire()) {
          waiting = event;
          await gate.acquire();
          waiting = undefined;
          if (halted) {
            dropped.push(event);
            gate.release();
            break;
          }
        }
        start(event);
      }
    } catch (error) {
      await report(error, { source: 'subscription' });
      throw toError(error);
    } finally {
      await gate.idle();
    }
  };

  return {
    done: loop(),
    unfinished: () => [...running, ...(waiting ? [waiting] : []), ...dropped],
    halt() {
      halted = true;
    },
  };
}

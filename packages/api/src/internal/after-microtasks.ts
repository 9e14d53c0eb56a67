/**
 * A yield that lets every promise reaction already queued run first, and the ones they queue in
 * turn, without giving the event loop a turn (no I/O, no timer runs in between).
 * @module
 */

type NextTick = (callback: () => void) => void;

// Node's `process.nextTick` queue runs once the microtask queue is empty; elsewhere there is no
// such queue, and a resolved promise (one microtask) is the closest yield that skips the loop.
const nextTick: NextTick | undefined = (globalThis as { process?: { nextTick?: NextTick } }).process
  ?.nextTick;

/**
 * Resolves once the microtask queue has drained: the reactions queued before the call, and
 * those they queue, have run. Used by the long poll so that the events of an answer reach a
 * waiting consumer before the next poll's request is built and sent (the request's own chain of
 * promises would otherwise run first).
 *
 * @example
 * ```ts
 * for (const event of page) queue.push(event); // a waiting consumer is resolved
 * await afterMicrotasks(); // the consumer has taken them (as far as it can without I/O)
 * ```
 */
export function afterMicrotasks(): Promise<void> {
  if (nextTick === undefined) return Promise.resolve();
  return new Promise((resolve) => nextTick(resolve));
}

/**
 * The `signal` a job handler receives, and why it was aborted.
 * @module
 */

/**
 * Why a job handler's `signal` was aborted:
 * - `listener-closed`: the listener is shutting down (`close({ abort: true })`). The job is left
 *   to its lease: once the lease runs out the server makes it ready again and another listener
 *   takes it over.
 * - `canceled`: the job ended while the handler ran (canceled, failed by someone else, or
 *   deleted).
 * - `claim-lost`: the API refused this listener's report or renewal (409, or 404 for a deleted
 *   job): the lease ran out and the job was given back, another listener holds it now, or the job
 *   ended before the event saying so was handled.
 *
 * Unless the listener is closing, the job is no longer this listener's: `jobHandler` neither
 * completes nor fails it when the handler ends.
 */
export type JobAbortReason = 'listener-closed' | 'canceled' | 'claim-lost';

/**
 * The `reason` of an aborted job `signal` (`signal.reason`, and what `signal.throwIfAborted()`
 * throws). A handler that stops by throwing it is not reported as a failure.
 *
 * @example
 * ```ts
 * jobHandler('workbook:submit', async (event, tick, { signal }) => {
 *   for (const batch of batches) {
 *     signal.throwIfAborted(); // a JobAbortedError once the job is canceled
 *     await send(batch, { signal });
 *   }
 * });
 * ```
 */
export class JobAbortedError extends Error {
  readonly code = 'JOB_ABORTED' as const;
  readonly reason: JobAbortReason;
  readonly jobId: string;

  constructor(jobId: string, reason: JobAbortReason, detail: string) {
    super(`importkit/listener: job ${jobId} aborted (${reason}): ${detail}`);
    this.name = 'JobAbortedError';
    this.jobId = jobId;
    this.reason = reason;
  }
}

/**
 * One job's abort controller, also aborted when the listener's own signal is. `dispose()` must be
 * called when the job ends, so that a long-lived listener signal does not keep every job alive.
 */
export class JobAbort {
  readonly #controller = new AbortController();
  readonly #listenerSignal: AbortSignal;
  readonly #onListenerAbort = () =>
    this.abort('listener-closed', 'the listener is closing with { abort: true }');

  constructor(
    readonly jobId: string,
    listenerSignal: AbortSignal,
  ) {
    this.#listenerSignal = listenerSignal;
    if (listenerSignal.aborted) this.#onListenerAbort();
    else listenerSignal.addEventListener('abort', this.#onListenerAbort, { once: true });
  }

  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  /** Why the job was aborted, or `undefined` while it was not. */
  get reason(): JobAbortReason | undefined {
    const reason: unknown = this.#controller.signal.reason;
    return this.#controller.signal.aborted && reason instanceof JobAbortedError
      ? reason.reason
      : undefined;
  }

  /** Aborts the signal; a second call keeps the first reason. */
  abort(reason: JobAbortReason, detail: string): void {
    if (this.#controller.signal.aborted) return;
    this.#controller.abort(new JobAbortedError(this.jobId, reason, detail));
  }

  dispose(): void {
    this.#listenerSignal.removeEventListener('abort', this.#onListenerAbort);
  }
}

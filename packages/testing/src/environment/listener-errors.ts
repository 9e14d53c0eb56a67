/**
 * Where the errors of connected listeners go, so that they reach the test: an error about a job
 * the test created is kept for that job's `settled()`; any other fails the wait in progress, or
 * the next one, or `env.close()`.
 * @module
 */
import type { ReportedError } from '../listeners/connect-listener';

/**
 * An error a connected listener reported, thrown into the test; `reported` lists each error
 * with its source and event.
 *
 * @example
 * await env.waitForEvent('job:completed').catch((error) => {
 *   if (error instanceof ListenerReportedError) console.log(error.reported[0]?.event?.topic);
 * });
 */
export class ListenerReportedError extends Error {
  readonly reported: readonly ReportedError[];

  constructor(reported: readonly ReportedError[]) {
    const lines = reported.map(({ error, source, event }) => {
      const where = event ? ` while handling ${event.topic} ${event.id}` : '';
      return `${error.message} (${source}${where})`;
    });
    super(
      `importkit/testing: a connected listener reported ${reported.length === 1 ? 'an error' : `${reported.length} errors`}: ${lines.join('; ')}`,
      { cause: reported[0]?.error },
    );
    this.name = 'ListenerReportedError';
    this.reported = reported;
  }
}

/** The errors of one environment's listeners, routed as the module comment says. */
export class ListenerErrors {
  readonly #byJob = new Map<string, ReportedError[]>();
  readonly #testJobs = new Set<string>();
  #pending: ReportedError[] = [];

  /** `interrupt` fails the wait in progress with an error; it answers whether there was one. */
  constructor(private readonly interrupt: (error: Error) => boolean) {}

  /** A job the test created: its errors go to its `settled()`. */
  ownJob(jobId: string): void {
    this.#testJobs.add(jobId);
  }

  report(reported: ReportedError, mode: 'throw' | 'collect'): void {
    const jobId = reported.event?.context.jobId;
    if (jobId) this.#byJob.set(jobId, [...(this.#byJob.get(jobId) ?? []), reported]);
    // A dropped connection is reconnected by the subscription itself.
    if (mode === 'collect' || reported.source === 'connection') return;
    if (jobId && this.#testJobs.has(jobId)) return;
    if (!this.interrupt(new ListenerReportedError([reported]))) this.#pending.push(reported);
  }

  ofJob(jobId: string): readonly ReportedError[] {
    return this.#byJob.get(jobId) ?? [];
  }

  /** Throws the errors no wait has thrown yet (and forgets them). */
  throwPending(): void {
    const pending = this.#pending;
    if (pending.length === 0) return;
    this.#pending = [];
    throw new ListenerReportedError(pending);
  }
}

import type { JobAbort, JobAbortReason } from './job-abort';

/**
 * The jobs one `jobHandler` is running right now, by id, so that an event about one of them (it
 * was canceled, or failed elsewhere) can abort its handler's `signal`.
 */
export class RunningJobs {
  readonly #jobs = new Map<string, JobAbort>();

  /** Registers a job until the returned function is called. */
  add(abort: JobAbort): () => void {
    this.#jobs.set(abort.jobId, abort);
    return () => {
      if (this.#jobs.get(abort.jobId) === abort) this.#jobs.delete(abort.jobId);
    };
  }

  /** Aborts the job if it runs here; `false` when it does not. */
  abort(jobId: string, reason: JobAbortReason, detail: string): boolean {
    const abort = this.#jobs.get(jobId);
    abort?.abort(reason, detail);
    return abort !== undefined;
  }
}

import type { Listener } from '../listener';
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

/**
 * Aborts a job running here when an event says it ended under it: canceled (`job:updated` with
 * status `canceled`; the catalog has no `job:canceled`), failed by someone else, or deleted.
 */
export function watchEndedJobs(
  listener: Listener,
  job: string | readonly string[],
  running: RunningJobs,
): void {
  listener.on(['job:updated', 'job:failed'], { job }, (event) => {
    if (event.topic === 'job:updated' && event.payload.status !== 'canceled') return;
    running.abort(event.context.jobId, 'canceled', `the job is ${event.payload.status}`);
  });
  // A deleted job's event has no job name to filter on; only jobs running here are aborted.
  listener.on('job:deleted', (event) => {
    running.abort(event.context.jobId, 'canceled', 'the job was deleted');
  });
}

/**
 * A job the test started: read it, or wait until it has ended and get its final status, outcome
 * and the errors listeners reported while handling it.
 * @module
 */
import {
  type ImportkitClient,
  type ImportkitEvent,
  type Job,
  type JobOutcome,
  type JobStatus,
  unwrap,
} from '@importkit/api';
import type { EventRecorder, WaitOptions } from '../events/event-recorder';
import type { ReportedError } from '../listeners/connect-listener';
import { type JobEnd, jobEndOf } from './job-status';

/** A job that has ended. */
export interface SettledJob {
  readonly id: string;
  /** How it ended: `succeeded`, `failed` or `canceled` (whatever the wire's spelling). */
  readonly end: JobEnd;
  /** The status on the wire (`complete`, `failed`, `canceled`; a later service's value as it is). */
  readonly status: string;
  readonly outcome: JobOutcome | undefined;
  /** The job as the API returned it once it had ended. */
  readonly job: Job;
  /** What connected listeners reported while handling this job's events. */
  readonly errors: readonly ReportedError[];
}

/** What a job handle needs from its environment. */
export interface JobHandleContext {
  readonly client: ImportkitClient;
  readonly recorder: EventRecorder;
  /** Errors reported for this job's events; fails the wait when another error is pending. */
  errorsOfJob(jobId: string): readonly ReportedError[];
  /** Throws the errors reported outside any job the test awaits, if there are any. */
  throwPendingErrors(): void;
}

const ENDING_TOPICS = ['job:completed', 'job:failed', 'job:updated'];

/**
 * A job created by the test (`env.trigger`, `env.createJob`).
 *
 * @example
 * const job = await env.createJob({ type: 'workbook', operation: 'export', source: workbookId });
 * const { end, outcome } = await job.settled();
 */
export class JobHandle {
  readonly id: string;
  /** The job as it was created (only its `id` for a handle made by `env.job(id)`). */
  readonly created: Job;
  readonly #context: JobHandleContext;

  constructor(context: JobHandleContext, created: Job) {
    this.#context = context;
    this.id = created.id;
    this.created = created;
  }

  /** The job as the API returns it now. */
  async read(): Promise<Job> {
    const { data } = await unwrap(
      this.#context.client.GET('/v1/jobs/{jobId}', { params: { path: { jobId: this.id } } }),
    );
    return data;
  }

  /** A timeout of `settled()`, with the job's status now (a job nobody claims stays `ready`). */
  async #explained(error: Error): Promise<Error> {
    if (!error.message.startsWith('importkit/testing: no event')) return error;
    const job = await this.read().catch(() => undefined);
    if (!job) return error;
    const hint =
      job.status === 'created'
        ? " (a job that is not immediate, such as a background action's, waits for POST /v1/jobs/{jobId}/execute)"
        : job.status === 'ready'
          ? ' (no connected listener claimed it)'
          : '';
    return new Error(`${error.message} Job ${this.id} is ${job.status}${hint}.`, { cause: error });
  }

  /** This job's events recorded so far (`job:*`), in order. */
  events(): ImportkitEvent[] {
    return this.#context.recorder.select('job:*', { jobId: this.id });
  }

  /**
   * Waits for the job's end (`job:completed`, `job:failed`, or an update to `canceled`) and
   * resolves with its final state. Rejects after `timeoutMs` (default 10 s) saying what the
   * environment did instead, or as soon as a connected listener reports an error about something
   * else.
   *
   * @example
   * const result = await job.settled();
   * expect(result.end).toBe('succeeded');
   */
  async settled(options: Pick<WaitOptions, 'timeoutMs'> = {}): Promise<SettledJob> {
    this.#context.throwPendingErrors();
    try {
      await this.#context.recorder.waitFor(
        ENDING_TOPICS,
        (event) =>
          event.context.jobId === this.id &&
          jobEndOf(event.payload as { status: JobStatus }) !== undefined,
        { timeoutMs: options.timeoutMs },
      );
    } catch (error) {
      throw await this.#explained(error as Error);
    }
    const job = await this.read();
    const end = jobEndOf(job);
    if (!end) throw new Error(`importkit/testing: job ${this.id} ended, then became ${job.status}`);
    return {
      id: this.id,
      end,
      status: job.status,
      outcome: job.outcome,
      job,
      errors: this.#context.errorsOfJob(this.id),
    };
  }
}

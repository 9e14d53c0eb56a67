/**
 * One claimed job while its handler runs: the job's abort signal, its registration for cancel
 * events, the renewal of its lease, and whether finishing it is still this listener's move.
 * @module
 */
import {
  type ImportkitEvent,
  type Job,
  jobLeaseMs,
  renewJobLease,
  type SplitJobOptions,
  splitJob,
} from '@importkit/api';
import type { HandlerContext } from '../types';
import { ClaimKeeper, isClaimLost } from './claim-keeper';
import { JobAbort, JobAbortedError } from './job-abort';
import type { RunningJobs } from './running-jobs';

/** Options of `JobSession`. */
export interface JobSessionOptions {
  /** The job as the claim returned it (its `leaseExpiresAt` sets the renewal pace). */
  readonly job: Job;
  readonly event: ImportkitEvent;
  readonly context: HandlerContext;
  readonly running: RunningJobs;
  /** Renew this often instead of a third of the lease the server granted. */
  readonly heartbeatIntervalMs: number | undefined;
}

/** Renewals per lease: two may fail (a blip, a slow request) before the claim lapses. */
const RENEWALS_PER_LEASE = 3;

export class JobSession {
  readonly jobId: string;
  readonly #abort: JobAbort;
  readonly #context: HandlerContext;
  readonly #event: ImportkitEvent;
  readonly #unregister: () => void;
  #keeper: ClaimKeeper | undefined;
  #split = false;

  constructor(options: JobSessionOptions) {
    const { job, context } = options;
    this.jobId = job.id;
    this.#context = context;
    this.#event = options.event;
    this.#abort = new JobAbort(job.id, context.signal);
    this.#unregister = options.running.add(this.#abort);
    const leaseMs = jobLeaseMs(job);
    const intervalMs =
      options.heartbeatIntervalMs ??
      (leaseMs === undefined ? undefined : leaseMs / RENEWALS_PER_LEASE);
    if (intervalMs === undefined) return; // a server without leases: nothing to renew
    this.#keeper = new ClaimKeeper({
      renew: async (signal) => {
        await renewJobLease(context.client, job.id, { listenerId: context.listener.id, signal });
      },
      intervalMs,
      onLost: (error) => this.refused(error),
      onFailure: (error) =>
        void context.listener.reportError(error, { source: 'job-lease', event: this.#event }),
    });
  }

  /** The signal the handler receives. */
  get signal(): AbortSignal {
    return this.#abort.signal;
  }

  /** Whether reports (progress) still make sense: the job was neither split, canceled nor lost. */
  get active(): boolean {
    const reason = this.#abort.reason;
    return !this.#split && reason !== 'canceled' && reason !== 'claim-lost';
  }

  /** The job was split: it waits for its parts and is not completed when the handler returns. */
  get wasSplit(): boolean {
    return this.#split;
  }

  /**
   * A report of this listener's was refused: a 409 or 404 means the job is no longer ours (the
   * lease lapsed, it was canceled, ended or deleted), and aborts the handler's signal; anything
   * else is `false`, for the caller to report.
   */
  refused(error: unknown): boolean {
    if (!isClaimLost(error)) return false;
    if (this.#split) return true; // a report that raced the split: the parent now waits, as meant
    this.#abort.abort('claim-lost', error.errors[0]?.message ?? error.message);
    return true;
  }

  /** Splits the job (as its owner) and stops renewing: a waiting parent holds no lease. */
  async split(options: SplitJobOptions): Promise<Job> {
    const parent = await splitJob(this.#context.client, this.jobId, {
      ...options,
      listenerId: this.#context.listener.id,
    });
    this.#split = true;
    await this.#keeper?.stop();
    return parent;
  }

  /**
   * Whether completing or failing the job is still this listener's move once the handler ended
   * (`thrown` set when it threw). Not when the job was canceled or the claim lost; not either
   * when the handler gave up because the listener is closing (`close({ abort: true })`): the job
   * is then left to its lease, so that another listener takes it over instead of it failing.
   */
  ownsOutcome(thrown?: { error: unknown }): boolean {
    const reason = this.#abort.reason;
    if (reason === undefined) return true;
    if (reason === 'listener-closed' && thrown === undefined) return true;
    const error = thrown?.error;
    this.#context.listener.logger.debug('importkit/listener: job left, not finished', {
      jobId: this.jobId,
      reason,
      ...(error === undefined || error instanceof JobAbortedError
        ? {}
        : { error: error instanceof Error ? error.message : String(error) }),
    });
    return false;
  }

  /** Stops renewing and unregisters; call once the handler is done. */
  async end(): Promise<void> {
    await this.#keeper?.stop();
    this.#unregister();
    this.#abort.dispose();
  }
}

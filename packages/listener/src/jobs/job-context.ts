/**
 * What the handlers of `jobHandler` receive besides the event and `tick`: the listener's context
 * with the job's own `signal`, the claimed job, and what each kind of handler can do.
 * @module
 */
import type { Job, SplitJobOptions } from '@importkit/api';
import type { HandlerContext } from '../types';

/** The context of every job handler (the job itself, one of its parts, its consolidation). */
export interface JobContext extends HandlerContext {
  /**
   * The job's signal: aborted when the listener closes with `{ abort: true }`, when the job is
   * canceled (or failed by someone else) while the handler runs, and when this listener's claim
   * is lost (the lease ran out). `signal.reason` is a `JobAbortedError` saying which. Pass it to
   * long work (`fetch(url, { signal })`) or check `signal.throwIfAborted()` between steps.
   */
  readonly signal: AbortSignal;
  /** The job as the claim returned it: `input`, `config`, `parentId`, `part`, `partData`, … */
  readonly job: Job;
}

/** The context of the handler of a whole job: it may split the job into parts. */
export interface WholeJobContext extends JobContext {
  /**
   * Splits the job into parts: `parts` is a count, or one `partData` object per part;
   * `runInParallel` (default false) lets the parts run at the same time, otherwise one after
   * another. The parts are jobs of the same name that arrive as `job:ready` with `isPart: true`
   * and run in the `part` handler of `jobHandler` (or this handler when there is none). Once
   * split, the job is not completed when the handler returns: it waits for its parts, then the
   * `consolidate` handler completes it. Resolves with the job after the split.
   */
  split(options: Omit<SplitJobOptions, 'listenerId'>): Promise<Job>;
}

/** Where a part sits in its parent job. */
export interface JobPartInfo {
  /** The id of the job that was split. */
  readonly parentId: string;
  /** The part's position among its siblings (as the server numbers them). */
  readonly index: number | undefined;
  /** The `partData` the split gave this part, when it gave one. */
  readonly data: Readonly<Record<string, unknown>> | undefined;
}

/** The context of a part's handler. */
export interface JobPartContext extends JobContext {
  readonly part: JobPartInfo;
}

/** One part as `job:parts-completed` reports it. */
export interface JobPartResult {
  readonly partId: string;
  /** The part's final status: `complete`, `failed` or `canceled` (any text: statuses may be added). */
  readonly status: string;
  readonly completedAt: string;
}

/** The context of the consolidation of a split job, once every part is done. */
export interface JobConsolidateContext extends JobContext {
  /** Every part with its final status, from the `job:parts-completed` event. */
  readonly parts: readonly JobPartResult[];
}

/** The listener's context with a job's own signal and fields; `client` stays lazy. */
export function jobContextFrom<T extends object>(
  context: HandlerContext,
  signal: AbortSignal,
  job: Job,
  extra: T,
): JobContext & NoInfer<T> {
  return {
    get client() {
      return context.client;
    },
    listener: context.listener,
    signal,
    job,
    // A job event names no records; these say so as the listener's context does.
    readRecords: () => context.readRecords(),
    writeRecords: (records) => context.writeRecords(records),
    ...extra,
  };
}

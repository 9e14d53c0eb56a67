import {
  ApiError,
  ackJob,
  completeJob,
  type EventOf,
  failJob,
  type ImportkitClient,
  type Job,
  type JobOutcome,
} from '@importkit/api';
import { assertFunction, assertTimerMs, nameList } from '../argument-checks';
import type { Listener } from '../listener';
import { messageOf, toError } from '../thrown-value';
import type { HandlerContext, ListenerPlugin } from '../types';
import { isClaimLost, MIN_RENEWAL_INTERVAL_MS } from './claim-keeper';
import type { WholeJobContext } from './job-context';
import type { JobConsolidateHandler, JobPartHandler } from './job-parts';
import { JobSession } from './job-session';
import { type JobStartEvent, type JobWork, jobWorks } from './job-work';
import { ProgressReporter } from './progress-reporter';
import { RunningJobs, watchEndedJobs } from './running-jobs';

/**
 * Reports a job's progress: a percentage (clamped to 0–100) and an optional line of info. Calls
 * are throttled (a few per second reach the API, always the newest value) and never throw: a
 * report that fails goes to the error hook and the job goes on.
 */
export type Tick = (progress: number, info?: string) => Promise<void>;

/** What a job handler may return: the outcome shown to the user, and a last line of info. */
export interface JobHandlerOutcome {
  readonly outcome?: JobOutcome;
  readonly info?: string;
}

/** The event a job handler receives. */
export type JobReadyEvent = EventOf<'job:ready'>;

/** What a job handler returns: an outcome, or nothing (a plain `async () => {}` included). */
// biome-ignore lint/suspicious/noConfusingVoidType: `void` lets handlers that return nothing type-check.
export type JobHandlerResult = JobHandlerOutcome | undefined | void;

/**
 * The work of a job. Return an outcome (or nothing, for the default message), or throw to fail
 * it; or split it into parts with `context.split()` and return.
 */
export type JobHandlerFunction = (
  event: JobReadyEvent,
  tick: Tick,
  context: WholeJobContext,
) => JobHandlerResult | Promise<JobHandlerResult>;

/** Options of `jobHandler`. */
export interface JobHandlerOptions {
  /** The shortest pause between two progress reports sent to the API. Default 250 ms. */
  readonly tickIntervalMs?: number;
  /** The outcome message when the handler returns none. Default `Job completed`. */
  readonly defaultMessage?: string;
  /** Runs the parts of a split job (`isPart: true`). Default: the job's own handler. */
  readonly part?: JobPartHandler;
  /**
   * Completes a split job once every part has finished (`job:parts-completed`). Default: the job
   * completes when every part completed, and fails naming the parts that did not.
   */
  readonly consolidate?: JobConsolidateHandler;
  /**
   * How often the claim of a running job is renewed. Default: a third of the lease the server
   * granted (`leaseExpiresAt` of the claimed job), kept within 10 ms … 2,147,483,647 ms; no
   * renewal when it grants none. A whole number of milliseconds from 10 to 2,147,483,647.
   */
  readonly heartbeatIntervalMs?: number;
}

type ResolvedOptions = Required<Pick<JobHandlerOptions, 'tickIntervalMs' | 'defaultMessage'>> &
  Pick<JobHandlerOptions, 'heartbeatIntervalMs'>;

/**
 * A plugin that runs one kind of job. On `job:ready` for a matching job name (globs allowed) it
 * claims the job (ready → executing, info `Accepted`), runs `handler(event, tick, context)`,
 * then completes the job with the returned outcome, or fails it with the thrown error's message.
 * A job another listener claimed first (the API answers 409) is skipped quietly, so several
 * listener processes can run side by side and each job runs once. While the handler runs, the
 * claim's lease is renewed and `context.signal` aborts when the job is canceled or the claim
 * lost. A handler may split its job into parts (`context.split`), run by `options.part`, then
 * consolidated by `options.consolidate` once `job:parts-completed` arrives.
 *
 * @example
 * ```ts
 * listener.use(
 *   jobHandler('workbook:submit', async (event, tick, { client }) => {
 *     await tick(10, 'Reading records');
 *     // … the work …
 *     return { outcome: { heading: 'Done', message: 'Sent 1,204 records' } };
 *   }),
 * );
 * ```
 */
export function jobHandler(
  job: string | readonly string[],
  handler: JobHandlerFunction,
  options: JobHandlerOptions = {},
): ListenerPlugin {
  nameList(job, 'job', "a job name such as 'workbook:submit'");
  assertFunction(handler, 'handler');
  if (options.part !== undefined) assertFunction(options.part, 'options.part');
  if (options.consolidate !== undefined) assertFunction(options.consolidate, 'options.consolidate');
  if (options.heartbeatIntervalMs !== undefined) {
    assertTimerMs(
      options.heartbeatIntervalMs,
      'options.heartbeatIntervalMs',
      MIN_RENEWAL_INTERVAL_MS,
    );
  }
  const resolved: ResolvedOptions = {
    tickIntervalMs: options.tickIntervalMs ?? 250,
    defaultMessage: options.defaultMessage ?? 'Job completed',
    heartbeatIntervalMs: options.heartbeatIntervalMs,
  };
  const works = jobWorks(handler, options.part, options.consolidate);
  return function jobHandlerPlugin(listener: Listener): void {
    const running = new RunningJobs();
    listener.on('job:ready', { job }, (event, context) =>
      runJob(event, context, works.ready(event), resolved, running),
    );
    listener.on('job:parts-completed', { job }, (event, context) =>
      runJob(event, context, works.consolidation, resolved, running),
    );
    watchEndedJobs(listener, job, running);
  };
}

async function runJob<E extends JobStartEvent>(
  event: E,
  context: HandlerContext,
  work: JobWork<E>,
  options: ResolvedOptions,
  running: RunningJobs,
): Promise<void> {
  const { client, listener } = context;
  const { jobId } = event.context;
  const listenerId = listener.id;
  const claimed = await claim(client, listener, event, jobId);
  if (!claimed) return;
  const session = new JobSession({
    job: claimed,
    event,
    context,
    running,
    heartbeatIntervalMs: options.heartbeatIntervalMs,
  });

  const progress = new ProgressReporter(
    async (value, info) => {
      await ackJob(client, jobId, { progress: value, info, listenerId });
    },
    (error) => {
      if (session.refused(error)) return; // the job is not ours any more: the signal says so
      void listener.reportError(error, { source: 'job-progress', event });
    },
    options.tickIntervalMs,
  );
  const tick: Tick = (value, info) =>
    session.active ? progress.report(value, info) : Promise.resolve();
  // From here on the job is executing: every way out completes it, fails it, or (when it is no
  // longer this listener's: canceled, claim lost, listener closed) leaves it to its lease.
  let completion: Parameters<typeof completeJob>[2];
  try {
    const result = await work(event, tick, session, claimed, context);
    completion = completionOf(result, options.defaultMessage, listenerId);
  } catch (thrown) {
    await progress.stop();
    await session.end();
    if (!session.ownsOutcome({ error: thrown })) return;
    return failAndThrow(client, jobId, listenerId, thrown, messageOf(thrown) || 'Job failed');
  }
  await progress.stop();
  await session.end();
  // A split job waits for its parts; a canceled or lost one is not ours to finish.
  if (session.wasSplit || !session.ownsOutcome()) return;
  try {
    await completeJob(client, jobId, completion);
  } catch (thrown) {
    // Refused as not ours (the claim lapsed, the job ended meanwhile): nothing left to fail.
    if (isClaimLost(thrown)) throw thrown;
    // Otherwise (an outcome refused with 400, …) the job would stay executing, lapse, and run
    // again only to be refused again.
    const message = `Job finished but could not be marked completed: ${messageOf(thrown)}`;
    return failAndThrow(client, jobId, listenerId, thrown, message);
  }
}

/**
 * The body of the completion. Reading what the handler returned runs its code (a getter, a
 * proxy), so it happens where a throw still fails the job.
 */
function completionOf(
  result: JobHandlerResult,
  defaultMessage: string,
  listenerId: string,
): Parameters<typeof completeJob>[2] {
  const info = result?.info;
  return {
    listenerId,
    ...(info === undefined ? {} : { info }),
    outcome: { message: defaultMessage, ...result?.outcome },
  };
}

/** Fails the job as its owner, then throws what went wrong (the error hook gets it, with the event). */
async function failAndThrow(
  client: ImportkitClient,
  jobId: string,
  listenerId: string,
  thrown: unknown,
  message: string,
): Promise<never> {
  const error = toError(thrown);
  try {
    await failJob(client, jobId, { listenerId, outcome: { message } });
  } catch (failError) {
    throw new AggregateError(
      [error, failError],
      `importkit/listener: job ${jobId} failed ("${message}") and could not be marked failed: ${messageOf(failError)}`,
    );
  }
  throw error;
}

/** Claims the job for this listener; `undefined` when another listener has it (409). */
async function claim(
  client: ImportkitClient,
  listener: Listener,
  event: JobStartEvent,
  jobId: string,
): Promise<Job | undefined> {
  try {
    return await ackJob(client, jobId, { info: 'Accepted', listenerId: listener.id });
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      listener.logger.debug('importkit/listener: job skipped, another listener has it', {
        jobId,
        job: event.payload.job,
        reason: error.errors[0]?.message,
      });
      return undefined;
    }
    throw error;
  }
}

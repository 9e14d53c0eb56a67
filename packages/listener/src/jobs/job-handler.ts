import {
  ApiError,
  ackJob,
  completeJob,
  type EventOf,
  failJob,
  type ImportkitClient,
  type JobOutcome,
} from '@importkit/api';
import { assertFunction, nameList } from '../argument-checks';
import type { Listener } from '../listener';
import { messageOf, toError } from '../thrown-value';
import type { HandlerContext, ListenerPlugin } from '../types';
import { ProgressReporter } from './progress-reporter';

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

/** The work of a job. Return an outcome (or nothing, for the default message), or throw to fail it. */
export type JobHandlerFunction = (
  event: JobReadyEvent,
  tick: Tick,
  context: HandlerContext,
) => JobHandlerResult | Promise<JobHandlerResult>;

/** Options of `jobHandler`. */
export interface JobHandlerOptions {
  /** The shortest pause between two progress reports sent to the API. Default 250 ms. */
  readonly tickIntervalMs?: number;
  /** The outcome message when the handler returns none. Default `Job completed`. */
  readonly defaultMessage?: string;
}

/**
 * A plugin that runs one kind of job. On `job:ready` for a matching job name (globs allowed) it
 * claims the job (ready → executing, info `Accepted`), runs `handler(event, tick, context)`,
 * then completes the job with the returned outcome, or fails it with the thrown error's message.
 * A job another listener claimed first (the API answers 409) is skipped quietly, so several
 * listener processes can run side by side and each job runs once.
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
  const tickIntervalMs = options.tickIntervalMs ?? 250;
  const defaultMessage = options.defaultMessage ?? 'Job completed';
  return function jobHandlerPlugin(listener: Listener): void {
    listener.on('job:ready', { job }, (event, context) =>
      runJob(event, context, handler, { tickIntervalMs, defaultMessage }),
    );
  };
}

async function runJob(
  event: JobReadyEvent,
  context: HandlerContext,
  handler: JobHandlerFunction,
  options: Required<JobHandlerOptions>,
): Promise<void> {
  const { client, listener } = context;
  const { jobId } = event.context;
  const listenerId = listener.id;
  if (!(await claim(client, listener, event, jobId))) return;

  const progress = new ProgressReporter(
    async (value, info) => {
      await ackJob(client, jobId, { progress: value, info, listenerId });
    },
    (error) => void listener.reportError(error, { source: 'job-progress', event }),
    options.tickIntervalMs,
  );
  // From here on the job is executing: every way out must complete it or fail it.
  let completion: Parameters<typeof completeJob>[2];
  try {
    const result = await handler(event, (value, info) => progress.report(value, info), context);
    completion = completionOf(result, options.defaultMessage);
  } catch (thrown) {
    await progress.stop();
    return failAndThrow(client, jobId, thrown, messageOf(thrown) || 'Job failed');
  }
  await progress.stop();
  try {
    await completeJob(client, jobId, completion);
  } catch (thrown) {
    const message = `Job finished but could not be marked completed: ${messageOf(thrown)}`;
    return failAndThrow(client, jobId, thrown, message);
  }
}

/**
 * The body of the completion. Reading what the handler returned runs its code (a getter, a
 * proxy), so it happens where a throw still fails the job.
 */
function completionOf(
  result: JobHandlerResult,
  defaultMessage: string,
): Parameters<typeof completeJob>[2] {
  const info = result?.info;
  return {
    ...(info === undefined ? {} : { info }),
    outcome: { message: defaultMessage, ...result?.outcome },
  };
}

/** Fails the job with `message`, then throws what went wrong (the error hook gets it, with the event). */
async function failAndThrow(
  client: ImportkitClient,
  jobId: string,
  thrown: unknown,
  message: string,
): Promise<never> {
  const error = toError(thrown);
  try {
    await failJob(client, jobId, { outcome: { message } });
  } catch (failError) {
    throw new AggregateError(
      [error, failError],
      `importkit/listener: job ${jobId} failed ("${message}") and could not be marked failed: ${messageOf(failError)}`,
    );
  }
  throw error;
}

/** Claims the job for this listener; `false` when another listener has it (409). */
async function claim(
  client: ImportkitClient,
  listener: Listener,
  event: JobReadyEvent,
  jobId: string,
): Promise<boolean> {
  try {
    await ackJob(client, jobId, { info: 'Accepted', listenerId: listener.id });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      listener.logger.debug('importkit/listener: job skipped, another listener has it', {
        jobId,
        job: event.payload.job,
        reason: error.errors[0]?.message,
      });
      return false;
    }
    throw error;
  }
}

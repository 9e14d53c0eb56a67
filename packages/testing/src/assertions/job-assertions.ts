/**
 * Checks that a job completed (or failed) with an outcome, whatever the wire calls its status.
 * @module
 */
import type { Job, JobOutcome } from '@importkit/api';
import { type JobEnd, jobEndOf } from '../jobs/job-status';
import { assertCheck, type CheckResult, textMatches } from './check-result';

/** What an outcome is expected to say: each text equal, or matching a regular expression. */
export interface ExpectedOutcome {
  readonly message?: string | RegExp;
  readonly heading?: string | RegExp;
}

type JobLike = Pick<Job, 'id' | 'status' | 'outcome'>;

function outcomeDiffers(outcome: JobOutcome | undefined, expected: ExpectedOutcome) {
  return (['message', 'heading'] as const).filter((key) => {
    const wanted = expected[key];
    return wanted !== undefined && !textMatches(outcome?.[key], wanted);
  });
}

/**
 * Whether the job ended as `end` with an outcome saying what `expected` says.
 *
 * @example
 * checkJobEnd(await job.settled(), 'succeeded', { heading: 'Submitted' }).pass;
 */
export function checkJobEnd(
  job: JobLike | undefined,
  end: JobEnd,
  expected: ExpectedOutcome = {},
): CheckResult {
  const actualEnd = job ? jobEndOf(job) : undefined;
  const differing = outcomeDiffers(job?.outcome, expected);
  const pass = actualEnd === end && differing.length === 0;
  const word = end === 'succeeded' ? 'completed' : end;
  const outcome = job?.outcome
    ? ` with outcome ${JSON.stringify({ heading: job.outcome.heading, message: job.outcome.message })}`
    : ' without an outcome';
  const wanted = Object.entries(expected).map(([key, value]) => `${key} ${String(value)}`);
  return {
    pass,
    message: `expected job ${job?.id ?? '(none)'} ${pass ? 'not ' : ''}to have ${word}${wanted.length > 0 ? ` (${wanted.join(', ')})` : ''}; it is ${job?.status ?? 'missing'}${outcome}`,
    actual: { status: job?.status, outcome: job?.outcome },
    expected: { end, ...expected },
  };
}

/**
 * Throws an `AssertionError` unless the job completed (and its outcome says what `expected`
 * says). For node:test, jest or any runner; vitest has `toHaveCompleted`.
 *
 * @example
 * assertJobCompleted(await job.settled(), { message: /Submitted 3 records/ });
 */
export function assertJobCompleted(job: JobLike | undefined, expected?: ExpectedOutcome): void {
  assertCheck(checkJobEnd(job, 'succeeded', expected), 'jobCompleted');
}

/**
 * Throws an `AssertionError` unless the job failed (with this outcome message, when given).
 *
 * @example
 * assertJobFailed(await job.settled(), /Error posting data/);
 */
export function assertJobFailed(job: JobLike | undefined, message?: string | RegExp): void {
  assertCheck(checkJobEnd(job, 'failed', message === undefined ? {} : { message }), 'jobFailed');
}

/**
 * How the testing package reads a job's status: the one place that knows the wire's values (the
 * hosted service's `complete` for success; `completed`, the description's word, is read the same).
 * @module
 */
import type { Job, JobStatus } from '@importkit/api';

/** The wire values of a job that finished successfully. */
const SUCCEEDED: readonly string[] = ['complete', 'completed'] satisfies (
  | JobStatus
  | 'completed'
)[];

/** How a job ended, in the words the testing package uses whatever the wire says. */
export type JobEnd = 'succeeded' | 'failed' | 'canceled';

/**
 * How the job ended, or `undefined` while it has not ended yet.
 *
 * @example
 * if (jobEndOf(job) === 'succeeded') console.log(job.outcome?.message);
 */
export function jobEndOf(job: Pick<Job, 'status'>): JobEnd | undefined {
  if (SUCCEEDED.includes(job.status)) return 'succeeded';
  if (job.status === 'failed') return 'failed';
  if (job.status === 'canceled') return 'canceled';
  return undefined;
}

/**
 * How the testing package reads a job's status: the one place that knows the wire's values, so a
 * change of the success value (today `completed`, the hosted service's `complete` later) is one
 * line here.
 * @module
 */
import type { Job, JobStatus } from '@importkit/api';

/** The wire value of a job that finished successfully. */
const SUCCEEDED: JobStatus = 'completed';

/** How a job ended, in the words the testing package uses whatever the wire says. */
export type JobEnd = 'succeeded' | 'failed' | 'canceled';

/**
 * How the job ended, or `undefined` while it has not ended yet.
 *
 * @example
 * if (jobEndOf(job) === 'succeeded') console.log(job.outcome?.message);
 */
export function jobEndOf(job: Pick<Job, 'status'>): JobEnd | undefined {
  if (job.status === SUCCEEDED) return 'succeeded';
  if (job.status === 'failed') return 'failed';
  if (job.status === 'canceled') return 'canceled';
  return undefined;
}

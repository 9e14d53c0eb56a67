import type { ImportkitClient } from '../client/create-client';
import type { components } from '../generated/openapi';
import type { Job } from '../types';
import { unwrap } from '../unwrap';

export type AckJobOptions = components['schemas']['JobAckDetails'];
export type FinishJobOptions = components['schemas']['JobCompleteDetails'];
export type CancelJobOptions = components['schemas']['JobCancelDetails'];

/**
 * Acknowledges a job (ready → executing), or reports progress on a job already executing.
 * `listenerId` claims the job for one listener. Returns the job; throws `ApiError` on failure.
 *
 * @example
 * ```ts
 * await ackJob(api, jobId, { progress: 10, info: 'Reading records' });
 * ```
 */
export async function ackJob(
  client: ImportkitClient,
  jobId: string,
  options: AckJobOptions = {},
): Promise<Job> {
  const body = await unwrap(
    client.POST('/v1/jobs/{jobId}/ack', { params: { path: { jobId } }, body: options }),
  );
  return body.data;
}

/**
 * Completes a job with an optional outcome (the message and next step shown to the user).
 * `listenerId` makes it the owner's move: 409 when another listener holds the job, or when this
 * listener's claim lapsed. Returns the job; throws `ApiError` on failure (for example 409 when it
 * already ended, 400 naming the path of a malformed outcome).
 *
 * @example
 * ```ts
 * await completeJob(api, jobId, { outcome: { message: 'Sent 1,204 records' } });
 * ```
 */
export async function completeJob(
  client: ImportkitClient,
  jobId: string,
  options: FinishJobOptions = {},
): Promise<Job> {
  const body = await unwrap(
    client.POST('/v1/jobs/{jobId}/complete', { params: { path: { jobId } }, body: options }),
  );
  return body.data;
}

/**
 * Fails a job with an optional outcome explaining why (`listenerId` as for `completeJob`).
 * Returns the job; throws `ApiError`.
 *
 * @example
 * ```ts
 * await failJob(api, jobId, { outcome: { message: 'The webhook answered 500' } });
 * ```
 */
export async function failJob(
  client: ImportkitClient,
  jobId: string,
  options: FinishJobOptions = {},
): Promise<Job> {
  const body = await unwrap(
    client.POST('/v1/jobs/{jobId}/fail', { params: { path: { jobId } }, body: options }),
  );
  return body.data;
}

/**
 * Acknowledges the outcome of a finished foreground job, as the user closing its dialog does
 * (`job:outcome-acknowledged`). Returns the job; throws `ApiError` (409 for a background job, a
 * job not finished yet, or one acknowledged already).
 *
 * @example
 * ```ts
 * await acknowledgeJobOutcome(api, jobId);
 * ```
 */
export async function acknowledgeJobOutcome(client: ImportkitClient, jobId: string): Promise<Job> {
  const body = await unwrap(
    client.POST('/v1/jobs/{jobId}/outcome/ack', { params: { path: { jobId } } }),
  );
  return body.data;
}

/**
 * Cancels a job that has not finished (→ `canceled`, announced as `job:updated` with that
 * status), with its unfinished parts; a handler running it sees its `signal` aborted. Returns the
 * job; throws `ApiError` (409 naming the status of a job that already finished).
 *
 * @example
 * ```ts
 * await cancelJob(api, jobId, { info: 'Canceled by the user' });
 * ```
 */
export async function cancelJob(
  client: ImportkitClient,
  jobId: string,
  options: CancelJobOptions = {},
): Promise<Job> {
  const body = await unwrap(
    client.POST('/v1/jobs/{jobId}/cancel', { params: { path: { jobId } }, body: options }),
  );
  return body.data;
}

/**
 * Runs a `failed` or `canceled` job again: it is placed as at creation (`ready`, or `scheduled`
 * / `waiting` when its time or predecessors say so), its earlier outcome and parts cleared.
 * Returns the job; throws `ApiError` (409 for another status, or a predecessor that failed).
 *
 * @example
 * ```ts
 * const job = await retryJob(api, jobId);
 * console.log(job.status); // 'ready'
 * ```
 */
export async function retryJob(client: ImportkitClient, jobId: string): Promise<Job> {
  const body = await unwrap(client.POST('/v1/jobs/{jobId}/retry', { params: { path: { jobId } } }));
  return body.data;
}

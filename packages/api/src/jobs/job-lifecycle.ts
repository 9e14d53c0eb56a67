import type { ImportkitClient } from '../client/create-client';
import type { components } from '../generated/openapi';
import type { Job } from '../types';
import { unwrap } from '../unwrap';

export type AckJobOptions = components['schemas']['JobAckDetails'];
export type FinishJobOptions = components['schemas']['JobCompleteDetails'];

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
 * Returns the job; throws `ApiError` on failure (for example 409 when it already ended).
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
 * Fails a job with an optional outcome explaining why. Returns the job; throws `ApiError`.
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

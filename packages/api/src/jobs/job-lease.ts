import type { ImportkitClient } from '../client/create-client';
import type { Job } from '../types';
import { unwrap } from '../unwrap';

/**
 * Renews the lease of a job this listener claimed (the heartbeat: an ack carrying only the
 * owner's `listenerId`), so the server does not give the job back to `ready` while the work goes
 * on. Returns the job with its new `leaseExpiresAt`; throws `ApiError` 409 once the claim is lost
 * (the lease lapsed, another listener holds the job, or the job ended or was canceled).
 * `signal` aborts the request (for example when the work ends while a renewal is stalled).
 *
 * @example
 * ```ts
 * const job = await renewJobLease(api, jobId, { listenerId: 'lsn_worker_1' });
 * console.log(job.leaseExpiresAt);
 * ```
 */
export async function renewJobLease(
  client: ImportkitClient,
  jobId: string,
  options: { listenerId: string; signal?: AbortSignal },
): Promise<Job> {
  // The ack a report sends, carrying only the owner (ackJob's options are its body: no signal).
  const body = await unwrap(
    client.POST('/v1/jobs/{jobId}/ack', {
      params: { path: { jobId } },
      body: { listenerId: options.listenerId },
      signal: options.signal,
    }),
  );
  return body.data;
}

/**
 * The length of a claimed job's lease in milliseconds, read from the job the claim (or a
 * renewal) returned: `leaseExpiresAt` minus `updatedAt`, both on the server's clock (so it holds
 * under the dev server's manual clock too). `undefined` when the job carries no lease.
 *
 * @example
 * ```ts
 * const claimed = await ackJob(api, jobId, { listenerId });
 * const leaseMs = jobLeaseMs(claimed); // 300000 with the dev server's default lease
 * ```
 */
export function jobLeaseMs(job: Job): number | undefined {
  if (job.leaseExpiresAt === undefined) return undefined;
  const leaseMs = Date.parse(job.leaseExpiresAt) - Date.parse(job.updatedAt);
  return Number.isFinite(leaseMs) && leaseMs > 0 ? leaseMs : undefined;
}

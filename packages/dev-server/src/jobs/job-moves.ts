/**
 * The job moves over HTTP: execute, ack, complete, fail, cancel, retry, split and the outcome
 * acknowledgement. The rules (which status allows which move, what each emits, leases, parts,
 * dependents) are the job engine's; a refused move is a 409 naming the current status.
 * @module
 */

import type { Schema } from '../contract/wire-types';
import type { HandlerMap } from '../http/operation-handler';
import { success } from '../http/operation-handler';
import { requireJob } from '../runtime/lookups';
import type { DevRuntime } from '../runtime/runtime';
import type { JobEntity } from '../store/entities';
import { jobView } from './job-events';

const isUnderway = (job: JobEntity) => job.status === 'ready' || job.status === 'executing';

function jobFromParams(runtime: DevRuntime, params: Record<string, string>) {
  return requireJob(runtime, params.jobId as string, 'jobId');
}

export const jobMoveHandlers: HandlerMap = {
  executeJob: ({ params }, runtime) => {
    const job = jobFromParams(runtime, params);
    // The hosted extractor plugins create their job `ready`, then execute it: that execute finds
    // the job where it would put it (or already claimed by their own `job:ready` handler), and
    // succeeds without a second `job:ready`, so the file is not extracted twice.
    if (runtime.state.jobsCreatedReady.delete(job.id) && isUnderway(job)) return success();
    runtime.jobs.execute(job);
    return success();
  },

  ackJob: ({ params, body }, runtime) => {
    const details = (body ?? {}) as Schema<'JobAckDetails'>;
    return jobView(runtime.jobs.ack(jobFromParams(runtime, params), details));
  },

  completeJob: ({ params, body }, runtime) => {
    const details = (body ?? {}) as Schema<'JobCompleteDetails'>;
    return jobView(runtime.jobs.complete(jobFromParams(runtime, params), details));
  },

  failJob: ({ params, body }, runtime) => {
    const details = (body ?? {}) as Schema<'JobCompleteDetails'>;
    return jobView(runtime.jobs.fail(jobFromParams(runtime, params), details));
  },

  cancelJob: ({ params, body }, runtime) => {
    const details = (body ?? {}) as Schema<'JobCancelDetails'>;
    return jobView(runtime.jobs.cancel(jobFromParams(runtime, params), details.info));
  },

  retryJob: ({ params }, runtime) => jobView(runtime.jobs.retry(jobFromParams(runtime, params))),

  splitJob: ({ params, body }, runtime) => {
    const details = body as Schema<'JobSplitDetails'>;
    return jobView(runtime.jobs.split(jobFromParams(runtime, params), details));
  },

  ackJobOutcome: ({ params }, runtime) =>
    jobView(runtime.jobs.acknowledgeOutcome(jobFromParams(runtime, params))),
};

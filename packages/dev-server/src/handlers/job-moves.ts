/**
 * The job state table: execute (created|planning → ready), ack (ready → executing is the claim;
 * on executing it reports progress), complete (executing → completed), fail (ready|executing →
 * failed) and the outcome acknowledgement (completed|failed, not for background jobs). A move the
 * table does not allow is a 409 whose message names the current status.
 * @module
 */
import { conflict } from '../app/http-error';
import type { HandlerMap } from '../app/operation-handler';
import { success } from '../app/operation-handler';
import type { Schema } from '../contract/wire-types';
import type { DevRuntime } from '../runtime/runtime';
import type { JobEntity, JobStatus } from '../store/entities';
import { emitJobEvent, jobView } from './job-events';
import { defined, requireJob } from './lookups';

/** Throws the 409 for a move that needs one of `allowed` when the job is in another status. */
function requireStatus(job: JobEntity, allowed: JobStatus[], move: string) {
  if (allowed.includes(job.status)) return;
  const needed = allowed.length === 1 ? `an ${allowed[0]}` : `a ${allowed.join(' or ')}`;
  throw conflict(`Job ${job.id} is ${job.status}; only ${needed} job can ${move}`);
}

function jobFromParams(runtime: DevRuntime, params: Record<string, string>) {
  return requireJob(runtime, params.jobId as string, 'jobId');
}

function save(runtime: DevRuntime, job: JobEntity): JobEntity {
  const updated = defined({ ...job, updatedAt: runtime.now() });
  runtime.store.jobs.put(updated);
  return updated;
}

export const jobMoveHandlers: HandlerMap = {
  executeJob: ({ params }, runtime) => {
    const job = jobFromParams(runtime, params);
    requireStatus(job, ['created', 'planning'], 'be executed');
    emitJobEvent(runtime, 'job:ready', save(runtime, { ...job, status: 'ready' }));
    return success();
  },

  ackJob: ({ params, body }, runtime) => {
    const job = jobFromParams(runtime, params);
    const details = (body ?? {}) as Schema<'JobAckDetails'>;
    requireStatus(job, ['ready', 'executing'], 'be acknowledged');
    const claimedByOther =
      job.status === 'executing' &&
      details.listenerId !== undefined &&
      job.listenerId !== details.listenerId;
    if (claimedByOther) {
      throw conflict(`Job ${job.id} was already claimed by another listener`, 'body.listenerId');
    }
    const updated = save(runtime, {
      ...job,
      ...(job.status === 'ready'
        ? { status: 'executing' as const, startedAt: runtime.now(), listenerId: details.listenerId }
        : {}),
      info: details.info ?? job.info,
      progress: details.progress ?? job.progress,
      estimatedCompletionAt: details.estimatedCompletionAt ?? job.estimatedCompletionAt,
    });
    emitJobEvent(runtime, 'job:updated', updated);
    return jobView(updated);
  },

  completeJob: ({ params, body }, runtime) => {
    const job = jobFromParams(runtime, params);
    const details = (body ?? {}) as Schema<'JobCompleteDetails'>;
    requireStatus(job, ['executing'], 'be completed');
    const updated = save(runtime, {
      ...job,
      status: 'completed',
      progress: 100,
      info: details.info ?? job.info,
      outcome: details.outcome ?? job.outcome,
      finishedAt: runtime.now(),
    });
    emitJobEvent(runtime, 'job:completed', updated);
    return jobView(updated);
  },

  failJob: ({ params, body }, runtime) => {
    const job = jobFromParams(runtime, params);
    const details = (body ?? {}) as Schema<'JobCompleteDetails'>;
    requireStatus(job, ['ready', 'executing'], 'fail');
    const updated = save(runtime, {
      ...job,
      status: 'failed',
      info: details.info ?? job.info,
      outcome: details.outcome ?? job.outcome,
      finishedAt: runtime.now(),
    });
    emitJobEvent(runtime, 'job:failed', updated);
    return jobView(updated);
  },

  ackJobOutcome: ({ params }, runtime) => {
    const job = jobFromParams(runtime, params);
    requireStatus(job, ['completed', 'failed'], 'have its outcome acknowledged');
    if (job.mode === 'background') {
      throw conflict(
        `Job ${job.id} runs in background mode; background jobs skip the outcome acknowledgement`,
      );
    }
    if (job.outcomeAcknowledgedAt !== undefined) {
      throw conflict(`The outcome of job ${job.id} was already acknowledged`);
    }
    const updated = save(runtime, { ...job, outcomeAcknowledgedAt: runtime.now() });
    emitJobEvent(runtime, 'job:outcome-acknowledged', updated);
    return jobView(updated);
  },

  // Placeholders until the job engine lands (same branch, next commits).
  cancelJob: () => {
    throw conflict('cancel is not implemented yet');
  },
  retryJob: () => {
    throw conflict('retry is not implemented yet');
  },
  splitJob: () => {
    throw conflict('split is not implemented yet');
  },
};

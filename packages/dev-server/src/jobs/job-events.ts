/**
 * Job events: payload JP (domain, operation, job, status, info?, isPart, input?, and importkit's
 * progress? and parentId?) with context CJ, plus workbookId/sheetId (CJW) when the job has them.
 * @module
 */
import type { EventTopic } from '@importkit/api';
import { jobContext } from '../runtime/contexts';
import { defined } from '../runtime/lookups';
import type { DevRuntime } from '../runtime/runtime';
import type { JobEntity } from '../store/entities';

/** The job topics of the contract's event catalog. */
export type JobTopic = Extract<EventTopic, `job:${string}`>;

/** The JP payload of a job. */
export function jobPayload(job: JobEntity): Record<string, unknown> {
  return defined({
    domain: job.type,
    operation: job.operation,
    job: `${job.type}:${job.operation}`,
    status: job.status,
    info: job.info,
    isPart: job.isPart,
    input: job.input,
    progress: job.progress,
    parentId: job.parentId,
  });
}

/**
 * Emits a job event; `job:deleted` carries no payload (the description lists none), and `extra`
 * adds topic-specific keys (`parts` of `job:parts-completed`).
 */
export function emitJobEvent(
  runtime: Pick<DevRuntime, 'events' | 'accountId' | 'actorId'>,
  topic: JobTopic,
  job: JobEntity,
  extra: Record<string, unknown> = {},
) {
  const payload = topic === 'job:deleted' ? {} : { ...jobPayload(job), ...extra };
  runtime.events.emit(topic, payload, jobContext(runtime, job));
}

/** A job as the API shows it. */
export function jobView(job: JobEntity) {
  return { data: job };
}

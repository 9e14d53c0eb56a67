/**
 * Job events: payload JP (domain, operation, job, status, info?, isPart, input?, progress?) with
 * context CJ, plus workbookId/sheetId (CJW) when the job has them.
 * @module
 */
import type { EventTopic } from '@importkit/api';
import { jobContext } from '../events/contexts';
import type { DevRuntime } from '../runtime/runtime';
import type { JobEntity } from '../store/entities';
import { defined } from './lookups';

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
  });
}

/** Emits a job event; `job:deleted` carries no payload (the description lists none). */
export function emitJobEvent(runtime: DevRuntime, topic: JobTopic, job: JobEntity) {
  const payload = topic === 'job:deleted' ? {} : jobPayload(job);
  runtime.events.emit(topic, payload, jobContext(runtime, job));
}

/** A job as the API shows it. */
export function jobView(job: JobEntity) {
  return { data: job };
}

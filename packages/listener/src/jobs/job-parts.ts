/**
 * The parts of a split job as `jobHandler` sees them: the handler types of a part and of the
 * consolidation, where a part sits in its parent, and the default consolidation.
 * @module
 */
import type { EventOf, Job } from '@importkit/api';
import type {
  JobConsolidateContext,
  JobPartContext,
  JobPartInfo,
  JobPartResult,
} from './job-context';
import type { JobHandlerOutcome, JobHandlerResult, JobReadyEvent, Tick } from './job-handler';

/** The event that starts the consolidation of a split job. */
export type JobPartsCompletedEvent = EventOf<'job:parts-completed'>;

/**
 * The work of one part of a split job (`job:ready` with `isPart: true`): `context.part` says
 * which. Return an outcome (or nothing), or throw to fail the part; either way the parent goes on
 * once every part has finished.
 */
export type JobPartHandler = (
  event: JobReadyEvent,
  tick: Tick,
  context: JobPartContext,
) => JobHandlerResult | Promise<JobHandlerResult>;

/**
 * The last step of a split job, once every part has finished (`job:parts-completed`):
 * `context.parts` lists them with their final status. Return the job's outcome, or throw to
 * fail it.
 */
export type JobConsolidateHandler = (
  event: JobPartsCompletedEvent,
  tick: Tick,
  context: JobConsolidateContext,
) => JobHandlerResult | Promise<JobHandlerResult>;

/** Where a claimed part sits: from the claimed job, else from its event. */
export function partInfo(job: Job, event: JobReadyEvent): JobPartInfo {
  return {
    parentId: job.parentId ?? event.payload.parentId ?? '',
    index: job.part,
    data: job.partData,
  };
}

/** A part's final status that counts as done: the wire's `complete`, or the description's word. */
const DONE = new Set(['complete', 'completed']);

/**
 * The consolidation when `jobHandler` has no `consolidate` handler: the job completes when every
 * part completed, and fails naming the parts that did not.
 */
export function consolidateByDefault(parts: readonly JobPartResult[]): JobHandlerOutcome {
  const unfinished = parts.filter((part) => !DONE.has(part.status));
  if (unfinished.length === 0) {
    return { outcome: { message: `All ${parts.length} parts completed` } };
  }
  const shown = unfinished.slice(0, 5).map((part) => `${part.partId} (${part.status})`);
  const more =
    unfinished.length > shown.length ? ` and ${unfinished.length - shown.length} more` : '';
  throw new Error(
    `${unfinished.length} of ${parts.length} parts did not complete: ${shown.join(', ')}${more}`,
  );
}

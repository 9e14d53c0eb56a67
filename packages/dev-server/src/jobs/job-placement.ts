/**
 * Where a new or retried job goes, decided from its fields and its predecessors' statuses: a
 * future `scheduledAt` first, then predecessors (a failed, canceled or missing one sinks the job,
 * pending ones make it wait), then `immediate`, else the status it was created with.
 * @module
 */
import type { JobEntity } from '../store/entities';

/** The status a job enters, or the predecessor that sinks it. */
export type Placement =
  | { status: 'scheduled' | 'waiting' | 'ready' | 'created' | 'planning'; pending?: string[] }
  | { status: 'failed'; predecessor: JobEntity | { id: string; status: 'deleted' } };

export interface PlacementFacts {
  immediate: boolean;
  /** The clock's time, ms. */
  now: number;
  lookup(jobId: string): JobEntity | undefined;
}

/**
 * Decides a job's placement.
 *
 * @example
 * placeJob(job, { immediate: true, now: clock.now(), lookup: (id) => store.jobs.get(id) });
 * // { status: 'waiting', pending: ['us_jb_1'] }
 */
export function placeJob(job: JobEntity, facts: PlacementFacts): Placement {
  if (job.scheduledAt !== undefined && Date.parse(job.scheduledAt) > facts.now) {
    return { status: 'scheduled' };
  }
  const predecessorIds = job.predecessorIds ?? [];
  if (predecessorIds.length > 0) {
    const pending: string[] = [];
    for (const id of predecessorIds) {
      const predecessor = facts.lookup(id);
      if (!predecessor) return { status: 'failed', predecessor: { id, status: 'deleted' } };
      if (predecessor.status === 'failed' || predecessor.status === 'canceled') {
        return { status: 'failed', predecessor };
      }
      if (predecessor.status !== 'complete') pending.push(id);
    }
    return pending.length > 0 ? { status: 'waiting', pending } : { status: 'ready' };
  }
  if (facts.immediate) return { status: 'ready' };
  return { status: job.status === 'planning' ? 'planning' : 'created' };
}

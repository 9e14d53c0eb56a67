/**
 * What `jobHandler` runs for each kind of job event: the job's handler (which may split it), the
 * part handler, or the consolidation, each given the context of its kind.
 * @module
 */
import type { Job } from '@importkit/api';
import type { HandlerContext } from '../types';
import { jobContextFrom, type WholeJobContext } from './job-context';
import type { JobHandlerFunction, JobHandlerResult, JobReadyEvent, Tick } from './job-handler';
import {
  consolidateByDefault,
  type JobConsolidateHandler,
  type JobPartHandler,
  type JobPartsCompletedEvent,
  partInfo,
} from './job-parts';
import type { JobSession } from './job-session';

/** The events a job run starts from: a job (or part) ready, or a split job's parts completed. */
export type JobStartEvent = JobReadyEvent | JobPartsCompletedEvent;

/** Calls the right handler for one claimed job, with the context of its kind. */
export type JobWork<E extends JobStartEvent> = (
  event: E,
  tick: Tick,
  session: JobSession,
  job: Job,
  context: HandlerContext,
) => JobHandlerResult | Promise<JobHandlerResult>;

/** The work for a `job:ready` event and for `job:parts-completed`. */
export interface JobWorks {
  readonly ready: (event: JobReadyEvent) => JobWork<JobReadyEvent>;
  readonly consolidation: JobWork<JobPartsCompletedEvent>;
}

export function jobWorks(
  handler: JobHandlerFunction,
  part: JobPartHandler | undefined,
  consolidate: JobConsolidateHandler | undefined,
): JobWorks {
  const wholeJob: JobWork<JobReadyEvent> = (event, tick, session, claimed, context) =>
    handler(
      event,
      tick,
      jobContextFrom(context, session.signal, claimed, {
        split: (options: Parameters<WholeJobContext['split']>[0]) => session.split(options),
      }),
    );
  const partJob: JobWork<JobReadyEvent> | undefined = part
    ? (event, tick, session, claimed, context) =>
        part(
          event,
          tick,
          jobContextFrom(context, session.signal, claimed, { part: partInfo(claimed, event) }),
        )
    : undefined;
  const consolidateParts =
    consolidate ?? ((event: JobPartsCompletedEvent) => consolidateByDefault(event.payload.parts));
  return {
    ready: (event) => (event.payload.isPart && partJob) || wholeJob,
    consolidation: (event, tick, session, claimed, context) =>
      consolidateParts(
        event,
        tick,
        jobContextFrom(context, session.signal, claimed, { parts: event.payload.parts }),
      ),
  };
}

/**
 * Workbook readiness: the job that builds a space's workbooks (`space:configure`, run by a
 * listener) has 120 seconds from becoming ready to finish (the description's limit, 30 before).
 * Past that, the service stops the build on the clock: the job fails with
 * {@link WORKBOOK_BUILD_TIMEOUT_MESSAGE} as its `info` and outcome message. A retried job gets a
 * fresh 120 seconds; a lease that lapses and makes the job ready again does not extend them.
 * @module
 */

import type { ClockTimer } from '../runtime/clock';
import type { DevEvent } from '../runtime/event-log';
import type { DevRuntime } from '../runtime/runtime';

/** The longest a workbook build may take. */
export const WORKBOOK_READINESS_MS = 120_000;

/** The job that builds a space's workbooks. */
export const WORKBOOK_BUILD_JOB = 'space:configure';

export const WORKBOOK_BUILD_TIMEOUT_MESSAGE =
  'Workbook build timed out: space:configure did not finish within 120 seconds';

const ENDED = new Set(['job:completed', 'job:failed', 'job:deleted']);

/**
 * Starts the readiness timeout for every workbook build; stops when the runtime closes.
 *
 * @example
 * watchWorkbookReadiness(runtime);
 */
export function watchWorkbookReadiness(runtime: DevRuntime): void {
  const deadlines = new Map<string, ClockTimer>();

  const forget = (jobId: string) => {
    deadlines.get(jobId)?.cancel();
    deadlines.delete(jobId);
  };

  function timeOut(jobId: string) {
    deadlines.delete(jobId);
    const job = runtime.jobs.get(jobId);
    if (job?.status !== 'ready' && job?.status !== 'executing') return;
    runtime.jobs.finish(job, 'failed', {
      info: WORKBOOK_BUILD_TIMEOUT_MESSAGE,
      outcome: { heading: 'Workbook build timed out', message: WORKBOOK_BUILD_TIMEOUT_MESSAGE },
    });
  }

  const unsubscribe = runtime.events.subscribe((event: DevEvent) => {
    if (!event.topic.startsWith('job:') || event.payload.job !== WORKBOOK_BUILD_JOB) return;
    const jobId = event.context.jobId;
    if (jobId === undefined) return;
    const canceled = event.topic === 'job:updated' && event.payload.status === 'canceled';
    if (ENDED.has(event.topic) || canceled) forget(jobId);
    else if (event.topic === 'job:ready' && !deadlines.has(jobId)) {
      const due = runtime.clock.now() + WORKBOOK_READINESS_MS;
      deadlines.set(
        jobId,
        runtime.clock.at(due, () => timeOut(jobId)),
      );
    }
  });
  runtime.onClose(unsubscribe);
}

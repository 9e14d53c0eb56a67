/**
 * `PATCH /v1/jobs/{jobId}` with the hosted `JobUpdate`: descriptive fields (`info`, `progress`,
 * `metadata`, `config`, `input`); a `status`, which is a move of the state table made as its own
 * operation makes it (`executing` acks, `complete` or `completed` completes, `failed` fails,
 * `canceled` cancels: same 409s, same events); and `outcomeAcknowledgedAt`, which acknowledges
 * the outcome at that time. Every rule is checked before anything changes, so a refused update
 * changes nothing.
 * @module
 */
import type { Schema } from '../contract/wire-types';
import { badRequest } from '../http/http-error';
import { defined } from '../runtime/lookups';
import type { DevRuntime } from '../runtime/runtime';
import type { JobEntity, JobStatus } from '../store/entities';

type JobUpdate = Schema<'JobUpdate'>;

/** The moves a status in an update stands for. */
type StatusMove = 'ack' | 'complete' | 'fail' | 'cancel';

const MOVE_OF_STATUS: Readonly<Record<string, StatusMove>> = {
  executing: 'ack',
  complete: 'complete',
  completed: 'complete',
  failed: 'fail',
  canceled: 'cancel',
};

/** Where each move leaves the job. */
const STATUS_AFTER: Readonly<Record<StatusMove, JobStatus>> = {
  ack: 'executing',
  complete: 'complete',
  fail: 'failed',
  cancel: 'canceled',
};

function moveOf(status: string): StatusMove {
  const move = MOVE_OF_STATUS[status];
  if (move !== undefined) return move;
  throw badRequest(
    `body.status "${status}" cannot be set by an update: send executing (ack), complete, failed or canceled; the other statuses are the server's to set`,
    'body.status',
  );
}

/** The descriptive fields of an update that are saved with the job. */
type Fields = Pick<JobEntity, 'metadata' | 'config' | 'input'>;

/** Makes a move with the update's fields saved in the same step (one save, one event). */
function makeMove(
  runtime: DevRuntime,
  job: JobEntity,
  move: StatusMove,
  { info, progress }: Pick<JobUpdate, 'info' | 'progress'>,
  fields: Fields,
): JobEntity {
  const withFields: JobEntity = { ...job, ...fields };
  // Ack takes the progress as a report; a failed or canceled job keeps the one given; a completed
  // job is at 100 whatever the update said.
  const withProgress: JobEntity = { ...withFields, progress: progress ?? job.progress };
  switch (move) {
    case 'ack':
      return runtime.jobs.ack(withFields, defined({ info, progress }));
    case 'complete':
      return runtime.jobs.complete(withFields, defined({ info }));
    case 'fail':
      return runtime.jobs.fail(withProgress, defined({ info }));
    case 'cancel':
      return runtime.jobs.cancel(withProgress, info);
  }
}

/**
 * Applies an update to a job and returns the job as it then is.
 *
 * @example
 * updateJob(runtime, job, { status: 'complete', info: 'Sent' }); // as POST …/complete
 * updateJob(runtime, job, { metadata: { batch: 2 } }); // job:updated
 */
export function updateJob(runtime: DevRuntime, job: JobEntity, update: JobUpdate): JobEntity {
  const { status, outcomeAcknowledgedAt, info, progress, ...rest } = update;
  const fields = defined(rest as Fields);
  const move = status === undefined ? undefined : moveOf(status);
  if (outcomeAcknowledgedAt !== undefined) {
    runtime.jobs.requireOutcomeAcknowledgeable(job, move ? STATUS_AFTER[move] : job.status);
  }
  let updated = job;
  if (move !== undefined) {
    updated = makeMove(runtime, job, move, { info, progress }, fields);
  } else {
    const patch = defined({ ...fields, info, progress });
    // An update that only acknowledges the outcome does not also count as a field update.
    if (Object.keys(patch).length > 0 || outcomeAcknowledgedAt === undefined) {
      updated = runtime.jobs.update(job, patch);
    }
  }
  return outcomeAcknowledgedAt === undefined
    ? updated
    : runtime.jobs.acknowledgeOutcome(updated, outcomeAcknowledgedAt);
}

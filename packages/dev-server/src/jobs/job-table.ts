/**
 * The job state table: every status and the statuses each move a caller asks for starts from.
 * The engine (job-engine.ts) checks each move here before it makes it; a move the table does not
 * allow is a 409 naming the job's current status. The moves the server makes itself, and the
 * event of each move, are the engine's; the README's state table describes both.
 * @module
 */
import { conflict } from '../http/http-error';
import type { JobEntity, JobStatus } from '../store/entities';

/** The statuses a job ends in. */
export const FINISHED_STATUSES: readonly JobStatus[] = ['complete', 'failed', 'canceled'];

/** The statuses of a job that has not ended. */
export const UNFINISHED_STATUSES: readonly JobStatus[] = [
  'created',
  'planning',
  'scheduled',
  'waiting',
  'ready',
  'executing',
  'parts-completed',
];

/** A move a caller asks for, with the statuses it starts from. */
export const JOB_MOVES = {
  execute: { from: ['created', 'planning'], verb: 'be executed' },
  ack: { from: ['ready', 'executing', 'parts-completed'], verb: 'be acknowledged' },
  complete: { from: ['executing', 'parts-completed'], verb: 'be completed' },
  fail: { from: ['ready', 'executing', 'parts-completed'], verb: 'fail' },
  split: { from: ['executing'], verb: 'be split' },
  cancel: { from: UNFINISHED_STATUSES, verb: 'be canceled' },
  retry: { from: ['failed', 'canceled'], verb: 'be retried' },
  update: { from: UNFINISHED_STATUSES, verb: 'be updated' },
  acknowledgeOutcome: { from: ['complete', 'failed'], verb: 'have its outcome acknowledged' },
} as const satisfies Record<string, { from: readonly JobStatus[]; verb: string }>;

export type JobMove = keyof typeof JOB_MOVES;

function article(word: string) {
  return /^[aeiou]/.test(word) ? 'an' : 'a';
}

function alternatives(statuses: readonly string[]) {
  if (statuses.length === 1) return statuses[0];
  return `${statuses.slice(0, -1).join(', ')} or ${statuses.at(-1)}`;
}

/** Whether the job has ended (completed, failed or canceled). */
export function isFinished(job: JobEntity): boolean {
  return FINISHED_STATUSES.includes(job.status);
}

/**
 * Throws the 409 for a move the table does not allow from the job's status.
 *
 * @example
 * requireMove(job, 'complete'); // "Job us_jb_1 is ready; only an executing or parts-completed job can be completed"
 */
export function requireMove(job: JobEntity, move: JobMove): void {
  const { from, verb } = JOB_MOVES[move];
  if ((from as readonly JobStatus[]).includes(job.status)) return;
  const needed =
    from === UNFINISHED_STATUSES
      ? 'an unfinished'
      : `${article(from[0] as string)} ${alternatives(from)}`;
  throw conflict(`Job ${job.id} is ${job.status}; only ${needed} job can ${verb}`);
}

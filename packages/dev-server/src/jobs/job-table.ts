/**
 * The job state table: every status, every move between them and the event each move emits.
 * The engine (job-engine.ts) checks each move here before it makes it; a move the table does not
 * allow is a 409 naming the job's current status. The README's state table is this one.
 * @module
 */
import { conflict } from '../app/http-error';
import type { JobEntity, JobStatus } from '../store/entities';

/** The statuses a job ends in. */
export const FINISHED_STATUSES: readonly JobStatus[] = ['completed', 'failed', 'canceled'];

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
  acknowledgeOutcome: { from: ['completed', 'failed'], verb: 'have its outcome acknowledged' },
} as const satisfies Record<string, { from: readonly JobStatus[]; verb: string }>;

export type JobMove = keyof typeof JOB_MOVES;

/** One row of the state table, as the README shows it. */
export interface JobTransition {
  from: string;
  trigger: string;
  to: string;
  emits: string;
}

/** Every row of the state table (moves made by a caller and by the server itself). */
export const JOB_TRANSITIONS: readonly JobTransition[] = [
  { from: '(new)', trigger: 'create, immediate', to: 'ready', emits: 'job:created, job:ready' },
  { from: '(new)', trigger: 'create', to: 'created (or planning)', emits: 'job:created' },
  {
    from: '(new)',
    trigger: 'create, scheduledAt ahead',
    to: 'scheduled',
    emits: 'job:created, job:scheduled',
  },
  { from: '(new)', trigger: 'create, predecessors pending', to: 'waiting', emits: 'job:created' },
  { from: 'created, planning', trigger: 'execute', to: 'ready', emits: 'job:ready' },
  {
    from: 'scheduled',
    trigger: 'the clock reaches scheduledAt',
    to: 'ready (or waiting)',
    emits: 'job:ready (or job:updated)',
  },
  { from: 'waiting', trigger: 'every predecessor completed', to: 'ready', emits: 'job:ready' },
  {
    from: 'waiting',
    trigger: 'a predecessor failed, was canceled or deleted',
    to: 'failed',
    emits: 'job:failed',
  },
  { from: 'ready', trigger: 'ack (the claim)', to: 'executing', emits: 'job:updated' },
  {
    from: 'executing',
    trigger: 'ack by the owner (progress, heartbeat)',
    to: 'executing',
    emits: 'job:updated',
  },
  {
    from: 'executing',
    trigger: 'the lease runs out',
    to: 'ready (parts-completed for a parent)',
    emits: 'job:ready (job:parts-completed)',
  },
  { from: 'executing', trigger: 'complete', to: 'completed', emits: 'job:completed' },
  { from: 'ready, executing', trigger: 'fail', to: 'failed', emits: 'job:failed' },
  {
    from: 'executing',
    trigger: 'split',
    to: 'waiting (parts run)',
    emits: 'job:updated; each part job:created, job:ready',
  },
  {
    from: 'waiting (split)',
    trigger: 'every part finished',
    to: 'parts-completed',
    emits: 'job:parts-completed',
  },
  { from: 'parts-completed', trigger: 'ack (the claim)', to: 'executing', emits: 'job:updated' },
  {
    from: 'parts-completed',
    trigger: 'complete / fail',
    to: 'completed / failed',
    emits: 'job:completed / job:failed',
  },
  {
    from: 'completed, failed (foreground)',
    trigger: 'outcome/ack',
    to: '(same)',
    emits: 'job:outcome-acknowledged',
  },
  { from: 'any unfinished', trigger: 'cancel', to: 'canceled', emits: 'job:updated' },
  {
    from: 'failed, canceled',
    trigger: 'retry',
    to: 'ready / waiting / scheduled',
    emits: 'job:ready / job:updated / job:scheduled',
  },
  { from: 'any unfinished', trigger: 'PATCH', to: '(same)', emits: 'job:updated' },
  { from: 'any', trigger: 'delete', to: '(gone)', emits: 'job:deleted' },
];

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

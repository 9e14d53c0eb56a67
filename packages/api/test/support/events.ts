import type { EventOf } from '../../src/index';

export const ENVIRONMENT_ID = 'us_env_test';

/** Event ids as the dev server makes them: sortable, `us_evt_` and a zero-padded sequence. */
export function eventId(sequence: number): string {
  return `us_evt_${String(sequence).padStart(6, '0')}`;
}

/** A valid `job:ready` envelope; `sequence` makes the id and the job id. */
export function jobReadyEvent(sequence: number): EventOf<'job:ready'> {
  return {
    id: eventId(sequence),
    topic: 'job:ready',
    domain: 'job',
    createdAt: new Date().toISOString(),
    context: {
      accountId: 'us_acc_test',
      environmentId: ENVIRONMENT_ID,
      jobId: `us_jb_${sequence}`,
      actorId: 'us_usr_test',
    },
    payload: {
      domain: 'workbook',
      operation: 'submit',
      job: 'workbook:submit',
      status: 'ready',
      isPart: false,
    },
  };
}

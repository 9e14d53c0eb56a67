import { AssertionError } from 'node:assert';
import { describe, expect, it } from 'vitest';
import { assertJobCompleted, assertJobFailed, checkJobEnd } from './job-assertions';

const completed = {
  id: 'us_jb_1',
  status: 'complete' as const,
  outcome: { heading: 'Submitted', message: 'Submitted 3 records' },
};
const failed = { id: 'us_jb_2', status: 'failed' as const, outcome: { message: 'Boom' } };

describe('checkJobEnd', () => {
  it('passes for the expected end and outcome, texts equal or matching', () => {
    expect(checkJobEnd(completed, 'succeeded').pass).toBe(true);
    expect(
      checkJobEnd(completed, 'succeeded', { message: /3 records/, heading: 'Submitted' }).pass,
    ).toBe(true);
    expect(() => assertJobFailed(failed, 'Boom')).not.toThrow();
  });

  it('fails saying the status and outcome the job has', () => {
    expect(checkJobEnd(failed, 'succeeded').message).toBe(
      'expected job us_jb_2 to have completed; it is failed with outcome {"message":"Boom"}',
    );
    expect(() => assertJobCompleted(completed, { message: 'Submitted 4 records' })).toThrow(
      'expected job us_jb_1 to have completed (message Submitted 4 records); it is complete with outcome {"heading":"Submitted","message":"Submitted 3 records"}',
    );
    expect(() => assertJobFailed({ id: 'us_jb_3', status: 'executing' })).toThrow(AssertionError);
    expect(checkJobEnd(undefined, 'failed').message).toBe(
      'expected job (none) to have failed; it is missing without an outcome',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { jobEvent } from '../../test/fixtures/events';
import {
  type Answer,
  type RecordedCall,
  recordingClient,
} from '../../test/support/recording-client';
import { Listener } from '../listener';
import { jobHandler } from './job-handler';

function setup(answer: (call: RecordedCall) => Answer) {
  const { client, calls } = recordingClient(answer);
  const errors: Error[] = [];
  const listener = new Listener({ id: 'lsn_test' }).onError((error) => void errors.push(error));
  listener.use(jobHandler('workbook:submit', () => ({ outcome: { message: 'Sent' } })));
  const dispatch = () =>
    listener.dispatch(jobEvent('workbook:submit', 'job:ready', { context: { jobId: 'us_jb_1' } }), {
      client,
    });
  return { calls, errors, dispatch };
}

describe('finishing a job', () => {
  it('fails the job, as its owner, when its completion is refused for another reason than a lost claim', async () => {
    const { calls, errors, dispatch } = setup((call) =>
      call.path.endsWith('/complete')
        ? { status: 400, message: 'body.outcome.next.url is required' }
        : { status: 200 },
    );

    await dispatch();

    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: '/v1/jobs/us_jb_1/fail',
      body: {
        listenerId: 'lsn_test',
        outcome: {
          message:
            'Job finished but could not be marked completed: importkit/api: POST /v1/jobs/us_jb_1/complete → 400: body.outcome.next.url is required',
        },
      },
    });
    expect(errors).toEqual([expect.objectContaining({ status: 400 })]);
  });

  it('leaves the job alone when the completion is refused because the claim was lost', async () => {
    const { calls, errors, dispatch } = setup((call) =>
      call.path.endsWith('/complete')
        ? { status: 409, message: 'the claim of listener lsn_test lapsed' }
        : { status: 200 },
    );

    await dispatch();

    expect(calls.map((call) => call.path)).toEqual([
      '/v1/jobs/us_jb_1/ack',
      '/v1/jobs/us_jb_1/complete',
    ]);
    expect(errors).toEqual([expect.objectContaining({ status: 409 })]);
  });
});

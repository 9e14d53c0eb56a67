import { ApiError } from '@importkit/api';
import { describe, expect, it, vi } from 'vitest';
import { jobEvent } from '../../test/fixtures/events';
import { type RecordedCall, recordingClient } from '../../test/support/recording-client';
import { ListenerArgumentError } from '../errors';
import { Listener } from '../listener';
import type { ListenerErrorInfo } from '../types';
import { jobHandler } from './job-handler';

/** `answer` gives the status of each request (200 by default); see {@link recordingClient}. */
function setup(answer: (call: RecordedCall) => number = () => 200) {
  const { client, calls } = recordingClient((call) => ({ status: answer(call) }));
  const errors: [Error, ListenerErrorInfo][] = [];
  const debug = vi.fn();
  const listener = new Listener({ id: 'lsn_test', logger: { debug } }).onError((error, info) => {
    errors.push([error, info]);
  });
  const dispatch = (job = 'workbook:submit') =>
    listener.dispatch(jobEvent(job, 'job:ready', { context: { jobId: 'us_jb_1' } }), { client });
  return { listener, calls, errors, debug, dispatch, client };
}

describe('jobHandler', () => {
  it('claims the job, reports progress, and completes it with the outcome', async () => {
    const { listener, calls, errors, dispatch, client } = setup();
    const handler = vi.fn(async (_event, tick) => {
      await tick(50, 'Halfway');
      return { outcome: { heading: 'Sent', message: 'Sent 3 records' }, info: 'done' };
    });
    listener.use(jobHandler('workbook:submit', handler));

    await dispatch();

    expect(handler).toHaveBeenCalledWith(
      expect.objectContaining({ topic: 'job:ready' }),
      expect.any(Function),
      expect.objectContaining({ client, listener }),
    );
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/v1/jobs/us_jb_1/ack',
        body: { info: 'Accepted', listenerId: 'lsn_test' },
      },
      {
        method: 'POST',
        path: '/v1/jobs/us_jb_1/ack',
        body: { progress: 50, info: 'Halfway', listenerId: 'lsn_test' },
      },
      {
        method: 'POST',
        path: '/v1/jobs/us_jb_1/complete',
        body: {
          listenerId: 'lsn_test',
          info: 'done',
          outcome: { message: 'Sent 3 records', heading: 'Sent' },
        },
      },
    ]);
    expect(errors).toEqual([]);
  });

  it('completes with a default message when the handler returns nothing', async () => {
    const { listener, calls, dispatch } = setup();
    listener.use(jobHandler('workbook:*', async () => {}));
    await dispatch('workbook:export');
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: '/v1/jobs/us_jb_1/complete',
      body: { listenerId: 'lsn_test', outcome: { message: 'Job completed' } },
    });
  });

  it('only runs for its job names', async () => {
    const { listener, calls, dispatch } = setup();
    const handler = vi.fn();
    listener.use(jobHandler(['space:configure', 'workbook:submit'], handler));
    await dispatch('workbook:export');
    await dispatch('space:configure');
    expect(handler).toHaveBeenCalledOnce();
    expect(calls.map((call) => call.path)).toEqual([
      '/v1/jobs/us_jb_1/ack',
      '/v1/jobs/us_jb_1/complete',
    ]);
  });

  it('fails the job with the thrown message and reports the error', async () => {
    const { listener, calls, errors, dispatch } = setup();
    listener.use(
      jobHandler('workbook:submit', () => {
        throw new Error('Row 3 has no email');
      }),
    );
    await dispatch();
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: '/v1/jobs/us_jb_1/fail',
      body: { listenerId: 'lsn_test', outcome: { message: 'Row 3 has no email' } },
    });
    expect(errors.map(([error, info]) => [error.message, info.source])).toEqual([
      ['Row 3 has no email', 'handler'],
    ]);
  });

  it.each([
    ['an object with no prototype', () => Object.create(null), /no prototype/],
    [
      'an object whose toString throws',
      () => ({
        toString() {
          throw new Error('toString broke');
        },
      }),
      /toString\(\) throws/,
    ],
    [
      'a revoked proxy',
      () => {
        const { proxy, revoke } = Proxy.revocable({}, {});
        revoke();
        return proxy;
      },
      /cannot be read/,
    ],
  ])('fails the job when the handler throws %s', async (_name, value, message) => {
    const { listener, calls, errors, dispatch } = setup();
    listener.use(
      jobHandler('workbook:submit', () => {
        throw value();
      }),
    );
    await expect(dispatch()).resolves.toMatchObject({ status: 'handled' });
    expect(calls.at(-1)).toMatchObject({
      path: '/v1/jobs/us_jb_1/fail',
      body: { outcome: { message: expect.stringMatching(message) } },
    });
    expect(errors).toHaveLength(1);
  });

  it('fails the job when what the handler returned cannot be read', async () => {
    const { listener, calls, errors, dispatch } = setup();
    listener.use(
      jobHandler('workbook:submit', () => ({
        get outcome(): never {
          throw new Error('outcome getter broke');
        },
      })),
    );
    await dispatch();
    expect(calls.map((call) => call.path)).toEqual([
      '/v1/jobs/us_jb_1/ack',
      '/v1/jobs/us_jb_1/fail',
    ]);
    expect(errors.map(([error]) => error.message)).toEqual(['outcome getter broke']);
  });

  it('fails the job when its completion is refused, reporting both', async () => {
    const { listener, calls, errors, dispatch } = setup((call) =>
      call.path.endsWith('/complete') ? 400 : 200,
    );
    listener.use(jobHandler('workbook:submit', () => ({ outcome: { message: 'ok' } })));
    await dispatch();
    expect(calls.at(-1)).toMatchObject({
      path: '/v1/jobs/us_jb_1/fail',
      body: { outcome: { message: expect.stringMatching(/could not be marked completed/) } },
    });
    expect(errors[0]?.[0]).toMatchObject({ status: 400, path: '/v1/jobs/us_jb_1/complete' });
  });

  it('skips a job another listener claimed (409), quietly', async () => {
    const { listener, calls, errors, debug, dispatch } = setup(() => 409);
    const handler = vi.fn();
    listener.use(jobHandler('workbook:submit', handler));
    await dispatch();
    expect(handler).not.toHaveBeenCalled();
    expect(calls).toHaveLength(1);
    expect(errors).toEqual([]);
    expect(debug).toHaveBeenCalledWith(
      expect.stringContaining('another listener'),
      expect.objectContaining({ jobId: 'us_jb_1', job: 'workbook:submit' }),
    );
  });

  it('reports a claim that fails otherwise, without running the handler', async () => {
    const { listener, errors, dispatch } = setup(() => 500);
    const handler = vi.fn();
    listener.use(jobHandler('workbook:submit', handler));
    await dispatch();
    expect(handler).not.toHaveBeenCalled();
    expect(errors).toHaveLength(1);
    expect(errors[0]?.[0]).toBeInstanceOf(ApiError);
    expect(errors[0]?.[0]).toMatchObject({ status: 500, path: '/v1/jobs/us_jb_1/ack' });
  });

  it('reports a failed completion', async () => {
    const { listener, errors, dispatch } = setup((call) =>
      call.path.endsWith('/complete') ? 409 : 200,
    );
    listener.use(jobHandler('workbook:submit', () => ({ outcome: { message: 'ok' } })));
    await dispatch();
    expect(errors.map(([error]) => error)).toEqual([expect.any(ApiError)]);
    expect(errors[0]?.[0]).toMatchObject({ status: 409, path: '/v1/jobs/us_jb_1/complete' });
  });

  it('keeps the job going when a progress report fails', async () => {
    const { listener, calls, errors, dispatch } = setup((call) =>
      (call.body as { progress?: number } | undefined)?.progress === undefined ? 200 : 503,
    );
    listener.use(
      jobHandler('workbook:submit', async (_event, tick) => {
        await tick(10);
        return { outcome: { message: 'finished anyway' } };
      }),
    );
    await dispatch();
    expect(errors.map(([error, info]) => [error.constructor.name, info.source])).toEqual([
      ['ApiError', 'job-progress'],
    ]);
    expect(calls.at(-1)?.path).toBe('/v1/jobs/us_jb_1/complete');
  });

  it('rejects bad arguments with a TypeError naming them', () => {
    expect(() => jobHandler('', async () => {})).toThrow(
      /importkit\/listener: job must be a job name/,
    );
    expect(() => jobHandler(42 as never, async () => {})).toThrow(TypeError);
    expect(() => jobHandler('workbook:submit', 'nope' as never)).toThrow(
      'importkit/listener: handler must be a function (got "nope")',
    );
  });

  it('completes the job without waiting for a lease renewal the connection stalls', async () => {
    let renewalSent = () => {};
    const renewalStalled = new Promise<void>((resolve) => {
      renewalSent = resolve;
    });
    const { client, calls } = recordingClient((call) => {
      const isRenewal =
        call.path === '/v1/jobs/us_jb_1/ack' &&
        JSON.stringify(call.body) === JSON.stringify({ listenerId: 'lsn_test' });
      if (!isRenewal) return { status: 200 };
      renewalSent();
      return new Promise<never>(() => {}); // a renewal the connection never answers
    });
    const errors: Error[] = [];
    const listener = new Listener({ id: 'lsn_test' }).onError((error) => void errors.push(error));
    listener.use(jobHandler('workbook:submit', () => renewalStalled, { heartbeatIntervalMs: 10 }));

    await listener.dispatch(
      jobEvent('workbook:submit', 'job:ready', { context: { jobId: 'us_jb_1' } }),
      {
        client,
      },
    );

    expect(calls.map((call) => call.path)).toEqual([
      '/v1/jobs/us_jb_1/ack', // the claim
      '/v1/jobs/us_jb_1/ack', // the renewal, stalled and then given up
      '/v1/jobs/us_jb_1/complete',
    ]);
    // Giving up the renewal because the job ended is no failure to report.
    expect(errors).toEqual([]);
  });

  it('rejects a heartbeat interval a timer cannot keep, naming it', () => {
    // Each of these used to reach setTimeout, which fires after 1 ms: a renewal per millisecond.
    for (const [heartbeatIntervalMs, shown] of [
      [0, 'number 0'],
      [-1, 'number -1'],
      [Number.NaN, 'number NaN'],
      [2 ** 31, 'number 2147483648'],
    ] as const) {
      expect(() => jobHandler('workbook:submit', async () => {}, { heartbeatIntervalMs })).toThrow(
        `importkit/listener: options.heartbeatIntervalMs must be a whole number of milliseconds from 10 to 2147483647 (got ${shown})`,
      );
    }
    expect(() =>
      jobHandler('workbook:submit', async () => {}, { heartbeatIntervalMs: '5000' as never }),
    ).toThrow(ListenerArgumentError);
  });
});

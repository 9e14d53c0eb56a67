import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeEvent } from '../../test/fixtures/events';
import {
  type Answer,
  type RecordedCall,
  recordingClient,
} from '../../test/support/recording-client';
import { Listener } from '../listener';
import { JobAbortedError } from './job-abort';
import { jobHandler } from './job-handler';

const payload = (status: 'ready' | 'executing' | 'canceled' | 'failed') =>
  ({
    domain: 'workbook',
    operation: 'submit',
    job: 'workbook:submit',
    status,
    isPart: false,
  }) as const;

const ready = () => makeEvent('job:ready', payload('ready'));

/** Resolves with the signal's reason once it is aborted. */
function aborted(signal: AbortSignal): Promise<unknown> {
  return new Promise((resolve) =>
    signal.addEventListener('abort', () => resolve(signal.reason), { once: true }),
  );
}

function setup(answer: (call: RecordedCall) => Answer = () => ({ status: 200 })) {
  const { client, calls } = recordingClient(answer);
  const errors: Error[] = [];
  const listener = new Listener({ id: 'lsn_test' }).onError((error) => void errors.push(error));
  return { client, calls, errors, listener };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("a job handler's signal", () => {
  it('aborts when the job is canceled while it runs, and the job is left as the server has it', async () => {
    const { client, calls, errors, listener } = setup();
    let started = () => {};
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    let reason: unknown;
    listener.use(
      jobHandler('workbook:submit', async (_event, _tick, { signal }) => {
        started();
        reason = await aborted(signal);
        throw reason;
      }),
    );

    const handling = listener.dispatch(ready(), { client });
    await running;
    await listener.dispatch(makeEvent('job:updated', payload('canceled')), { client });
    await handling;

    expect(reason).toBeInstanceOf(JobAbortedError);
    expect(reason).toMatchObject({ reason: 'canceled', jobId: 'us_jb_1' });
    expect(calls.map((call) => call.path)).toEqual(['/v1/jobs/us_jb_1/ack']);
    expect(errors).toEqual([]);
  });

  it('aborts when the job is deleted while it runs', async () => {
    const { client, calls, listener } = setup();
    let reason: unknown;
    let started = () => {};
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    listener.use(
      jobHandler('workbook:submit', async (_event, _tick, { signal }) => {
        started();
        reason = await aborted(signal);
      }),
    );

    const handling = listener.dispatch(ready(), { client });
    await running;
    await listener.dispatch(makeEvent('job:deleted', {}), { client });
    await handling;

    expect(reason).toMatchObject({
      reason: 'canceled',
      message: expect.stringContaining('deleted'),
    });
    expect(calls.map((call) => call.path)).toEqual(['/v1/jobs/us_jb_1/ack']);
  });

  it('ignores job:updated events of other statuses and of jobs it does not run', async () => {
    const { client, calls, listener } = setup();
    let signal: AbortSignal | undefined;
    let release = () => {};
    listener.use(
      jobHandler('workbook:submit', async (_event, _tick, context) => {
        signal = context.signal;
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      }),
    );

    const handling = listener.dispatch(ready(), { client });
    await vi.waitFor(() => expect(signal).toBeDefined());
    await listener.dispatch(makeEvent('job:updated', payload('executing')), { client });
    await listener.dispatch(
      makeEvent('job:updated', payload('canceled'), { context: { jobId: 'us_jb_2' } }),
      { client },
    );
    expect(signal?.aborted).toBe(false);
    release();
    await handling;

    expect(calls.at(-1)?.path).toBe('/v1/jobs/us_jb_1/complete');
  });

  it('aborts when a progress report is refused (409), and the job is neither completed nor failed', async () => {
    const { client, calls, errors, listener } = setup((call) =>
      (call.body as { progress?: number }).progress === undefined
        ? { status: 200 }
        : { status: 409, message: 'Job us_jb_1 is ready: the claim of lsn_test lapsed' },
    );
    let reason: unknown;
    listener.use(
      jobHandler('workbook:submit', async (_event, tick, { signal }) => {
        await tick(10, 'Reading');
        reason = signal.reason;
        await tick(20, 'ignored: the job is not ours any more');
        return { outcome: { message: 'never sent' } };
      }),
    );

    await listener.dispatch(ready(), { client });

    expect(reason).toMatchObject({ reason: 'claim-lost' });
    expect((reason as Error).message).toContain('the claim of lsn_test lapsed');
    expect(calls.map((call) => [call.path, call.body])).toEqual([
      ['/v1/jobs/us_jb_1/ack', { info: 'Accepted', listenerId: 'lsn_test' }],
      ['/v1/jobs/us_jb_1/ack', { progress: 10, info: 'Reading', listenerId: 'lsn_test' }],
    ]);
    expect(errors).toEqual([]);
  });

  it('aborts when the listener closes; a handler that gives up leaves the job to its lease', async () => {
    const { client, calls, errors, listener } = setup();
    const closing = new AbortController();
    let reason: unknown;
    listener.use(
      jobHandler('workbook:submit', async (_event, _tick, { signal }) => {
        closing.abort();
        reason = signal.reason;
        signal.throwIfAborted();
      }),
    );

    await listener.dispatch(ready(), { client, signal: closing.signal });

    expect(reason).toMatchObject({ reason: 'listener-closed' });
    expect(calls.map((call) => call.path)).toEqual(['/v1/jobs/us_jb_1/ack']);
    expect(errors).toEqual([]);
  });

  it('still completes a job whose handler finished although the listener is closing', async () => {
    const { client, calls, listener } = setup();
    const closing = new AbortController();
    listener.use(
      jobHandler('workbook:submit', () => {
        closing.abort();
        return { outcome: { message: 'Done before stopping' } };
      }),
    );

    await listener.dispatch(ready(), { client, signal: closing.signal });

    expect(calls.at(-1)).toMatchObject({
      path: '/v1/jobs/us_jb_1/complete',
      body: { outcome: { message: 'Done before stopping' } },
    });
  });
});

describe("keeping a running job's claim", () => {
  const leased = (call: RecordedCall): Answer =>
    call.path.endsWith('/ack')
      ? {
          status: 200,
          data: {
            updatedAt: '2026-03-01T12:00:00.000Z',
            leaseExpiresAt: '2026-03-01T12:00:03.000Z',
          },
        }
      : { status: 200 };

  it('renews the lease at a third of its length while the handler runs, then stops', async () => {
    vi.useFakeTimers();
    const { client, calls, listener } = setup(leased);
    let release = () => {};
    listener.use(
      jobHandler(
        'workbook:submit',
        () =>
          new Promise<void>((resolve) => {
            release = resolve;
          }),
      ),
    );

    const handling = listener.dispatch(ready(), { client });
    await vi.advanceTimersByTimeAsync(3500);
    release();
    await handling;
    const renewals = calls.filter(
      (call) => JSON.stringify(call.body) === JSON.stringify({ listenerId: 'lsn_test' }),
    );
    await vi.advanceTimersByTimeAsync(5000);

    expect(renewals).toHaveLength(3); // at 1 s, 2 s and 3 s of a 3 s lease
    expect(calls.at(-1)?.path).toBe('/v1/jobs/us_jb_1/complete');
    expect(calls.filter((call) => call.path.endsWith('/ack'))).toHaveLength(4); // none after
  });

  it('aborts the signal when a renewal is refused', async () => {
    vi.useFakeTimers();
    let renewals = 0;
    const { client, calls, listener } = setup((call) => {
      const isRenewal = JSON.stringify(call.body) === JSON.stringify({ listenerId: 'lsn_test' });
      if (isRenewal && ++renewals === 2) return { status: 409, message: 'Job us_jb_1 is canceled' };
      return leased(call);
    });
    let reason: unknown;
    listener.use(
      jobHandler('workbook:submit', async (_event, _tick, { signal }) => {
        reason = await aborted(signal);
      }),
    );

    const handling = listener.dispatch(ready(), { client });
    await vi.advanceTimersByTimeAsync(2500);
    await handling;

    expect(reason).toMatchObject({ reason: 'claim-lost' });
    expect(calls.some((call) => call.path.endsWith('/complete'))).toBe(false);
  });
});

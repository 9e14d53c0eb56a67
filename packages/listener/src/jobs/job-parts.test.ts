import { describe, expect, it, vi } from 'vitest';
import { makeEvent } from '../../test/fixtures/events';
import {
  type Answer,
  type RecordedCall,
  recordingClient,
} from '../../test/support/recording-client';
import { Listener } from '../listener';
import { jobHandler } from './job-handler';

const base = { domain: 'workbook', operation: 'validate', job: 'workbook:validate' } as const;

const readyWhole = () => makeEvent('job:ready', { ...base, status: 'ready', isPart: false });
const readyPart = () =>
  makeEvent(
    'job:ready',
    { ...base, status: 'ready', isPart: true, parentId: 'us_jb_parent' },
    { context: { jobId: 'us_jb_part2' } },
  );
const partsCompleted = (statuses: string[]) =>
  makeEvent('job:parts-completed', {
    ...base,
    status: 'parts-completed',
    isPart: false,
    parts: statuses.map((status, index) => ({
      partId: `us_jb_p${index + 1}`,
      status,
      completedAt: '2026-03-01T12:00:00.000Z',
    })),
  });

function setup(answer: (call: RecordedCall) => Answer = () => ({ status: 200 })) {
  const { client, calls } = recordingClient(answer);
  const errors: Error[] = [];
  const listener = new Listener({ id: 'lsn_test' }).onError((error) => void errors.push(error));
  return { client, calls, errors, listener };
}

const moves = (calls: RecordedCall[]) => calls.map((call) => [call.path, call.body]);

describe('splitting a job', () => {
  it('splits as the owner and leaves the job waiting for its parts, not completed', async () => {
    const { client, calls, errors, listener } = setup();
    const partData = [{ sheetId: 'us_sh_1' }, { sheetId: 'us_sh_2' }];
    listener.use(
      jobHandler('workbook:validate', async (_event, _tick, { split }) => {
        await split({ parts: partData, runInParallel: false });
      }),
    );

    await listener.dispatch(readyWhole(), { client });

    expect(moves(calls)).toEqual([
      ['/v1/jobs/us_jb_1/ack', { info: 'Accepted', listenerId: 'lsn_test' }],
      ['/v1/jobs/us_jb_1/split', { parts: partData, runInParallel: false, listenerId: 'lsn_test' }],
    ]);
    expect(errors).toEqual([]);
  });

  it('sends no progress once the job is split, and keeps its signal', async () => {
    const { client, calls, listener } = setup();
    let signal: AbortSignal | undefined;
    listener.use(
      jobHandler('workbook:validate', async (_event, tick, context) => {
        signal = context.signal;
        await context.split({ parts: 2 });
        await tick(100, 'Split into 2 parts');
      }),
    );

    await listener.dispatch(readyWhole(), { client });

    expect(calls.map((call) => call.path)).toEqual([
      '/v1/jobs/us_jb_1/ack',
      '/v1/jobs/us_jb_1/split',
    ]);
    expect(signal?.aborted).toBe(false);
  });

  it('fails the job when the split is refused', async () => {
    const { client, calls, listener } = setup((call) =>
      call.path.endsWith('/split')
        ? { status: 409, message: 'Job us_jb_1 is a part; a part cannot be split' }
        : { status: 200 },
    );
    listener.use(
      jobHandler('workbook:validate', async (_event, _tick, { split }) => {
        await split({ parts: 3 });
      }),
    );

    await listener.dispatch(readyWhole(), { client });

    expect(calls.at(-1)).toMatchObject({
      path: '/v1/jobs/us_jb_1/fail',
      body: { outcome: { message: expect.stringContaining('a part cannot be split') } },
    });
  });
});

describe('running parts', () => {
  it('runs a part in the part handler, which knows its parent, number and data', async () => {
    const { client, calls, listener } = setup((call) =>
      call.path.endsWith('/ack')
        ? {
            status: 200,
            data: {
              id: 'us_jb_part2',
              parentId: 'us_jb_parent',
              part: 2,
              partData: { rows: [10, 20] },
            },
          }
        : { status: 200 },
    );
    const whole = vi.fn();
    const part = vi.fn((_event, _tick, context) => ({
      outcome: { message: `part ${context.part.index} of ${context.part.parentId}` },
    }));
    listener.use(jobHandler('workbook:validate', whole, { part }));

    await listener.dispatch(readyPart(), { client });

    expect(whole).not.toHaveBeenCalled();
    expect(part.mock.calls[0]?.[2].part).toEqual({
      parentId: 'us_jb_parent',
      index: 2,
      data: { rows: [10, 20] },
    });
    expect(calls.at(-1)).toMatchObject({
      path: '/v1/jobs/us_jb_part2/complete',
      body: { outcome: { message: 'part 2 of us_jb_parent' } },
    });
  });

  it("runs parts in the job's own handler when there is no part handler", async () => {
    const { client, listener } = setup();
    const whole = vi.fn();
    listener.use(jobHandler('workbook:validate', whole));

    await listener.dispatch(readyPart(), { client });

    expect(whole).toHaveBeenCalledOnce();
  });
});

describe('consolidating a split job', () => {
  it('claims the job once its parts completed and completes it with the consolidation outcome', async () => {
    const { client, calls, listener } = setup();
    const consolidate = vi.fn((_event, _tick, context) => ({
      outcome: { heading: 'Validated', message: `${context.parts.length} batches checked` },
    }));
    listener.use(jobHandler('workbook:validate', vi.fn(), { consolidate }));

    await listener.dispatch(partsCompleted(['complete', 'complete', 'complete']), { client });

    expect(consolidate).toHaveBeenCalledOnce();
    expect(moves(calls)).toEqual([
      ['/v1/jobs/us_jb_1/ack', { info: 'Accepted', listenerId: 'lsn_test' }],
      [
        '/v1/jobs/us_jb_1/complete',
        { listenerId: 'lsn_test', outcome: { heading: 'Validated', message: '3 batches checked' } },
      ],
    ]);
  });

  it('skips the consolidation another listener claimed', async () => {
    const { client, calls, listener } = setup(() => ({ status: 409, message: 'claimed by lsn_2' }));
    const consolidate = vi.fn();
    listener.use(jobHandler('workbook:validate', vi.fn(), { consolidate }));

    await listener.dispatch(partsCompleted(['complete']), { client });

    expect(consolidate).not.toHaveBeenCalled();
    expect(calls).toHaveLength(1);
  });

  it('by default completes when every part is complete (either spelling), and fails naming the others', async () => {
    const { client, calls, listener } = setup();
    listener.use(jobHandler('workbook:validate', vi.fn()));

    await listener.dispatch(partsCompleted(['complete', 'completed']), { client });
    expect(calls.at(-1)).toMatchObject({
      path: '/v1/jobs/us_jb_1/complete',
      body: { outcome: { message: 'All 2 parts completed' } },
    });

    await listener.dispatch(partsCompleted(['complete', 'failed', 'canceled']), { client });
    expect(calls.at(-1)).toMatchObject({
      path: '/v1/jobs/us_jb_1/fail',
      body: {
        outcome: {
          message: '2 of 3 parts did not complete: us_jb_p2 (failed), us_jb_p3 (canceled)',
        },
      },
    });
  });
});

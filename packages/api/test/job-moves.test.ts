import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  acknowledgeJobOutcome,
  cancelJob,
  createClient,
  type Job,
  jobLeaseMs,
  listJobParts,
  renewJobLease,
  retryJob,
  splitJob,
} from '../src/index';

const BASE_URL = 'http://api.importkit.test';

const network = setupServer();
beforeAll(() => network.listen({ onUnhandledRequest: 'error' }));
afterEach(() => network.resetHandlers());
afterAll(() => network.close());

const api = () => createClient({ baseUrl: BASE_URL, apiKey: 'sk_test_jobs', retry: false });

const job = (fields: Partial<Job> = {}): Job => ({
  id: 'us_jb_1',
  type: 'workbook',
  operation: 'submit',
  source: 'us_wb_1',
  status: 'executing',
  environmentId: 'us_env_1',
  isPart: false,
  createdBy: 'us_usr_1',
  createdAt: '2026-03-01T12:00:00.000Z',
  updatedAt: '2026-03-01T12:00:00.000Z',
  ...fields,
});

/** Answers POST /v1/jobs/us_jb_1/<move> with `answer`, recording the bodies sent. */
function onMove(move: string, answer: Job) {
  const bodies: unknown[] = [];
  network.use(
    http.post(`${BASE_URL}/v1/jobs/us_jb_1/${move}`, async ({ request }) => {
      const text = await request.text();
      bodies.push(text ? JSON.parse(text) : undefined);
      return HttpResponse.json({ data: answer });
    }),
  );
  return bodies;
}

describe('job moves', () => {
  it('cancels with an info line, retries, and acknowledges an outcome', async () => {
    const cancelBodies = onMove('cancel', job({ status: 'canceled' }));
    const retryBodies = onMove('retry', job({ status: 'ready' }));
    onMove(
      'outcome/ack',
      job({ status: 'complete', outcomeAcknowledgedAt: '2026-03-01T12:01:00.000Z' }),
    );

    expect((await cancelJob(api(), 'us_jb_1', { info: 'Stopped by the user' })).status).toBe(
      'canceled',
    );
    expect((await retryJob(api(), 'us_jb_1')).status).toBe('ready');
    expect((await acknowledgeJobOutcome(api(), 'us_jb_1')).outcomeAcknowledgedAt).toBeDefined();
    expect(cancelBodies).toEqual([{ info: 'Stopped by the user' }]);
    expect(retryBodies).toEqual([undefined]);
  });

  it('splits with part data and the owner, and throws the refusal as an ApiError', async () => {
    const bodies = onMove('split', job({ status: 'waiting', partExecution: 'parallel' }));
    const parts = [{ sheetId: 'us_sh_1' }, { sheetId: 'us_sh_2' }];

    const parent = await splitJob(api(), 'us_jb_1', {
      parts,
      runInParallel: true,
      listenerId: 'lsn_1',
    });

    expect(parent.status).toBe('waiting');
    expect(bodies).toEqual([{ parts, runInParallel: true, listenerId: 'lsn_1' }]);

    network.use(
      http.post(`${BASE_URL}/v1/jobs/us_jb_1/split`, () =>
        HttpResponse.json(
          { errors: [{ message: 'Job us_jb_1 was already split' }] },
          { status: 409 },
        ),
      ),
    );
    await expect(splitJob(api(), 'us_jb_1', { parts: 2 })).rejects.toMatchObject({
      status: 409,
      path: '/v1/jobs/us_jb_1/split',
    });
  });

  it('lists every part of a split job across pages', async () => {
    const all = Array.from({ length: 1500 }, (_, index) =>
      job({ id: `us_jb_p${index + 1}`, isPart: true, parentId: 'us_jb_1', part: index + 1 }),
    );
    const queries: string[] = [];
    network.use(
      http.get(`${BASE_URL}/v1/jobs`, ({ request }) => {
        const url = new URL(request.url);
        queries.push(url.search);
        const size = Number(url.searchParams.get('pageSize'));
        const page = Number(url.searchParams.get('pageNumber'));
        return HttpResponse.json({ data: all.slice((page - 1) * size, page * size) });
      }),
    );

    const parts = await listJobParts(api(), 'us_jb_1');

    expect(parts.map((part) => part.part)).toEqual(all.map((part) => part.part));
    expect(queries).toEqual([
      '?parentId=us_jb_1&pageSize=1000&pageNumber=1',
      '?parentId=us_jb_1&pageSize=1000&pageNumber=2',
    ]);
  });
});

describe('leases', () => {
  it('renews a lease with an ack that carries only the owner', async () => {
    const renewed = job({ leaseExpiresAt: '2026-03-01T12:05:00.000Z' });
    const bodies = onMove('ack', renewed);

    expect(await renewJobLease(api(), 'us_jb_1', { listenerId: 'lsn_1' })).toEqual(renewed);
    expect(bodies).toEqual([{ listenerId: 'lsn_1' }]);
  });

  it('gives up a renewal the server stalls once its signal aborts', async () => {
    let received = () => {};
    const arrived = new Promise<void>((resolve) => {
      received = resolve;
    });
    network.use(
      http.post(`${BASE_URL}/v1/jobs/us_jb_1/ack`, () => {
        received();
        return new Promise<never>(() => {}); // a connection that never answers
      }),
    );
    const stop = new AbortController();

    const renewal = renewJobLease(api(), 'us_jb_1', { listenerId: 'lsn_1', signal: stop.signal });
    await arrived;
    stop.abort();

    await expect(renewal).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('reads the lease length on the server clock, or none', () => {
    expect(jobLeaseMs(job({ leaseExpiresAt: '2026-03-01T12:05:00.000Z' }))).toBe(300_000);
    expect(jobLeaseMs(job())).toBeUndefined();
    expect(jobLeaseMs(job({ leaseExpiresAt: '2026-03-01T11:59:00.000Z' }))).toBeUndefined();
  });
});

import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiError,
  ackJob,
  completeJob,
  createClient,
  failJob,
  ImportkitError,
  type Job,
  unwrap,
} from '../src/index';

const BASE_URL = 'http://api.importkit.test';
const API_KEY = 'sk_test_errors_key';

const network = setupServer();
beforeAll(() => network.listen({ onUnhandledRequest: 'error' }));
afterEach(() => network.resetHandlers());
afterAll(() => network.close());

const api = () => createClient({ baseUrl: BASE_URL, apiKey: API_KEY, retry: false });

const job = (status: Job['status']): Job => ({
  id: 'us_jb_1',
  type: 'workbook',
  operation: 'submit',
  source: 'us_wb_1',
  status,
  environmentId: 'us_env_1',
  isPart: false,
  createdBy: 'us_usr_1',
  createdAt: '2026-03-01T12:00:00.000Z',
  updatedAt: '2026-03-01T12:00:00.000Z',
});

describe('unwrap', () => {
  it('returns the success body, typed', async () => {
    network.use(
      http.get(`${BASE_URL}/v1/spaces/us_sp_1`, () =>
        HttpResponse.json({
          data: { id: 'us_sp_1', environmentId: 'us_env_1', name: 'Onboarding' },
        }),
      ),
    );

    const { data: space } = await unwrap(
      api().GET('/v1/spaces/{spaceId}', { params: { path: { spaceId: 'us_sp_1' } } }),
    );

    expect(space.name).toBe('Onboarding');
  });

  it('throws an ApiError with status, method, path and the errors of the body', async () => {
    network.use(
      http.post(`${BASE_URL}/v1/jobs/us_jb_1/complete`, () =>
        HttpResponse.json(
          { errors: [{ message: 'Job is completed, cannot complete' }] },
          { status: 409 },
        ),
      ),
    );

    const error = await unwrap(
      api().POST('/v1/jobs/{jobId}/complete', { params: { path: { jobId: 'us_jb_1' } } }),
    ).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(ImportkitError);
    expect(error).toMatchObject({
      name: 'ApiError',
      code: 'API_ERROR',
      status: 409,
      method: 'POST',
      path: '/v1/jobs/us_jb_1/complete',
      errors: [{ message: 'Job is completed, cannot complete' }],
      message:
        'importkit/api: POST /v1/jobs/us_jb_1/complete → 409: Job is completed, cannot complete',
    });
  });

  it('keeps the keys of the errors and names them in the message', async () => {
    network.use(
      http.post(`${BASE_URL}/v1/spaces`, () =>
        HttpResponse.json(
          { errors: [{ key: 'body.name', message: 'Required' }, { message: 'Second problem' }] },
          { status: 400 },
        ),
      ),
    );

    const error = await unwrap(api().POST('/v1/spaces', { body: {} })).catch(
      (caught: unknown) => caught,
    );

    expect(error).toMatchObject({
      status: 400,
      errors: [{ key: 'body.name', message: 'Required' }, { message: 'Second problem' }],
      message: 'importkit/api: POST /v1/spaces → 400: Required (body.name); Second problem',
    });
  });

  it('tolerates an error body that is not JSON', async () => {
    network.use(
      http.get(`${BASE_URL}/v1/spaces`, () =>
        HttpResponse.text('<html>Bad Gateway</html>', {
          status: 502,
          headers: { 'content-type': 'text/html' },
        }),
      ),
    );

    const error = await unwrap(api().GET('/v1/spaces')).catch((caught: unknown) => caught);

    expect(error).toMatchObject({
      status: 502,
      method: 'GET',
      errors: [{ message: '<html>Bad Gateway</html>' }],
    });
  });

  it('tolerates an empty error body', async () => {
    network.use(
      http.delete(
        `${BASE_URL}/v1/spaces/us_sp_1`,
        () => new HttpResponse(null, { status: 404, statusText: 'Not Found' }),
      ),
    );

    const error = await unwrap(
      api().DELETE('/v1/spaces/{spaceId}', { params: { path: { spaceId: 'us_sp_1' } } }),
    ).catch((caught: unknown) => caught);

    expect(error).toMatchObject({
      status: 404,
      method: 'DELETE',
      errors: [{ message: 'Not Found' }],
    });
  });
});

describe('job lifecycle', () => {
  it('acks with progress, info and the listener id, and returns the job', async () => {
    const bodies: unknown[] = [];
    network.use(
      http.post(`${BASE_URL}/v1/jobs/us_jb_1/ack`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ data: { ...job('executing'), progress: 10 } });
      }),
    );

    const acked = await ackJob(api(), 'us_jb_1', {
      progress: 10,
      info: 'Reading',
      listenerId: 'ls_1',
    });

    expect(acked).toMatchObject({ id: 'us_jb_1', status: 'executing', progress: 10 });
    expect(bodies).toEqual([{ progress: 10, info: 'Reading', listenerId: 'ls_1' }]);
  });

  it('completes and fails with an outcome', async () => {
    const bodies: Record<string, unknown> = {};
    for (const action of ['complete', 'fail'] as const) {
      network.use(
        http.post(`${BASE_URL}/v1/jobs/us_jb_1/${action}`, async ({ request }) => {
          bodies[action] = await request.json();
          return HttpResponse.json({ data: job(action === 'complete' ? 'complete' : 'failed') });
        }),
      );
    }

    const completed = await completeJob(api(), 'us_jb_1', {
      outcome: { message: 'Sent 3 records' },
    });
    const failed = await failJob(api(), 'us_jb_1', {
      outcome: { message: 'The webhook answered 500' },
    });

    expect(completed.status).toBe('complete');
    expect(failed.status).toBe('failed');
    expect(bodies).toEqual({
      complete: { outcome: { message: 'Sent 3 records' } },
      fail: { outcome: { message: 'The webhook answered 500' } },
    });
  });

  it('throws an ApiError when the service refuses', async () => {
    network.use(
      http.post(`${BASE_URL}/v1/jobs/us_jb_1/complete`, () =>
        HttpResponse.json(
          { errors: [{ message: 'Job is completed, cannot complete' }] },
          { status: 409 },
        ),
      ),
    );

    await expect(completeJob(api(), 'us_jb_1')).rejects.toMatchObject({
      code: 'API_ERROR',
      status: 409,
      method: 'POST',
      path: '/v1/jobs/us_jb_1/complete',
    });
  });
});

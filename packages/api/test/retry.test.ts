import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type RetryInfo, type RetryOptions, unwrap } from '../src/index';
import { parseRetryAfter } from '../src/middleware/retry-after';

const BASE_URL = 'http://api.importkit.test';
const API_KEY = 'sk_test_retry_key';

const network = setupServer();
beforeAll(() => network.listen({ onUnhandledRequest: 'error' }));
afterEach(() => network.resetHandlers());
afterAll(() => network.close());

/** Answers with `answers` in turn (the last one repeats) and records each request body. */
function scripted(
  method: 'get' | 'post' | 'put' | 'patch',
  path: string,
  answers: (() => Response)[],
) {
  const bodies: string[] = [];
  network.use(
    http[method](`${BASE_URL}${path}`, async ({ request }) => {
      bodies.push(await request.text());
      const answer = answers[Math.min(bodies.length, answers.length) - 1] as () => Response;
      return answer();
    }),
  );
  return bodies;
}

const ok = () => HttpResponse.json({ data: [] });
const status =
  (code: number, headers: Record<string, string> = {}) =>
  () =>
    HttpResponse.json({ errors: [{ message: `status ${code}` }] }, { status: code, headers });

function client(retry: RetryOptions | false = {}) {
  const retries: RetryInfo[] = [];
  const options =
    retry === false
      ? false
      : { minTimeoutMs: 1, ...retry, onRetry: (info: RetryInfo) => retries.push(info) };
  return { api: createClient({ baseUrl: BASE_URL, apiKey: API_KEY, retry: options }), retries };
}

describe('retries', () => {
  it('retries a GET after 503 and returns the success', async () => {
    const attempts = scripted('get', '/v1/spaces', [status(503), ok]);
    const { api, retries } = client();

    const { data, response } = await api.GET('/v1/spaces');

    expect(response.status).toBe(200);
    expect(data).toEqual({ data: [] });
    expect(attempts).toHaveLength(2);
    expect(retries).toMatchObject([{ method: 'GET', path: '/v1/spaces', attempt: 1, reason: 503 }]);
  });

  it.each([429, 502, 504])('retries after %i', async (code) => {
    const attempts = scripted('get', '/v1/spaces', [status(code), ok]);
    const { api } = client();

    await unwrap(api.GET('/v1/spaces'));

    expect(attempts).toHaveLength(2);
  });

  it.each([400, 404, 409, 500])('does not retry %i', async (code) => {
    const attempts = scripted('get', '/v1/spaces', [status(code), ok]);
    const { api } = client();

    const { response } = await api.GET('/v1/spaces');

    expect(response.status).toBe(code);
    expect(attempts).toHaveLength(1);
  });

  it('retries a network error', async () => {
    let calls = 0;
    network.use(
      http.get(`${BASE_URL}/v1/spaces`, () => (++calls === 1 ? HttpResponse.error() : ok())),
    );
    const { api, retries } = client();

    const { data } = await api.GET('/v1/spaces');

    expect(data).toEqual({ data: [] });
    expect(calls).toBe(2);
    expect(retries[0]?.reason).toBe('network');
  });

  it('honours Retry-After in seconds', async () => {
    const attempts = scripted('get', '/v1/spaces', [status(503, { 'retry-after': '1' }), ok]);
    const { api, retries } = client();

    await unwrap(api.GET('/v1/spaces'));

    expect(attempts).toHaveLength(2);
    expect(retries).toMatchObject([{ delayMs: 1000, fromRetryAfter: true, reason: 503 }]);
  });

  it('returns the answer instead of waiting when Retry-After is longer than maxTimeoutMs', async () => {
    const attempts = scripted('get', '/v1/spaces', [status(429, { 'retry-after': '120' }), ok]);
    const { api, retries } = client({ maxTimeoutMs: 10_000 });

    const { response } = await api.GET('/v1/spaces');

    expect(response.status).toBe(429);
    expect(attempts).toHaveLength(1);
    expect(retries).toHaveLength(0);
  });

  it('gives up after `retries` and returns the last answer', async () => {
    const attempts = scripted('get', '/v1/spaces', [status(503)]);
    const { api } = client({ retries: 2 });

    const { error, response } = await api.GET('/v1/spaces');

    expect(response.status).toBe(503);
    expect(error).toEqual({ errors: [{ message: 'status 503' }] });
    expect(attempts).toHaveLength(3);
  });

  it('backs off exponentially, with jitter, within the bounds', async () => {
    scripted('get', '/v1/spaces', [status(503)]);
    const { api, retries } = client({ retries: 3, minTimeoutMs: 4, maxTimeoutMs: 10 });

    await api.GET('/v1/spaces');

    const delays = retries.map((retry) => retry.delayMs);
    expect(delays).toHaveLength(3);
    // n-th delay in [base/2, base], base = min(max, min * 2^(n-1)): 4, 8, 10.
    expect(delays[0]).toBeGreaterThanOrEqual(2);
    expect(delays[0]).toBeLessThanOrEqual(4);
    expect(delays[1]).toBeGreaterThanOrEqual(4);
    expect(delays[1]).toBeLessThanOrEqual(8);
    expect(delays[2]).toBeGreaterThanOrEqual(5);
    expect(delays[2]).toBeLessThanOrEqual(10);
  });

  it('does not retry a POST by default', async () => {
    const attempts = scripted('post', '/v1/spaces', [status(503), ok]);
    const { api } = client();

    const { response } = await api.POST('/v1/spaces', { body: { name: 'Onboarding' } });

    expect(response.status).toBe(503);
    expect(attempts).toHaveLength(1);
  });

  it('retries a POST with retryNonIdempotent, sending the same body again', async () => {
    const attempts = scripted('post', '/v1/spaces', [status(503), status(502), ok]);
    const { api } = client({ retryNonIdempotent: true });

    await unwrap(api.POST('/v1/spaces', { body: { name: 'Onboarding' } }));

    expect(attempts).toEqual(Array(3).fill(JSON.stringify({ name: 'Onboarding' })));
  });

  it('retries a PUT with a fresh copy of its body', async () => {
    const attempts = scripted('put', '/v1/sheets/us_sh_1/records', [status(504), ok]);
    const { api } = client();
    const body = [{ id: 'us_rc_1', values: { name: { value: 'Ada' } } }];

    await unwrap(
      api.PUT('/v1/sheets/{sheetId}/records', { params: { path: { sheetId: 'us_sh_1' } }, body }),
    );

    expect(attempts).toEqual([JSON.stringify(body), JSON.stringify(body)]);
  });

  it('does not retry when retry is false', async () => {
    const attempts = scripted('get', '/v1/spaces', [status(503), ok]);
    const { api } = client(false);

    const { response } = await api.GET('/v1/spaces');

    expect(response.status).toBe(503);
    expect(attempts).toHaveLength(1);
  });

  it('stops waiting when the request is aborted', async () => {
    const attempts = scripted('get', '/v1/spaces', [status(503, { 'retry-after': '20' }), ok]);
    const { api, retries } = client({ maxTimeoutMs: 60_000 });
    const controller = new AbortController();

    const pending = api.GET('/v1/spaces', { signal: controller.signal });
    await expect.poll(() => retries.length).toBe(1);
    controller.abort();

    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(attempts).toHaveLength(1);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');

  it('reads delay-seconds', () => {
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter('0', now)).toBe(0);
  });

  it('reads an HTTP date, relative to now', () => {
    expect(parseRetryAfter('Sun, 01 Mar 2026 12:00:05 GMT', now)).toBe(5000);
    expect(parseRetryAfter('Sun, 01 Mar 2026 11:59:00 GMT', now)).toBe(0);
  });

  it('ignores what it cannot read', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-1', now)).toBeUndefined();
  });
});

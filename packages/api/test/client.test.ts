import { inspect } from 'node:util';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, ConfigError, createClient, type RetryInfo, unwrap } from '../src/index';

const BASE_URL = 'http://api.importkit.test';
const API_KEY = 'sk_test_0b9e2f7c41d6a8';

const network = setupServer();
beforeAll(() => network.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  network.resetHandlers();
  vi.unstubAllEnvs();
});
afterAll(() => network.close());

const space = { id: 'us_sp_1', environmentId: 'us_env_1', name: 'Onboarding' };

describe('createClient', () => {
  it('sends the API key as a Bearer token and asks for JSON', async () => {
    const seen: Headers[] = [];
    network.use(
      http.get(`${BASE_URL}/v1/spaces`, ({ request }) => {
        seen.push(request.headers);
        return HttpResponse.json({ data: [space] });
      }),
    );
    const api = createClient({ baseUrl: BASE_URL, apiKey: API_KEY });

    const { data } = await api.GET('/v1/spaces');

    expect(data?.data[0]?.name).toBe('Onboarding');
    expect(seen[0]?.get('authorization')).toBe(`Bearer ${API_KEY}`);
    expect(seen[0]?.get('accept')).toBe('application/json');
  });

  it('labels request bodies as JSON and sets the user agent when given', async () => {
    const seen: { contentType: string | null; userAgent: string | null; body: unknown }[] = [];
    network.use(
      http.post(`${BASE_URL}/v1/spaces`, async ({ request }) => {
        seen.push({
          contentType: request.headers.get('content-type'),
          userAgent: request.headers.get('user-agent'),
          body: await request.json(),
        });
        return HttpResponse.json({ data: space });
      }),
    );
    const api = createClient({ baseUrl: BASE_URL, apiKey: API_KEY, userAgent: 'my-listener/1.0' });

    await unwrap(api.POST('/v1/spaces', { body: { name: 'Onboarding' } }));

    expect(seen).toEqual([
      {
        contentType: 'application/json',
        userAgent: 'my-listener/1.0',
        body: { name: 'Onboarding' },
      },
    ]);
  });

  it('falls back to IMPORTKIT_API_URL and IMPORTKIT_API_KEY', async () => {
    vi.stubEnv('IMPORTKIT_API_URL', `${BASE_URL}/`);
    vi.stubEnv('IMPORTKIT_API_KEY', API_KEY);
    let authorization: string | null = null;
    network.use(
      http.get(`${BASE_URL}/v1/spaces`, ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ data: [] });
      }),
    );
    const api = createClient();

    await unwrap(api.GET('/v1/spaces'));

    expect(api.config.baseUrl).toBe(BASE_URL);
    expect(authorization).toBe(`Bearer ${API_KEY}`);
  });

  it('throws a ConfigError at once without a key, naming the option and the variable', () => {
    vi.stubEnv('IMPORTKIT_API_KEY', '');
    vi.stubEnv('IMPORTKIT_API_URL', '');

    expect(() => createClient({ baseUrl: BASE_URL })).toThrow(ConfigError);
    expect(() => createClient({ baseUrl: BASE_URL })).toThrow(
      'importkit/api: no API key: pass { apiKey } or set IMPORTKIT_API_KEY',
    );
  });

  it('throws a ConfigError at once without a URL, naming the option and the variable', () => {
    vi.stubEnv('IMPORTKIT_API_URL', '');

    const attempt = () => createClient({ apiKey: API_KEY });

    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(
      'importkit/api: no base URL: pass { baseUrl } or set IMPORTKIT_API_URL',
    );
  });

  it('rejects a base URL that is not absolute', () => {
    expect(() => createClient({ apiKey: API_KEY, baseUrl: 'localhost:8787' })).toThrow(ConfigError);
  });
});

describe('the API key stays secret', () => {
  it('never appears in the client, its config, or an ApiError', async () => {
    network.use(
      http.post(`${BASE_URL}/v1/jobs/us_jb_1/complete`, () =>
        HttpResponse.json(
          { errors: [{ message: 'Job is completed, cannot complete' }] },
          { status: 409 },
        ),
      ),
    );
    const api = createClient({ baseUrl: BASE_URL, apiKey: API_KEY });

    const error = await unwrap(
      api.POST('/v1/jobs/{jobId}/complete', { params: { path: { jobId: 'us_jb_1' } } }),
    ).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    const renderings = [
      String(error),
      (error as Error).stack ?? '',
      inspect(error, { depth: Number.POSITIVE_INFINITY, showHidden: true }),
      JSON.stringify(error),
      inspect(api, { depth: Number.POSITIVE_INFINITY }),
      JSON.stringify(api),
      inspect(api.config, { depth: Number.POSITIVE_INFINITY, showHidden: true, getters: true }),
      JSON.stringify(api.config),
      JSON.stringify({ ...api.config }),
    ];
    for (const text of renderings) expect(text).not.toContain(API_KEY);
    // It is still there for the helpers that need it.
    expect(api.config.apiKey).toBe(API_KEY);
  });

  it('never appears in what onRetry is told, nor in the error after the last retry', async () => {
    network.use(http.get(`${BASE_URL}/v1/spaces`, () => HttpResponse.error()));
    const retries: RetryInfo[] = [];
    const api = createClient({
      baseUrl: BASE_URL,
      apiKey: API_KEY,
      retry: { retries: 2, minTimeoutMs: 1, onRetry: (info) => retries.push(info) },
    });

    const error = await api.GET('/v1/spaces').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(TypeError);
    expect(retries).toHaveLength(2);
    const renderings = [JSON.stringify(retries), inspect(error, { depth: 10, showHidden: true })];
    for (const text of renderings) expect(text).not.toContain(API_KEY);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ apiKey: 'sk_dev_test_key' });
  await api.ok('POST', '/v1/spaces', { body: { name: 'Secret space' } });
});
afterAll(() => api.close());

describe('authentication', () => {
  it('answers 401 with an errors body and no data when the key is missing', async () => {
    const response = await api.request('GET', '/v1/spaces', { apiKey: null });
    expect(response.status).toBe(401);
    expect(response.body.errors[0].message).toMatch(/Authorization: Bearer/);
    expect(response.body.data).toBeUndefined();
    expect(response.text).not.toContain('Secret space');
  });

  it.each([
    ['a wrong key', { authorization: 'Bearer sk_dev_wrong' }],
    ['a key that only shares a prefix', { authorization: 'Bearer sk_dev_test_ke' }],
    ['another scheme', { authorization: 'Basic sk_dev_test_key' }],
    ['an empty bearer', { authorization: 'Bearer ' }],
  ])('answers 401 for %s', async (_name, headers) => {
    const response = await api.request('GET', '/v1/spaces', { apiKey: null, headers });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ errors: [{ message: expect.any(String) }] });
  });

  it('checks the key before it reads the body or the route, on every path', async () => {
    const unknownRoute = await api.request('GET', '/v1/nothing-here', { apiKey: 'wrong' });
    expect(unknownRoute.status).toBe(401);
    // `/` opens the console (its page holds no data); any other path needs the key.
    expect((await api.request('GET', '/not-a-route', { apiKey: null })).status).toBe(401);
    const badBody = await api.request('POST', '/v1/spaces', { apiKey: 'wrong', rawBody: '{' });
    expect(badBody.status).toBe(401);
  });

  it('accepts the configured key', async () => {
    const body = await api.ok('GET', '/v1/spaces');
    expect(body.data.map((space: { name: string }) => space.name)).toEqual(['Secret space']);
  });

  it('hands out a random sk_dev_ key when none is configured', async () => {
    const other = await startTestApi();
    try {
      expect(other.server.apiKey).toMatch(/^sk_dev_[0-9a-f]{32}$/);
      expect((await other.request('GET', '/v1/spaces')).status).toBe(200);
      const withForeignKey = await other.request('GET', '/v1/spaces', {
        apiKey: api.server.apiKey,
      });
      expect(withForeignKey.status).toBe(401);
    } finally {
      await other.close();
    }
  });
});

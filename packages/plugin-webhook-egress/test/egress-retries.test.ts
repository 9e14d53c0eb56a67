import {
  accept,
  cutOff,
  noAnswer,
  respond,
  serverError,
  type TestEnvironment,
  type WebhookAnswer,
} from '@importkit/testing';
import { expect, test } from '@importkit/testing/vitest';
import { describe } from 'vitest';
import { egressWorkbook } from './support/egress-workbook';

const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

async function egress(env: TestEnvironment, script: WebhookAnswer[], options = {}) {
  const warnings: string[] = [];
  const crm = await env.webhookReceiver({ script, secret });
  const { submit } = await egressWorkbook(env, [20_000], crm.url, {
    retryDelayMs: 10,
    logger: { warn: (message: string) => warnings.push(message) },
    ...options,
  });
  const result = await submit();
  return { result, crm, warnings };
}

describe('retries and timeouts', () => {
  test('retries after a 503 and succeeds, sending the same webhook-id', async ({ env }) => {
    const { result, crm, warnings } = await egress(env, [serverError(503), accept()], {
      retries: 2,
    });
    expect(result).toHaveCompleted();
    expect(crm.requests.map((request) => request.headers['webhook-id'])).toEqual([
      result.id,
      result.id,
    ]);
    expect(crm.requests[1]?.body.equals(crm.requests[0]?.body ?? Buffer.alloc(0))).toBe(true);
    expect(warnings.join('\n')).toContain('failed (HTTP 503); retrying');
  });

  test('signs every attempt of a retried signed request so that each verifies', async ({ env }) => {
    const { result, crm } = await egress(env, [serverError(502), serverError(504), accept()], {
      retries: 2,
      secret,
    });
    expect(result).toHaveCompleted();
    expect(
      crm.requests.map((request) => [request.headers['webhook-id'], request.signature]),
    ).toEqual([
      [result.id, 'valid'],
      [result.id, 'valid'],
      [result.id, 'valid'],
    ]);
  });

  test('gives up after the retries and completes with the last status', async ({ env }) => {
    const { result, crm } = await egress(env, [serverError(503)], { retries: 1 });
    expect(crm.requests).toHaveLength(2);
    expect(result).toHaveCompleted({ message: /Status: 503/ });
  });

  test("retries a 429 after the webhook's Retry-After, with the same webhook-id", async ({
    env,
  }) => {
    const { result, crm, warnings } = await egress(
      env,
      [respond(429, { error: 'slow down' }, { 'retry-after': '1' }), accept()],
      { retries: 2 },
    );
    expect(result).toHaveCompleted();
    expect(crm.requests.map((request) => request.headers['webhook-id'])).toEqual([
      result.id,
      result.id,
    ]);
    // The webhook's second, not the 10 ms backoff of retryDelayMs.
    expect(warnings.join('\n')).toContain('failed (HTTP 429); retrying in 1000 ms');
  });

  test('does not retry other statuses', async ({ env }) => {
    const { result, crm } = await egress(env, [serverError(500), accept()], { retries: 3 });
    expect(crm.requests).toHaveLength(1);
    expect(result.outcome?.message).toContain('Status: 500');
  });

  test('fails the job when the webhook does not answer within timeoutMs', async ({ env }) => {
    const { result, warnings } = await egress(env, [noAnswer()], { timeoutMs: 300, retries: 2 });
    expect(result).toHaveFailed('Error posting data to webhook');
    expect(warnings.join('\n')).toContain('did not answer within 300 ms');
  });

  test('fails the job when the receiver closes the connection mid-body and no retries are left', async ({
    env,
  }) => {
    const { result, crm } = await egress(env, [cutOff()], { retries: 0 });
    expect(crm.requests).toHaveLength(0);
    expect(result).toHaveFailed('Error posting data to webhook');
  });

  test('retries a connection closed mid-body, reading the records again', async ({ env }) => {
    const { result, crm } = await egress(env, [cutOff(), accept()], { retries: 1 });
    expect(result).toHaveCompleted();
    expect(crm.requests.map((request) => request.recordCount)).toEqual([20_000]);
  });
});

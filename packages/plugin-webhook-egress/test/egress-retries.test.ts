import { afterEach, describe, expect, it } from 'vitest';
import { verifyWebhookSignature } from '../src/deliver/verify-webhook-signature';
import { useEgressFixture } from './support/egress-fixture';
import { submit } from './support/harness';
import { json, type ReceiverHandler } from './support/receiver';

const fixture = useEgressFixture();
const warnings: string[] = [];
const logger = { warn: (message: string) => warnings.push(message) };
afterEach(() => {
  warnings.length = 0;
});

async function egress(handlers: ReceiverHandler[], options = {}) {
  fixture.receiver.answer(...handlers);
  const { operation, workbook } = await fixture.egressWorkbook([20_000], fixture.hookUrl, {
    retryDelayMs: 10,
    logger,
    ...options,
  });
  const before = fixture.receiver.requests.length;
  const job = await submit(fixture.harness, workbook.id, operation);
  return { job, requests: fixture.receiver.requests.slice(before) };
}

// Reads a little of the body, then cuts the connection.
const cutMidBody: ReceiverHandler = {
  early: (req) => {
    req.once('data', () => req.socket.destroy());
  },
};

describe('retries and timeouts', () => {
  it('retries after a 503 and succeeds, sending the same webhook-id', async () => {
    const { job, requests } = await egress([json(503, {}), json(200, {})], { retries: 2 });
    expect(job.status).toBe('completed');
    expect(requests).toHaveLength(2);
    expect(requests.map((request) => request.headers['webhook-id'])).toEqual([job.id, job.id]);
    expect(requests[1]?.body.equals(requests[0]?.body ?? Buffer.alloc(0))).toBe(true);
    expect(warnings.join('\n')).toContain('failed (HTTP 503); retrying');
  });

  it('signs every attempt of a retried signed request so that each verifies', async () => {
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const { job, requests } = await egress([json(502, {}), json(504, {}), json(200, {})], {
      retries: 2,
      secret,
    });
    expect(job.status).toBe('completed');
    expect(requests).toHaveLength(3);
    for (const request of requests) {
      expect(request.headers['webhook-id']).toBe(job.id);
      expect(verifyWebhookSignature({ secret, headers: request.headers, body: request.body })).toBe(
        true,
      );
    }
  });

  it('gives up after the retries and completes with the last status', async () => {
    const { job, requests } = await egress([json(503, {})], { retries: 1 });
    expect(requests).toHaveLength(2);
    expect(job.status).toBe('completed');
    expect(job.outcome?.message).toContain('Status: 503');
  });

  it('does not retry other statuses', async () => {
    const { job, requests } = await egress([json(500, {}), json(200, {})], { retries: 3 });
    expect(requests).toHaveLength(1);
    expect(job.outcome?.message).toContain('Status: 500');
  });

  it('fails the job when the webhook does not answer within timeoutMs', async () => {
    const { job } = await egress([() => {}], { timeoutMs: 300, retries: 2 });
    expect(job.status).toBe('failed');
    expect(job.outcome?.message).toBe('Error posting data to webhook');
    expect(warnings.join('\n')).toContain('did not answer within 300 ms');
  });

  it('fails the job when the receiver closes the connection mid-body and no retries are left', async () => {
    const { job, requests } = await egress([cutMidBody], { retries: 0 });
    expect(requests).toHaveLength(0);
    expect(job.status).toBe('failed');
    expect(job.outcome?.message).toBe('Error posting data to webhook');
  });

  it('retries a connection closed mid-body, reading the records again', async () => {
    const { job, requests } = await egress([cutMidBody, json(200, {})], { retries: 1 });
    expect(job.status).toBe('completed');
    expect(requests).toHaveLength(1);
    const payload = requests[0]?.json() as { workbook: { sheets: { records: unknown[] }[] } };
    expect(payload.workbook.sheets[0]?.records).toHaveLength(20_000);
  });
});

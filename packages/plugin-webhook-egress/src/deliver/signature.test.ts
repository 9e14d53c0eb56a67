import { describe, expect, it } from 'vitest';
import { signWebhookBody } from './signature';
import { verifyWebhookSignature } from './verify-webhook-signature';

const body = JSON.stringify({ workbook: { id: 'us_wb_1', sheets: [] } });
const now = Date.UTC(2025, 0, 1);
const timestamp = Math.floor(now / 1000);

function signedHeaders(secret: string, payload: string | Buffer = body, id = 'us_jb_1') {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signWebhookBody({ secret, id, timestamp, body: payload }),
  };
}

describe('signing and verifying', () => {
  for (const secret of ['whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'a plain shared secret']) {
    it(`verifies what it signed (${secret.slice(0, 6)}…)`, () => {
      const headers = signedHeaders(secret);
      expect(verifyWebhookSignature({ secret, headers, body, now })).toBe(true);
      expect(verifyWebhookSignature({ secret, headers, body: Buffer.from(body), now })).toBe(true);
    });
  }

  it('produces the Standard Webhooks signature (HMAC-SHA256 of id.timestamp.body, base64 key)', () => {
    // The reference vector of the Standard Webhooks specification.
    const signature = signWebhookBody({
      secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
      timestamp: 1614265330,
      body: '{"test": 2432232314}',
    });
    expect(signature).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('rejects a tampered body, another secret, another id and a stale timestamp', () => {
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const headers = signedHeaders(secret);
    const tampered = body.replace('us_wb_1', 'us_wb_2');
    expect(verifyWebhookSignature({ secret, headers, body: tampered, now })).toBe(false);
    expect(verifyWebhookSignature({ secret: 'whsec_b3RoZXI=', headers, body, now })).toBe(false);
    expect(
      verifyWebhookSignature({ secret, headers: { ...headers, 'webhook-id': 'x' }, body, now }),
    ).toBe(false);
    expect(verifyWebhookSignature({ secret, headers, body, now: now + 301_000 })).toBe(false);
    expect(
      verifyWebhookSignature({ secret, headers, body, now: now + 301_000, toleranceSeconds: 600 }),
    ).toBe(true);
  });

  it('accepts one matching signature among several, and fetch Headers or any header case', () => {
    const secret = 'rotate-me';
    const { 'webhook-signature': good, ...rest } = signedHeaders(secret);
    const several = `v1,bm90IGl0 ${good}`;
    expect(
      verifyWebhookSignature({
        secret,
        headers: { ...rest, 'webhook-signature': several },
        body,
        now,
      }),
    ).toBe(true);
    const fetchHeaders = new Headers({ ...rest, 'Webhook-Signature': good });
    expect(verifyWebhookSignature({ secret, headers: fetchHeaders, body, now })).toBe(true);
    const mixedCase = {
      'Webhook-Id': rest['webhook-id'],
      'Webhook-Timestamp': rest['webhook-timestamp'],
      'WEBHOOK-SIGNATURE': good,
    };
    expect(verifyWebhookSignature({ secret, headers: mixedCase, body, now })).toBe(true);
  });

  it('rejects requests that lack a header', () => {
    const secret = 'rotate-me';
    const { 'webhook-timestamp': _dropped, ...headers } = signedHeaders(secret);
    expect(verifyWebhookSignature({ secret, headers, body, now })).toBe(false);
  });
});

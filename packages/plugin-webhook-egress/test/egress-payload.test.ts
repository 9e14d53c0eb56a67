import { expect, test } from '@importkit/testing/vitest';
import { describe } from 'vitest';
import { webhookPayloadSchema } from '../src/deliver/payload-schema';
import { verifyWebhookSignature } from '../src/deliver/verify-webhook-signature';
import { userAgent } from '../src/version';
import { egressWorkbook } from './support/egress-workbook';

/** 25,001 records written, posted and read back: most of a minute on a busy shared machine. */
const HEAVY_MS = 60_000;

describe('the payload', () => {
  test(
    'carries every record of a 25,001-record sheet (more than two default pages)',
    async ({ env }) => {
      const crm = await env.webhookReceiver();
      const { sheets, submit } = await egressWorkbook(env, [25_001], crm.url);
      const result = await submit(HEAVY_MS - 5_000);
      expect(result).toHaveCompleted();
      expect(crm.requests).toHaveLength(1);
      const payload = webhookPayloadSchema.parse(crm.requests[0]?.json());
      const [sheet] = payload.workbook.sheets;
      expect(sheet?.records).toHaveLength(25_001);
      const ids = new Set(sheet?.records.map((record) => record.id));
      expect(ids.size).toBe(25_001);
      expect(sheet?.records.at(-1)?.values.email?.value).toBe('person25000@sheet1.example');
      // Exactly the records the API returns.
      expect(sheet?.records).toEqual(await sheets[0]?.records());
      expect(result.outcome?.message).toContain('Submitted 25,001 records from 1 sheet to');
    },
    HEAVY_MS,
  );

  test('has the workbook fields and each sheet with its records, an empty sheet included', async ({
    env,
  }) => {
    const crm = await env.webhookReceiver();
    const { workbook, sheets, submit } = await egressWorkbook(env, [4, 0, 2], crm.url);
    const result = await submit();
    expect(result).toHaveCompleted({ message: /Submitted 6 records from 3 sheets/ });
    const payload = crm.requests[0]?.json() as {
      workbook: {
        id: string;
        name: string;
        sheets: { id: string; name: string; config: unknown; records: unknown[] }[];
      };
    };
    expect(payload.workbook).toMatchObject({ id: workbook.id, name: 'Contacts import' });
    expect(
      payload.workbook.sheets.map((sheet) => [sheet.id, sheet.name, sheet.records.length]),
    ).toEqual([
      [sheets[0]?.id, 'Sheet 1', 4],
      [sheets[1]?.id, 'Sheet 2', 0],
      [sheets[2]?.id, 'Sheet 3', 2],
    ]);
    expect(payload.workbook.sheets[0]?.config).toMatchObject({
      fields: [{ key: 'email' }, { key: 'name' }, { key: 'age' }],
    });
  });

  test('is sent as JSON with the user agent, the job id as webhook-id and the extra headers', async ({
    env,
  }) => {
    const crm = await env.webhookReceiver();
    const { submit } = await egressWorkbook(env, [1], crm.url, {
      headers: {
        Authorization: 'Bearer customer-token',
        'Content-Type': 'text/plain',
        'X-Tenant': 'acme',
      },
    });
    const result = await submit();
    expect(crm.requests[0]?.headers).toMatchObject({
      'content-type': 'application/json',
      'user-agent': userAgent,
      'webhook-id': result.id,
      authorization: 'Bearer customer-token',
      'x-tenant': 'acme',
    });
    expect(crm.requests[0]?.headers['webhook-signature']).toBeUndefined();
  });

  test('is signed so that the receiver verifies it, and a tampered body does not verify', async ({
    env,
  }) => {
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const crm = await env.webhookReceiver({ secret });
    const { submit } = await egressWorkbook(env, [3, 1], crm.url, { secret });
    const result = await submit();
    const [request] = crm.requests;
    if (!request) throw new Error('no request');
    expect(request.headers['webhook-id']).toBe(result.id);
    expect(request.headers['content-length']).toBe(String(request.raw.length));
    expect(request.signature).toBe('valid');
    const tampered = Buffer.from(request.body.toString().replace('person0@', 'person9@'));
    expect(verifyWebhookSignature({ secret, headers: request.headers, body: tampered })).toBe(
      false,
    );
    expect(
      verifyWebhookSignature({
        secret: 'another secret',
        headers: request.headers,
        body: request.body,
      }),
    ).toBe(false);
  });

  test('is gzipped with compress, and the signature covers the JSON', async ({ env }) => {
    const secret = 'a raw shared secret';
    const crm = await env.webhookReceiver({ secret });
    const { submit } = await egressWorkbook(env, [500], crm.url, { compress: true, secret });
    expect(await submit()).toHaveCompleted();
    const [request] = crm.requests;
    expect(request?.headers['content-encoding']).toBe('gzip');
    expect(request?.raw.length).toBeLessThan(request?.body.length ?? 0);
    expect(request?.recordCount).toBe(500);
    expect(request?.signature).toBe('valid');
  });
});

import { describe, expect, it } from 'vitest';
import { webhookPayloadSchema } from '../src/deliver/payload-schema';
import { verifyWebhookSignature } from '../src/deliver/verify-webhook-signature';
import { userAgent } from '../src/version';
import { useEgressFixture } from './support/egress-fixture';
import { readRecords, submit } from './support/harness';
import { json } from './support/receiver';

const fixture = useEgressFixture(json(200, {}));

async function egress(recordCounts: number[], options = {}) {
  const { operation, workbook } = await fixture.egressWorkbook(
    recordCounts,
    fixture.hookUrl,
    options,
  );
  const before = fixture.receiver.requests.length;
  const job = await submit(fixture.harness, workbook.id, operation);
  return { job, workbook, requests: fixture.receiver.requests.slice(before) };
}

describe('the payload', () => {
  it('carries every record of a 25,001-record sheet (more than two default pages)', async () => {
    const { job, workbook, requests } = await egress([25_001]);
    expect(job.status).toBe('completed');
    expect(requests).toHaveLength(1);
    const payload = webhookPayloadSchema.parse(requests[0]?.json());
    const [sheet] = payload.workbook.sheets;
    expect(sheet?.records).toHaveLength(25_001);
    const ids = new Set(sheet?.records.map((record) => record.id));
    expect(ids.size).toBe(25_001);
    expect(sheet?.records.at(-1)?.values.email?.value).toBe('person25000@sheet1.example');
    // Exactly the records the API returns.
    expect(sheet?.records).toEqual(
      await readRecords(fixture.harness, workbook.sheets[0]?.id ?? ''),
    );
    expect(job.outcome?.message).toContain('Submitted 25,001 records from 1 sheet to');
  });

  it('has the workbook fields and each sheet with its records, an empty sheet included', async () => {
    const { job, workbook, requests } = await egress([4, 0, 2]);
    expect(job.status).toBe('completed');
    const payload = requests[0]?.json() as {
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
      [workbook.sheets[0]?.id, 'Sheet 1', 4],
      [workbook.sheets[1]?.id, 'Sheet 2', 0],
      [workbook.sheets[2]?.id, 'Sheet 3', 2],
    ]);
    expect(payload.workbook.sheets[0]?.config).toMatchObject({
      fields: [{ key: 'email' }, { key: 'name' }, { key: 'age' }],
    });
    expect(job.outcome?.message).toContain('Submitted 6 records from 3 sheets');
  });

  it('is sent as JSON with the user agent, the job id as webhook-id and the extra headers', async () => {
    const { job, requests } = await egress([1], {
      headers: {
        Authorization: 'Bearer customer-token',
        'Content-Type': 'text/plain',
        'X-Tenant': 'acme',
      },
    });
    expect(requests[0]?.headers).toMatchObject({
      'content-type': 'application/json',
      'user-agent': userAgent,
      'webhook-id': job.id,
      authorization: 'Bearer customer-token',
      'x-tenant': 'acme',
    });
    expect(requests[0]?.headers['webhook-signature']).toBeUndefined();
  });

  it('is signed so that the receiver verifies it, and a tampered body does not verify', async () => {
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const { job, requests } = await egress([3, 1], { secret });
    const request = requests[0];
    if (!request) throw new Error('no request');
    expect(request.headers['webhook-id']).toBe(job.id);
    expect(request.headers['content-length']).toBe(String(request.raw.length));
    expect(verifyWebhookSignature({ secret, headers: request.headers, body: request.body })).toBe(
      true,
    );
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

  it('is gzipped with compress, and the signature covers the JSON', async () => {
    const secret = 'a raw shared secret';
    const { job, requests } = await egress([500], { compress: true, secret });
    expect(job.status).toBe('completed');
    const request = requests[0];
    if (!request) throw new Error('no request');
    expect(request.headers['content-encoding']).toBe('gzip');
    expect(request.raw.length).toBeLessThan(request.body.length);
    expect(
      (request.json() as { workbook: { sheets: { records: unknown[] }[] } }).workbook.sheets[0]
        ?.records,
    ).toHaveLength(500);
    expect(verifyWebhookSignature({ secret, headers: request.headers, body: request.body })).toBe(
      true,
    );
  });
});

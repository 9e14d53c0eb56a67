import { createClient, type SheetRecord, unwrap } from '@importkit/api';
import { Listener } from '@importkit/listener';
import { describe, expect, it } from 'vitest';
import type { WebhookEgressOptions } from '../src/options';
import { webhookEgress } from '../src/webhook-egress';
import { type ApiProxy, type ProxiedRequest, startApiProxy } from './support/api-proxy';
import { useEgressFixture } from './support/egress-fixture';
import { createWorkbook, nextOperation, readRecords, submit } from './support/harness';
import { json } from './support/receiver';
import { rejections } from './support/rejection-helpers';

const fixture = useEgressFixture();

/**
 * A workbook of one sheet with `count` records, and a listener egressing its submit job whose API
 * requests go through a proxy (which counts them and may act before passing one on).
 */
async function egressThroughProxy(
  count: number,
  options: WebhookEgressOptions,
  beforeForwarding?: (request: ProxiedRequest) => Promise<void> | void,
) {
  const { harness } = fixture;
  const operation = nextOperation();
  const workbook = await createWorkbook(harness, [count], operation);
  const sheetId = workbook.sheets[0]?.id ?? '';
  const records = await readRecords(harness, sheetId);
  const proxy: ApiProxy = await startApiProxy(harness.server.url, beforeForwarding);
  const client = createClient({ baseUrl: proxy.url, apiKey: harness.server.apiKey });
  const listener = new Listener().use(
    webhookEgress(`workbook:${operation}`, fixture.hookUrl, { retries: 0, ...options }),
  );
  listener.onError(() => {});
  const listening = await listener.listen({ client, environmentId: harness.server.environmentId });
  const run = async () => {
    try {
      return await submit(harness, workbook.id, operation);
    } finally {
      await listening.close();
      await proxy.close();
    }
  };
  return { workbook, sheetId, records, proxy, run };
}

const isRecordsRequest = (request: ProxiedRequest, method: string) =>
  request.method === method && /^\/v1\/sheets\/[^/]+\/records/.test(request.path);

describe('egress consistency', () => {
  it('costs no API request for rejections naming records it did not send, and counts them', async () => {
    const { workbook, sheetId, records, proxy, run } = await egressThroughProxy(3, {});
    const never = Array.from({ length: 10_000 }, (_, index) => ({
      id: `us_rc_never${index}`,
      values: [{ field: 'email', message: 'Unknown' }],
    }));
    const known = { id: records[1]?.id ?? '', values: [{ field: 'email', message: 'Bounced' }] };
    fixture.receiver.answer(
      json(200, rejections(workbook, [{ sheetId, rejectedRecords: [...never, known] }])),
    );

    const job = await run();

    expect(job.status).toBe('completed');
    expect(job.outcome?.message).toContain('The webhook rejected 1 record');
    expect(job.outcome?.message).toContain(
      'Ignored rejections naming 10,000 records that were not sent.',
    );
    // One update for the one record that was sent; nothing at all for the 10,000 others.
    expect(proxy.requests.filter((request) => isRecordsRequest(request, 'PUT'))).toHaveLength(1);
    const after = await readRecords(fixture.harness, sheetId);
    expect(after[1]?.values.email?.messages?.map((message) => message.message)).toEqual([
      'Bounced',
    ]);
  });

  it('sends every record that exists throughout when records of a page already read are deleted', async () => {
    let deleted: string[] = [];
    let pagesRequested = 0;
    const setUp = await egressThroughProxy(3_000, { pageSize: 1_000 }, async (request) => {
      if (!isRecordsRequest(request, 'GET')) return;
      pagesRequested += 1;
      if (pagesRequested !== 2) return;
      // Page 1 has been read: half of its records go before page 2 is asked for (pages by number
      // would then skip the 500 records that moved up into page 1), and 200 of the last page.
      deleted = [...setUp.records.slice(0, 500), ...setUp.records.slice(-200)].map(
        (record) => record.id,
      );
      for (let start = 0; start < deleted.length; start += 100) {
        const ids = deleted.slice(start, start + 100); // a URL holds about 100 ids
        await unwrap(
          fixture.harness.client.DELETE('/v1/sheets/{sheetId}/records', {
            params: { path: { sheetId: setUp.sheetId }, query: { ids } },
          }),
        );
      }
    });

    const job = await setUp.run();

    expect(job.status).toBe('completed');
    expect(deleted).toHaveLength(700);
    const body = fixture.receiver.requests.at(-1)?.json() as {
      workbook: { sheets: { records: SheetRecord[] }[] };
    };
    const sent = new Set(body.workbook.sheets[0]?.records.map((record) => record.id));
    const gone = new Set(deleted);
    const missing = setUp.records.filter((record) => !gone.has(record.id) && !sent.has(record.id));
    expect(missing.map((record) => record.id)).toEqual([]);
    // Page 1 went out whole, the last page without the 200 deleted before it was read.
    expect(sent.size).toBe(2_800);
    expect(job.outcome?.message).toContain('Submitted 2,800 records from 1 sheet to http://');
    expect(job.outcome?.message).toContain(
      'Records were added or deleted while they were read: Sheet 1 had 3,000 at the start.',
    );
  });
});

import { createClient, type SheetRecord, unwrap } from '@importkit/api';
import { Listener } from '@importkit/listener';
import { reject, type TestEnvironment } from '@importkit/testing';
import { expect, test } from '@importkit/testing/vitest';
import { describe } from 'vitest';
import type { WebhookEgressOptions } from '../src/options';
import { webhookEgress } from '../src/webhook-egress';
import { type ProxiedRequest, startApiProxy } from './support/api-proxy';
import { contactSheets } from './support/egress-workbook';

/**
 * A workbook of one sheet with `count` records, and a listener egressing its Submit to a
 * receiver, whose API requests go through a proxy (which counts them and may act before passing
 * one on).
 */
async function egressThroughProxy(
  env: TestEnvironment,
  count: number,
  options: WebhookEgressOptions,
  beforeForwarding?: (request: ProxiedRequest) => Promise<void> | void,
) {
  const workbook = await env.workbook({
    name: 'Contacts import',
    actions: [{ operation: 'submit', mode: 'foreground', label: 'Submit' }],
    sheets: contactSheets([count]),
  });
  const sheet = workbook.sheets['sheet-1'];
  const records = (await sheet?.records()) ?? [];
  const crm = await env.webhookReceiver();
  const proxy = await startApiProxy(env.server.url, beforeForwarding);
  const client = createClient({ baseUrl: proxy.url, apiKey: env.server.apiKey });
  const listener = new Listener().use(
    webhookEgress('workbook:submit', crm.url, { retries: 0, ...options }),
  );
  const connection = await env.connect(listener, { client });
  const run = async () => {
    try {
      return await (await env.trigger('workbook:submit', { workbookId: workbook.id })).settled();
    } finally {
      await connection.close();
      await proxy.close();
    }
  };
  return { workbook, sheetId: sheet?.id ?? '', records, crm, proxy, run };
}

const isRecordsRequest = (request: ProxiedRequest, method: string) =>
  request.method === method && /^\/v1\/sheets\/[^/]+\/records/.test(request.path);

describe('egress consistency', () => {
  test('costs no API request for rejections naming records it did not send, and counts them', async ({
    env,
  }) => {
    const { sheetId, records, crm, proxy, run } = await egressThroughProxy(env, 3, {});
    const never = Array.from({ length: 10_000 }, (_, index) => [
      `us_rc_never${index}`,
      { email: 'Unknown' },
    ]);
    crm.script(
      reject({ ...Object.fromEntries(never), [records[1]?.id ?? '']: { email: 'Bounced' } }),
    );

    const result = await run();

    expect(result).toHaveCompleted();
    expect(result.outcome?.message).toContain('The webhook rejected 1 record');
    expect(result.outcome?.message).toContain(
      'Ignored rejections naming 10,000 records that were not sent.',
    );
    // One update for the one record that was sent; nothing at all for the 10,000 others.
    expect(proxy.requests.filter((request) => isRecordsRequest(request, 'PUT'))).toHaveLength(1);
    const { data } = await unwrap(
      env.client.GET('/v1/sheets/{sheetId}/records', { params: { path: { sheetId } } }),
    );
    expect(data.records[1]).toHaveCellError('email', 'Bounced');
    expect(data.records[1]?.values.email?.messages?.map((message) => message.message)).toEqual([
      'Bounced',
    ]);
  });

  test('sends every record that exists throughout when records of a page already read are deleted', async ({
    env,
  }) => {
    let deleted: string[] = [];
    let pagesRequested = 0;
    const setUp = await egressThroughProxy(env, 3_000, { pageSize: 1_000 }, async (request) => {
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
          env.client.DELETE('/v1/sheets/{sheetId}/records', {
            params: { path: { sheetId: setUp.sheetId }, query: { ids } },
          }),
        );
      }
    });

    const result = await setUp.run();

    expect(result).toHaveCompleted();
    expect(deleted).toHaveLength(700);
    const body = setUp.crm.requests.at(-1)?.json() as {
      workbook: { sheets: { records: SheetRecord[] }[] };
    };
    const sent = new Set(body.workbook.sheets[0]?.records.map((record) => record.id));
    const gone = new Set(deleted);
    const missing = setUp.records.filter((record) => !gone.has(record.id) && !sent.has(record.id));
    expect(missing.map((record) => record.id)).toEqual([]);
    // Page 1 went out whole, the last page without the 200 deleted before it was read.
    expect(sent.size).toBe(2_800);
    expect(result.outcome?.message).toContain('Submitted 2,800 records from 1 sheet to http://');
    expect(result.outcome?.message).toContain(
      'Records were added or deleted while they were read: Sheet 1 had 3,000 at the start.',
    );
  });
});

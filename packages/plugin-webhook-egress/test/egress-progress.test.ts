import { reject } from '@importkit/testing';
import { expect, test } from '@importkit/testing/vitest';
import { describe } from 'vitest';
import { resolveOptions } from '../src/options';
import { runEgress } from '../src/run-egress';
import { contactSheets } from './support/egress-workbook';

describe('progress', () => {
  test('reports records gathered out of the total, then posting, then applying rejections', async ({
    env,
  }) => {
    const workbook = await env.workbook({
      name: 'Contacts import',
      sheets: contactSheets([15_000, 0, 6_000]),
    });
    const [first] = (await workbook.sheetList[2]?.records()) ?? [];
    const crm = await env.webhookReceiver({
      script: [reject({ [first?.id ?? '']: { email: 'No' } })],
    });
    const ticks: [number, string | undefined][] = [];
    const outcome = await runEgress(
      {
        client: env.client,
        jobId: 'us_jb_progress',
        workbookId: workbook.id,
        tick: async (progress, info) => {
          ticks.push([progress, info]);
        },
      },
      crm.url,
      resolveOptions({ logger: { warn: () => {} } }),
    );
    expect(outcome.message).toContain('The webhook rejected 1 record (Sheet 3: 1)');
    const infos = ticks.map(([, info]) => info);
    expect(infos[0]).toBe('Gathering records: 0 of 21,000');
    expect(infos).toContain('Gathering records: 21,000 of 21,000');
    const posting = infos.indexOf('Posting to webhook');
    const applying = infos.indexOf('Applying rejections');
    expect(posting).toBeGreaterThan(infos.indexOf('Gathering records: 21,000 of 21,000'));
    expect(applying).toBeGreaterThan(posting);
    const percents = ticks.map(([progress]) => progress);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(percents.every((percent) => percent >= 0 && percent <= 100)).toBe(true);
  });
});

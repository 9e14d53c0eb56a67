import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveOptions } from '../src/options';
import { runEgress } from '../src/run-egress';
import {
  createWorkbook,
  type Harness,
  nextOperation,
  readRecords,
  startHarness,
} from './support/harness';
import { json, type Receiver, startReceiver } from './support/receiver';

let harness: Harness;
let receiver: Receiver;

beforeAll(async () => {
  harness = await startHarness();
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await harness.close();
});

describe('progress', () => {
  it('reports records gathered out of the total, then posting, then applying rejections', async () => {
    const workbook = await createWorkbook(harness, [15_000, 0, 6_000], nextOperation());
    const [first] = await readRecords(harness, workbook.sheets[2]?.id ?? '');
    receiver.answer(
      json(200, {
        rejections: {
          sheets: [
            {
              sheetId: workbook.sheets[2]?.id,
              rejectedRecords: [{ id: first?.id, values: [{ field: 'email', message: 'No' }] }],
            },
          ],
        },
      }),
    );
    const ticks: [number, string | undefined][] = [];
    const outcome = await runEgress(
      {
        client: harness.client,
        jobId: 'us_jb_progress',
        workbookId: workbook.id,
        tick: (progress, info) => ticks.push([progress, info]),
      },
      receiver.url,
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

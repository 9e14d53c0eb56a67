import { describe, expect, it } from 'vitest';
import { resolveOptions } from '../src/options';
import { runEgress } from '../src/run-egress';
import { useEgressFixture } from './support/egress-fixture';
import { createWorkbook, nextOperation, readRecords } from './support/harness';
import { json } from './support/receiver';

const fixture = useEgressFixture();

describe('progress', () => {
  it('reports records gathered out of the total, then posting, then applying rejections', async () => {
    const workbook = await createWorkbook(fixture.harness, [15_000, 0, 6_000], nextOperation());
    const [first] = await readRecords(fixture.harness, workbook.sheets[2]?.id ?? '');
    fixture.receiver.answer(
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
        client: fixture.harness.client,
        jobId: 'us_jb_progress',
        workbookId: workbook.id,
        tick: async (progress, info) => {
          ticks.push([progress, info]);
        },
      },
      fixture.receiver.url,
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

import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createClient, type ImportkitClient } from '@importkit/api';
import type { TestEnvironment } from '@importkit/testing';
import { expect, test } from '@importkit/testing/vitest';
import { describe } from 'vitest';
import { type RecordBytes, workbookRecordBytes } from '../../src/read/record-pages';
import { startApiProxy } from '../support/api-proxy';
import { contactSheets } from '../support/egress-workbook';

const workbookOf = (env: TestEnvironment, recordCounts: number[]) =>
  env.workbook({ name: 'Contacts import', sheets: contactSheets(recordCounts) });

// A real garbage collection, to show that pages read ahead survive one.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** Reads the sheets as the plugin does; returns each sheet's records (parsed) and the count. */
async function readAll(
  client: ImportkitClient,
  sheets: { id: string; total: number }[],
  pageSize: number,
  onPart: (part: RecordBytes) => Promise<void> = async () => {},
) {
  const bytes: Buffer[][] = sheets.map(() => []);
  let count = 0;
  for await (const part of workbookRecordBytes(client, sheets, pageSize, () => {})) {
    const sheetBytes = bytes[part.sheetIndex] ?? [];
    if (part.pageStart && sheetBytes.length > 0) sheetBytes.push(Buffer.from(','));
    sheetBytes.push(Buffer.from(part.elements));
    count += part.count;
    await onPart(part);
  }
  const records = bytes.map((parts) => JSON.parse(`[${Buffer.concat(parts).toString('utf8')}]`));
  return { records, count };
}

describe('workbookRecordBytes', () => {
  test('fails instead of sending records again when the API ignores the cursor', async ({
    env,
  }) => {
    const workbook = await workbookOf(env, [2_500]);
    const proxy = await startApiProxy(env.server.url, (request) => {
      request.path = request.path.replace(/&?after=[^&]*/, ''); // an API without `after`
    });
    const client = createClient({ baseUrl: proxy.url, apiKey: env.server.apiKey });
    const sheets = [{ id: workbook.sheetList[0]?.id ?? '', total: 2_500 }];
    try {
      const failure = await (async () => {
        for await (const _ of workbookRecordBytes(client, sheets, 1_000, () => {})) {
          // read on
        }
      })().catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(TypeError);
      expect((failure as Error).message).toMatch(/ignored after=us_rc_\w+ for sheet/);
    } finally {
      await proxy.close();
    }
  });

  test('reads every page of every sheet, the same records the API returns, in order', async ({
    env,
  }) => {
    const workbook = await workbookOf(env, [2_500, 0, 1_001]);
    const totals = [2_500, 0, 1_001];
    const { records, count } = await readAll(
      env.client,
      workbook.sheetList.map((sheet, index) => ({ id: sheet.id, total: totals[index] ?? 0 })),
      1_000,
    );
    expect(count).toBe(3_501);
    for (const [index, sheet] of workbook.sheetList.entries()) {
      expect(records[index]).toEqual(await sheet.records());
    }
  });

  test('keeps the pages it reads ahead through a garbage collection while the consumer waits', async ({
    env,
  }) => {
    const workbook = await workbookOf(env, [5_000]);
    const sheet = { id: workbook.sheetList[0]?.id ?? '', total: 5_000 };
    let collected = false;
    const { count } = await readAll(env.client, [sheet], 1_000, async () => {
      if (collected) return;
      collected = true;
      for (let round = 0; round < 3; round += 1) {
        collectGarbage();
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    });
    expect(collected).toBe(true);
    expect(count).toBe(5_000);
  });

  test('reads a sheet until its counted records have come, or a page comes back short', async ({
    env,
  }) => {
    const workbook = await workbookOf(env, [2_500]);
    const id = workbook.sheetList[0]?.id ?? '';
    // Counted with fewer records than it has now: reads the pages that count fills.
    expect((await readAll(env.client, [{ id, total: 1_500 }], 1_000)).count).toBe(2_000);
    // Counted with more (records were deleted since): stops at the short page.
    expect((await readAll(env.client, [{ id, total: 9_000 }], 1_000)).count).toBe(2_500);
  });
});

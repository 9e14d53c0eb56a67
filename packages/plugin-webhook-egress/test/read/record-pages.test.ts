import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createClient } from '@importkit/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RecordBytes, workbookRecordBytes } from '../src/read/record-pages';
import { startApiProxy } from './support/api-proxy';
import {
  createWorkbook,
  type Harness,
  nextOperation,
  readRecords,
  startHarness,
} from './support/harness';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness.close();
});

// A real garbage collection, to show that pages read ahead survive one.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** Reads the sheets as the plugin does; returns each sheet's records (parsed) and the count. */
async function readAll(
  sheets: { id: string; total: number }[],
  pageSize: number,
  onPart: (part: RecordBytes) => Promise<void> = async () => {},
) {
  const bytes: Buffer[][] = sheets.map(() => []);
  let count = 0;
  for await (const part of workbookRecordBytes(harness.client, sheets, pageSize, () => {})) {
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
  it('fails instead of sending records again when the API ignores the cursor', async () => {
    const workbook = await createWorkbook(harness, [2_500], nextOperation());
    const proxy = await startApiProxy(harness.server.url, (request) => {
      request.path = request.path.replace(/&?after=[^&]*/, ''); // an API without `after`
    });
    const client = createClient({ baseUrl: proxy.url, apiKey: harness.server.apiKey });
    const sheets = [{ id: workbook.sheets[0]?.id ?? '', total: 2_500 }];
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

  it('reads every page of every sheet, the same records the API returns, in order', async () => {
    const workbook = await createWorkbook(harness, [2_500, 0, 1_001], nextOperation());
    const ids = workbook.sheets.map((sheet) => sheet.id);
    const totals = [2_500, 0, 1_001];
    const { records, count } = await readAll(
      ids.map((id, index) => ({ id, total: totals[index] ?? 0 })),
      1_000,
    );
    expect(count).toBe(3_501);
    for (const [index, id] of ids.entries()) {
      expect(records[index]).toEqual(await readRecords(harness, id));
    }
  });

  it('keeps the pages it reads ahead through a garbage collection while the consumer waits', async () => {
    const workbook = await createWorkbook(harness, [5_000], nextOperation());
    const sheet = { id: workbook.sheets[0]?.id ?? '', total: 5_000 };
    let collected = false;
    const { count } = await readAll([sheet], 1_000, async () => {
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

  it('reads a sheet until its counted records have come, or a page comes back short', async () => {
    const workbook = await createWorkbook(harness, [2_500], nextOperation());
    const id = workbook.sheets[0]?.id ?? '';
    // Counted with fewer records than it has now: reads the pages that count fills.
    expect((await readAll([{ id, total: 1_500 }], 1_000)).count).toBe(2_000);
    // Counted with more (records were deleted since): stops at the short page.
    expect((await readAll([{ id, total: 9_000 }], 1_000)).count).toBe(2_500);
  });
});

/**
 * Extraction of a delimited file larger than one read chunk: its rows reach the records in
 * batches (one per chunk of text parsed), and every row must still arrive once, in order, with the
 * line it ended on, even when a quoted field spans a chunk boundary.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { type ClientApi, ok, startClientApi } from '../support/client-api';
import { extract, recordsOf } from './extraction-support';

let api: ClientApi;
let spaceId: string;
beforeEach(async () => {
  api = await startClientApi();
  spaceId = ok(await api.client.POST('/v1/spaces', { body: { name: 'Imports' } })).data.id;
});
afterEach(() => api.close());

it('keeps every row, their order and their line numbers across the chunks of a large file', async () => {
  const rows = 4000;
  const raggedAt = 3210;
  const lines = ['id,name,note'];
  const expected: Record<string, string>[] = [];
  let raggedLine = 0;
  for (let row = 0; row < rows; row++) {
    // Every 7th row has a note of two lines: a row's line is not its index.
    const note = row % 7 === 0 ? `first ${row}\nsecond ${'x'.repeat(row % 40)}` : `note ${row}`;
    const name = `name ${row} ${'n'.repeat(40)}`;
    const cells = [String(row), name, `"${note}"`];
    if (row === raggedAt) cells.push('extra');
    lines.push(cells.join(','));
    if (row === raggedAt) raggedLine = lines.join('\n').split('\n').length;
    expected.push({ id: String(row), name, note });
  }
  const csv = `${lines.join('\n')}\n`;
  // Larger than the 64 KiB a file stream reads at once: several batches.
  expect(csv.length).toBeGreaterThan(3 * 64 * 1024);

  const { file, job } = await extract(api, spaceId, 'large.csv', csv);

  expect(job.status).toBe('completed');
  expect(await recordsOf(api, file.sheetId as string)).toEqual(expected);
  expect(file.extraction?.sheets).toEqual([
    expect.objectContaining({
      records: rows,
      raggedRows: 1,
      firstRaggedRow: `line ${raggedLine}`,
    }),
  ]);
});

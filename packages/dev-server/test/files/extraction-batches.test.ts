/**
 * Extraction of a delimited file larger than one read chunk: its rows reach the records in
 * batches (one per chunk of bytes parsed), and every row must still arrive once, in order, with
 * the line it ended on, even when a quoted field or a multi-byte character spans a chunk boundary.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { type ClientApi, ok, startClientApi } from '../support/client-api';
import { extract, recordsOf } from './extraction-support';

/** The bytes a file stream reads at once. */
const CHUNK_BYTES = 64 * 1024;

let api: ClientApi;
let spaceId: string;
beforeEach(async () => {
  api = await startClientApi();
  spaceId = ok(await api.client.POST('/v1/spaces', { body: { name: 'Imports' } })).data.id;
});
afterEach(() => api.close());

/** A large CSV (rows with two-line notes, one ragged row), padded by `padding` characters. */
function largeCsv(padding: number) {
  const rows = 4000;
  const raggedAt = 3210;
  const lines = ['id,name,note'];
  const expected: Record<string, string>[] = [];
  let raggedLine = 0;
  for (let row = 0; row < rows; row++) {
    // Every 7th row has a note of two lines: a row's line is not its index.
    let note = row % 7 === 0 ? `first ${row}\nsecond ${'x'.repeat(row % 40)}` : `note ${row}`;
    if (row === 0) note += 'p'.repeat(padding);
    const name = `Zoë ${row} ${'日本語'.repeat(8)}`;
    const cells = [String(row), name, `"${note}"`];
    if (row === raggedAt) cells.push('extra');
    lines.push(cells.join(','));
    if (row === raggedAt) raggedLine = lines.join('\n').split('\n').length;
    expected.push({ id: String(row), name, note });
  }
  return { csv: Buffer.from(`${lines.join('\n')}\n`), rows, expected, raggedLine };
}

it('keeps every row, their order, their characters and their line numbers across chunks', async () => {
  // Pad until the first chunk ends inside a three-byte character.
  let padding = 0;
  let file = largeCsv(padding);
  while (((file.csv[CHUNK_BYTES] as number) & 0xc0) !== 0x80) file = largeCsv(++padding);
  const { csv, rows, expected, raggedLine } = file;
  expect(csv.length).toBeGreaterThan(3 * CHUNK_BYTES);

  const extracted = await extract(api, spaceId, 'large.csv', csv);

  expect(extracted.job.status).toBe('completed');
  expect(await recordsOf(api, extracted.file.sheetId as string)).toEqual(expected);
  expect(extracted.file.extraction?.sheets).toEqual([
    expect.objectContaining({
      records: rows,
      raggedRows: 1,
      firstRaggedRow: `line ${raggedLine}`,
    }),
  ]);
});

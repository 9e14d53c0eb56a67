/**
 * Extraction of a delimited file large enough to be parsed in a worker thread: its rows reach the
 * records in batches (one per chunk of bytes parsed), and every row must still arrive once, in
 * order, with the line it ended on, even when a quoted field or a multi-byte character spans a
 * chunk boundary.
 */

import { uploadFile } from '@importkit/api';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { runningParseWorkers, WORKER_FROM_BYTES } from '../../src/files/delimited-rows';
import { type ClientApi, ok, startClientApi } from '../support/client-api';
import { waitForEvent, waitForJob } from '../support/wait';
import { extract, recordsOf, workbooksOfSpace } from './extraction-support';

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
    const name = `Zoë ${row} ${'日本語'.repeat(40)}`;
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
  expect(csv.length).toBeGreaterThan(WORKER_FROM_BYTES);

  const extracted = await extract(api, spaceId, 'large.csv', csv);

  expect(extracted.job.status).toBe('complete');
  expect(await recordsOf(api, extracted.file.sheetId as string)).toEqual(expected);
  expect(extracted.file.extraction?.sheets).toEqual([
    expect.objectContaining({
      records: rows,
      raggedRows: 1,
      firstRaggedRow: `line ${raggedLine}`,
    }),
  ]);
});

it('stops parsing when the extraction of a large file is canceled, and keeps nothing', async () => {
  const rows = Array.from(
    { length: 300_000 },
    (_, index) => `${index},name ${index},note ${index}`,
  );
  const uploaded = await uploadFile(api.client, {
    spaceId,
    environmentId: api.server.environmentId,
    file: Buffer.from(`id,name,note\n${rows.join('\n')}\n`),
    name: 'canceled.csv',
  });
  const jobOf = async () =>
    ok(await api.client.GET('/v1/jobs', { params: { query: { fileId: uploaded.id } } })).data.find(
      (candidate) => candidate.source === uploaded.id,
    );
  const created = await jobOf();
  if (!created) throw new Error('the upload made no extraction job');
  // Cancel once the worker has sent rows that were stored.
  const job = await waitForJob(
    api.server,
    created.id,
    (current) => current.status !== 'executing' || (current.progress ?? 0) > 0,
  );
  if (job.status !== 'executing') throw new Error(`extraction ${job.status} before the cancel`);
  expect(runningParseWorkers()).toBe(1);
  ok(await api.client.POST('/v1/jobs/{jobId}/cancel', { params: { path: { jobId: job.id } } }));

  const file = async () =>
    ok(await api.client.GET('/v1/files/{fileId}', { params: { path: { fileId: uploaded.id } } }))
      .data;
  await waitForEvent(
    api.server,
    (event) =>
      event.topic === 'file:updated' &&
      event.context.fileId === uploaded.id &&
      event.payload?.status === 'failed',
    { environmentId: uploaded.environmentId },
  );
  expect((await file()).status).toBe('failed');
  await expect.poll(runningParseWorkers).toBe(0);
  expect((await jobOf())?.status).toBe('canceled');
  expect(await workbooksOfSpace(api, spaceId)).toEqual([]);
});

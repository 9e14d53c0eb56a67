/**
 * An extraction that is no longer wanted stops, and leaves nothing half-made: a canceled one
 * stops even while an `.xlsx` part is still inflating (no row read yet), a file deleted during
 * its extraction stays deleted, and both leave the file without a workbook.
 */
import ExcelJS from 'exceljs';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApi } from '../support/server';
import type { Json } from '../support/test-api';
import { waitForJob } from '../support/wait';

const api = useTestApi();

let spaceId: string;
beforeEach(async () => {
  spaceId = (await api.ok('POST', '/v1/spaces', { body: { name: 'Imports' } })).data.id;
});

/** Uploads a file; answers it with its extraction job. */
async function upload(name: string, content: Buffer | string): Promise<{ file: Json; job: Json }> {
  const form = new FormData();
  form.set('spaceId', spaceId);
  form.set('environmentId', api.server.environmentId);
  form.set('file', new Blob([content]), name);
  const response = await fetch(`${api.server.url}/v1/files`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${api.server.apiKey}` },
    body: form,
  });
  expect(response.status).toBe(200);
  const file = ((await response.json()) as Json).data;
  const jobs = (await api.ok('GET', '/v1/jobs', { query: { fileId: file.id } })).data;
  return { file, job: jobs[0] };
}

/** Waits until the file is no longer `complete` without a workbook (its extraction ended). */
async function settledFile(fileId: string): Promise<Json | undefined> {
  for (;;) {
    const read = await api.request('GET', `/v1/files/${fileId}`);
    if (read.status === 404) return undefined;
    const file = read.body.data;
    if (file.status === 'failed' || file.workbookId !== undefined) return file;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const workbooksOfSpace = async () =>
  (await api.ok('GET', '/v1/workbooks', { query: { spaceId } })).data;

describe('a canceled extraction', () => {
  it('stops while an .xlsx part inflates, and leaves the file failed with no workbook', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Notes');
    sheet.addRow(['note']);
    // One shared string of 40 million characters: a few hundred KiB that take a while to inflate.
    sheet.addRow(['n'.repeat(40_000_000)]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const { file, job } = await upload('notes.xlsx', bytes);
    await api.ok('POST', `/v1/jobs/${job.id}/cancel`);
    const ended = await settledFile(file.id);
    expect(ended?.status).toBe('failed');
    expect(ended?.workbookId).toBeUndefined();
    expect(ended?.extraction?.error?.message).toBe('the extraction job was canceled');
    expect((await api.ok('GET', `/v1/jobs/${job.id}`)).data.status).toBe('canceled');
    expect(await workbooksOfSpace()).toEqual([]);
  });
});

describe('a file deleted during its extraction', () => {
  it('does not come back, and its half-made workbook is removed', async () => {
    const rows = Array.from({ length: 200_000 }, (_, n) => `${n},name ${n},${n % 7}`);
    const { file, job } = await upload('people.csv', `id,name,group\n${rows.join('\n')}\n`);
    await api.ok('DELETE', `/v1/files/${file.id}`);
    const ended = await waitForJob(api.server, job.id);
    expect(ended.status).toBe('failed');
    expect(ended.outcome.message).toBe(
      'people.csv cannot be read: the file was deleted during its extraction',
    );
    expect((await api.request('GET', `/v1/files/${file.id}`)).status).toBe(404);
    expect(await workbooksOfSpace()).toEqual([]);
  });
});

/**
 * The bounds of one file's extraction (`extractionLimits`), set low so the hostile files stay
 * small: a file past a bound fails its own extraction with a message naming the bound, leaves no
 * workbook, and the server goes on answering. The parsing thread's heap is a bound too: a worker
 * that runs out of memory fails the file, not the process.
 */
import type { ExtractionLimits } from '@importkit/dev-server';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import { type ClientApi, ok, startClientApi } from '../support/client-api';
import { extract, workbooksOfSpace } from './extraction-support';

let api: ClientApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

/** A server with some bounds of extraction set, and a space to upload into. */
async function serverWith(extractionLimits: Partial<ExtractionLimits>) {
  api = await startClientApi({ extractionLimits });
  const spaceId = ok(await api.client.POST('/v1/spaces', { body: { name: 'Imports' } })).data.id;
  return { api, spaceId };
}

/** Uploads a file that must fail, and checks that it failed alone: the server still answers. */
async function failedExtraction(
  { api, spaceId }: { api: ClientApi; spaceId: string },
  name: string,
  content: Buffer | string,
) {
  const { file, job } = await extract(api, spaceId, name, content);
  expect(file.status).toBe('failed');
  expect(job.status).toBe('failed');
  expect(await workbooksOfSpace(api, spaceId)).toEqual([]);
  const spaces = ok(await api.client.GET('/v1/spaces', {})).data;
  expect(spaces.map((space) => space.id)).toContain(spaceId);
  return { file, message: job.outcome?.message ?? '' };
}

async function xlsxOf(build: (workbook: ExcelJS.Workbook) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  build(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('the bounds of a delimited file', () => {
  it('fails a line of commas at the bound of fields per row, on this thread', async () => {
    const server = await serverWith({ maxFieldsPerRow: 1000 });
    const { file, message } = await failedExtraction(
      server,
      'commas.csv',
      `id,name\n1,Ada\n${','.repeat(50_000)}\n`,
    );
    expect(message).toBe(
      'commas.csv cannot be read: a row has more than 1,000 fields (the bound of fields per row) (line 3)',
    );
    expect(file.extraction?.error).toMatchObject({ line: 3 });
  });

  it('fails a line of commas at the bound of fields per row, in the parsing thread', async () => {
    const server = await serverWith({ maxFieldsPerRow: 10_000 });
    // Past 1 MiB: parsed in a worker thread.
    const { message } = await failedExtraction(
      server,
      'wide.csv',
      `id,name\n${','.repeat(3 * 1024 * 1024)}\n`,
    );
    expect(message).toMatch(/a row has more than 10,000 fields \(the bound of fields per row\)/);
  });

  it('fails the file, not the process, when the parsing thread runs out of its heap', async () => {
    const server = await serverWith({ parseWorkerHeapBytes: 2 * 1024 * 1024 });
    // 3 MiB of ordinary rows, parsed in a worker thread that may use 2 MiB of heap.
    const rows = Array.from({ length: 150_000 }, (_, n) => `${n},name ${n},${n % 10}`);
    const { message } = await failedExtraction(
      server,
      'heavy.csv',
      `id,name,group\n${rows.join('\n')}\n`,
    );
    expect(message).toMatch(
      /parsing it took more than 2 MiB of memory \(the bound of the parsing thread's heap\)/,
    );
  });

  it('fails a header wider than the bound of columns per sheet', async () => {
    const server = await serverWith({ maxColumns: 50 });
    const header = Array.from({ length: 80 }, (_, index) => `c${index}`).join(',');
    const { message } = await failedExtraction(server, 'columns.csv', `${header}\n1,2\n`);
    expect(message).toBe(
      "columns.csv cannot be read: its header has 80 columns: more than 50 (the bound of one sheet's columns) (line 1)",
    );
  });

  it('fails a row longer than the bound of characters per row', async () => {
    const server = await serverWith({ maxRowCharacters: 1000 });
    const { message } = await failedExtraction(
      server,
      'long.csv',
      `id,note\n1,"${'x'.repeat(5000)}"\n`,
    );
    expect(message).toMatch(
      /a row has more than 1,000 characters \(the bound of characters per row\) \(line 2/,
    );
  });
});

describe('the bounds of an .xlsx file', () => {
  it('fails shared strings past their bound of memory', async () => {
    const server = await serverWith({ maxSharedStringBytes: 64 * 1024 });
    const bytes = await xlsxOf((workbook) => {
      const sheet = workbook.addWorksheet('Strings');
      for (let row = 1; row <= 2000; row++) sheet.addRow([`${row} ${'text '.repeat(20)}`]);
    });
    const { message } = await failedExtraction(server, 'strings.xlsx', bytes);
    expect(message).toMatch(
      /its shared strings take more than 64 KiB of memory \(the bound of one \.xlsx file's shared strings\)/,
    );
  });

  it('fails a worksheet with cells in column 16,384 at the bound of columns per sheet', async () => {
    const server = await serverWith({ maxColumns: 100 });
    const bytes = await xlsxOf((workbook) => {
      const sheet = workbook.addWorksheet('Wide');
      for (let row = 1; row <= 500; row++) sheet.getCell(`XFD${row}`).value = row;
    });
    const { message, file } = await failedExtraction(server, 'wide.xlsx', bytes);
    expect(message).toMatch(
      /its worksheet Wide has a cell in column 16384: more than 100 columns \(the bound of one sheet's columns\)/,
    );
    expect(file.extraction?.error).toMatchObject({ sheet: 'Wide' });
  });

  it('fails parts that inflate past the bound of inflated bytes', async () => {
    const server = await serverWith({ maxInflatedBytes: 128 * 1024 });
    const bytes = await xlsxOf((workbook) => {
      const sheet = workbook.addWorksheet('Numbers');
      for (let row = 1; row <= 5000; row++) sheet.addRow([7, 7, 7]);
    });
    expect(bytes.length).toBeLessThan(128 * 1024);
    const { message } = await failedExtraction(server, 'numbers.xlsx', bytes);
    expect(message).toMatch(
      /its parts inflate to more than 128 KiB \(the bound of one \.xlsx file's inflated size\)/,
    );
  });
});

describe('extractionLimits', () => {
  it('refuses a bound that is not a positive whole number, or no bound at all', async () => {
    await expect(startClientApi({ extractionLimits: { maxColumns: 0 } })).rejects.toThrow(
      /extractionLimits\.maxColumns must be a whole number from 1/,
    );
    await expect(
      startClientApi({ extractionLimits: { maxCells: 5 } as Partial<ExtractionLimits> }),
    ).rejects.toThrow(/extractionLimits\.maxCells is not a bound/);
  });
});

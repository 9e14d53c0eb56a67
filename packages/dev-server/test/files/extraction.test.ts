/**
 * Extraction of uploaded CSV/TSV files by the service-run `file:extract` job: a workbook marked
 * EXTRACTED_FROM_SOURCE, fields from the header, a record per row inserted in batches with progress,
 * ragged rows reported, and an unreadable or empty file failed with nothing left behind.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ClientApi, ok, startClientApi } from '../support/client-api';
import {
  extract as extractFile,
  recordsOf as sheetRecords,
  workbooksOfSpace as spaceWorkbooks,
} from './extraction-support';

let api: ClientApi;
let spaceId: string;
beforeEach(async () => {
  api = await startClientApi();
  spaceId = ok(await api.client.POST('/v1/spaces', { body: { name: 'Imports' } })).data.id;
});
afterEach(() => api.close());

const extract = (name: string, content: Buffer | string) =>
  extractFile(api, spaceId, name, content);
const recordsOf = (sheetId: string) => sheetRecords(api, sheetId);
const workbooksOfSpace = () => spaceWorkbooks(api, spaceId);

describe('extraction', () => {
  it('makes a workbook from a CSV with a BOM, semicolons, quoted newlines and ragged rows', async () => {
    const csv =
      '\uFEFFName;Email;Note\nAda;ada@x.io;"two\nlines; and a ;"\nBob;bob@x.io\nCy;cy@x.io;n;extra\n';
    const { file, job } = await extract('contacts.csv', csv);
    expect(file).toMatchObject({ status: 'complete', workbookId: expect.any(String) });
    const workbook = ok(
      await api.client.GET('/v1/workbooks/{workbookId}', {
        params: { path: { workbookId: file.workbookId as string } },
      }),
    ).data;
    expect(workbook.treatments).toEqual(['EXTRACTED_FROM_SOURCE']);
    expect(workbook.sheets?.[0]?.config.fields.map((field) => field.key)).toEqual([
      'Name',
      'Email',
      'Note',
    ]);
    expect(await recordsOf(file.sheetId as string)).toEqual([
      { Name: 'Ada', Email: 'ada@x.io', Note: 'two\nlines; and a ;' },
      { Name: 'Bob', Email: 'bob@x.io' },
      { Name: 'Cy', Email: 'cy@x.io', Note: 'n' },
    ]);
    expect(job.status).toBe('complete');
    expect(job.outcome?.message).toMatch(
      /Extracted 3 records .*2 row\(s\) of contacts had a different number of cells .* line 4/,
    );
    // The file keeps what was read: the ragged rows counted, and where the first one is.
    expect(file.extraction).toEqual({
      format: 'delimited',
      encoding: 'utf-8',
      delimiter: ';',
      sheets: [
        {
          name: 'contacts',
          sheetId: file.sheetId,
          headerRow: 0,
          records: 3,
          raggedRows: 2,
          firstRaggedRow: 'line 4',
        },
      ],
    });
    const updates = (await api.events(['file:updated'])).filter(
      (event) => event.context.fileId === file.id,
    );
    expect(updates.at(-1)?.payload).toMatchObject({
      status: 'complete',
      workbookId: file.workbookId,
    });
  });

  it('reads a TSV and a UTF-16 file, and inserts a large file in batches with progress', async () => {
    const tsv = await extract('people.tsv', 'a\tb\n1\t2\n');
    expect(await recordsOf(tsv.file.sheetId as string)).toEqual([{ a: '1', b: '2' }]);

    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('name,city\nZoë,Zürich\n', 'utf16le'),
    ]);
    const wide = await extract('wide.csv', utf16);
    expect(await recordsOf(wide.file.sheetId as string)).toEqual([{ name: 'Zoë', city: 'Zürich' }]);

    const rows = Array.from({ length: 2500 }, (_, index) => `${index},value ${index}`);
    const large = await extract('large.csv', `id,value\n${rows.join('\n')}\n`);
    const records = await recordsOf(large.file.sheetId as string);
    expect(records).toHaveLength(2500);
    expect(records[2499]).toEqual({ id: '2499', value: 'value 2499' });
    const progress = (await api.events(['job:updated']))
      .filter((event) => event.context.jobId === large.job.id)
      .map((event) => event.payload.progress)
      .filter((value) => typeof value === 'number' && value > 0);
    expect(progress.length).toBeGreaterThan(0);
  });

  it('fails an unreadable file with where it went wrong, and leaves no workbook behind', async () => {
    const rows = Array.from({ length: 1500 }, (_, index) => `${index},ok`);
    const broken = `id,value\n${rows.join('\n')}\n1501,"never closed\n`;
    const { file, job } = await extract('broken.csv', broken);
    expect(file.status).toBe('failed');
    expect(file.workbookId).toBeUndefined();
    expect(job.status).toBe('failed');
    // Where: the line the quote opened on, and the field (column) it opened in.
    expect(job.outcome?.message).toMatch(/broken\.csv cannot be read: .*\(line 1502, column 2\)/i);
    expect(file.extraction?.error).toMatchObject({ line: 1502, column: 2 });
    // The first 1000 rows were inserted before the error: their workbook is gone too.
    expect(await workbooksOfSpace()).toEqual([]);

    const empty = await extract('empty.csv', '');
    expect(empty.file.status).toBe('failed');
    expect(empty.job.outcome?.message).toMatch(/empty\.csv .*empty/);
    expect(await workbooksOfSpace()).toEqual([]);
  });
});

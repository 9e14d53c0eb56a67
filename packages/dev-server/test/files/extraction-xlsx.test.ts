/**
 * `.xlsx` extraction: every worksheet becomes a sheet, each cell's text as Excel shows it (dates
 * and numbers with their number format, formula results), header detection per worksheet; a
 * workbook that cannot be read fails with the worksheet and cell, and leaves no workbook.
 */
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ClientApi, ok, startClientApi } from '../support/client-api';
import { extract, recordsOf, workbooksOfSpace } from './extraction-support';

let api: ClientApi;
let spaceId: string;
beforeEach(async () => {
  api = await startClientApi();
  spaceId = ok(await api.client.POST('/v1/spaces', { body: { name: 'Imports' } })).data.id;
});
afterEach(() => api.close());

async function xlsxOf(build: (workbook: ExcelJS.Workbook) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  build(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('xlsx extraction', () => {
  it('makes a sheet of every worksheet with the cells as the user sees them', async () => {
    const bytes = await xlsxOf((workbook) => {
      const people = workbook.addWorksheet('People');
      people.addRow(['Report of May']);
      people.addRow(['Name', 'Born', 'Balance', 'Share', 'Double', 'Member', 'Note']);
      const ada = people.addRow([
        'Ada',
        new Date(Date.UTC(1990, 11, 10, 14, 30)),
        1234.5,
        0.25,
        { formula: 'C3*2', result: 2469 },
        true,
        { richText: [{ text: 'bold ' }, { text: 'and plain' }] },
      ]);
      ada.getCell(2).numFmt = 'dd/mm/yyyy hh:mm';
      ada.getCell(3).numFmt = '#,##0.00 "EUR"';
      ada.getCell(4).numFmt = '0%';
      const bob = people.addRow(['Bob', new Date(Date.UTC(2001, 0, 2)), 7]);
      bob.getCell(2).numFmt = 'mmm d, yyyy';
      workbook.addWorksheet('Empty');
      const orders = workbook.addWorksheet('Orders');
      orders.addRow(['id', 'total']);
      orders.addRow([1, 0.1 + 0.2]);
      orders.addRow([2, 3, 'extra']);
    });
    const { file, job } = await extract(api, spaceId, 'crm.xlsx', bytes);
    expect(file.status).toBe('complete');
    const workbook = ok(
      await api.client.GET('/v1/workbooks/{workbookId}', {
        params: { path: { workbookId: file.workbookId as string } },
      }),
    ).data;
    expect(workbook.treatments).toEqual(['EXTRACTED_FROM_SOURCE']);
    expect(workbook.sheets?.map((sheet) => sheet.name)).toEqual(['People', 'Orders']);
    const [people, orders] = workbook.sheets ?? [];
    expect(people?.config.fields.map((field) => field.key)).toEqual([
      'Name',
      'Born',
      'Balance',
      'Share',
      'Double',
      'Member',
      'Note',
    ]);
    expect(await recordsOf(api, people?.id as string)).toEqual([
      {
        Name: 'Ada',
        Born: '10/12/1990 14:30',
        Balance: '1,234.50 EUR',
        Share: '25%',
        Double: '2469',
        Member: 'TRUE',
        Note: 'bold and plain',
      },
      { Name: 'Bob', Born: 'Jan 2, 2001', Balance: '7' },
    ]);
    expect(await recordsOf(api, orders?.id as string)).toEqual([
      { id: '1', total: '0.3' },
      { id: '2', total: '3' },
    ]);
    expect(file.extraction).toEqual({
      format: 'xlsx',
      sheets: [
        { name: 'People', sheetId: people?.id, headerRow: 1, records: 2, raggedRows: 0 },
        {
          name: 'Orders',
          sheetId: orders?.id,
          headerRow: 0,
          records: 2,
          raggedRows: 1,
          firstRaggedRow: 'row 3',
        },
      ],
    });
    expect(job.outcome?.message).toMatch(
      /Extracted 4 records from crm\.xlsx; 1 row\(s\) of Orders/,
    );
  });

  it('applies the header detection options to each worksheet', async () => {
    const bytes = await xlsxOf((workbook) => {
      const sheet = workbook.addWorksheet('Data');
      sheet.addRow([1, 'Ada']);
      sheet.addRow([2, 'Bob']);
    });
    const { file } = await extract(api, spaceId, 'bare.xlsx', bytes, {
      headerDetection: { algorithm: 'explicitHeaders', headers: ['id', 'name'] },
    });
    expect(await recordsOf(api, file.sheetId as string)).toEqual([
      { id: '1', name: 'Ada' },
      { id: '2', name: 'Bob' },
    ]);
  });

  it('fails a workbook cut short, or a file that is no workbook, and keeps nothing', async () => {
    const bytes = await xlsxOf((workbook) => {
      const first = workbook.addWorksheet('First');
      first.addRow(['a']);
      first.addRow(['1']);
      const big = workbook.addWorksheet('Big');
      big.addRow(['id', 'text']);
      for (let row = 1; row <= 1500; row++) big.addRow([row, `value ${row} ${'z'.repeat(40)}`]);
    });
    const cut = await extract(api, spaceId, 'cut.xlsx', bytes.subarray(0, bytes.length - 2000));
    expect(cut.file.status).toBe('failed');
    expect(cut.file.workbookId).toBeUndefined();
    expect(cut.job.outcome?.message).toBe(
      'cut.xlsx cannot be read: the file ends in the middle of its zip archive (cut short)',
    );
    expect(cut.file.extraction).toMatchObject({
      format: 'xlsx',
      error: { message: expect.any(String) },
    });
    expect(await workbooksOfSpace(api, spaceId)).toEqual([]);

    const notZip = await extract(api, spaceId, 'fake.xlsx', 'name,email\nAda,ada@x.io\n');
    expect(notZip.file.status).toBe('failed');
    expect(notZip.job.outcome?.message).toMatch(
      /fake\.xlsx cannot be read: it is not an \.xlsx workbook/,
    );
    expect(await workbooksOfSpace(api, spaceId)).toEqual([]);
  });
});

/**
 * Reading a sheet's records as a whole view: where records stand in a sorted, filtered view
 * (`GET /v1/sheets/{sheetId}/records/indices`), and the view as a CSV download
 * (`GET /v1/sheets/{sheetId}/download`): a header of the field keys, one row per record, quoted
 * where CSV needs it, with the records read's filters and sort.
 */

import { describe, expect, it } from 'vitest';
import { insertRows } from '../support/records';
import { useTestApi } from '../support/server';
import type { Json } from '../support/test-api';
import { createSheet } from '../support/workbook';

const api = useTestApi();

/** Four people inserted as Cy, Al, Bo, Di; Bo has no age, which is required. */
async function seed() {
  const { sheet } = await createSheet(
    api,
    [
      { key: 'name', type: 'string' },
      { key: 'age', type: 'number', constraints: [{ type: 'required' }] },
      { key: 'note', type: 'string' },
    ],
    { sheet: { name: 'People', slug: 'people' } },
  );
  const records = await insertRows(api, sheet.id, [
    { name: 'Cy', age: 41, note: 'says "hi", twice' },
    { name: 'Al', age: 36, note: 'line one\nline two' },
    { name: 'Bo' },
    { name: 'Di', age: 85 },
  ]);
  const [cy, al, bo, di] = records.map((record: Json) => record.id) as [
    string,
    string,
    string,
    string,
  ];
  return { sheet, cy, al, bo, di };
}

describe('record indices', () => {
  it('answers where the asked records stand in the sorted, filtered view', async () => {
    const { sheet, cy, al, bo, di } = await seed();
    const indices = (query: Record<string, string | string[]>) =>
      api.ok('GET', `/v1/sheets/${sheet.id}/records/indices`, { query });
    expect(await indices({ ids: [cy, al] })).toEqual([
      { id: cy, index: 0 },
      { id: al, index: 1 },
    ]);
    expect(await indices({ ids: [cy, al, di], sortField: 'name', sortDirection: 'asc' })).toEqual([
      { id: cy, index: 2 },
      { id: al, index: 0 },
      { id: di, index: 3 },
    ]);
    // Bo is in error: the valid view leaves it out, and the others move up.
    expect(
      await indices({ ids: [bo, di], sortField: 'name', sortDirection: 'asc', filter: 'valid' }),
    ).toEqual([{ id: di, index: 2 }]);
    expect(await indices({ ids: [di], sortField: 'age', sortDirection: 'desc' })).toEqual([
      { id: di, index: 0 },
    ]);
  });

  it('refuses a sortField that is not a field of the sheet', async () => {
    const { sheet, cy } = await seed();
    const answer = await api.request('GET', `/v1/sheets/${sheet.id}/records/indices`, {
      query: { ids: [cy], sortField: 'nope' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0].key).toBe('query.sortField');
  });
});

describe('CSV download', () => {
  const download = async (sheetId: string, query: Record<string, string | string[]> = {}) => {
    const answer = await api.request('GET', `/v1/sheets/${sheetId}/download`, { query });
    expect(answer.status).toBe(200);
    return answer;
  };

  it('answers every record under a header of the field keys, quoting as CSV needs', async () => {
    const { sheet } = await seed();
    const answer = await download(sheet.id);
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(answer.headers.get('content-disposition')).toContain('people.csv');
    expect(answer.text).toBe(
      [
        'name,age,note',
        'Cy,41,"says ""hi"", twice"',
        'Al,36,"line one\nline two"',
        'Bo,,',
        'Di,85,',
        '',
      ].join('\r\n'),
    );
  });

  it('applies the records read’s filter, search, ids and sort', async () => {
    const { sheet, al, di } = await seed();
    const rows = async (query: Record<string, string | string[]>) =>
      (await download(sheet.id, query)).text
        .split('\r\n')
        .slice(1, -1)
        .map((row) => row.split(',')[0]);
    expect(await rows({ sortField: 'age', sortDirection: 'desc' })).toEqual([
      'Di',
      'Cy',
      'Al',
      'Bo',
    ]);
    expect(await rows({ filter: 'error' })).toEqual(['Bo']);
    expect(await rows({ searchValue: 'Di' })).toEqual(['Di']);
    expect(await rows({ ids: [di, al] })).toEqual(['Al', 'Di']);
  });

  it('answers a 400 for a filter of an unknown field, and a 404 for an unknown sheet', async () => {
    const { sheet } = await seed();
    const bad = await api.request('GET', `/v1/sheets/${sheet.id}/download`, {
      query: { sortField: 'nope' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].key).toBe('query.sortField');
    expect((await api.request('GET', '/v1/sheets/us_sh_nope/download')).status).toBe(404);
  });
});

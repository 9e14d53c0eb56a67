import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Json, startTestApi, type TestApi } from './support/test-api';

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
});
afterEach(() => api.close());

/** A workbook with one sheet: `code` is a readonly field, `note` and `dotted.key` are not. */
async function createReadonlyWorkbook(sheetConfig: Record<string, unknown> = {}) {
  const space = (await api.ok('POST', '/v1/spaces', { body: { name: 'Readonly' } })).data;
  const workbook = (
    await api.ok('POST', '/v1/workbooks', {
      body: {
        name: 'Products',
        spaceId: space.id,
        access: ['add', 'edit'],
        sheets: [
          {
            name: 'Products',
            slug: 'products',
            access: ['*'],
            fields: [
              { key: 'code', type: 'string', readonly: true },
              { key: 'note', type: 'string' },
              { key: 'dotted.key', type: 'string' },
            ],
            ...sheetConfig,
          },
        ],
      },
    })
  ).data;
  return { workbook, sheet: workbook.sheets[0] as Json };
}

describe('readonly settings', () => {
  it('stores and returns sheet readonly and access, field readonly and workbook access', async () => {
    const { workbook, sheet } = await createReadonlyWorkbook({ readonly: true });
    const fetchedSheet = (await api.ok('GET', `/v1/sheets/${sheet.id}`)).data;
    expect(fetchedSheet.config.readonly).toBe(true);
    expect(fetchedSheet.config.access).toEqual(['*']);
    expect(fetchedSheet.config.fields[0]).toMatchObject({ key: 'code', readonly: true });
    const fetchedWorkbook = (await api.ok('GET', `/v1/workbooks/${workbook.id}`)).data;
    expect(fetchedWorkbook.access).toEqual(['add', 'edit']);
  });

  it('rejects an access entry the contract does not list', async () => {
    const space = (await api.ok('POST', '/v1/spaces', { body: { name: 'Bad' } })).data;
    const response = await api.request('POST', '/v1/workbooks', {
      body: {
        name: 'Bad',
        spaceId: space.id,
        sheets: [{ name: 'S', access: ['everything'], fields: [{ key: 'a', type: 'string' }] }],
      },
    });
    expect(response.status).toBe(400);
    expect(response.text).toContain('access');
    expect((await api.ok('GET', '/v1/workbooks', { query: { spaceId: space.id } })).data).toEqual(
      [],
    );
  });

  it('stores record-level and cell-level readonly config and returns it with the record', async () => {
    const { sheet } = await createReadonlyWorkbook();
    const path = `/v1/sheets/${sheet.id}/records`;
    const [record] = (await api.ok('POST', path, { body: [{ code: { value: 'A1' } }] })).data
      .records;
    const config = { readonly: true, fields: { 'dotted.key': { readonly: true } } };
    await api.ok('PUT', path, { body: [{ id: record.id, config }] });
    const [stored] = (await api.ok('GET', path)).data.records;
    expect(stored.config).toEqual(config);
    expect(stored.values.code.value).toBe('A1');
  });

  it('lets an API record update write readonly cells, as listeners set computed readonly fields', async () => {
    const { sheet } = await createReadonlyWorkbook({ readonly: true });
    const path = `/v1/sheets/${sheet.id}/records`;
    const [record] = (await api.ok('POST', path, { body: [{ code: { value: 'A1' } }] })).data
      .records;
    await api.ok('PUT', path, {
      body: [{ id: record.id, config: { readonly: true, fields: { code: { readonly: true } } } }],
    });
    await api.ok('PUT', path, { body: [{ id: record.id, values: { code: { value: 'B2' } } }] });
    const [stored] = (await api.ok('GET', path)).data.records;
    expect(stored.values.code.value).toBe('B2');
  });
});

import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/server';
import type { Json } from '../support/test-api';

const api = useTestApi();

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

describe('clear column', () => {
  async function seed(sheetConfig: Record<string, unknown> = {}) {
    const { sheet } = await createReadonlyWorkbook(sheetConfig);
    const path = `/v1/sheets/${sheet.id}/records`;
    const body = [0, 1, 2, 3].map((n) => ({
      code: { value: `C${n}` },
      note: { value: `note ${n}` },
      'dotted.key': n === 0 ? { value: 'bad', messages: [{ message: 'wrong' }] } : { value: n },
    }));
    const records = (await api.ok('POST', path, { body })).data.records as Json[];
    return { sheet, path, records };
  }
  const valuesOf = async (path: string, key: string) =>
    (await api.ok('GET', path)).data.records.map((record: Json) => record.values[key]?.value);

  it('empties the field in every record except readonly records and cells, and says what changed', async () => {
    const { sheet, path, records } = await seed();
    const ids = records.map((record) => record.id);
    await api.ok('PUT', path, {
      body: [
        { id: ids[1], config: { readonly: true } },
        { id: ids[2], config: { fields: { 'dotted.key': { readonly: true } } } },
        { id: ids[3], config: { fields: { note: { readonly: true } } } },
      ],
    });
    const answer = await api.ok('POST', `/v1/sheets/${sheet.id}/clear-column`, {
      body: { field: 'dotted.key' },
    });
    expect(answer.data).toMatchObject({ success: true, recordCount: 2 });
    expect(await valuesOf(path, 'dotted.key')).toEqual([null, 1, 2, null]);
    expect(await valuesOf(path, 'note')).toEqual(['note 0', 'note 1', 'note 2', 'note 3']);
    const [first] = (await api.ok('GET', path)).data.records;
    expect(first.values['dotted.key']).toEqual({ value: null, valid: true, messages: [] });
    expect(first.valid).toBe(true);
    const counts = (await api.ok('GET', `/v1/sheets/${sheet.id}/counts`)).data.counts;
    expect(counts).toMatchObject({ total: 4, valid: 4, error: 0 });
    const events = await api.ok('GET', '/v1/events', {
      query: { environmentId: api.server.environmentId, topic: ['records:updated'] },
    });
    const cleared = events.data.at(-1).payload;
    expect(cleared.recordIds).toEqual([ids[0], ids[3]]);
    expect(cleared.changes).toEqual([
      { recordId: ids[0], fieldKey: 'dotted.key', previousValue: 'bad', newValue: null },
      { recordId: ids[3], fieldKey: 'dotted.key', previousValue: 3, newValue: null },
    ]);
  });

  it('refuses a readonly field with the description message and writes nothing', async () => {
    const { sheet, path } = await seed();
    const response = await api.request('POST', `/v1/sheets/${sheet.id}/clear-column`, {
      body: { field: 'code' },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].message).toBe('Column is readonly and cannot be cleared');
    expect(await valuesOf(path, 'code')).toEqual(['C0', 'C1', 'C2', 'C3']);
  });

  it('refuses any field of a readonly sheet with the description message', async () => {
    const { sheet, path } = await seed({ readonly: true });
    const response = await api.request('POST', `/v1/sheets/${sheet.id}/clear-column`, {
      body: { field: 'note' },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].message).toBe('Sheet is readonly. Column cannot be cleared');
    expect(await valuesOf(path, 'note')).toEqual(['note 0', 'note 1', 'note 2', 'note 3']);
  });

  it('does not allow a field that is not in the sheet, nor an unknown sheet', async () => {
    const { sheet } = await seed();
    const response = await api.request('POST', `/v1/sheets/${sheet.id}/clear-column`, {
      body: { field: 'Note' },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].message).toMatch(/clear-column action is not allowed.*"Note"/);
    const unknown = await api.request('POST', '/v1/sheets/us_sh_missing/clear-column', {
      body: { field: 'note' },
    });
    expect(unknown.status).toBe(404);
  });
});

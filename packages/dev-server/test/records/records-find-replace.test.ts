import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/server';
import type { Json } from '../support/test-api';
import { createSheet } from '../support/workbook';
import { PLACES } from './places-sheet';

const api = useTestApi();

/** A sheet (`code` readonly, `city`, `dotted.key`) with four records; the second is readonly. */
async function seed(sheetConfig: Record<string, unknown> = {}) {
  const { sheet } = await createSheet(api, PLACES, { sheet: { name: 'Places', ...sheetConfig } });
  const path = `/v1/sheets/${sheet.id}/records`;
  const body = ['Paris', 'Paris', 'Paris', 'Lyon'].map((city, n) => ({
    code: { value: city },
    city: { value: city },
    'dotted.key': n === 3 ? { value: 'x', messages: [{ message: 'bad' }] } : { value: 'Paris' },
  }));
  const ids = (await api.ok('POST', path, { body })).data.records.map((r: Json) => r.id);
  await api.ok('PUT', path, {
    body: [
      { id: ids[1], config: { readonly: true } },
      { id: ids[2], config: { fields: { city: { readonly: true } } } },
    ],
  });
  return { sheet, path, ids: ids as string[], replacePath: `/v1/sheets/${sheet.id}/find-replace` };
}

const column = async (path: string, key: string) =>
  (await api.ok('GET', path)).data.records.map((record: Json) => record.values[key]?.value);

describe('find and replace', () => {
  it('replaces equal values of one field, readonly records and cells included by default', async () => {
    const { path, ids, replacePath } = await seed();
    const answer = await api.ok('PUT', replacePath, {
      body: { find: 'Paris', replace: 'Lutece', fieldKey: 'city' },
    });
    expect(answer.data).toMatchObject({ success: true, recordCount: 3 });
    expect(await column(path, 'city')).toEqual(['Lutece', 'Lutece', 'Lutece', 'Lyon']);
    expect(await column(path, 'dotted.key')).toEqual(['Paris', 'Paris', 'Paris', 'x']);
    const events = await api.ok('GET', '/v1/events', {
      query: { environmentId: api.server.environmentId, topic: ['records:updated'] },
    });
    const payload = events.data.at(-1).payload;
    expect(payload.recordIds).toEqual(ids.slice(0, 3));
    expect(payload.changes[0]).toEqual({
      recordId: ids[0],
      fieldKey: 'city',
      previousValue: 'Paris',
      newValue: 'Lutece',
    });
  });

  it('with excludeReadOnly skips readonly records and cells', async () => {
    const { path, replacePath } = await seed();
    const answer = await api.ok('PUT', replacePath, {
      query: { excludeReadOnly: true },
      body: { find: 'Paris', replace: 'Lutece', fieldKey: 'city' },
    });
    expect(answer.data.recordCount).toBe(1);
    expect(await column(path, 'city')).toEqual(['Lutece', 'Paris', 'Paris', 'Lyon']);
  });

  it('with excludeReadOnly refuses a readonly field, naming it, and writes nothing', async () => {
    const { path, replacePath } = await seed();
    const response = await api.request('PUT', replacePath, {
      query: { excludeReadOnly: true },
      body: { find: 'Paris', replace: 'Lutece', fieldKey: 'code' },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].message).toContain('"code" is readonly');
    expect(await column(path, 'code')).toEqual(['Paris', 'Paris', 'Paris', 'Lyon']);
  });

  it('with excludeReadOnly changes nothing in a readonly sheet', async () => {
    const { path, replacePath } = await seed({ readonly: true });
    const answer = await api.ok('PUT', replacePath, {
      query: { excludeReadOnly: true },
      body: { find: 'Paris', replace: 'Lutece', fieldKey: 'city' },
    });
    expect(answer.data.recordCount).toBe(0);
    expect(await column(path, 'city')).toEqual(['Paris', 'Paris', 'Paris', 'Lyon']);
  });

  it('applies the query filters and ids, on a key with a period, keeping cell messages', async () => {
    const { path, ids, replacePath } = await seed();
    await api.ok('PUT', replacePath, {
      query: { filter: 'error' },
      body: { find: 'x', replace: 'y', fieldKey: 'dotted.key' },
    });
    await api.ok('PUT', replacePath, {
      query: { ids: [ids[0] as string] },
      body: { find: 'Paris', fieldKey: 'dotted.key' },
    });
    expect(await column(path, 'dotted.key')).toEqual([null, 'Paris', 'Paris', 'y']);
    const records = (await api.ok('GET', path)).data.records;
    expect(records[3].values['dotted.key'].messages).toEqual([{ type: 'error', message: 'bad' }]);
  });

  it('refuses an unknown field, an unknown body property and an unknown sheet', async () => {
    const { replacePath } = await seed();
    const unknownField = await api.request('PUT', replacePath, {
      body: { find: 'Paris', replace: 'Lutece', fieldKey: 'City' },
    });
    expect(unknownField.status).toBe(400);
    expect(unknownField.body.errors[0].message).toContain('"City" is not a field');
    const extra = await api.request('PUT', replacePath, {
      body: { find: 'Paris', fieldKey: 'city', everywhere: true },
    });
    expect(extra.status).toBe(400);
    const missing = await api.request('PUT', '/v1/sheets/us_sh_missing/find-replace', {
      body: { fieldKey: 'city' },
    });
    expect(missing.status).toBe(404);
  });
});

describe('records search with excludeReadOnly', () => {
  it('leaves readonly records out and searches no readonly field or cell', async () => {
    const { path, ids } = await seed();
    const search = async (query: Record<string, string | boolean>) =>
      (await api.ok('GET', path, { query })).data.records.map((record: Json) => record.id);
    expect(await search({ searchValue: 'paris', searchField: 'city' })).toEqual(ids.slice(0, 3));
    expect(
      await search({ searchValue: 'paris', searchField: 'city', excludeReadOnly: true }),
    ).toEqual([ids[0]]);
    expect(await search({ searchValue: 'lyon', excludeReadOnly: true })).toEqual([ids[3]]);
    expect(
      await search({ searchValue: 'lyon', searchField: 'code', excludeReadOnly: true }),
    ).toEqual([]);
    expect(await search({ excludeReadOnly: true })).toEqual([ids[0], ids[2], ids[3]]);
  });
});

describe('cell values', () => {
  it('lists the distinct values of a field with counts, most frequent first', async () => {
    const { sheet } = await seed();
    const cells = `/v1/sheets/${sheet.id}/cells`;
    const all = await api.ok('GET', cells, { query: { fieldKey: 'dotted.key' } });
    expect(all.data).toEqual({
      'dotted.key': [
        { value: 'Paris', count: 3 },
        { value: 'x', count: 1 },
      ],
    });
    const errors = await api.ok('GET', cells, {
      query: { fieldKey: 'dotted.key', filter: 'error' },
    });
    expect(errors.data['dotted.key']).toEqual([{ value: 'x', count: 1 }]);
    const paged = await api.ok('GET', cells, {
      query: { fieldKey: 'dotted.key', pageSize: 1, pageNumber: 2 },
    });
    expect(paged.data['dotted.key']).toEqual([{ value: 'x', count: 1 }]);
  });

  it('with excludeReadOnly counts no readonly record, cell or field', async () => {
    const { sheet } = await seed();
    const cells = `/v1/sheets/${sheet.id}/cells`;
    const city = await api.ok('GET', cells, { query: { fieldKey: 'city', excludeReadOnly: true } });
    expect(city.data.city).toEqual([
      { value: 'Lyon', count: 1 },
      { value: 'Paris', count: 1 },
    ]);
    const code = await api.ok('GET', cells, { query: { fieldKey: 'code', excludeReadOnly: true } });
    expect(code.data.code).toEqual([]);
  });

  it('refuses a key that is not a field of the sheet', async () => {
    const { sheet } = await seed();
    const unknown = await api.request('GET', `/v1/sheets/${sheet.id}/cells`, {
      query: { fieldKey: 'nope' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].message).toContain('"nope"');
  });
});

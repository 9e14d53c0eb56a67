import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/server';
import type { Json } from '../support/test-api';
import { createSheet } from '../support/workbook';
import { PLACES } from './places-sheet';

const api = useTestApi();

/** A sheet (`code` readonly, `city`, `dotted.key`) with three records; the second is readonly. */
async function seed() {
  const { sheet } = await createSheet(api, PLACES, { sheet: { name: 'Places' } });
  const path = `/v1/sheets/${sheet.id}/records`;
  const body = ['Paris', 'Paris', 'Lyon'].map((city) => ({ city: { value: city } }));
  const ids = (await api.ok('POST', path, { body })).data.records.map((r: Json) => r.id);
  await api.ok('PUT', path, { body: [{ id: ids[1], config: { readonly: true } }] });
  return { path, ids: ids as string[], bulkPath: `${path}/bulk-update` };
}

const column = async (path: string, key: string) =>
  (await api.ok('GET', path)).data.records.map((record: Json) => record.values[key]?.value ?? null);

describe('bulk update', () => {
  it('writes the cells into the records the query selects, readonly ones included by default', async () => {
    const { path, ids, bulkPath } = await seed();
    const answer = await api.ok('PATCH', bulkPath, {
      query: { searchValue: 'paris', searchField: 'city' },
      body: { fieldUpdates: { 'dotted.key': { value: 'FR' }, code: { value: 75 } } },
    });
    expect(answer.data).toMatchObject({ success: true, recordCount: 2 });
    expect(await column(path, 'dotted.key')).toEqual(['FR', 'FR', null]);
    expect(await column(path, 'code')).toEqual([75, 75, null]);
    const events = await api.ok('GET', '/v1/events', {
      query: { environmentId: api.server.environmentId, topic: ['records:updated'] },
    });
    const payload = events.data.at(-1).payload;
    expect(payload.recordIds).toEqual(ids.slice(0, 2));
    expect(payload.changes).toContainEqual({
      recordId: ids[0],
      fieldKey: 'dotted.key',
      previousValue: null,
      newValue: 'FR',
    });
  });

  it('with excludeReadOnly skips readonly records and rejects a readonly field', async () => {
    const { path, ids, bulkPath } = await seed();
    const rejected = await api.request('PATCH', bulkPath, {
      query: { excludeReadOnly: true },
      body: { fieldUpdates: { city: { value: 'X' }, code: { value: 'X' } } },
    });
    expect(rejected.status).toBe(400);
    expect(rejected.body.errors[0]).toEqual({
      key: 'body.fieldUpdates.code',
      message: 'Field "code" is readonly: a bulk update with excludeReadOnly cannot change it',
    });
    expect(await column(path, 'city')).toEqual(['Paris', 'Paris', 'Lyon']);
    const answer = await api.ok('PATCH', bulkPath, {
      query: { excludeReadOnly: true, ids: ids.slice(0, 2) },
      body: { fieldUpdates: { city: { value: 'X' } } },
    });
    expect(answer.data.recordCount).toBe(1);
    expect(await column(path, 'city')).toEqual(['X', 'Paris', 'Lyon']);
  });

  it('rejects a key that is not a field of the sheet, and writes nothing', async () => {
    const { path, bulkPath } = await seed();
    const response = await api.request('PATCH', bulkPath, {
      body: { fieldUpdates: { city: { value: 'X' }, 'no.such': { value: 1 } } },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].key).toBe('body.fieldUpdates["no.such"]');
    expect(await column(path, 'city')).toEqual(['Paris', 'Paris', 'Lyon']);
  });
});

/**
 * What the hosted client sends to workbooks beyond sheets: `storageStrategy`, `folder` and the
 * settings extras stored and answered, treatments by their hosted names, `includeCounts`, and an
 * update naming a sheet by id that changes its slug.
 */
import { describe, expect, it } from 'vitest';
import { insertRows, readRecords } from '../support/records';
import { useTestApi } from '../support/server';
import { allEvents } from '../support/test-api';
import { createSheet } from '../support/workbook';

const api = useTestApi();

describe('workbook options', () => {
  it('stores storageStrategy, folder and the settings extras, and answers them', async () => {
    const { workbook } = await createSheet(api, [{ key: 'name', type: 'string' }], {
      workbook: {
        storageStrategy: 'DUCKDB',
        folder: 'imports/2024',
        settings: { trackChanges: false, noMappingRedirect: true, autoRunAnalysis: false },
      },
    });
    expect(workbook).toMatchObject({
      storageStrategy: 'DUCKDB',
      folder: 'imports/2024',
      settings: { noMappingRedirect: true, autoRunAnalysis: false },
    });
    const updated = await api.ok('PATCH', `/v1/workbooks/${workbook.id}`, {
      body: {
        folder: 'archive',
        settings: { noMappingRedirect: false },
        environmentId: workbook.environmentId,
        spaceId: workbook.spaceId,
      },
    });
    expect(updated.data).toMatchObject({ folder: 'archive', storageStrategy: 'DUCKDB' });
    expect(updated.data.settings).toEqual({ noMappingRedirect: false });
    const moved = await api.request('PATCH', `/v1/workbooks/${workbook.id}`, {
      body: { environmentId: 'us_env_elsewhere' },
    });
    expect([moved.status, moved.body.errors[0].key]).toEqual([400, 'body.environmentId']);
  });

  it('answers treatments by their hosted names and filters by either name', async () => {
    const { space } = await createSheet(api, [{ key: 'name', type: 'string' }]);
    await api.ok('POST', '/v1/workbooks', {
      body: { name: 'Extracted', spaceId: space.id, treatments: ['ExtractedFromSource'] },
    });
    await api.ok('POST', '/v1/workbooks', {
      body: { name: 'Small', spaceId: space.id, treatments: ['SMALL_DATA'] },
    });
    const list = async (treatment: string) =>
      (await api.ok('GET', '/v1/workbooks', { query: { treatment } })).data.map(
        (workbook: { name: string; treatments: string[] }) => [workbook.name, workbook.treatments],
      );
    expect(await list('ExtractedFromSource')).toEqual([['Extracted', ['EXTRACTED_FROM_SOURCE']]]);
    expect(await list('EXTRACTED_FROM_SOURCE')).toEqual([['Extracted', ['EXTRACTED_FROM_SOURCE']]]);
    expect(await list('SMALL_DATA')).toEqual([['Small', ['SMALL_DATA']]]);
  });

  it('lists sheets with their record counts, unless includeCounts=false', async () => {
    const { sheet, space } = await createSheet(api, [{ key: 'name', type: 'string' }]);
    await insertRows(api, sheet.id, [{ name: 'Ada' }]);
    const [withCounts] = (await api.ok('GET', '/v1/workbooks', { query: { spaceId: space.id } }))
      .data;
    expect(withCounts.sheets[0].recordCounts).toMatchObject({ total: 1, valid: 1 });
    const [without] = (
      await api.ok('GET', '/v1/workbooks', { query: { spaceId: space.id, includeCounts: false } })
    ).data;
    expect(without.sheets[0].id).toBe(sheet.id);
    expect(without.sheets[0].recordCounts).toBeUndefined();
  });

  it('keeps a sheet, its id and its records when an update names it by id with a new slug', async () => {
    const { workbook, sheet } = await createSheet(api, [{ key: 'name', type: 'string' }], {
      sheet: { slug: 'people' },
    });
    await insertRows(api, sheet.id, [{ name: 'Ada' }]);
    const updated = (
      await api.ok('PATCH', `/v1/workbooks/${workbook.id}`, {
        body: { sheets: [{ id: sheet.id, slug: 'contacts', name: 'Contacts' }] },
      })
    ).data;
    expect(updated.sheets.map((s: { id: string; slug: string }) => [s.id, s.slug])).toEqual([
      [sheet.id, 'contacts'],
    ]);
    expect((await api.ok('GET', `/v1/sheets/${sheet.id}`)).data).toMatchObject({
      slug: 'contacts',
      name: 'Contacts',
      config: { slug: 'contacts', name: 'Contacts' },
    });
    expect(
      (await readRecords(api, sheet.id)).map(
        (r: { values: { name: { value: string } } }) => r.values.name.value,
      ),
    ).toEqual(['Ada']);
    const topics = (await allEvents(api)).map((event) => event.topic);
    expect(topics).not.toContain('sheet:deleted');
  });
});

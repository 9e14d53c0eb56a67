/**
 * The hosted query of a bulk update: `q` (FFQL), `ids` left out beside a filter, `sortField` /
 * `sortDirection` checked, and `silent` writing without events.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Json, startTestApi, type TestApi } from './support/test-api';

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
});
afterEach(() => api.close());

/** Four crew members; Leela has no city, which is required, so she is the one in error. */
async function seed() {
  const space = (await api.ok('POST', '/v1/spaces', { body: { name: 'Crew' } })).data;
  const workbook = (
    await api.ok('POST', '/v1/workbooks', {
      body: {
        name: 'Crew',
        spaceId: space.id,
        sheets: [
          {
            name: 'Crew',
            fields: [
              { key: 'name', label: 'Full Name', type: 'string' },
              { key: 'age', type: 'number' },
              { key: 'tags', type: 'string' },
              { key: 'city', type: 'string', constraints: [{ type: 'required' }] },
              { key: 'mark', type: 'string' },
            ],
          },
        ],
      },
    })
  ).data;
  const sheet = workbook.sheets[0] as Json;
  const path = `/v1/sheets/${sheet.id}/records`;
  const crew: [string, number, string[], string][] = [
    ['Bender', 4, ['robot'], 'NY'],
    ['Fry', 25, ['human', 'delivery'], 'NY'],
    ['Leela', 27, [], ''],
    ['Amy', 22, ['human'], 'Mars'],
  ];
  const records = (
    await api.ok('POST', path, {
      body: crew.map(([name, age, tags, city]) => ({
        name: { value: name },
        age: { value: age },
        tags: { value: tags },
        city: { value: city },
      })),
    })
  ).data.records as Json[];
  const idOf = Object.fromEntries(
    records.map((record) => [record.values.name.value, record.id as string]),
  );
  return { sheet, path, idOf, bulkPath: `${path}/bulk-update` };
}

let markCount = 0;

/** Runs a bulk update with this query and answers the names it marked. */
async function marked(bulkPath: string, path: string, query: Json): Promise<string[]> {
  const mark = `m${++markCount}`;
  await api.ok('PATCH', bulkPath, { query, body: { fieldUpdates: { mark: { value: mark } } } });
  const { records } = (await api.ok('GET', path)).data;
  return records
    .filter((record: Json) => record.values.mark.value === mark)
    .map((record: Json) => record.values.name.value);
}

describe('bulk update: the hosted query', () => {
  it('selects the records an FFQL q matches: operators, labels, and/or, parentheses, is', async () => {
    const { path, bulkPath } = await seed();
    const run = (q: string) => marked(bulkPath, path, { q });
    expect(await run('age gt 20 and city eq NY')).toEqual(['Fry']);
    expect(await run('"Full Name" like "B%" or age gte 27')).toEqual(['Bender', 'Leela']);
    expect(await run('(age lt 23 or age gt 26) and tags contains human')).toEqual(['Amy']);
    expect(await run('city eq ""')).toEqual(['Leela']);
    expect(await run('ilike "%ARS"')).toEqual(['Amy']);
    expect(await run('is error')).toEqual(['Leela']);
    expect(await run("city is valid and name ne 'Fry'")).toEqual(['Bender', 'Amy']);
  });

  it('refuses a q it cannot read or that names an unknown field, writing nothing', async () => {
    const { path, bulkPath } = await seed();
    const before = (await api.ok('GET', path)).data.records;
    for (const [q, text] of [
      ['age gt', /"gt" needs a value/],
      ['nope eq 1', /"nope" is neither a field key nor a label of the sheet \(character 1\)/],
      ['(age gt 1', /The parenthesis is not closed/],
      ['age gt 1 city eq NY', /Unexpected "city"/],
    ] as const) {
      const response = await api.request('PATCH', bulkPath, {
        query: { q },
        body: { fieldUpdates: { mark: { value: 'no' } } },
      });
      expect(response.status).toBe(400);
      expect(response.body.errors[0].key).toBe('query.q');
      expect(response.body.errors[0].message).toMatch(text);
    }
    const sorted = await api.request('PATCH', bulkPath, {
      query: { sortField: 'nope', sortDirection: 'asc' },
      body: { fieldUpdates: { mark: { value: 'no' } } },
    });
    expect(sorted.status).toBe(400);
    expect(sorted.body.errors[0].key).toBe('query.sortField');
    expect((await api.ok('GET', path)).data.records).toEqual(before);
  });

  it('leaves ids out beside a filter, and updates only them without one; sort changes nothing', async () => {
    const { path, bulkPath, idOf } = await seed();
    expect(await marked(bulkPath, path, { q: 'city eq NY', ids: [idOf.Fry] })).toEqual(['Bender']);
    expect(await marked(bulkPath, path, { filter: 'valid', ids: [idOf.Amy] })).toEqual([
      'Bender',
      'Fry',
    ]);
    expect(await marked(bulkPath, path, { searchValue: 'e', ids: [idOf.Bender] })).toEqual([
      'Fry',
      'Leela',
    ]);
    expect(await marked(bulkPath, path, { ids: [idOf.Amy, idOf.Leela] })).toEqual(['Leela', 'Amy']);
    expect(
      await marked(bulkPath, path, { sortField: 'age', sortDirection: 'desc', q: 'age gt 20' }),
    ).toEqual(['Fry', 'Leela', 'Amy']);
  });

  it('with silent writes the records and a new version, and emits no event of that commit', async () => {
    const { sheet, path, bulkPath } = await seed();
    const sheetEvents = async () =>
      (
        await api.ok('GET', '/v1/events', {
          query: { environmentId: api.server.environmentId, pageSize: 1000 },
        })
      ).data.filter(
        (event: Json) => event.context.sheetId === sheet.id || event.payload?.sheetId === sheet.id,
      );
    const before = await sheetEvents();
    const answer = await api.ok('PATCH', bulkPath, {
      query: { silent: true, q: 'city eq NY' },
      body: { fieldUpdates: { mark: { value: 'quiet' } } },
    });
    expect(answer.data).toMatchObject({ success: true, recordCount: 2 });
    expect(answer.data.versionId).toMatch(/^us_vr_/);
    expect(await sheetEvents()).toEqual(before);
    const { records } = (await api.ok('GET', path)).data;
    expect(records.map((record: Json) => record.values.mark.value ?? null)).toEqual([
      'quiet',
      'quiet',
      null,
      null,
    ]);

    // The same update without silent is announced as before.
    const loud = await api.ok('PATCH', bulkPath, {
      query: { q: 'city eq NY' },
      body: { fieldUpdates: { mark: { value: 'loud' } } },
    });
    expect(loud.data.versionId).not.toBe(answer.data.versionId);
    const topics = (await sheetEvents()).slice(before.length).map((event: Json) => event.topic);
    expect(topics).toEqual([
      'commit:created',
      'layer:created',
      'records:updated',
      'sheet:counts-updated',
    ]);
  });
});

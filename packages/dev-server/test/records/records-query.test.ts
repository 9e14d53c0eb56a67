/**
 * The hosted record query: `q` (FFQL) wherever records are selected — the records read, cell
 * values, find and replace, bulk update — the records read's `sortField` / `sortDirection`,
 * `fields`, `for` and `include*` options, and the bulk update's own `ids` left out beside a
 * filter, `sortField` / `sortDirection` checked, and `silent` writing without events. (The
 * delete-records job's `q` is in delete-records-job.test.ts.)
 */

import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/server';
import type { Json } from '../support/test-api';

const api = useTestApi();

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

describe('q on every records selection', () => {
  const names = (records: Json[]) => records.map((record) => record.values.name.value);

  it('selects the records a read answers, with the other filters and pages', async () => {
    const { path } = await seed();
    const read = async (query: Json) => names((await api.ok('GET', path, { query })).data.records);
    expect(await read({ q: 'age gt 20 and city eq NY' })).toEqual(['Fry']);
    expect(await read({ q: 'tags contains human' })).toEqual(['Fry', 'Amy']);
    expect(await read({ q: 'age gt 10', filter: 'valid' })).toEqual(['Fry', 'Amy']);
    expect(await read({ q: 'age gt 10', searchValue: 'ee' })).toEqual(['Leela']);
    expect(await read({ q: 'age gt 1', pageSize: 2, pageNumber: 2 })).toEqual(['Leela', 'Amy']);
    const counted = await api.ok('GET', path, { query: { q: 'is error', includeCounts: true } });
    expect(names(counted.data.records)).toEqual(['Leela']);
    // The counts stay the sheet's, as without q.
    expect(counted.data.counts).toMatchObject({ total: 4, valid: 3, error: 1 });
  });

  it('counts only the matching records in cell values', async () => {
    const { sheet } = await seed();
    const cells = await api.ok('GET', `/v1/sheets/${sheet.id}/cells`, {
      query: { fieldKey: 'city', q: 'age lt 26' },
    });
    expect(cells.data.city).toEqual([
      { value: 'NY', count: 2 },
      { value: 'Mars', count: 1 },
    ]);
    const all = await api.ok('GET', `/v1/sheets/${sheet.id}/cells`, {
      query: { fieldKey: 'city' },
    });
    expect(all.data.city).toHaveLength(3);
  });

  it('replaces only in the matching records', async () => {
    const { path, sheet } = await seed();
    const answer = await api.ok('PUT', `/v1/sheets/${sheet.id}/find-replace`, {
      query: { q: 'age gt 20' },
      body: { fieldKey: 'city', find: 'NY', replace: 'New York' },
    });
    expect(answer.data.recordCount).toBe(1);
    const { records } = (await api.ok('GET', path)).data;
    expect(records.map((record: Json) => record.values.city.value)).toEqual([
      'NY',
      'New York',
      '',
      'Mars',
    ]);
  });

  it('answers 400 naming query.q for a q it cannot read, on every endpoint, changing nothing', async () => {
    const { path, sheet } = await seed();
    const before = (await api.ok('GET', path)).data.records;
    const attempts = [
      api.request('GET', path, { query: { q: 'age gt' } }),
      api.request('GET', `/v1/sheets/${sheet.id}/cells`, {
        query: { fieldKey: 'city', q: 'x eq 1' },
      }),
      api.request('PUT', `/v1/sheets/${sheet.id}/find-replace`, {
        query: { q: '(age gt 1' },
        body: { fieldKey: 'city', find: 'NY', replace: 'LA' },
      }),
      api.request('GET', path, { query: { q: '' } }),
      api.request('GET', path, { query: { q: `${'('.repeat(65)}age gt 1${')'.repeat(65)}` } }),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.status).toBe(400);
      expect(answer.body.errors[0].key).toBe('query.q');
    }
    expect((await api.ok('GET', path)).data.records).toEqual(before);
  });
});

describe('the rest of the hosted records read', () => {
  const names = (records: Json[]) => records.map((record) => record.values.name.value);
  const read = async (path: string, query: Json) =>
    (await api.ok('GET', path, { query })).data.records as Json[];

  it('sorts by a field, numbers by size and empty cells last, before paging', async () => {
    const { path } = await seed();
    await api.ok('POST', path, { body: [{ name: { value: 'Zoidberg' } }] });
    expect(names(await read(path, { sortField: 'age' }))).toEqual([
      'Bender',
      'Amy',
      'Fry',
      'Leela',
      'Zoidberg',
    ]);
    expect(names(await read(path, { sortField: 'age', sortDirection: 'desc' }))).toEqual([
      'Leela',
      'Fry',
      'Amy',
      'Bender',
      'Zoidberg',
    ]);
    // Equal values keep insertion order; the filter applies first, then the page.
    expect(names(await read(path, { sortField: 'city', pageSize: 2 }))).toEqual(['Amy', 'Bender']);
    expect(names(await read(path, { sortField: 'city', pageSize: 2, pageNumber: 2 }))).toEqual([
      'Fry',
      'Leela',
    ]);
    expect(names(await read(path, { sortField: 'name', filter: 'valid', q: 'age gt 5' }))).toEqual([
      'Amy',
      'Fry',
    ]);
  });

  it('answers only the cells of the fields asked for', async () => {
    const { path } = await seed();
    const records = await read(path, { fields: ['name', 'age'], pageSize: 1 });
    expect(records).toHaveLength(1);
    expect(Object.keys(records[0]?.values)).toEqual(['name', 'age']);
    expect(records[0]).toMatchObject({ values: { name: { value: 'Bender' }, age: { value: 4 } } });
    expect(records[0]?.valid).toBe(true);
  });

  it('answers the records an event names: a records event, or the commit it belongs to', async () => {
    const { path, sheet } = await seed();
    const added = (await api.ok('POST', path, { body: [{ name: { value: 'Hermes' } }] })).data
      .records as Json[];
    const events = (
      await api.ok('GET', '/v1/events', {
        query: { environmentId: api.server.environmentId, pageSize: 1000 },
      })
    ).data.filter((event: Json) => event.payload?.sheetId === sheet.id) as Json[];
    const created = events.filter((event) => event.topic === 'records:created').at(-1);
    const commit = events.filter((event) => event.topic === 'commit:created').at(-1);
    expect(names(await read(path, { for: created.id }))).toEqual(['Hermes']);
    expect(names(await read(path, { for: commit.id }))).toEqual(['Hermes']);
    expect(await read(path, { for: created.id, ids: [added[0]?.id, 'us_rc_other'] })).toHaveLength(
      1,
    );
    const first = events.find((event) => event.topic === 'records:created');
    expect(names(await read(path, { for: first.id }))).toEqual(['Bender', 'Fry', 'Leela', 'Amy']);
  });

  it('reads the current version, and the records written since an earlier one', async () => {
    const { path, sheet } = await seed();
    const versionOf = async () =>
      (
        await api.ok('PUT', `/v1/sheets/${sheet.id}/find-replace`, {
          body: { fieldKey: 'mark', find: 'never', replace: 'never' },
        })
      ).data.versionId as string;
    const seeded = await versionOf();
    expect(names(await read(path, { versionId: seeded }))).toHaveLength(4);
    expect(await read(path, { sinceVersionId: seeded })).toEqual([]);

    const [hermes] = (await api.ok('POST', path, { body: [{ name: { value: 'Hermes' } }] })).data
      .records as Json[];
    const fry = (await read(path, { q: 'name eq Fry' }))[0];
    await api.ok('PUT', path, { body: [{ id: fry?.id, values: { age: { value: 26 } } }] });
    expect(names(await read(path, { sinceVersionId: seeded }))).toEqual(['Fry', 'Hermes']);
    expect(names(await read(path, { sinceCommitId: seeded, ids: [hermes?.id] }))).toEqual([
      'Hermes',
    ]);

    const stale = await api.request('GET', path, { query: { versionId: seeded } });
    expect(stale.status).toBe(400);
    expect(stale.body.errors[0].key).toBe('query.versionId');
    expect(stale.body.errors[0].message).toMatch(/keeps only the current version/);
    const unknown = await api.request('GET', path, { query: { sinceVersionId: 'us_vr_nope' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].key).toBe('query.sinceVersionId');
    const both = await api.request('GET', path, {
      query: { sinceVersionId: seeded, sinceCommitId: 'us_vr_other' },
    });
    expect(both.body.errors[0].key).toBe('query.sinceCommitId');
  });

  it('reads since a version made without an event: a silent bulk update, a sheet never written', async () => {
    const { path, bulkPath } = await seed();
    const silent = await api.ok('PATCH', bulkPath, {
      query: { silent: true, q: 'name eq Amy' },
      body: { fieldUpdates: { mark: { value: 'quiet' } } },
    });
    await api.ok('POST', path, { body: [{ name: { value: 'Hermes' } }] });
    expect(names(await read(path, { sinceVersionId: silent.data.versionId }))).toEqual(['Hermes']);

    const space = (await api.ok('POST', '/v1/spaces', { body: { name: 'Empty' } })).data;
    const empty = (
      await api.ok('POST', '/v1/workbooks', {
        body: {
          name: 'Empty',
          spaceId: space.id,
          sheets: [{ name: 'E', fields: [{ key: 'name', type: 'string' }] }],
        },
      })
    ).data.sheets[0];
    const emptyPath = `/v1/sheets/${empty.id}/records`;
    const first = (
      await api.ok('PUT', `/v1/sheets/${empty.id}/find-replace`, {
        body: { fieldKey: 'name', find: 'a', replace: 'a' },
      })
    ).data.versionId;
    await api.ok('POST', emptyPath, { body: [{ name: { value: 'Nibbler' } }] });
    expect(names(await read(emptyPath, { sinceVersionId: first }))).toEqual(['Nibbler']);
  });

  it('accepts includeMessages, includeLength and includeLinks', async () => {
    const { path } = await seed();
    const answer = await api.ok('GET', path, {
      query: { includeMessages: true, includeLength: true, includeLinks: true },
    });
    expect(answer.data.records).toHaveLength(4);
    expect(answer.data.counts).toMatchObject({ total: 4 });
    const leela = (answer.data.records as Json[]).find(
      (record) => record.values.name.value === 'Leela',
    );
    expect(leela?.values.city.messages[0]).toMatchObject({ source: 'required-constraint' });
  });

  it('refuses an unknown sort field, fields entry or event, naming it', async () => {
    const { path } = await seed();
    const spaceEvent = (
      await api.ok('GET', '/v1/events', { query: { environmentId: api.server.environmentId } })
    ).data.find((event: Json) => event.topic === 'space:created');
    const cases: [Json, number, string][] = [
      [{ sortField: 'nope' }, 400, 'query.sortField'],
      [{ sortField: 'age', sortDirection: 'up' }, 400, 'query.sortDirection'],
      [{ fields: ['name', 'nope'] }, 400, 'query.fields'],
      [{ for: 'us_evt_nope' }, 404, 'query.for'],
      [{ sortField: 'age', after: 'us_rc_any' }, 400, 'query.after'],
      [{ for: spaceEvent.id }, 400, 'query.for'],
    ];
    for (const [query, status, key] of cases) {
      const answer = await api.request('GET', path, { query });
      expect(answer.status, JSON.stringify(query)).toBe(status);
      expect(answer.body.errors[0].key).toBe(key);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/server';
import type { Json } from '../support/test-api';

const api = useTestApi();

/** `countries` (code, region) and `people` referencing it (one, filtered, and a list). */
async function seed() {
  const space = (await api.ok('POST', '/v1/spaces', { body: { name: 'Refs' } })).data;
  const workbook = (
    await api.ok('POST', '/v1/workbooks', {
      body: {
        name: 'People',
        spaceId: space.id,
        sheets: [
          {
            name: 'Countries',
            slug: 'countries',
            fields: [
              { key: 'iso.code', type: 'string' },
              { key: 'region', type: 'string' },
            ],
          },
          {
            name: 'People',
            fields: [
              { key: 'home', type: 'reference', config: { ref: 'countries', key: 'iso.code' } },
              { key: 'region', type: 'string' },
              {
                key: 'work',
                type: 'reference',
                config: {
                  ref: 'countries',
                  key: 'iso.code',
                  filter: { refField: 'region', recordField: 'region' },
                },
              },
              {
                key: 'visited',
                type: 'reference-list',
                config: { ref: 'countries', key: 'iso.code' },
              },
              {
                key: 'size',
                type: 'enum',
                config: {
                  sortBy: 'ordinal',
                  options: [
                    { value: 'L', label: 'Large', ordinal: 3 },
                    { value: 'S', label: 'Small', ordinal: 1 },
                    { value: 'M', label: 'Medium' },
                  ],
                },
              },
              {
                key: 'tone',
                type: 'enum',
                config: {
                  options: [
                    { value: 'b', label: 'Zinc' },
                    { value: 'a', label: 'Amber' },
                  ],
                },
              },
            ],
          },
        ],
      },
    })
  ).data;
  const [countries, people] = workbook.sheets as Json[];
  await api.ok('POST', `/v1/sheets/${countries.id}/records`, {
    body: [
      { 'iso.code': { value: 'FR' }, region: { value: 'EU' } },
      { 'iso.code': { value: 'JP' }, region: { value: 'AS' } },
    ],
  });
  return {
    people,
    path: `/v1/sheets/${people.id}/records`,
    countriesPath: `/v1/sheets/${countries.id}/records`,
  };
}

const messagesOf = (cell: Json) => cell?.messages ?? [];

describe('reference fields', () => {
  it('marks a value the referenced sheet does not hold unlinked, each list element on its own', async () => {
    const { path } = await seed();
    const [person] = (
      await api.ok('POST', path, {
        body: [
          {
            home: { value: 'XX' },
            region: { value: 'EU' },
            work: { value: 'JP' },
            visited: { value: ['FR', 'YY', 'JP', 'ZZ'] },
          },
        ],
      })
    ).data.records;
    expect(person.valid).toBe(false);
    expect(messagesOf(person.values.home)).toEqual([
      {
        type: 'error',
        source: 'unlinked',
        field: 'home',
        message: '"XX" was not found in iso.code of sheet "Countries"',
      },
    ]);
    // JP exists, but not in the EU region the filter asks for.
    expect(messagesOf(person.values.work)[0].source).toBe('unlinked');
    expect(person.values.visited.value).toEqual(['FR', 'YY', 'JP', 'ZZ']);
    expect(
      messagesOf(person.values.visited).map((message: Json) => [message.path, message.message]),
    ).toEqual([
      ['$[1]', '"YY" was not found in iso.code of sheet "Countries"'],
      ['$[3]', '"ZZ" was not found in iso.code of sheet "Countries"'],
    ]);
    await api.ok('PUT', path, {
      body: [
        {
          id: person.id,
          values: { home: { value: 'FR' }, work: { value: 'FR' }, visited: { value: ['JP'] } },
          metadata: { source: 'crm' },
        },
      ],
    });
    const [fixed] = (await api.ok('GET', path)).data.records;
    expect(fixed.valid).toBe(true);
    expect(fixed.metadata).toEqual({ source: 'crm' });
  });

  it('keeps a listener message with field and path, and cell metadata as given', async () => {
    const { path } = await seed();
    const message = { type: 'warn', message: 'odd', field: 'region', path: '$[0]' };
    const [record] = (
      await api.ok('POST', path, {
        body: [{ region: { value: ['a', 'b'], messages: [message], metadata: { x: 1 } } }],
      })
    ).data.records;
    expect(record.values.region).toEqual({
      value: ['a', 'b'],
      valid: true,
      messages: [message],
      metadata: { x: 1 },
    });
  });
});

describe('reference fields when the referenced sheet changes', () => {
  const unlinked = (cell: Json) =>
    messagesOf(cell)
      .filter((message: Json) => message.source === 'unlinked')
      .map((message: Json) => message.message);

  async function peopleState(path: string) {
    const { records, counts } = (await api.ok('GET', path, { query: { includeCounts: true } }))
      .data;
    return { person: records[0], counts };
  }

  async function countryId(countriesPath: string, code: string) {
    const { records } = (await api.ok('GET', countriesPath)).data;
    return records.find((record: Json) => record.values['iso.code'].value === code).id;
  }

  it('links a value once a record holding it is inserted, cell by cell, with the counts', async () => {
    const { path, countriesPath } = await seed();
    await api.ok('POST', path, {
      body: [{ home: { value: 'XX' }, visited: { value: ['FR', 'YY', 'XX'] } }],
    });
    let { person, counts } = await peopleState(path);
    expect(unlinked(person.values.home)).toEqual([
      '"XX" was not found in iso.code of sheet "Countries"',
    ]);
    expect(counts).toMatchObject({ total: 1, valid: 0, error: 1 });

    await api.ok('POST', countriesPath, { body: [{ 'iso.code': { value: 'XX' } }] });
    ({ person, counts } = await peopleState(path));
    expect(unlinked(person.values.home)).toEqual([]);
    expect(person.values.home.valid).toBe(true);
    expect(messagesOf(person.values.visited).map((message: Json) => message.path)).toEqual([
      '$[1]',
    ]);
    expect(person.valid).toBe(false);

    await api.ok('POST', countriesPath, { body: [{ 'iso.code': { value: 'YY' } }] });
    ({ person, counts } = await peopleState(path));
    expect(messagesOf(person.values.visited)).toEqual([]);
    expect(person.valid).toBe(true);
    expect(counts).toMatchObject({ total: 1, valid: 1, error: 0 });
  });

  it('unlinks a value when the record holding it is deleted or its key changes, and back', async () => {
    const { path, countriesPath } = await seed();
    await api.ok('POST', path, {
      body: [{ home: { value: 'FR' }, region: { value: 'AS' }, work: { value: 'JP' } }],
    });
    expect((await peopleState(path)).person.valid).toBe(true);
    const france = await countryId(countriesPath, 'FR');
    const japan = await countryId(countriesPath, 'JP');

    await api.ok('PUT', countriesPath, {
      body: [{ id: france, values: { 'iso.code': { value: 'FX' } } }],
    });
    let { person, counts } = await peopleState(path);
    expect(unlinked(person.values.home)).toEqual([
      '"FR" was not found in iso.code of sheet "Countries"',
    ]);
    expect(counts).toMatchObject({ valid: 0, error: 1 });

    await api.ok('PUT', countriesPath, {
      body: [{ id: france, values: { 'iso.code': { value: 'FR' } } }],
    });
    expect((await peopleState(path)).person.valid).toBe(true);

    // The filtered reference follows the referenced record's region too.
    await api.ok('PUT', countriesPath, {
      body: [{ id: japan, values: { region: { value: 'EU' } } }],
    });
    ({ person } = await peopleState(path));
    expect(unlinked(person.values.work)).toHaveLength(1);
    expect(unlinked(person.values.home)).toEqual([]);

    await api.ok('PUT', countriesPath, {
      body: [{ id: japan, values: { region: { value: 'AS' } } }],
    });
    expect((await peopleState(path)).person.valid).toBe(true);

    await api.ok('DELETE', countriesPath, { query: { ids: [japan] } });
    ({ person, counts } = await peopleState(path));
    expect(unlinked(person.values.work)).toEqual([
      '"JP" was not found in iso.code of sheet "Countries"',
    ]);
    expect(counts).toMatchObject({ valid: 0, error: 1 });
  });

  it('keeps a value linked while any record of the referenced sheet still holds it', async () => {
    const { path, countriesPath } = await seed();
    await api.ok('POST', path, { body: [{ home: { value: 'FR' } }] });
    const france = await countryId(countriesPath, 'FR');
    const [second] = (
      await api.ok('POST', countriesPath, { body: [{ 'iso.code': { value: 'FR' } }] })
    ).data.records;
    await api.ok('DELETE', countriesPath, { query: { ids: [france] } });
    expect((await peopleState(path)).person.valid).toBe(true);
    // One batch moving the value away and back changes nothing.
    await api.ok('PUT', countriesPath, {
      body: [
        { id: second.id, values: { 'iso.code': { value: 'XX' } } },
        { id: second.id, values: { 'iso.code': { value: 'FR' } } },
      ],
    });
    expect((await peopleState(path)).person.valid).toBe(true);
    await api.ok('DELETE', countriesPath, { query: { ids: [second.id] } });
    const { person } = await peopleState(path);
    expect(unlinked(person.values.home)).toEqual([
      '"FR" was not found in iso.code of sheet "Countries"',
    ]);
  });

  it('unlinks the cells when the referenced field is removed, and links them when it is back', async () => {
    const { path, countriesPath } = await seed();
    await api.ok('POST', path, { body: [{ home: { value: 'FR' }, visited: { value: ['JP'] } }] });
    expect((await peopleState(path)).person.valid).toBe(true);
    const countries = countriesPath.split('/')[3];

    await api.ok('DELETE', `/v1/sheets/${countries}/fields/iso.code`);
    let { person, counts } = await peopleState(path);
    expect(unlinked(person.values.home)).toEqual([
      '"FR" was not found in iso.code of sheet "Countries"',
    ]);
    expect(unlinked(person.values.visited)).toEqual([
      '"JP" was not found in iso.code of sheet "Countries"',
    ]);
    expect(counts).toMatchObject({ valid: 0, error: 1 });

    await api.ok('POST', `/v1/sheets/${countries}/fields`, {
      body: { key: 'iso.code', type: 'string' },
    });
    await api.ok('POST', countriesPath, { body: [{ 'iso.code': { value: 'FR' } }] });
    ({ person } = await peopleState(path));
    expect(unlinked(person.values.home)).toEqual([]);
    expect(unlinked(person.values.visited)).toHaveLength(1);
  });

  it('unlinks the cells when the referenced sheet is deleted or its slug changes, and back', async () => {
    const { path, countriesPath } = await seed();
    await api.ok('POST', path, { body: [{ home: { value: 'FR' } }] });
    const countries = countriesPath.split('/')[3];

    await api.ok('PATCH', `/v1/sheets/${countries}`, { body: { slug: 'lands' } });
    let { person } = await peopleState(path);
    expect(unlinked(person.values.home)).toEqual([
      '"FR" was not found in iso.code of sheet "countries"',
    ]);
    await api.ok('PATCH', `/v1/sheets/${countries}`, { body: { slug: 'countries' } });
    ({ person } = await peopleState(path));
    expect(unlinked(person.values.home)).toEqual([]);
    expect(person.valid).toBe(true);

    await api.ok('DELETE', `/v1/sheets/${countries}`);
    const { person: after, counts } = await peopleState(path);
    expect(unlinked(after.values.home)).toEqual([
      '"FR" was not found in iso.code of sheet "countries"',
    ]);
    expect(counts).toMatchObject({ valid: 0, error: 1 });
  });

  /** A space with `Places` and `People` (whose `home` references Places by sheet id), linked. */
  async function twoWorkbooks() {
    const space = (await api.ok('POST', '/v1/spaces', { body: { name: 'Two books' } })).data;
    const workbook = async (body: Json) =>
      (await api.ok('POST', '/v1/workbooks', { body: { spaceId: space.id, ...body } })).data;
    const places = await workbook({
      name: 'Places',
      sheets: [{ name: 'Places', fields: [{ key: 'code', type: 'string' }] }],
    });
    const placesSheet = places.sheets[0].id;
    const people = await workbook({
      name: 'People',
      sheets: [
        {
          name: 'People',
          fields: [{ key: 'home', type: 'reference', config: { ref: placesSheet, key: 'code' } }],
        },
      ],
    });
    const path = `/v1/sheets/${people.sheets[0].id}/records`;
    await api.ok('POST', `/v1/sheets/${placesSheet}/records`, { body: [{ code: { value: 'X' } }] });
    await api.ok('POST', path, { body: [{ home: { value: 'X' } }] });
    expect((await peopleState(path)).person.valid).toBe(true);
    return { space, places, path };
  }

  it('unlinks the cells referencing a sheet of a workbook that is deleted', async () => {
    const { places, path } = await twoWorkbooks();
    await api.ok('DELETE', `/v1/workbooks/${places.id}`);
    expect(unlinked((await peopleState(path)).person.values.home)).toHaveLength(1);
  });

  it('rechecks nothing of a space deleted whole, its referencing sheets going too', async () => {
    const { space } = await twoWorkbooks();
    const events = async () =>
      (
        await api.ok('GET', '/v1/events', {
          query: { environmentId: api.server.environmentId, pageSize: 1000 },
        })
      ).data as Json[];
    const before = (await events()).length;
    await api.ok('DELETE', `/v1/spaces/${space.id}`);
    const topics = (await events()).slice(before).map((event) => event.topic);
    expect(topics).toEqual(['workbook:deleted', 'workbook:deleted', 'space:deleted']);
  });

  it('announces the referencing records it rechecked as an update of their sheet', async () => {
    const { people, path, countriesPath } = await seed();
    const [person] = (await api.ok('POST', path, { body: [{ home: { value: 'DE' } }] })).data
      .records;
    const peopleUpdates = async () =>
      (
        await api.ok('GET', '/v1/events', {
          query: { environmentId: api.server.environmentId, pageSize: 1000 },
        })
      ).data.filter(
        (event: Json) => event.topic === 'records:updated' && event.payload.sheetId === people.id,
      );
    const before = (await peopleUpdates()).length;
    await api.ok('POST', countriesPath, { body: [{ 'iso.code': { value: 'DE' } }] });
    const updated = (await peopleUpdates()).slice(before);
    expect(updated.map((event: Json) => event.payload.recordIds)).toEqual([[person.id]]);
  });
});

describe('enum options', () => {
  it('lists options in their sortBy order (label by default) wherever the sheet is shown', async () => {
    const { people } = await seed();
    const sheet = (await api.ok('GET', `/v1/sheets/${people.id}`)).data;
    const options = (key: string) =>
      sheet.config.fields
        .find((field: Json) => field.key === key)
        .config.options.map((option: Json) => option.value);
    expect(options('size')).toEqual(['S', 'L', 'M']);
    expect(options('tone')).toEqual(['a', 'b']);
  });
});

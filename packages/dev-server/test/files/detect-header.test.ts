/**
 * `POST /v1/files/detect-header`: the header of rows sent, by each algorithm the dev server
 * offers, and a 400 naming the option for what does not fit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClientApi, ok, startClientApi } from '../support/client-api';

let api: ClientApi;
beforeAll(async () => {
  api = await startClientApi();
});
afterAll(() => api.close());

/** Sends any body, as a client with the wrong types would. */
const detect = (body: unknown) =>
  api.client.POST('/v1/files/detect-header', { body: body as never });

const rows = [
  ['Quarterly report', null],
  ['', ''],
  ['id', 'name', 'city '],
  ['1', 'Ada', 'London', 'extra'],
  ['2', 'Bob', 'Paris'],
  ['3', 'Cy', null],
];

describe('detect-header', () => {
  it('default: the first row with the usual number of cells, not a title or a longer data row', async () => {
    expect(ok(await detect({ options: { algorithm: 'default' }, data: rows })).data).toEqual({
      header: ['id', 'name', 'city'],
      headerRow: 2,
      letters: ['A', 'B', 'C'],
    });
    // Searching only the first row finds the title.
    expect(
      ok(await detect({ options: { algorithm: 'default', rowsToSearch: 1 }, data: rows })).data,
    ).toMatchObject({ header: ['Quarterly report'], headerRow: 0 });
  });

  it('explicitHeaders, specificRows and dataRowAndSubHeaderDetection', async () => {
    const explicit = ok(
      await detect({
        options: { algorithm: 'explicitHeaders', headers: [' a', 'b'], skip: 3 },
        data: rows,
      }),
    ).data;
    expect(explicit).toEqual({ header: ['a', 'b'], headerRow: 2, letters: ['A', 'B'] });

    const twoRows = [
      ['First', 'Last', ''],
      ['name', 'name', 'age'],
      ['Ada', 'L', '36'],
    ];
    expect(
      ok(
        await detect({ options: { algorithm: 'specificRows', rowNumbers: [0, 1] }, data: twoRows }),
      ).data,
    ).toEqual({
      header: ['First name', 'Last name', 'age'],
      headerRow: 1,
      letters: ['A', 'B', 'C'],
    });

    const subHeaders = [
      ['Name', 'Age', 'Score'],
      ['(text)', '(years)', ''],
      ['Ada', '36', '9.5'],
    ];
    expect(
      ok(await detect({ options: { algorithm: 'dataRowAndSubHeaderDetection' }, data: subHeaders }))
        .data,
    ).toEqual({ header: ['Name', 'Age', 'Score'], headerRow: 1, letters: ['A', 'B', 'C'] });

    const wide = [Array.from({ length: 28 }, (_, index) => `c${index}`)];
    expect(
      ok(await detect({ options: { algorithm: 'default' }, data: wide })).data.letters.slice(25),
    ).toEqual(['Z', 'AA', 'AB']);
  });

  it('answers 400 naming what does not fit', async () => {
    const cases: [unknown, string][] = [
      [{ options: { algorithm: 'aiDetection' }, data: rows }, 'body.options.algorithm'],
      [{ options: { algorithm: 'explicitHeaders' }, data: rows }, 'body.options.headers'],
      [{ options: { algorithm: 'default', skip: 1 }, data: rows }, 'body.options.skip'],
      [
        { options: { algorithm: 'specificRows', rowNumbers: [9] }, data: rows },
        'body.options.rowNumbers',
      ],
      [{ options: { algorithm: 'guess' }, data: rows }, 'body.options.algorithm'],
      [{ options: { algorithm: 'default' }, data: [[1, 2]] }, 'body.data[0][0]'],
      [{ options: { algorithm: 'default' } }, 'body.data'],
    ];
    for (const [body, key] of cases) {
      const { error, response } = await detect(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(error?.errors?.[0]?.key, JSON.stringify(body)).toBe(key);
    }
  });
});

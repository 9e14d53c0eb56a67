/**
 * A records insert whose body is plain `{ "value": … }` cells is written from the body's text
 * (records/write/batch-text-records.ts); any other body is parsed into objects first. Both must
 * store and answer exactly the same records: each body here is sent as it is and again with
 * `"valid": true` added to every cell (which the contract allows, which changes nothing stored,
 * and which sends it down the parsed path), and the two answers and pages must be the same bytes
 * but for the record ids.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Random, seededRandom } from '../support/record-model';
import { type Json, startTestApi, type TestApi } from '../support/test-api';
import { createSheet, type FieldConfig } from '../support/workbook';

// A failing run is replayed with IMPORTKIT_TEST_SEED=<the seed in its message>.
const SEED = Number(process.env.IMPORTKIT_TEST_SEED ?? 20261127);
const FIELDS: FieldConfig[] = ['name', 'email', 'età', 'constructor', 'a"b'].map((key) => ({
  key,
  type: 'string',
}));
const ALPHABET = [...'abc xyz019', 'é', '✓', '𝄞', '"', '\\', '\n', '\u0001', '\u2028', '/'];

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
});
afterEach(() => api.close());

function randomValue(random: Random): unknown {
  const kind = random.int(8);
  if (kind === 0) return random.int(2) === 0;
  if (kind === 1) return null;
  if (kind === 2) return random.int(2_000_000) - 1_000_000;
  if (kind === 3) return (random.int(20_000) - 10_000) / 64;
  let text = '';
  for (let length = random.int(12); length > 0; length--) text += random.pick(ALPHABET);
  return text;
}

/** A body of plain cells: some fields, in any order, some records empty, as JSON text. */
function randomBody(random: Random, count: number): string {
  const records = Array.from({ length: count }, () => {
    const keys = random.sample(
      FIELDS.map((field) => field.key),
      random.int(FIELDS.length + 1),
    );
    return Object.fromEntries(keys.map((key) => [key, { value: randomValue(random) }]));
  });
  // Whitespace between tokens some of the time, as a pretty-printing client sends it.
  return random.int(2) === 0 ? JSON.stringify(records) : JSON.stringify(records, null, 2);
}

/** The same records with `"valid": true` after each cell's value: parsed, not scanned. */
function withValidCells(body: string): string {
  const records = JSON.parse(body) as Record<string, Json>[];
  return JSON.stringify(
    records.map((record) =>
      Object.fromEntries(
        Object.entries(record).map(([key, cell]) => [key, { ...cell, valid: true }]),
      ),
    ),
  );
}

/** A records answer with its record ids and version ids blanked (two sheets count apart). */
const withoutIds = (text: string) =>
  text
    .replace(/"us_rc_[0-9A-Za-z_-]+"/g, '"<id>"')
    .replace(/"(versionId|commitId)":"[^"]*"/g, '"$1":"<v>"');

async function insertBoth(body: string) {
  const [scanned, parsed] = await Promise.all([createSheet(api, FIELDS), createSheet(api, FIELDS)]);
  const path = (sheet: Json) => `/v1/sheets/${sheet.id}/records`;
  const fromText = await api.request('POST', path(scanned.sheet), { rawBody: body });
  const fromObjects = await api.request('POST', path(parsed.sheet), {
    rawBody: withValidCells(body),
  });
  const page = async (sheet: Json) =>
    withoutIds((await api.request('GET', path(sheet), { query: { pageSize: 1000 } })).text);
  return {
    statuses: [fromText.status, fromObjects.status],
    answers: [fromText, fromObjects].map((response) => withoutIds(response.text)),
    pages: [await page(scanned.sheet), await page(parsed.sheet)],
  };
}

describe('records inserted from the body text', () => {
  it(`store what the parsed insert stores, byte for byte (seed ${SEED})`, async () => {
    const random = seededRandom(SEED);
    for (let round = 0; round < 12; round++) {
      const body = randomBody(random, 1 + random.int(40));
      const { statuses, answers, pages } = await insertBoth(body);
      expect(statuses, body).toEqual([200, 200]);
      expect(answers[0], body).toBe(answers[1]);
      expect(pages[0], body).toBe(pages[1]);
      expect(JSON.parse(answers[0] as string).data.records).toHaveLength(
        (JSON.parse(body) as unknown[]).length,
      );
    }
  });

  it('keeps the last value of a key a record gives twice, where the parse keeps it', async () => {
    const body = '[{"email":{"value":"first"},"name":{"value":"n"},"email":{"value":"last"}}]';
    const { statuses, answers } = await insertBoth(body);
    expect(statuses).toEqual([200, 200]);
    expect(answers[0]).toBe(answers[1]);
    const [record] = JSON.parse(answers[0] as string).data.records;
    expect(Object.keys(record.values).slice(0, 2)).toEqual(['email', 'name']);
    expect(record.values.email.value).toBe('last');
  });

  it('refuses a key that is not a field with the same 400 as the parsed insert', async () => {
    const { sheet } = await createSheet(api, FIELDS);
    const body = '[{"name":{"value":"a"}},{"name":{"value":"b"},"nope":{"value":"c"}}]';
    const response = await api.request('POST', `/v1/sheets/${sheet.id}/records`, {
      rawBody: body,
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      {
        key: 'body[1].nope',
        message: `body[1].nope is not a field of sheet "Sheet" (${sheet.id})`,
      },
    ]);
    const page = await api.ok('GET', `/v1/sheets/${sheet.id}/records`);
    expect(page.data.records).toEqual([]);
  });

  it('runs the sheet rules on a plain body (a required field left empty is an error)', async () => {
    const fields = [
      { key: 'name', type: 'string', constraints: [{ type: 'required' }] },
      { key: 'email', type: 'string' },
    ];
    const { sheet } = await createSheet(api, fields);
    const response = await api.ok('POST', `/v1/sheets/${sheet.id}/records`, {
      rawBody: '[{"email":{"value":"a@x"}},{"name":{"value":"n"}}]',
    });
    expect(response.data.records.map((record: Json) => record.valid)).toEqual([false, true]);
    expect(response.data.records[0].values.name.messages[0]).toMatchObject({
      type: 'error',
      source: 'required-constraint',
    });
  });
});

describe('records inserted from the body text into a sheet other sheets reference', () => {
  const CODES = ['FR', 'é✓', 'a"b', 'x\\y', '\u2028', 'line\nend', 12, 1.5, true];

  /** A workbook of `codes` and of `links` pointing at it three ways (plain, filtered, a list). */
  async function referencedWorkbook() {
    const space = (await api.ok('POST', '/v1/spaces', { body: { name: 'Refs' } })).data;
    const workbook = (
      await api.ok('POST', '/v1/workbooks', {
        body: {
          name: 'Refs',
          spaceId: space.id,
          sheets: [
            {
              name: 'Codes',
              slug: 'codes',
              fields: [
                { key: 'code', type: 'string' },
                { key: 'region', type: 'string' },
              ],
            },
            {
              name: 'Links',
              slug: 'links',
              fields: [
                { key: 'home', type: 'reference', config: { ref: 'codes', key: 'code' } },
                { key: 'region', type: 'string' },
                {
                  key: 'work',
                  type: 'reference',
                  config: {
                    ref: 'codes',
                    key: 'code',
                    filter: { refField: 'region', recordField: 'region' },
                  },
                },
                {
                  key: 'visited',
                  type: 'reference-list',
                  config: { ref: 'codes', key: 'code' },
                },
              ],
            },
          ],
        },
      })
    ).data;
    const [codes, links] = workbook.sheets as Json[];
    return { codes: `/v1/sheets/${codes.id}/records`, links: `/v1/sheets/${links.id}/records` };
  }

  it(`rechecks the links as the parsed insert does (seed ${SEED})`, async () => {
    const random = seededRandom(SEED + 1);
    const [scanned, parsed] = [await referencedWorkbook(), await referencedWorkbook()];
    const linksBody = JSON.stringify(
      Array.from({ length: 60 }, () => ({
        home: { value: random.pick(CODES) },
        // Without a region, a filtered link is found only by a code without one.
        ...(random.int(4) > 0 ? { region: { value: random.pick(['EU', 'AS']) } } : {}),
        work: { value: random.pick(CODES) },
        visited: { value: random.sample(CODES, 1 + random.int(3)) },
      })),
    );
    for (const workbook of [scanned, parsed]) {
      await api.ok('POST', workbook.links, { rawBody: linksBody });
    }
    for (let round = 0; round < 5; round++) {
      // Scalars only: a list value is parsed, not scanned (store/record-batch-text.ts).
      const codesBody = JSON.stringify(
        Array.from({ length: 1 + random.int(4) }, () => {
          const code = random.int(5) === 0 ? null : random.pick(CODES);
          const record: Record<string, Json> = { code: { value: code } };
          if (random.int(3) > 0) record.region = { value: random.pick(['EU', 'AS']) };
          return record;
        }),
      );
      await api.ok('POST', scanned.codes, { rawBody: codesBody });
      await api.ok('POST', parsed.codes, { rawBody: withValidCells(codesBody) });
      const page = async (path: string) =>
        withoutIds((await api.request('GET', path, { query: { pageSize: 1000 } })).text);
      expect(await page(scanned.links), codesBody).toBe(await page(parsed.links));
    }
    // Not vacuous: some links were found, some are still not.
    const { records } = (await api.ok('GET', scanned.links, { query: { pageSize: 1000 } })).data;
    const valid = records.filter((record: Json) => record.values.home.valid).length;
    expect(valid).toBeGreaterThan(0);
    expect(valid).toBeLessThan(records.length);
  });
});

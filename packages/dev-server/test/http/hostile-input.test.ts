/**
 * The dev server under input a hostile or careless client sends: free-form values of any depth
 * and size, prototype keys, numbers JavaScript cannot hold, bytes that are not UTF-8. Each is
 * either stored and served back equal everywhere (lists, the event log, the stream's replay, the
 * long poll) or refused with 400 naming where; the server keeps working either way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../../src/http/json-body';
import { openStream } from '../support/sse-reader';
import {
  allEvents,
  createContactsWorkbook,
  type Json,
  startTestApi,
  type TestApi,
} from '../support/test-api';

let api: TestApi;
let ids: { space: string; workbook: string; sheet: string };
beforeAll(async () => {
  api = await startTestApi();
  const { space, workbook, sheet } = await createContactsWorkbook(api, {});
  ids = { space: space.id, workbook: workbook.id, sheet: sheet.id };
});
afterAll(() => api.close());

/** `[[[…"leaf"…]]]`: `levels` arrays around a string, as JSON text (too deep to stringify). */
function nested(levels: number): string {
  return `${'['.repeat(levels)}"leaf"${']'.repeat(levels)}`;
}

const environment = () => ({ environmentId: api.server.environmentId });
const lastEventId = async () => (await allEvents(api)).at(-1)?.id as string;

/** The server still answers reads that serialize everything it holds. */
async function expectServerHealthy() {
  await api.ok('GET', '/v1/spaces');
  await api.ok('GET', '/v1/jobs');
  await api.ok('GET', '/v1/workbooks', { query: { spaceId: ids.space } });
  await api.ok('GET', '/v1/events', { query: { ...environment(), pageSize: 10_000 } });
  const stream = await openStream(api, {
    ...environment(),
    lastEventId: 'us_evt_0000000000000000',
  });
  await stream.until((reader) => reader.frames.length > 0);
  stream.close();
}

/** Free-form places of the contract: a request that puts a value (JSON text) there, and where it comes back. */
const freeFormPlaces: [string, (value: string) => Promise<Json>, (entity: Json) => unknown][] = [
  [
    'space metadata',
    (value) =>
      api.request('POST', '/v1/spaces', { rawBody: `{"name":"S","metadata":{"value":${value}}}` }),
    (space) => space.metadata.value,
  ],
  [
    'job input',
    (value) =>
      api.request('POST', '/v1/jobs', {
        rawBody: `{"type":"workbook","operation":"x","source":"${ids.workbook}","input":{"value":${value}}}`,
      }),
    (job) => job.input.value,
  ],
  [
    'job config',
    (value) =>
      api.request('POST', '/v1/jobs', {
        rawBody: `{"type":"workbook","operation":"x","source":"${ids.workbook}","config":{"value":${value}}}`,
      }),
    (job) => job.config.value,
  ],
  [
    'field metadata and enum option value',
    (value) =>
      api.request('POST', '/v1/workbooks', {
        rawBody: `{"name":"W","spaceId":"${ids.space}","sheets":[{"name":"S","fields":[{"key":"kind","type":"enum","metadata":{"value":${value}},"config":{"options":[{"value":${value},"label":"deep"}]}}]}]}`,
      }),
    (workbook) => workbook.sheets[0].config.fields[0].metadata.value,
  ],
];

describe('free-form values of any depth or size', () => {
  it.each(freeFormPlaces)(
    'refuses %s nested 100,000 deep with 400 naming the field, and keeps serving',
    async (_place, send) => {
      const before = await lastEventId();
      const response = await send(nested(100_000));
      expect(response.status).toBe(400);
      expect(response.body.errors[0].key).toMatch(/^body\..*value\[0\]/);
      expect(response.body.errors[0].message).toContain(`deeper than ${MAX_JSON_DEPTH} levels`);
      expect(await lastEventId()).toBe(before);
      await expectServerHealthy();
    },
  );

  it.each(freeFormPlaces)(
    'stores %s nested as deep as allowed and serves it back equal everywhere',
    async (_place, send, pick) => {
      // The body, the entity and `metadata`/`input`/… take up to seven levels above the value.
      const value = {
        text: 'é😀\ud800 end',
        deep: nested(MAX_JSON_DEPTH - 12),
        big: 'x'.repeat(300_000),
      };
      const after = await lastEventId();
      const poll = api.ok('GET', '/v1/events', { query: { ...environment(), after, wait: 5 } });
      const stream = await openStream(api, { ...environment(), lastEventId: after });
      const response = await send(JSON.stringify(value));
      expect(response.status, response.text).toBe(200);
      expect(pick(response.body.data)).toEqual(value);

      const created = (await allEvents(api)).filter((event) => event.id > after);
      expect(created.length).toBeGreaterThan(0);
      await stream.until((reader) => reader.frames.length >= created.length);
      stream.close();
      expect(stream.frames.map((frame) => frame.data)).toEqual(created);
      expect((await poll).data.length).toBeGreaterThan(0);
      const replay = await openStream(api, { ...environment(), lastEventId: after });
      await replay.until((reader) => reader.frames.length >= created.length);
      replay.close();
      expect(replay.frames.map((frame) => frame.data)).toEqual(created);
      await expectServerHealthy();
    },
  );

  it('holds a long poll through a refused deep value without ending the process', async () => {
    const after = await lastEventId();
    const poll = api.ok('GET', '/v1/events', { query: { ...environment(), after, wait: 2 } });
    const deep = await api.request('POST', '/v1/spaces', {
      rawBody: `{"name":"deep","metadata":{"value":${nested(100_000)}}}`,
    });
    expect(deep.status).toBe(400);
    await api.ok('POST', '/v1/spaces', { body: { name: 'after the deep one' } });
    expect((await poll).data.map((event: Json) => event.payload.name)).toEqual([
      'after the deep one',
    ]);
  });

  it('refuses deep record metadata in an update batch and writes none of the batch', async () => {
    const inserted = (
      await api.ok('POST', `/v1/sheets/${ids.sheet}/records`, {
        body: [{ email: { value: 'a@x' } }, { email: { value: 'b@x' } }],
      })
    ).data.records;
    const before = await api.ok('GET', `/v1/sheets/${ids.sheet}/records`, {
      query: { includeCounts: true },
    });
    const response = await api.request('PUT', `/v1/sheets/${ids.sheet}/records`, {
      rawBody: `[{"id":"${inserted[0].id}","values":{"email":{"value":"changed"}}},{"id":"${inserted[1].id}","metadata":{"value":${nested(100_000)}}}]`,
    });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].key).toMatch(/^body\[1\]\.metadata\.value/);
    const after = await api.ok('GET', `/v1/sheets/${ids.sheet}/records`, {
      query: { includeCounts: true },
    });
    expect(after).toEqual(before);
    await api.ok('DELETE', `/v1/sheets/${ids.sheet}/records`, {
      query: { ids: inserted.map((record: Json) => record.id) },
    });
  });
});

describe('numbers and text JavaScript cannot keep as given', () => {
  it.each([
    ['1e400', 'is a number too large'],
    ['-1e400', 'is a number too large'],
    ['12345678901234567890', 'cannot be kept exactly'],
  ])(
    'refuses %s in metadata with 400 naming it, instead of storing something else',
    async (number, message) => {
      const before = await lastEventId();
      const response = await api.request('POST', '/v1/spaces', {
        rawBody: `{"name":"n","metadata":{"list":[1,${number}]}}`,
      });
      expect(response.status).toBe(400);
      expect(response.body.errors[0]).toEqual({
        key: 'body.metadata.list[1]',
        message: expect.stringContaining(message),
      });
      expect(await lastEventId()).toBe(before);
    },
  );

  it('keeps the largest exact whole number and small fractions as given', async () => {
    const body = `{"name":"n","metadata":{"big":9007199254740991,"tiny":1e-300,"fraction":0.1}}`;
    const space = (await api.ok('POST', '/v1/spaces', { rawBody: body })).data;
    expect(space.metadata).toEqual({ big: 9007199254740991, tiny: 1e-300, fraction: 0.1 });
  });

  it('refuses a body that is not UTF-8 with 400, instead of storing replacement characters', async () => {
    const bytes = Buffer.concat([
      Buffer.from('{"name":"'),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('"}'),
    ]);
    const response = await fetch(`${api.server.url}/v1/spaces`, {
      method: 'POST',
      headers: { authorization: `Bearer ${api.server.apiKey}`, 'content-type': 'application/json' },
      body: bytes,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [{ key: 'body', message: 'body is not valid UTF-8' }],
    });
  });
});

describe('prototype keys', () => {
  it.each([
    ['the body itself', '{"__proto__":{"name":"x"},"name":"p"}', 'body.__proto__'],
    [
      'metadata',
      '{"name":"p","metadata":{"a":{"__proto__":{"admin":true}}}}',
      'body.metadata.a.__proto__',
    ],
  ])('refuses __proto__ in %s with 400 naming it', async (_where, rawBody, key) => {
    const response = await api.request('POST', '/v1/spaces', { rawBody });
    expect(response.status).toBe(400);
    expect(response.body.errors[0]).toEqual({ key, message: expect.stringContaining('__proto__') });
  });

  it('refuses __proto__ as a field key and as a record cell key', async () => {
    const workbook = await api.request('POST', '/v1/workbooks', {
      body: {
        name: 'W',
        spaceId: ids.space,
        sheets: [{ name: 'S', fields: [{ key: '__proto__', type: 'string' }] }],
      },
    });
    expect(workbook.status).toBe(400);
    expect(workbook.body.errors[0].key).toBe('body.sheets[0].fields[0].key');
    const cells = await api.request('POST', `/v1/sheets/${ids.sheet}/records`, {
      rawBody: '[{"__proto__":{"value":"x"}}]',
    });
    expect(cells.status).toBe(400);
    expect(cells.body.errors[0].key).toBe('body[0].__proto__');
  });

  it('stores constructor and prototype as ordinary keys and serves them back everywhere', async () => {
    const keys = { constructor: { value: 1 }, prototype: 'p', toString: 's', hasOwnProperty: 0 };
    const space = (await api.ok('POST', '/v1/spaces', { body: { name: 'keys', metadata: keys } }))
      .data;
    expect(space.metadata).toEqual(keys);
    expect((await api.ok('GET', `/v1/spaces/${space.id}`)).data.metadata).toEqual(keys);
    expect((await api.ok('GET', '/v1/spaces')).data.at(-1).metadata).toEqual(keys);

    const workbook = (
      await api.ok('POST', '/v1/workbooks', {
        body: {
          name: 'W',
          spaceId: ids.space,
          sheets: [
            {
              name: 'S',
              fields: [
                { key: 'constructor', type: 'string' },
                { key: 'prototype', type: 'string' },
              ],
            },
          ],
        },
      })
    ).data;
    const sheetId = workbook.sheets[0].id;
    const records = `/v1/sheets/${sheetId}/records`;
    const [record] = (await api.ok('POST', records, { body: [{ constructor: { value: 'c' } }] }))
      .data.records;
    await api.ok('PUT', records, {
      body: [{ id: record.id, values: { prototype: { value: 'p' } }, metadata: keys }],
    });
    const page = (await api.ok('GET', records)).data.records;
    expect(page).toEqual([
      expect.objectContaining({
        id: record.id,
        values: {
          constructor: { value: 'c', valid: true, messages: [] },
          prototype: { value: 'p', valid: true, messages: [] },
        },
        metadata: keys,
      }),
    ]);
    // Filtering and searching by such a field work like any other.
    const search = await api.ok('GET', records, {
      query: { searchField: 'constructor', searchValue: 'c' },
    });
    expect(search.data.records).toHaveLength(1);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
});

import { openapiDocument } from '@importkit/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContractOperations } from '../../src/contract/operations';
import {
  createContactsWorkbook,
  type Json,
  type RequestOptions,
  startTestApi,
  type TestApi,
} from '../support/test-api';

let api: TestApi;
let ids: { space: string; workbook: string; sheet: string; job: string; action: string };
beforeAll(async () => {
  api = await startTestApi({ bodyLimitBytes: 20_000 });
  const { space, workbook, sheet } = await createContactsWorkbook(api);
  const job = (
    await api.ok('POST', '/v1/jobs', {
      body: { type: 'workbook', operation: 'x', source: workbook.id },
    })
  ).data;
  const action = (
    await api.ok('POST', '/v1/actions', { query: { spaceId: space.id }, body: { label: 'Go' } })
  ).data;
  ids = { space: space.id, workbook: workbook.id, sheet: sheet.id, job: job.id, action: action.id };
});
afterAll(() => api.close());

type Case = [string, string, () => string, RequestOptions | (() => RequestOptions), number, string];
const records = () => `/v1/sheets/${ids.sheet}/records`;

const cases: Case[] = [
  ['space: wrong type', 'POST', () => '/v1/spaces', { body: { name: 5 } }, 400, 'body.name'],
  [
    'space: unknown property',
    'POST',
    () => '/v1/spaces',
    { body: { nmae: 'x' } },
    400,
    'body.nmae',
  ],
  ['space: unknown id', 'GET', () => '/v1/spaces/us_sp_nope', {}, 404, 'spaceId'],
  [
    'space: update of an unknown id',
    'PATCH',
    () => '/v1/spaces/us_sp_nope',
    { body: {} },
    404,
    'spaceId',
  ],
  [
    'space: unknown environment',
    'POST',
    () => '/v1/spaces',
    { body: { environmentId: 'us_env_x' } },
    404,
    'body.environmentId',
  ],
  [
    'spaces: wrong query type',
    'GET',
    () => '/v1/spaces',
    { query: { pageSize: 'ten' } },
    400,
    'query.pageSize',
  ],
  [
    'workbook: missing field',
    'POST',
    () => '/v1/workbooks',
    { body: { name: 'W' } },
    400,
    'body.spaceId',
  ],
  [
    'workbook: unknown space',
    'POST',
    () => '/v1/workbooks',
    { body: { name: 'W', spaceId: 'us_sp_nope' } },
    404,
    'body.spaceId',
  ],
  [
    'workbook: wrong field type',
    'POST',
    () => '/v1/workbooks',
    () => ({
      body: {
        name: 'W',
        spaceId: ids.space,
        sheets: [{ name: 'S', fields: [{ key: 'a', type: 'strnig' }] }],
      },
    }),
    400,
    'body.sheets[0].fields[0].type',
  ],
  ['workbook: unknown id', 'GET', () => '/v1/workbooks/us_wb_nope', {}, 404, 'workbookId'],
  [
    'workbooks: wrong query type',
    'GET',
    () => '/v1/workbooks',
    { query: { includeSheets: 'maybe' } },
    400,
    'query.includeSheets',
  ],
  ['sheets: missing workbookId', 'GET', () => '/v1/sheets', {}, 400, 'query.workbookId'],
  ['sheet: unknown id', 'GET', () => '/v1/sheets/us_sh_nope', {}, 404, 'sheetId'],
  [
    'sheet: wrong type',
    'PATCH',
    () => `/v1/sheets/${ids.sheet}`,
    { body: { name: 3 } },
    400,
    'body.name',
  ],
  [
    'records: wrong cell type',
    'POST',
    records,
    { body: [{ email: 'plain' }] },
    400,
    'body[0].email',
  ],
  [
    'records: wrong value type',
    'POST',
    records,
    { body: [{ email: { value: { nested: 1 } } }] },
    400,
    'body[0].email.value',
  ],
  ['records: not an array', 'POST', records, { body: { email: { value: 'a' } } }, 400, 'body'],
  [
    'records: page too large',
    'GET',
    records,
    { query: { pageSize: 50_001 } },
    400,
    'query.pageSize',
  ],
  ['records: unknown filter', 'GET', records, { query: { filter: 'maybe' } }, 400, 'query.filter'],
  ['records: unknown sheet', 'GET', () => '/v1/sheets/us_sh_nope/records', {}, 404, 'sheetId'],
  ['records: update without id', 'PUT', records, { body: [{ values: {} }] }, 400, 'body[0].id'],
  ['records: delete without ids', 'DELETE', records, {}, 400, 'query.ids'],
  [
    'job: missing operation',
    'POST',
    () => '/v1/jobs',
    { body: { type: 'workbook', source: 'x' } },
    400,
    'body.operation',
  ],
  [
    'job: wrong type',
    'POST',
    () => '/v1/jobs',
    { body: { type: 'planet', operation: 'x', source: 'x' } },
    400,
    'body.type',
  ],
  [
    'job: unknown source',
    'POST',
    () => '/v1/jobs',
    { body: { type: 'workbook', operation: 'x', source: 'us_wb_nope' } },
    404,
    'body.source',
  ],
  ['job: unknown id', 'POST', () => '/v1/jobs/us_jb_nope/ack', {}, 404, 'jobId'],
  [
    'job: wrong progress type',
    'POST',
    () => `/v1/jobs/${ids.job}/ack`,
    { body: { progress: 'half' } },
    400,
    'body.progress',
  ],
  [
    'job: progress out of range',
    'PATCH',
    () => `/v1/jobs/${ids.job}`,
    { body: { progress: 101 } },
    400,
    'body.progress',
  ],
  ['actions: missing spaceId', 'GET', () => '/v1/actions', {}, 400, 'query.spaceId'],
  [
    'action: missing label',
    'POST',
    () => '/v1/actions',
    () => ({ query: { spaceId: ids.space }, body: {} }),
    400,
    'body.label',
  ],
  ['action: unknown id', 'DELETE', () => '/v1/actions/us_ac_nope', {}, 404, 'actionId'],
  [
    'action: unknown workbook',
    'POST',
    () => '/v1/actions',
    () => ({ query: { spaceId: ids.space }, body: { label: 'L', workbookId: 'us_wb_nope' } }),
    404,
    'body.workbookId',
  ],
  [
    'environment: unknown id',
    'GET',
    () => '/v1/environments/us_env_nope',
    {},
    404,
    'environmentId',
  ],
  [
    'events: wait too long',
    'GET',
    () => '/v1/events',
    { query: { environmentId: 'x', wait: 31 } },
    400,
    'query.wait',
  ],
];

describe('bad input on each resource', () => {
  it.each(cases)('%s → %s %s', async (_name, method, path, options, status, key) => {
    const response = await api.request(
      method,
      path(),
      typeof options === 'function' ? options() : options,
    );
    expect(response.status).toBe(status);
    expect(response.body.errors).toHaveLength(1);
    expect(response.body.errors[0]).toEqual({ key, message: expect.any(String) });
    expect(response.body.data).toBeUndefined();
  });

  it.each([
    ['/v1/spaces', {}],
    ['/v1/workbooks', {}],
    ['/v1/jobs', {}],
    ['/v1/actions', { spaceId: 'x' }],
    ['records', {}],
  ])('answers malformed JSON on POST %s with 400 naming the body', async (path, query) => {
    const url = path === 'records' ? records() : path;
    const response = await api.request('POST', url, { rawBody: '{"name": ', query });
    expect(response.status).toBe(400);
    expect(response.body.errors[0]).toEqual({
      key: 'body',
      message: expect.stringMatching(/not valid JSON/),
    });
  });

  it.each([
    ['/v1/spaces', 'POST'],
    ['/v1/workbooks', 'POST'],
    ['records', 'POST'],
    ['records', 'PUT'],
  ])('answers a body over the limit on %s %s with 413', async (path, method) => {
    const url = path === 'records' ? records() : path;
    const big = JSON.stringify({ name: 'x'.repeat(30_000) });
    const response = await api.request(method, url, { rawBody: big });
    expect(response.status).toBe(413);
    expect(response.body.errors[0].message).toMatch(/larger than the limit/);
  });

  it('writes nothing when one record of a batch is bad', async () => {
    const before = (await api.ok('GET', `/v1/sheets/${ids.sheet}/counts`)).data.counts.total;
    const batch: Json[] = Array.from({ length: 10 }, (_, i) => ({ email: { value: `u${i}` } }));
    batch[7] = { email: { value: 'u7', messages: [{ type: 'fatal', message: 'x' }] } };
    const response = await api.request('POST', records(), { body: batch });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].key).toBe('body[7].email.messages[0].type');
    expect((await api.ok('GET', `/v1/sheets/${ids.sheet}/counts`)).data.counts.total).toBe(before);
  });

  it('never answers 5xx to garbage bodies and queries on any operation', async () => {
    const operations = readContractOperations(openapiDocument as Record<string, unknown>);
    const garbage = ['null', '[]', '"text"', '42', '{"__proto__":{"polluted":1}}', '[{"a":null}]'];
    for (const operation of operations) {
      const path = operation.path.replace(/\{[^}]+\}/g, 'us_x_garbage');
      const bodies =
        operation.method === 'GET' || operation.method === 'DELETE' ? [undefined] : garbage;
      for (const rawBody of bodies) {
        const response = await api.request(operation.method, path, {
          rawBody,
          query: { pageSize: -1, ids: ['a', 'b'], environmentId: ['x', 'y'], wait: 'soon' },
        });
        expect(response.status, `${operation.operationId} ${rawBody}`).toBeGreaterThanOrEqual(400);
        expect(response.status, `${operation.operationId} ${rawBody}`).toBeLessThan(500);
        expect(response.body.errors[0].message).toEqual(expect.any(String));
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

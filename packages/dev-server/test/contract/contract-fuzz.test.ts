/**
 * Malformed input generated from the contract: every operation gets every class of bad input
 * that applies to it — bad path values, wrong query types and missing required query values,
 * bodies of the wrong type, missing and unknown fields, extreme sizes and depths, prototype keys,
 * numbers JavaScript cannot hold, bytes that are not UTF-8, media types that are not JSON — and
 * must answer 4xx with the `errors[]` body and leave the stored state as it was. An operation
 * added to the contract later is covered without a new test.
 */
import { openapiDocument } from '@importkit/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContractOperation, readContractOperations } from '../../src/contract/operations';
import { NOT_EMULATED } from '../../src/server/not-emulated';
import {
  allEvents,
  buildUrl,
  createContactsWorkbook,
  type Json,
  startTestApi,
  type TestApi,
} from '../support/test-api';

const document = openapiDocument as Record<string, Json>;
const operations = readContractOperations(document);
const BODY_LIMIT = 256 * 1024;

/** Follows `$ref`s and merges `allOf`, enough to see a schema's type, required and properties. */
function resolve(schema: Json): Json {
  if (schema?.$ref) {
    const name = String(schema.$ref).replace('#/components/schemas/', '');
    return resolve(document.components.schemas[name]);
  }
  if (Array.isArray(schema?.allOf)) {
    const merged: Json = { properties: {}, required: [] };
    for (const part of schema.allOf.map(resolve)) {
      Object.assign(merged, { ...part, properties: merged.properties, required: merged.required });
      Object.assign(merged.properties, part.properties);
      merged.required.push(...(part.required ?? []));
    }
    return merged;
  }
  return schema ?? {};
}

/** A query value the parameter's schema refuses, when the schema refuses any string. */
function wrongQueryValue(schema: Json): string | undefined {
  const resolved = resolve(schema);
  if (Array.isArray(resolved.enum)) return 'not-one-of-the-options';
  if (resolved.type === 'integer' || resolved.type === 'number') return '1e400';
  if (resolved.type === 'boolean') return 'maybe';
  if (resolved.format === 'date-time') return 'yesterday';
  if (resolved.type === 'array') return wrongQueryValue(resolved.items);
  if (resolved.minLength === 1) return '';
  return undefined;
}

interface BadRequest {
  class: string;
  path?: Record<string, string>;
  query?: Record<string, string | string[] | undefined>;
  /** Raw body text (or bytes) and its media type. */
  body?: string | Buffer;
  contentType?: string;
  /** Statuses this class may be answered with. */
  statuses: number[];
  /** The `key` of the first error, when the class decides it. */
  key?: RegExp;
}

const deep = (levels: number) => `${'['.repeat(levels)}1${']'.repeat(levels)}`;

/** Every class of bad body, for an operation whose body schema (if any) is `schema`. */
function badBodies(operation: ContractOperation): BadRequest[] {
  const schema = resolve(operation.bodySchema);
  const isArray = schema.type === 'array';
  const wrap = (inner: string) => (isArray ? `[${inner}]` : inner);
  const at = isArray ? /^body\[0\]\./ : /^body\./;
  const bodies: BadRequest[] = [
    { class: 'malformed JSON', body: '{"a":', statuses: [400], key: /^body$/ },
    {
      class: 'not JSON (text/plain)',
      body: wrap('{"a":1}'),
      contentType: 'text/plain',
      statuses: [415],
      key: /^content-type$/,
    },
    {
      class: 'not JSON (form)',
      body: 'a=1',
      contentType: 'application/x-www-form-urlencoded',
      statuses: [415],
    },
    {
      class: 'not UTF-8',
      body: Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xc3, 0x28]), Buffer.from('"}')]),
      statuses: [400],
      key: /^body$/,
    },
    {
      class: 'wrong type',
      body: isArray ? '{"a":1}' : '[1,2]',
      statuses: [400],
      key: /^body/,
    },
    { class: 'wrong type (number)', body: '42', statuses: [400], key: /^body/ },
    {
      class: 'prototype key',
      body: wrap('{"__proto__":{"polluted":true}}'),
      statuses: [400],
      key: /__proto__/,
    },
    {
      class: 'prototype key, nested',
      body: wrap('{"zzUnknown":{"__proto__":{"polluted":true}}}'),
      statuses: [400],
      key: at,
    },
    {
      class: 'too deep',
      body: wrap(`{"zzUnknown":${deep(100_000)}}`),
      statuses: [400],
      key: at,
    },
    { class: 'number out of range', body: wrap('{"zzUnknown":1e400}'), statuses: [400], key: at },
    {
      class: 'whole number beyond exact',
      body: wrap('{"zzUnknown":-12345678901234567890}'),
      statuses: [400],
      key: at,
    },
    {
      class: 'larger than the body limit',
      body: wrap(`{"zzUnknown":"${'x'.repeat(BODY_LIMIT)}"}`),
      statuses: [413],
      key: /^body$/,
    },
  ];
  if (!operation.bodySchema || schema.additionalProperties === false || isArray) {
    const unknown = isArray ? '[{"zzUnknown":{"value":1}}]' : '{"zzUnknown":1}';
    // Array bodies are records: an unknown field key is refused by the sheet's fields.
    bodies.push({ class: 'unknown field', body: unknown, statuses: [400], key: at });
  }
  if (schema.type === 'object' && (schema.required ?? []).length > 0) {
    bodies.push({ class: 'missing required fields', body: '{}', statuses: [400], key: /^body\./ });
  }
  if (operation.bodyRequired) {
    bodies.push({ class: 'missing body', statuses: [400], key: /^body$/ });
  }
  return bodies;
}

/** A well-formed value of the parameter's type that names nothing. */
function unknownPathValue(schema: Json): string {
  const type = resolve(schema).type;
  return type === 'integer' || type === 'number' ? '987654321' : 'us_xx_unknown';
}

/** For a parameter the fixture has no real value of: one of the right type (it names nothing). */
function unknownValueOf(operation: ContractOperation, name: string): string {
  const parameter = operation.parameters.find((candidate) => candidate.name === name);
  return unknownPathValue(parameter?.schema);
}

function badPaths(operation: ContractOperation): BadRequest[] {
  const parameters = operation.parameters.filter((p) => p.in === 'path');
  // Sent without a body: where one is required, that alone may be the 400.
  const notFound = operation.bodyRequired ? [400, 404] : [404];
  return parameters.flatMap(({ name, schema }) => [
    { class: `unknown ${name}`, path: { [name]: unknownPathValue(schema) }, statuses: notFound },
    {
      class: `overlong ${name}`,
      path: { [name]: 'a'.repeat(5_000) },
      statuses: [...notFound, 414],
    },
    {
      class: `control characters in ${name}`,
      path: { [name]: '%00%0A%FF' },
      statuses: [400, ...notFound],
    },
    { class: `malformed escape in ${name}`, path: { [name]: '%E0%A4%A' }, statuses: [400] },
  ]);
}

function badQueries(operation: ContractOperation): BadRequest[] {
  // Every operation: a query parameter it does not have (a filter on a field that does not exist).
  const cases: BadRequest[] = [
    {
      class: 'unknown query parameter',
      query: { zzUnknown: '1' },
      statuses: [400],
      key: /^query\.zzUnknown$/,
    },
  ];
  for (const parameter of operation.parameters.filter((p) => p.in === 'query')) {
    const wrong = wrongQueryValue(parameter.schema);
    if (wrong !== undefined) {
      cases.push({
        class: `wrong query.${parameter.name}`,
        query: { [parameter.name]: wrong },
        statuses: [400],
        key: new RegExp(`^query\\.${parameter.name}`),
      });
    }
    if (parameter.required) {
      cases.push({
        class: `missing query.${parameter.name}`,
        query: { [parameter.name]: undefined },
        statuses: [400],
        key: new RegExp(`^query\\.${parameter.name}`),
      });
    }
  }
  return cases;
}

function casesOf(operation: ContractOperation): BadRequest[] {
  const takesBody = operation.method !== 'GET';
  return [
    ...badPaths(operation),
    ...badQueries(operation),
    ...(takesBody ? badBodies(operation) : []),
  ];
}

let api: TestApi;
/** Valid values for every path and required query parameter, by name. */
let valid: Record<string, string | string[]>;

/** Everything the server stores, as its reads show it. */
async function storedState(): Promise<unknown> {
  const reads = [
    ['/v1/spaces', { archived: true }],
    ['/v1/spaces', {}],
    ['/v1/workbooks', {}],
    ['/v1/sheets', { workbookId: valid.workbookId }],
    [`/v1/sheets/${valid.sheetId}/records`, { includeCounts: true }],
    ['/v1/jobs', {}],
    ['/v1/actions', { spaceId: valid.spaceId }],
    ['/v1/environments', {}],
    // Resources whose changes emit no event: only their lists show a write.
    ['/v1/views', { sheetId: valid.sheetId }],
    ['/v1/apps', {}],
    [`/v1/apps/${valid.appId}/constraints`, {}],
    ['/v1/users', {}],
  ] as const;
  const state: unknown[] = [await allEvents(api)];
  for (const [path, query] of reads) {
    const body = await api.ok('GET', path, { query });
    // The actions list is a bare array (the hosted shape); the others are `{ data }`.
    state.push(Array.isArray(body) ? body : body.data);
  }
  return state;
}

beforeAll(async () => {
  api = await startTestApi({ bodyLimitBytes: BODY_LIMIT });
  const { space, workbook, sheet } = await createContactsWorkbook(api);
  const job = (
    await api.ok('POST', '/v1/jobs', {
      body: { type: 'workbook', operation: 'x', source: workbook.id },
    })
  ).data;
  const action = (
    await api.ok('POST', '/v1/actions', { query: { spaceId: space.id }, body: { label: 'Go' } })
  ).data;
  const records = (
    await api.ok('POST', `/v1/sheets/${sheet.id}/records`, { body: [{ email: { value: 'a@x' } }] })
  ).data.records;
  const app = (
    await api.ok('POST', '/v1/apps', { body: { name: 'Fuzz', namespace: 'fuzz', type: 'PORTAL' } })
  ).data;
  valid = {
    environmentId: api.server.environmentId,
    spaceId: space.id,
    workbookId: workbook.id,
    sheetId: sheet.id,
    jobId: job.id,
    actionId: action.id,
    appId: app.id,
    eventId: (await allEvents(api))[0].id,
    ids: [records[0].id],
  };
});
afterAll(() => api.close());

async function send(operation: ContractOperation, bad: BadRequest) {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) =>
    bad.path?.[name] !== undefined
      ? (bad.path[name] as string)
      : encodeURIComponent((valid[name] as string | undefined) ?? unknownValueOf(operation, name)),
  );
  const query: Record<string, string | string[] | undefined> = {};
  for (const parameter of operation.parameters) {
    if (parameter.in === 'query' && parameter.required)
      query[parameter.name] =
        valid[parameter.name] ??
        // A required enum (createApiKey's `type`) gets an allowed value: the bad part is elsewhere.
        resolve(parameter.schema).enum?.[0] ??
        unknownPathValue(parameter.schema);
  }
  Object.assign(query, bad.query);
  const headers: Record<string, string> = { authorization: `Bearer ${api.server.apiKey}` };
  if (bad.body !== undefined) headers['content-type'] = bad.contentType ?? 'application/json';
  // The path goes as written (malformed escapes included): `new URL` would re-encode it.
  const url = buildUrl(api.server.url, '/', query);
  const response = await fetch(`${api.server.url}${path}${url.search}`, {
    method: operation.method,
    headers,
    body: bad.body,
  });
  const text = await response.text();
  return { status: response.status, text };
}

// An operation the dev server does not emulate answers 501 to a request well-formed enough to
// reach it (an unknown id is not malformed); malformed input is still refused first.
const cases = operations.flatMap((operation) =>
  casesOf(operation).map((bad) => {
    const answered =
      operation.operationId in NOT_EMULATED ? { ...bad, statuses: [...bad.statuses, 501] } : bad;
    return [`${operation.operationId}: ${bad.class}`, operation, answered] as const;
  }),
);

describe('malformed input to every operation of the contract', () => {
  it('covers every operation with several classes of bad input', () => {
    const covered = new Set(cases.map(([, operation]) => operation.operationId));
    expect(covered.size).toBe(operations.length);
    expect(cases.length).toBeGreaterThan(operations.length * 5);
  });

  // The state read after one case is the state before the next (cases run one at a time, and
  // nothing else writes), so each case reads the whole state once, not twice.
  let current: unknown;
  it.each(cases)('%s → 4xx with errors[] and nothing stored', async (_name, operation, bad) => {
    const before = current ?? (await storedState());
    current = undefined;
    const { status, text } = await send(operation, bad);
    expect(bad.statuses, `${status} ${text.slice(0, 300)}`).toContain(status);
    const body = JSON.parse(text);
    expect(body).toEqual({
      errors: expect.arrayContaining([
        {
          message: expect.any(String),
          ...(body.errors[0]?.key !== undefined && { key: expect.any(String) }),
        },
      ]),
    });
    expect(body.errors.length).toBeGreaterThan(0);
    if (bad.key) expect(body.errors[0].key, body.errors[0].message).toMatch(bad.key);
    current = await storedState();
    expect(current).toEqual(before);
  });

  it('leaves Object.prototype alone', () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

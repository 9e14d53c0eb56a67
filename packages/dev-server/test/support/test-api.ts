/**
 * A real dev server on port 0 and a tiny fetch helper for it. Every successful JSON response is
 * checked against the contract's response schema of the operation it answers, so every test is
 * also a wire-format test.
 */
import { openapiDocument } from '@importkit/api/contract';
import { type DevServer, type DevServerOptions, startDevServer } from '@importkit/dev-server';
import type { ValidateFunction } from 'ajv';
import { readContractOperations } from '../../src/contract/operations';
import { contractSchema, createContractAjv } from '../../src/contract/request-validators';

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked against the contract at runtime
export type Json = any;

export interface ApiResponse {
  status: number;
  body: Json;
  text: string;
  headers: Headers;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as is (for malformed JSON); wins over `body`. */
  rawBody?: string;
  query?: Record<string, string | number | boolean | string[] | undefined>;
  headers?: Record<string, string>;
  /** The API key to send; `null` sends no Authorization header. Default: the server's key. */
  apiKey?: string | null;
}

export interface TestApi {
  server: DevServer;
  request(method: string, path: string, options?: RequestOptions): Promise<ApiResponse>;
  /** Like `request`, but fails the test unless the status is 200; returns the body. */
  ok(method: string, path: string, options?: RequestOptions): Promise<Json>;
  close(): Promise<void>;
}

const document = openapiDocument as Record<string, unknown>;
const operations = readContractOperations(document);
const ajv = createContractAjv(document, false);
// An `allOf` branch may require a key its sibling defines (`CellValueWithLinks` requires the
// `messages` of `CellValue`): valid JSON Schema that ajv's strict mode only lints.
ajv.opts.strictRequired = false;
const responseChecks = operations.map((operation) => ({
  method: operation.method,
  pattern: new RegExp(`^${operation.path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
  validate: operation.responseSchema
    ? ajv.compile(contractSchema(operation.responseSchema))
    : undefined,
}));

function checkResponse(method: string, path: string, body: unknown) {
  // Static paths first (`/v1/events/stream` before `/v1/events/{eventId}`,
  // `/v1/environments/subscription-token` before `/v1/environments/{environmentId}`).
  const candidates = responseChecks.filter((c) => c.method === method && c.pattern.test(path));
  // The fewest path parameters first: `/v1/agents/executions` is not `/v1/agents/{agentId}`.
  const parameters = (pattern: RegExp) => pattern.source.split('[^/]+').length;
  const check = candidates.sort(
    (a, b) =>
      parameters(a.pattern) - parameters(b.pattern) ||
      a.pattern.source.length - b.pattern.source.length,
  )[0];
  if (!check) throw new Error(`no contract operation for ${method} ${path}`);
  const validate = check.validate as ValidateFunction | undefined;
  if (validate && !validate(body)) {
    throw new Error(
      `${method} ${path}: response does not match the contract: ${JSON.stringify(validate.errors?.slice(0, 3))}`,
    );
  }
}

export function buildUrl(base: string, path: string, query: RequestOptions['query'] = {}) {
  const url = new URL(path, base);
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      url.searchParams.append(key, String(item));
    }
  }
  return url;
}

/** Starts a dev server on port 0 with a fetch helper. */
export async function startTestApi(options: DevServerOptions = {}): Promise<TestApi> {
  const server = await startDevServer({ port: 0, ...options });
  const request = async (method: string, path: string, opts: RequestOptions = {}) => {
    const headers: Record<string, string> = { ...opts.headers };
    const key = opts.apiKey === undefined ? server.apiKey : opts.apiKey;
    if (key !== null) headers.authorization = `Bearer ${key}`;
    let body: string | undefined = opts.rawBody;
    if (body === undefined && opts.body !== undefined) body = JSON.stringify(opts.body);
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    const response = await fetch(buildUrl(server.url, path, opts.query), { method, headers, body });
    const text = await response.text();
    const json =
      text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined;
    // `/_dev/` endpoints are outside the contract.
    const inContract = path.startsWith('/v1/');
    if (response.status === 200 && json !== undefined && inContract) {
      checkResponse(method, path, json);
    }
    return { status: response.status, body: json, text, headers: response.headers };
  };
  return {
    server,
    request,
    async ok(method, path, opts) {
      const response = await request(method, path, opts);
      if (response.status !== 200) {
        throw new Error(`${method} ${path} answered ${response.status}: ${response.text}`);
      }
      return response.body;
    },
    close: () => server.close(),
  };
}

/** A space with one workbook of one sheet (`email`, `name`) and a foreground `submit` action. */
export async function createContactsWorkbook(api: TestApi, extra: Record<string, unknown> = {}) {
  const space = (await api.ok('POST', '/v1/spaces', { body: { name: 'Imports' } })).data;
  const workbook = (
    await api.ok('POST', '/v1/workbooks', {
      body: {
        name: 'Contacts import',
        spaceId: space.id,
        sheets: [
          {
            name: 'Contacts',
            slug: 'contacts',
            fields: [
              { key: 'email', type: 'string' },
              { key: 'name', type: 'string' },
            ],
          },
        ],
        actions: [{ operation: 'submit', mode: 'foreground', label: 'Submit' }],
        ...extra,
      },
    })
  ).data;
  return { space, workbook, sheet: workbook.sheets[0] as Json };
}

/** Every event of the server's default environment so far, via the long poll. */
export async function allEvents(api: TestApi, topics?: string[]): Promise<Json[]> {
  const body = await api.ok('GET', '/v1/events', {
    query: { environmentId: api.server.environmentId, topic: topics, pageSize: 10000 },
  });
  return body.data;
}

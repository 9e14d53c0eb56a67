/**
 * Raw HTTP helpers for the record integrity test: pages are read as text and parsed here, so an
 * invalid page is reported with the bytes around the problem instead of a bare SyntaxError.
 */
import type { DevServer } from '@importkit/dev-server';
import type { CellInput, ModelRecord, PageQuery } from './record-model';
import { buildUrl, type Json } from './test-api';

export interface RecordsPage {
  records: ModelRecord[];
  counts?: { total: number; valid: number; error: number; errorsByField: Record<string, number> };
}

export interface RecordsHttp {
  call(
    method: string,
    path: string,
    body?: unknown,
    query?: Record<string, unknown>,
  ): Promise<Json>;
  page(sheetId: string, query: PageQuery & { includeCounts?: boolean }): Promise<RecordsPage>;
  insert(sheetId: string, records: Record<string, CellInput>[]): Promise<ModelRecord[]>;
  update(sheetId: string, updates: unknown[]): Promise<void>;
  delete(sheetId: string, ids: string[]): Promise<void>;
}

/** Parses a page, failing with the text around the first bad byte. */
export function parsePage(text: string, what: string): RecordsPage {
  try {
    return (JSON.parse(text) as { data: RecordsPage }).data;
  } catch (error) {
    const at = Number(/position (\d+)/.exec((error as Error).message)?.[1] ?? 0);
    const around = text.slice(Math.max(0, at - 80), at + 80);
    throw new Error(`${what} is not valid JSON (${(error as Error).message}) near: ${around}`);
  }
}

export function recordsHttp(server: DevServer): RecordsHttp {
  const call = async (
    method: string,
    path: string,
    body?: unknown,
    query: Record<string, unknown> = {},
  ) => {
    const url = buildUrl(server.url, path, query as Record<string, string | number | string[]>);
    const response = await fetch(url, {
      method,
      headers: {
        authorization: `Bearer ${server.apiKey}`,
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status !== 200) {
      throw new Error(`${method} ${url.pathname} answered ${response.status}: ${text}`);
    }
    return { text };
  };
  return {
    call: async (method, path, body, query) =>
      JSON.parse((await call(method, path, body, query)).text),
    async page(sheetId, query) {
      const { text } = await call('GET', `/v1/sheets/${sheetId}/records`, undefined, { ...query });
      return parsePage(text, `page ${JSON.stringify({ ...query, ids: query.ids?.length })}`);
    },
    async insert(sheetId, records) {
      const { text } = await call('POST', `/v1/sheets/${sheetId}/records`, records);
      return parsePage(text, 'insert answer').records;
    },
    async update(sheetId, updates) {
      await call('PUT', `/v1/sheets/${sheetId}/records`, updates);
    },
    async delete(sheetId, ids) {
      await call('DELETE', `/v1/sheets/${sheetId}/records`, undefined, { ids });
    },
  };
}

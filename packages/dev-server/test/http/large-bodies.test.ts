/**
 * Answers over 1 MiB, which are sent as the store's pieces rather than one buffer: a page read
 * (written to the socket directly) and an insert's answer (through Fastify's stream) arrive whole,
 * with a length that matches, and leave the connection usable for the next request.
 * @module
 */
import { type DevServer, startDevServer } from '@importkit/dev-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

let server: DevServer;
beforeEach(async () => {
  server = await startDevServer({ port: 0 });
});
afterEach(() => server.close());

const RECORDS = 3000;
/** About 600 bytes a record: 3,000 of them make a page of about 1.8 MiB. */
const note = (n: number) => `${n}:${'x'.repeat(600)}`;

async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(server.url + path, {
    method,
    headers: {
      authorization: `Bearer ${server.apiKey}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { response, bytes, json: JSON.parse(bytes.toString('utf8')) };
}

async function sheetWithNotes(): Promise<{
  sheetId: string;
  inserted: Awaited<ReturnType<typeof call>>;
}> {
  const space = await call('POST', '/v1/spaces', { name: 'Large' });
  const workbook = await call('POST', '/v1/workbooks', {
    name: 'Large',
    spaceId: space.json.data.id,
    sheets: [{ name: 'Notes', fields: [{ key: 'note', type: 'string' }] }],
  });
  const sheetId = workbook.json.data.sheets[0].id as string;
  const body = Array.from({ length: RECORDS }, (_, n) => ({ note: { value: note(n) } }));
  return { sheetId, inserted: await call('POST', `/v1/sheets/${sheetId}/records`, body) };
}

describe('answers over 1 MiB', () => {
  it('an insert answers every record it stored, with a length that matches', async () => {
    const { inserted } = await sheetWithNotes();
    expect(inserted.response.status).toBe(200);
    expect(inserted.bytes.length).toBeGreaterThan(1024 * 1024);
    expect(Number(inserted.response.headers.get('content-length'))).toBe(inserted.bytes.length);
    const records = inserted.json.data.records as { values: { note: { value: string } } }[];
    expect(records.map((record) => record.values.note.value)).toEqual(
      Array.from({ length: RECORDS }, (_, n) => note(n)),
    );
  });

  it('a page read arrives whole, as JSON with its length, counts and every record in order', async () => {
    const { sheetId, inserted } = await sheetWithNotes();
    const ids = (inserted.json.data.records as { id: string }[]).map((record) => record.id);
    const page = await call(
      'GET',
      `/v1/sheets/${sheetId}/records?pageSize=${RECORDS}&includeCounts=true`,
    );
    expect(page.response.status).toBe(200);
    expect(page.response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(page.bytes.length).toBeGreaterThan(1024 * 1024);
    expect(Number(page.response.headers.get('content-length'))).toBe(page.bytes.length);
    expect(page.json.data.counts).toMatchObject({ total: RECORDS, valid: RECORDS, error: 0 });
    expect(page.json.data.success).toBe(true);
    const records = page.json.data.records as { id: string; values: { note: { value: string } } }[];
    expect(records.map((record) => record.id)).toEqual(ids);
    expect(records.map((record) => record.values.note.value)).toEqual(
      Array.from({ length: RECORDS }, (_, n) => note(n)),
    );
  });

  it('pages read one after another on the same connection each answer their own records', async () => {
    const { sheetId, inserted } = await sheetWithNotes();
    const ids = (inserted.json.data.records as { id: string }[]).map((record) => record.id);
    // Large pages, then a small answer, then a large page again: each must start where it should.
    const first = await call('GET', `/v1/sheets/${sheetId}/records?pageSize=2500&pageNumber=1`);
    const second = await call('GET', `/v1/sheets/${sheetId}/records?pageSize=2500&pageNumber=2`);
    const small = await call('GET', `/v1/sheets/${sheetId}/records?pageSize=1`);
    const again = await call('GET', `/v1/sheets/${sheetId}/records?pageSize=2500&pageNumber=1`);
    const idsOf = (page: typeof first) =>
      (page.json.data.records as { id: string }[]).map((r) => r.id);
    expect(first.bytes.length).toBeGreaterThan(1024 * 1024);
    expect(idsOf(first)).toEqual(ids.slice(0, 2500));
    expect(idsOf(second)).toEqual(ids.slice(2500));
    expect(idsOf(small)).toEqual(ids.slice(0, 1));
    expect(again.bytes.equals(first.bytes)).toBe(true);
  });
});

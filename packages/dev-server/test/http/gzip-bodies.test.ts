/**
 * `Content-Encoding: gzip` request bodies, as the hosted client sends record writes: accepted on
 * every operation with a body, the body limit holding for the inflated bytes (a gzip bomb is a
 * 413), a body that is not gzip a 400, another encoding a 415.
 */
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/server';
import { createContactsWorkbook, type Json } from '../support/test-api';

const BODY_LIMIT = 1024 * 1024;
const api = useTestApi({ bodyLimitBytes: BODY_LIMIT });

/** Sends `body` (bytes as given) with the headers a gzipping client sends. */
async function send(
  method: string,
  path: string,
  body: Buffer,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Json }> {
  const response = await fetch(new URL(path, api.server.url), {
    method,
    headers: {
      authorization: `Bearer ${api.server.apiKey}`,
      'content-type': 'application/json',
      'content-encoding': 'gzip',
      ...headers,
    },
    body,
  });
  return { status: response.status, body: await response.json() };
}

const gzipJson = (value: unknown) => gzipSync(Buffer.from(JSON.stringify(value)));

describe('gzip request bodies', () => {
  it('are inflated on record writes, as the hosted client sends them', async () => {
    const { sheet } = await createContactsWorkbook(api);
    const rows = Array.from({ length: 500 }, (_, i) => ({
      email: { value: `person${i}@example.com` },
      name: { value: `Person ${i}` },
    }));
    const inserted = await send('POST', `/v1/sheets/${sheet.id}/records`, gzipJson(rows));
    expect(inserted.status).toBe(200);
    // Read as plain JSON: this test is about the write, not the records answer's shape.
    const read = await fetch(new URL(`/v1/sheets/${sheet.id}/records`, api.server.url), {
      headers: { authorization: `Bearer ${api.server.apiKey}` },
    });
    const { records } = ((await read.json()) as Json).data;
    expect(records).toHaveLength(500);
    expect(records[499].values.email.value).toBe('person499@example.com');
  });

  it('are inflated on every other operation with a body too (create, update, job moves)', async () => {
    const created = await send('POST', '/v1/spaces', gzipJson({ name: 'Zipped' }));
    expect(created.status).toBe(200);
    const space = created.body.data;
    const renamed = await send(
      'PATCH',
      `/v1/spaces/${space.id}`,
      gzipJson({ name: 'Zipped again', metadata: { mood: 'compressed' } }),
    );
    expect(renamed.status).toBe(200);
    expect((await api.ok('GET', `/v1/spaces/${space.id}`)).data).toMatchObject({
      name: 'Zipped again',
      metadata: { mood: 'compressed' },
    });
    // `x-gzip` is gzip's older name; case does not matter.
    const { workbook } = await createContactsWorkbook(api);
    const job = await send(
      'POST',
      '/v1/jobs',
      gzipJson({ type: 'workbook', operation: 'export', source: workbook.id, immediate: true }),
      { 'content-encoding': 'X-GZIP' },
    );
    expect(job.status).toBe(200);
    const acked = await send('POST', `/v1/jobs/${job.body.data.id}/ack`, gzipJson({ progress: 7 }));
    expect(acked.body.data).toMatchObject({ status: 'executing', progress: 7 });
  });

  it('hold the body limit for the inflated bytes: a gzip bomb is a 413, and the server goes on', async () => {
    const inflated = Buffer.alloc(16 * BODY_LIMIT, 'a');
    const bomb = gzipSync(Buffer.concat([Buffer.from('{"name":"'), inflated, Buffer.from('"}')]));
    expect(bomb.length).toBeLessThan(BODY_LIMIT);
    const refused = await send('POST', '/v1/spaces', bomb);
    expect(refused.status).toBe(413);
    expect(refused.body.errors[0]).toMatchObject({ key: 'body' });
    expect(refused.body.errors[0].message).toContain(`limit of ${BODY_LIMIT} bytes`);
    expect((await api.ok('GET', '/v1/spaces')).data).toEqual([]);
    expect((await send('POST', '/v1/spaces', gzipJson({ name: 'After' }))).status).toBe(200);
  });

  it('that are not gzip are a 400 saying so; a cut-off one too', async () => {
    const notGzip = await send('POST', '/v1/spaces', Buffer.from('{"name":"plain"}'));
    expect(notGzip.status).toBe(400);
    expect(notGzip.body.errors[0].key).toBe('body');
    expect(notGzip.body.errors[0].message).toContain('not valid gzip');
    const whole = gzipJson({ name: 'Cut' });
    const cut = await send('POST', '/v1/spaces', whole.subarray(0, whole.length - 6));
    expect(cut.status).toBe(400);
    expect(cut.body.errors[0].message).toContain('not valid gzip');
    expect((await api.ok('GET', '/v1/spaces')).data).toEqual([]);
  });

  it('in another encoding are a 415 naming content-encoding; a gzip multipart upload too', async () => {
    const brotli = await send('POST', '/v1/spaces', gzipJson({ name: 'x' }), {
      'content-encoding': 'br',
    });
    expect(brotli.status).toBe(415);
    expect(brotli.body.errors[0].key).toBe('content-encoding');
    const upload = await send('POST', '/v1/files', gzipSync(Buffer.from('--x--\r\n')), {
      'content-type': 'multipart/form-data; boundary=x',
    });
    expect(upload.status).toBe(415);
    expect(upload.body.errors[0].key).toBe('content-encoding');
    // `identity` is no encoding at all.
    const plain = await send('POST', '/v1/spaces', Buffer.from('{"name":"plain"}'), {
      'content-encoding': 'identity',
    });
    expect(plain.status).toBe(200);
  });
});

/**
 * Files through the typed client: multipart uploads streamed to storage from a path, a Buffer, a
 * Blob or a stream; download of the exact bytes; list, update, delete with their CF events; and
 * the bad uploads (over the limit, no file part, malformed body, multipart elsewhere) answered
 * with errors[] and nothing kept.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { ApiError, uploadFile } from '@importkit/api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ClientApi, failure, ok, startClientApi } from '../support/client-api';
import { waitForEvent } from '../support/wait';

const LIMIT = 64 * 1024;
let api: ClientApi;
let spaceId: string;
let scratch: string;
beforeEach(async () => {
  api = await startClientApi({ maxUploadBytes: LIMIT });
  spaceId = ok(await api.client.POST('/v1/spaces', { body: { name: 'Uploads' } })).data.id;
  scratch = await mkdtemp(join(tmpdir(), 'importkit-files-test-'));
});
afterEach(async () => {
  await api.close();
  await rm(scratch, { recursive: true, force: true });
});

const where = () => ({ spaceId, environmentId: api.server.environmentId });

async function download(fileId: string) {
  const response = await fetch(`${api.server.url}/v1/files/${fileId}/download`, {
    headers: { authorization: `Bearer ${api.server.apiKey}` },
  });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function listFiles() {
  return ok(await api.client.GET('/v1/files', { params: { query: { spaceId } } })).data;
}

async function rawUpload(body: string, contentType: string, path = '/v1/files') {
  const response = await fetch(`${api.server.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${api.server.apiKey}`, 'content-type': contentType },
    body,
  });
  return {
    status: response.status,
    body: (await response.json()) as { errors: { key?: string }[] },
  };
}

describe('files', () => {
  it('uploads from a path, a Buffer, a Blob and a stream, and downloads the exact bytes', async () => {
    // Bytes that are not text (and not extracted: .bin): a decoder would not give them back.
    const bytes = randomBytes(LIMIT - 1);
    const path = join(scratch, 'contacts.BIN');
    await writeFile(path, bytes);
    const sources = [
      { file: path },
      { file: bytes, name: 'buffer.bin' },
      { file: new Blob([bytes], { type: 'text/csv' }), name: 'blob.bin' },
      { file: Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]), name: 'stream.bin' },
    ];
    for (const source of sources) {
      const file = await uploadFile(api.client, { ...where(), ...source });
      expect(file).toMatchObject({
        id: expect.stringMatching(/^us_fl_/),
        status: 'complete',
        mode: 'import',
        size: bytes.length,
        bytesReceived: bytes.length,
        ext: 'bin',
        spaceId,
        environmentId: api.server.environmentId,
      });
      const downloaded = await download(file.id);
      expect(downloaded.response.status).toBe(200);
      expect(downloaded.bytes.equals(bytes)).toBe(true);
    }
    expect((await listFiles()).map((file) => file.name)).toEqual([
      'contacts.BIN',
      'buffer.bin',
      'blob.bin',
      'stream.bin',
    ]);
  });

  it('emits file:created, file:updated and file:deleted with context CF, and lists by mode in pages', async () => {
    const imported = await uploadFile(api.client, { ...where(), file: Buffer.from('a,b\n1,2\n') });
    const exported = await uploadFile(api.client, {
      ...where(),
      file: Buffer.from('x'),
      name: 'out.txt',
      mode: 'export',
      actions: [{ label: 'Download', operation: 'download' }],
    });
    expect(exported.actions).toEqual([{ label: 'Download', operation: 'download' }]);
    const page = ok(
      await api.client.GET('/v1/files', { params: { query: { spaceId, pageSize: 1 } } }),
    );
    expect(page.data.map((file) => file.id)).toEqual([imported.id]);
    expect(page.pagination).toEqual({ currentPage: 1, pageCount: 1, totalCount: 1 });
    const exports = ok(
      await api.client.GET('/v1/files', { params: { query: { spaceId, mode: 'export' } } }),
    ).data;
    expect(exports.map((file) => file.id)).toEqual([exported.id]);

    const path = { params: { path: { fileId: imported.id } } };
    const renamed = ok(
      await api.client.PATCH('/v1/files/{fileId}', { ...path, body: { name: 'n.csv' } }),
    );
    expect(renamed.data.name).toBe('n.csv');
    const missingWorkbook = failure(
      await api.client.PATCH('/v1/files/{fileId}', { ...path, body: { workbookId: 'us_wb_nope' } }),
    );
    expect(missingWorkbook).toMatchObject({ status: 404, error: { key: 'body.workbookId' } });
    ok(await api.client.DELETE('/v1/files/{fileId}', path));
    expect(failure(await api.client.GET('/v1/files/{fileId}', path)).status).toBe(404);
    expect((await download(imported.id)).response.status).toBe(404);

    const events = await api.events(['file:created', 'file:updated', 'file:deleted']);
    const ofImported = events.filter((event) => event.context.fileId === imported.id);
    expect(ofImported.map((event) => [event.topic, event.payload.status])).toEqual([
      ['file:created', 'partial'],
      ['file:updated', 'complete'],
      ['file:updated', 'complete'],
      ['file:deleted', 'complete'],
    ]);
    expect(ofImported[0].context).toEqual({
      accountId: api.server.accountId,
      environmentId: api.server.environmentId,
      spaceId,
      fileId: imported.id,
      actorId: expect.any(String),
    });
  });

  it('answers 409 to an upload whose file was deleted while its bytes arrived, keeping nothing', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const bytes = (async function* () {
      yield Buffer.from('first part, ');
      await gate;
      yield Buffer.from('second part');
    })();
    const uploading = uploadFile(api.client, {
      ...where(),
      file: Readable.from(bytes),
      name: 'notes.bin',
    }).catch((caught: unknown) => caught);
    const created = await waitForEvent(api.server, (event) => event.topic === 'file:created', {
      topics: ['file:created'],
    });
    const fileId = created.context.fileId as string;
    ok(await api.client.DELETE('/v1/files/{fileId}', { params: { path: { fileId } } }));
    release();
    const error = await uploading;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, errors: [{ key: 'body.file' }] });
    expect(await listFiles()).toEqual([]);
    expect((await download(fileId)).response.status).toBe(404);
  });

  it('answers a file over the limit with 413 and keeps nothing of it', async () => {
    const error = await uploadFile(api.client, {
      ...where(),
      file: Readable.from(
        (function* () {
          for (let chunk = 0; chunk < 8; chunk++) yield Buffer.alloc(LIMIT / 4, 'x');
        })(),
      ),
      name: 'big.csv',
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(413);
    expect((error as ApiError).errors[0]).toMatchObject({ key: 'body.file' });
    expect(await listFiles()).toEqual([]);
    const topics = (await api.events(['file:created', 'file:deleted'])).map((e) => e.topic);
    expect(topics).toEqual(['file:created', 'file:deleted']);
  });

  it('refuses an upload without a file part, a malformed body, bad fields and multipart elsewhere', async () => {
    const boundary = 'b0undary';
    const form = (...parts: string[]) => `${parts.join('')}--${boundary}--\r\n`;
    const field = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const type = `multipart/form-data; boundary=${boundary}`;

    const noFile = await rawUpload(
      form(field('spaceId', spaceId), field('environmentId', api.server.environmentId)),
      type,
    );
    expect(noFile).toMatchObject({ status: 400, body: { errors: [{ key: 'body.file' }] } });

    const truncated = await rawUpload(
      `${field('spaceId', spaceId)}${field('environmentId', api.server.environmentId)}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nabc`,
      type,
    );
    expect(truncated).toMatchObject({ status: 400, body: { errors: [{ key: 'body' }] } });

    const fileFirst = await rawUpload(
      form(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nabc\r\n`,
      ),
      type,
    );
    expect(fileFirst).toMatchObject({ status: 400, body: { errors: [{ key: 'body.spaceId' }] } });

    const unknownSpace = await uploadFile(api.client, {
      spaceId: 'us_sp_nope',
      environmentId: api.server.environmentId,
      file: Buffer.from('a'),
    }).catch((caught: ApiError) => caught);
    expect(unknownSpace).toMatchObject({ status: 404, errors: [{ key: 'body.spaceId' }] });

    const badAction = await rawUpload(
      form(
        field('spaceId', spaceId),
        field('environmentId', api.server.environmentId),
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nabc\r\n`,
        field('actions', '{not json'),
      ),
      type,
    );
    expect(badAction).toMatchObject({
      status: 400,
      body: { errors: [{ key: 'body.actions[0]' }] },
    });

    const json = await rawUpload('{}', 'application/json');
    expect(json).toMatchObject({ status: 415, body: { errors: [{ key: 'content-type' }] } });

    const elsewhere = await rawUpload(form(field('name', 'S')), type, '/v1/spaces');
    expect(elsewhere).toMatchObject({ status: 415, body: { errors: [{ key: 'content-type' }] } });

    expect(await listFiles()).toEqual([]);
    expect(ok(await api.client.GET('/v1/spaces')).data).toHaveLength(1);
  });
});

/**
 * Copies of files (`POST /v1/files/{fileId}/clone`) and the upload's `origin` field, which the
 * hosted client sends after the file part.
 */
import { uploadFile } from '@importkit/api';
import { beforeEach, describe, expect, it } from 'vitest';
import { failure, ok } from '../support/client-api';
import { useClientApi } from '../support/server';
import type { Json } from '../support/test-api';
import { waitForJob } from '../support/wait';
import { recordsOf } from './extraction-support';

const api = useClientApi();
let spaceId: string;
beforeEach(async () => {
  spaceId = ok(await api.client.POST('/v1/spaces', { body: { name: 'Files' } })).data.id;
});

const clone = (fileId: string, body: { prefix?: string } = {}) =>
  api.client.POST('/v1/files/{fileId}/clone', { params: { path: { fileId } }, body });

async function download(fileId: string) {
  const response = await fetch(`${api.server.url}/v1/files/${fileId}/download`, {
    headers: { authorization: `Bearer ${api.server.apiKey}` },
  });
  return response.text();
}

/** A multipart upload with the fields in the order given (`file` is the file part). */
async function rawUpload(fields: [string, string][]) {
  const form = new FormData();
  for (const [name, value] of fields) {
    if (name === 'file') form.append('file', new Blob([value]), 'notes.txt');
    else form.append(name, value);
  }
  const response = await fetch(`${api.server.url}/v1/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${api.server.apiKey}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Json };
}

describe('cloneFile', () => {
  it('copies the bytes, mode and actions of a file under a prefixed name, as a new upload', async () => {
    const original = await uploadFile(api.client, {
      spaceId,
      environmentId: api.server.environmentId,
      file: Buffer.from('some notes'),
      name: 'notes.txt',
      mode: 'export',
      actions: [{ label: 'Send', operation: 'send' }],
    });
    const copy = ok(await clone(original.id, { prefix: 'Cloned ' })).data;
    expect(copy).toMatchObject({
      id: expect.stringMatching(/^us_fl_/),
      name: 'Cloned notes.txt',
      ext: 'txt',
      status: 'complete',
      mode: 'export',
      size: original.size,
      bytesReceived: original.size,
      spaceId,
      environmentId: api.server.environmentId,
      actions: [{ label: 'Send', operation: 'send' }],
    });
    expect(copy.id).not.toBe(original.id);
    expect(await download(copy.id)).toBe('some notes');
    expect(ok(await clone(original.id)).data.name).toBe('Copy of notes.txt');

    const events = (await api.events(['file:created', 'file:updated'])).filter(
      (event) => event.context.fileId === copy.id,
    );
    expect(events.map((event) => [event.topic, event.payload.status])).toEqual([
      ['file:created', 'partial'],
      ['file:updated', 'complete'],
    ]);
    // The copy stands alone: deleting the original leaves its bytes.
    ok(
      await api.client.DELETE('/v1/files/{fileId}', {
        params: { path: { fileId: original.id } },
      }),
    );
    expect(await download(copy.id)).toBe('some notes');
    expect(failure(await clone(original.id))).toMatchObject({
      status: 404,
      error: { key: 'fileId' },
    });
  });

  it('extracts the copy of an import into a workbook of its own', async () => {
    const original = await uploadFile(api.client, {
      spaceId,
      environmentId: api.server.environmentId,
      file: Buffer.from('name\nAda\n'),
      name: 'people.csv',
    });
    const copy = ok(await clone(original.id)).data;
    const jobs = ok(await api.client.GET('/v1/jobs', { params: { query: { fileId: copy.id } } }));
    const [extraction] = jobs.data;
    expect(extraction).toMatchObject({ operation: 'extract', source: copy.id });
    expect((await waitForJob(api.server, extraction?.id as string)).status).toBe('complete');
    const extracted = ok(
      await api.client.GET('/v1/files/{fileId}', { params: { path: { fileId: copy.id } } }),
    ).data;
    const first = ok(
      await api.client.GET('/v1/files/{fileId}', { params: { path: { fileId: original.id } } }),
    ).data;
    expect(extracted.workbookId).toEqual(expect.any(String));
    expect(extracted.workbookId).not.toBe(first.workbookId);
    expect(await recordsOf(api, extracted.sheetId as string)).toEqual([{ name: 'Ada' }]);
  });
});

describe('the origin of an upload', () => {
  it('stores origin sent after the file part, and refuses one that is not a FileOrigin', async () => {
    const where: [string, string][] = [
      ['spaceId', spaceId],
      ['environmentId', api.server.environmentId],
    ];
    const sent = await rawUpload([...where, ['file', 'x'], ['origin', 'googledrive']]);
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ origin: 'googledrive', status: 'complete' });
    const stored = ok(
      await api.client.GET('/v1/files/{fileId}', {
        params: { path: { fileId: sent.body.data.id } },
      }),
    ).data;
    expect(stored.origin).toBe('googledrive');

    const wrong = await rawUpload([...where, ['file', 'x'], ['origin', 'dropbox']]);
    expect(wrong).toMatchObject({ status: 400, body: { errors: [{ key: 'body.origin' }] } });
    const files = ok(await api.client.GET('/v1/files', { params: { query: { spaceId } } })).data;
    expect(files.map((file) => file.id)).toEqual([sent.body.data.id]);
  });
});

/**
 * Uploads at their edges: a slow upload is bounded by idleness, not by the body timeout (its
 * bytes keep coming, so it goes on; once they stop, 408); the `actions` field is JSON under the
 * rules of every JSON body (64 levels at most); a full disk is a 507 that says so.
 */
import { once } from 'node:events';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { multipartAnswer } from '../../src/files/file-upload';
import { HttpError } from '../../src/http/http-error';
import { startTestApi, type TestApi } from '../support/test-api';

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const BOUNDARY = 'importkit-edge';

/** A multipart upload's body in three pieces: the fields, the file's bytes, the closing line. */
function uploadBody(spaceId: string, environmentId: string, bytes: string) {
  const field = (name: string, value: string) =>
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head =
    field('spaceId', spaceId) +
    field('environmentId', environmentId) +
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="slow.csv"\r\n` +
    'Content-Type: text/csv\r\n\r\n';
  return { head, bytes, tail: `\r\n--${BOUNDARY}--\r\n` };
}

/** Sends an upload by hand, its file's bytes in `chunks` spaced by `gapMs`; answers the reply. */
async function slowUpload(
  server: TestApi,
  spaceId: string,
  chunks: string[],
  gapMs: number,
  { finish = true } = {},
): Promise<{ status: number; body: string }> {
  const { head, tail } = uploadBody(spaceId, server.server.environmentId, '');
  const length = Buffer.byteLength(head + chunks.join('') + tail);
  const socket = net.connect(Number(new URL(server.server.url).port), '127.0.0.1');
  await once(socket, 'connect');
  let answer = '';
  socket.on('data', (chunk) => {
    answer += chunk.toString('utf8');
  });
  socket.on('error', () => {});
  const closed = once(socket, 'close');
  socket.write(
    `POST /v1/files HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${server.server.apiKey}\r\n` +
      `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${length}\r\n` +
      `Connection: close\r\n\r\n${head}`,
  );
  for (const chunk of chunks) {
    await new Promise((resolve) => setTimeout(resolve, gapMs));
    if (socket.destroyed) break;
    socket.write(chunk);
  }
  if (finish && !socket.destroyed) socket.write(tail);
  await closed;
  const [status = '', ...rest] = answer.split('\r\n\r\n');
  return { status: Number(status.split(' ')[1]), body: rest.join('\r\n\r\n') };
}

describe('a slow upload', () => {
  it('goes on past the body timeout while its bytes keep coming', async () => {
    api = await startTestApi({ bodyTimeoutMs: 400 });
    const space = (await api.ok('POST', '/v1/spaces', { body: { name: 'Slow' } })).data;
    // Ten chunks 100 ms apart: a second and more in all, never idle for the timeout.
    const chunks = ['id,name\n', ...Array.from({ length: 9 }, (_, n) => `${n},row ${n}\n`)];
    const { status, body } = await slowUpload(api, space.id, chunks, 100);
    expect(status).toBe(200);
    expect(JSON.parse(body).data).toMatchObject({ name: 'slow.csv', status: 'complete' });
  });

  it('ends with 408 once no byte came for the body timeout, and keeps nothing', async () => {
    api = await startTestApi({ bodyTimeoutMs: 300 });
    const space = (await api.ok('POST', '/v1/spaces', { body: { name: 'Stalled' } })).data;
    const { status, body } = await slowUpload(api, space.id, ['id,name\n', '1,a\n'], 1000, {
      finish: false,
    });
    expect(status).toBe(408);
    expect(JSON.parse(body).errors[0]).toMatchObject({
      key: 'body',
      message: 'the upload stalled: no bytes arrived for 300 ms',
    });
    const listed = (await api.ok('GET', '/v1/files', { query: { spaceId: space.id } })).data;
    expect(listed).toEqual([]);
  });
});

describe("an upload's actions field", () => {
  it('is refused past 64 levels of nesting, as every JSON body', async () => {
    api = await startTestApi();
    const space = (await api.ok('POST', '/v1/spaces', { body: { name: 'Deep' } })).data;
    let deep: unknown = 1;
    for (let level = 0; level < 100; level++) deep = { x: deep };
    const form = new FormData();
    form.set('spaceId', space.id);
    form.set('environmentId', api.server.environmentId);
    form.append('actions', JSON.stringify({ label: 'Go', operation: 'go', deep }));
    form.set('file', new Blob(['id\n1\n']), 'deep.csv');
    const response = await fetch(`${api.server.url}/v1/files`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${api.server.apiKey}` },
      body: form,
    });
    expect(response.status).toBe(400);
    const error = ((await response.json()) as { errors: { key: string; message: string }[] })
      .errors[0];
    expect(error?.key).toMatch(/^body\.actions\[0\]\.deep(\.x)+$/);
    expect(error?.message).toMatch(/is nested deeper than 64 levels/);
  });
});

describe('an upload on a full disk', () => {
  it('answers 507 saying the disk is full', () => {
    const full = Object.assign(new Error('ENOSPC: no space left on device, write'), {
      code: 'ENOSPC',
    });
    const answer = multipartAnswer(full, 1024) as HttpError;
    expect(answer).toBeInstanceOf(HttpError);
    expect(answer.status).toBe(507);
    expect(answer.errors[0]?.message).toMatch(/^the disk is full/);
  });
});

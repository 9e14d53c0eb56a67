/**
 * A server killed (SIGKILL) in the middle of an extraction under `--data`: on restart the
 * extraction job is failed, not run again, the workbook it had filled half way is gone, and the
 * file says the extraction did not finish. Nothing half-extracted looks complete.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { callServer, KillableServer } from '../support/killable-server';
import type { Json } from '../support/test-api';

const fixture = fileURLToPath(new URL('./fixtures/serve-data.ts', import.meta.url));
const API_KEY = 'sk_dev_crash';

// Through tsx, not bundled: a large file is parsed by a worker thread, whose entry the sources hold.
const server = new KillableServer(() => ['--import', 'tsx', fixture]);
let dataDir: string | undefined;
afterEach(async () => {
  await server.kill();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const startServer = (directory: string) => server.start(directory);
const kill = () => server.kill();

async function call(url: string, method: string, path: string, body?: unknown) {
  return (await callServer(url, API_KEY, method, path, body)).body as { data: Json };
}

describe('a server killed during an extraction', () => {
  it('fails the extraction on restart and leaves no half-filled workbook', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'importkit-extraction-crash-'));
    let url = await startServer(dataDir);
    const space = (await call(url, 'POST', '/v1/spaces', { name: 'Imports' })).data;
    const rows = Array.from({ length: 600_000 }, (_, n) => `${n},name ${n},${n % 7},x`);
    const form = new FormData();
    form.set('spaceId', space.id);
    form.set('environmentId', space.environmentId);
    form.set('file', new Blob([`id,name,group,note\n${rows.join('\n')}\n`]), 'big.csv');
    const uploaded = await fetch(`${url}/v1/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${API_KEY}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const file = ((await uploaded.json()) as { data: Json }).data;
    const [job] = (await call(url, 'GET', `/v1/jobs?fileId=${file.id}`)).data;
    // Killed once some records are in (the workbook exists) and the job is still running.
    for (;;) {
      const running = (await call(url, 'GET', `/v1/jobs/${job.id}`)).data;
      expect(running.status).toBe('executing');
      if ((running.progress ?? 0) > 0) break;
    }
    await kill();

    url = await startServer(dataDir);
    const after = (await call(url, 'GET', `/v1/jobs/${job.id}`)).data;
    expect(after.status).toBe('failed');
    expect(after.outcome.message).toMatch(/The server stopped while this file:extract job ran/);
    const restored = (await call(url, 'GET', `/v1/files/${file.id}`)).data;
    expect(restored.status).toBe('failed');
    expect(restored.workbookId).toBeUndefined();
    expect(restored.extraction.error.message).toMatch(/the server stopped during the extraction/);
    expect((await call(url, 'GET', `/v1/workbooks?spaceId=${space.id}`)).data).toEqual([]);
  }, 180_000);
});

/**
 * A server killed (SIGKILL) in the middle of an extraction under `--data`: on restart the
 * extraction job is failed, not run again, the workbook it had filled half way is gone, and the
 * file says the extraction did not finish. Nothing half-extracted looks complete.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { Json } from '../support/test-api';

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));
const fixture = fileURLToPath(new URL('./fixtures/serve-data.ts', import.meta.url));
const API_KEY = 'sk_dev_crash';

let dataDir: string | undefined;
let child: ChildProcess | undefined;
afterEach(async () => {
  child?.kill('SIGKILL');
  child = undefined;
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/**
 * Starts the fixture through tsx (not bundled: a large file is parsed by a worker thread, whose
 * entry the sources hold); resolves with its URL once it listens.
 */
async function startServer(directory: string): Promise<string> {
  const started = spawn(process.execPath, ['--import', 'tsx', fixture, directory], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child = started;
  const lines = createInterface({ input: started.stdout as NodeJS.ReadableStream });
  for await (const line of lines) return (JSON.parse(line) as { url: string }).url;
  throw new Error(`the server exited with ${started.exitCode} before it listened`);
}

async function kill(): Promise<void> {
  const running = child;
  if (!running) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  running.kill('SIGKILL');
  await exited;
  child = undefined;
}

async function call(url: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as { data: Json };
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

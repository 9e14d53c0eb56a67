/**
 * A server killed while it writes its state leaves the previous state file whole: the next
 * start loads it (or the new one, if the rename came first), never a half-written file.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { STATE_FILE } from '../../src/persistence/data-directory';
import { writeStateFile } from '../../src/persistence/state-file';
import { createContactsWorkbook, startTestApi } from '../support/test-api';

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));
const fixture = fileURLToPath(new URL('./fixtures/keep-changing.ts', import.meta.url));
const RECORDS = 40_000;

let dataDir: string;
let child: ChildProcess | undefined;
afterEach(async () => {
  child?.kill('SIGKILL');
  child = undefined;
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** The temporary files saves of the state file write before renaming them over it. */
const savesInProgress = (directory: string) =>
  readdirSync(directory).filter((name) => name.startsWith(`.${STATE_FILE}.saving`));

/** Starts the fixture and kills it (SIGKILL) as soon as a temporary state file exists. */
async function killWhileSaving(): Promise<boolean> {
  const process_ = spawn(process.execPath, ['--import', 'tsx', fixture, dataDir], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child = process_;
  const exited = new Promise((resolve) => process_.once('exit', resolve));
  while (savesInProgress(dataDir).length === 0 && process_.exitCode === null) {
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  process_.kill('SIGKILL');
  await exited;
  child = undefined;
  return savesInProgress(dataDir).length > 0;
}

describe('a crash while saving', () => {
  it('leaves the previous state file whole', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'importkit-crash-test-'));
    const first = await startTestApi({ port: 0, dataDir, apiKey: 'sk_dev_crash' });
    const { sheet } = await createContactsWorkbook(first);
    for (let start = 0; start < RECORDS; start += 10_000) {
      const batch = Array.from({ length: 10_000 }, (_, index) => ({
        email: { value: `user${start + index}@example.com` },
        name: { value: `User ${start + index}` },
      }));
      await first.ok('POST', `/v1/sheets/${sheet.id}/records`, { body: batch });
    }
    await first.close();

    // Killed after the temporary file appeared but before its rename: the state was mid-write.
    let midWrite = false;
    for (let attempt = 0; attempt < 5 && !midWrite; attempt++) midWrite = await killWhileSaving();
    expect(midWrite).toBe(true);

    const again = await startTestApi({ port: 0, dataDir, apiKey: 'sk_dev_crash' });
    try {
      const counts = (await again.ok('GET', `/v1/sheets/${sheet.id}/counts`)).data.counts;
      expect(counts.total).toBe(RECORDS);
    } finally {
      await again.close();
    }
    // The next start removed what the killed save left behind.
    expect(savesInProgress(dataDir)).toEqual([]);
  }, 120_000);

  it('a save that fails part-way leaves the previous file as it was', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'importkit-crash-test-'));
    const path = join(dataDir, STATE_FILE);
    await writeFile(path, 'the previous state\n');
    function* lines() {
      yield '{"format":"importkit-dev-state","version":1}';
      yield '{"collection":"spaces","items":[]}';
      throw new Error('the disk is full');
    }
    await expect(writeStateFile(path, lines())).rejects.toThrow('the disk is full');
    expect(await readFile(path, 'utf8')).toBe('the previous state\n');
    expect(savesInProgress(dataDir)).toEqual([]);
  });
});

/**
 * `importkit-fixture` as a user runs it: a child process with flags, against a dev server.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect } from 'vitest';
import { test } from '../src/vitest';

const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

function run(args: string[], env: NodeJS.ProcessEnv = {}) {
  return promisify(execFile)(process.execPath, ['--import', 'tsx', cli, ...args], {
    cwd: repoRoot,
    env: { ...process.env, IMPORTKIT_API_URL: '', IMPORTKIT_API_KEY: '', ...env },
  }).then(
    ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

describe('importkit-fixture', () => {
  test('saves a workbook and its events from the server in IMPORTKIT_API_URL', async ({ env }) => {
    const dir = await mkdtemp(join(tmpdir(), 'importkit-fixture-cli-'));
    try {
      const workbook = await env.workbook({
        name: 'CRM',
        sheets: [
          {
            name: 'Contacts',
            slug: 'contacts',
            fields: [{ key: 'email', type: 'string' }],
            records: [{ email: 'ada@example.com' }],
          },
        ],
      });
      await env.waitForEvent('records:created');
      const out = join(dir, 'crm.json');
      const { code, stdout } = await run(
        ['--workbook', workbook.id, '--out', out, '--topics', 'records:*'],
        { IMPORTKIT_API_URL: env.server.url, IMPORTKIT_API_KEY: env.server.apiKey },
      );
      expect(code).toBe(0);
      expect(stdout).toBe(`Saved workbook ${workbook.id} (1 sheet, 1 record, 1 event) to ${out}\n`);
      const saved = JSON.parse(await readFile(out, 'utf8'));
      expect(saved.workbook.sheets[0].records[0].values.email.value).toBe('ada@example.com');
      expect(saved.events.map((event: { topic: string }) => event.topic)).toEqual([
        'records:created',
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 90_000); // a child process compiling TypeScript with tsx

  test('refuses missing or unknown flags with the usage and exit code 2', async () => {
    const missing = await run(['--workbook', 'us_wb_1']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--workbook, --out and a source');
    const unknown = await run(['--workbok', 'us_wb_1']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("Unknown option '--workbok'");
    expect(unknown.stderr).toContain('Usage: importkit-fixture');
  }, 90_000);
});

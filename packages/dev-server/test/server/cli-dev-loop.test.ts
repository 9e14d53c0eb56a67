/**
 * The command's part in the dev loop: `--webhook NAME=ANSWERS` scripts inbox endpoints (and
 * `WEBHOOK_SECRET` is what the default one verifies with), and what `--seed` and `--data` loaded
 * is printed at start — with the sample seed the package ships, the file the README names.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { accept, serverError } from '@importkit/dev-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseFlags } from '../../src/server/run-cli';

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));
const cliSource = fileURLToPath(new URL('../../src/cli.ts', import.meta.url));
const sampleSeed = 'packages/dev-server/seed/contacts.json';

let scratch: string;
beforeEach(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'importkit-cli-loop-'));
});
afterEach(async () => {
  await rm(scratch, { recursive: true, force: true });
});

function collect() {
  const out = { stdout: '', stderr: '' };
  const io = {
    stdout: (text: string) => {
      out.stdout += text;
    },
    stderr: (text: string) => {
      out.stderr += text;
    },
  };
  return { out, io };
}

/** Runs the command until it has started, stops it with SIGINT, and returns what it printed. */
async function startAndStop(args: string[]): Promise<string> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', cliSource, '--port', '0', ...args],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  while (!output.includes('Ctrl+C')) {
    await Promise.race([once(child.stdout as NodeJS.ReadableStream, 'data'), once(child, 'exit')]);
    if (child.exitCode !== null) throw new Error(`exited early:\n${output}`);
  }
  // Its exit status on SIGINT is cli-state-flags.test.ts's concern; here it only has to be gone
  // before the next start reads the directory.
  const exited = once(child, 'exit');
  child.kill('SIGINT');
  await exited;
  return output;
}

describe('importkit-dev in the dev loop', () => {
  it('scripts inbox endpoints with --webhook, and the default one verifies with WEBHOOK_SECRET', () => {
    const { io } = collect();
    const flags = parseFlags(['--webhook', 'crm=503,accept', '--webhook', 'audit'], io, {
      WEBHOOK_SECRET: 'whsec_local',
    });
    expect(flags).toMatchObject({
      kind: 'start',
      webhookInbox: {
        endpoints: {
          crm: { script: [serverError(503), accept()] },
          audit: { script: [] },
          default: { secret: 'whsec_local' },
        },
      },
    });
    const bad = collect();
    expect(parseFlags(['--webhook', 'crm=sometimes'], bad.io, {})).toEqual({
      kind: 'exit',
      code: 2,
    });
    expect(bad.out.stderr).toContain('--webhook: crm[0]: "sometimes" is not an answer');
  });

  it('prints what --seed created, and what --data held at the next start', async () => {
    const readme = await readFile(join(repoRoot, 'packages/dev-server/README.md'), 'utf8');
    expect(readme).toContain(sampleSeed);
    const dataDir = join(scratch, 'data');
    const seeded = await startAndStop(['--seed', sampleSeed, '--data', dataDir]);
    expect(seeded).toContain(
      `Seeded from --seed ${sampleSeed}: 1 space, 1 workbook, 2 sheets, 206 records, 0 jobs`,
    );
    const loaded = await startAndStop(['--data', dataDir]);
    expect(loaded).toContain(
      `Loaded from --data ${dataDir}: 1 space, 1 workbook, 2 sheets, 206 records, 0 jobs`,
    );
  }, 90_000);
});

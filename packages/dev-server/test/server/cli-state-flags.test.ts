/**
 * The CLI's `--data`, `--seed` and `--listener` flags: parsed into the server's options, refused
 * (exit code 2) when empty or naming no file, and `--data` saved when the command stops.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDevServer } from '@importkit/dev-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseFlags } from '../../src/server/run-cli';

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));
const cliSource = fileURLToPath(new URL('../../src/cli.ts', import.meta.url));

let scratch: string;
let child: ChildProcess | undefined;
beforeEach(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'importkit-cli-state-'));
});
afterEach(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  child = undefined;
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

describe('importkit-dev --data --seed --listener', () => {
  it('parses them into the options', async () => {
    const seed = join(scratch, 'seed.json');
    const listener = join(scratch, 'listener.ts');
    await writeFile(seed, '{}');
    await writeFile(listener, '');
    const { io } = collect();
    expect(
      parseFlags(['--data', join(scratch, 'data'), '--seed', seed, '--listener', listener], io),
    ).toEqual({
      kind: 'start',
      port: 8787,
      host: '127.0.0.1',
      dataDir: join(scratch, 'data'),
      seed,
      listener,
    });
  });

  it.each([
    [['--data', ''], /--data cannot be empty/],
    [['--seed', 'missing-seed.json'], /--seed: no such file .*missing-seed\.json/],
    [['--listener', 'missing-listener.ts'], /--listener: no such file .*missing-listener\.ts/],
  ])('refuses %j with exit code 2', (argv, message) => {
    const { out, io } = collect();
    expect(parseFlags(argv, io)).toEqual({ kind: 'exit', code: 2 });
    expect(out.stderr).toMatch(message);
  });

  it('seeds at start and saves the state in --data when stopped with SIGINT', async () => {
    const dataDir = join(scratch, 'data');
    const seed = join(scratch, 'seed.json');
    await writeFile(seed, JSON.stringify({ spaces: [{ name: 'Seeded' }] }));
    child = spawn(
      process.execPath,
      ['--import', 'tsx', cliSource, '--port', '0', '--data', dataDir, '--seed', seed],
      { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    while (!output.includes('Ctrl+C')) {
      const [chunk] = await Promise.race([
        once(child.stdout as NodeJS.ReadableStream, 'data'),
        once(child, 'exit'),
      ]);
      if (child.exitCode !== null) throw new Error(`exited early: ${chunk}`);
    }
    const url = /URL:\s+(\S+)/.exec(output)?.[1];
    const apiKey = /API key:\s+(\S+)/.exec(output)?.[1] as string;
    await fetch(`${url}/v1/spaces`, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Added' }),
    });
    const exited = once(child, 'exit');
    child.kill('SIGINT');
    expect((await exited)[0]).toBe(0);

    const again = await startDevServer({ port: 0, dataDir, apiKey });
    try {
      const response = await fetch(`${again.url}/v1/spaces`, {
        headers: { authorization: `Bearer ${apiKey}` },
      });
      const spaces = ((await response.json()) as { data: { name: string }[] }).data;
      expect(spaces.map((space) => space.name)).toEqual(['Seeded', 'Added']);
    } finally {
      await again.close();
    }
  }, 60_000);
});

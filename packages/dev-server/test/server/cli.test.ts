import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { DevServerOptionsError, startDevServer } from '@importkit/dev-server';
import { afterEach, describe, expect, it } from 'vitest';
import { parseFlags } from '../../src/server/run-cli';

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));
const cliSource = fileURLToPath(new URL('../../src/cli.ts', import.meta.url));

function collect() {
  const out = { stdout: '', stderr: '' };
  return {
    out,
    io: {
      stdout: (text: string) => {
        out.stdout += text;
      },
      stderr: (text: string) => {
        out.stderr += text;
      },
    },
  };
}

describe('importkit-dev flags', () => {
  it('defaults to 127.0.0.1:8787 and takes --port, --host and --api-key', () => {
    const { io } = collect();
    expect(parseFlags([], io)).toEqual({ kind: 'start', port: 8787, host: '127.0.0.1' });
    expect(parseFlags(['--port', '0', '--host', '::1', '--api-key', 'k'], io)).toEqual({
      kind: 'start',
      port: 0,
      host: '::1',
      apiKey: 'k',
    });
  });

  it('takes --manual-clock and --job-lease-ms', () => {
    const { io } = collect();
    expect(parseFlags(['--manual-clock', '--job-lease-ms', '60000'], io)).toEqual({
      kind: 'start',
      port: 8787,
      host: '127.0.0.1',
      clock: 'manual',
      jobLeaseMs: 60_000,
    });
  });

  it('takes --retention-days', () => {
    const { io } = collect();
    expect(parseFlags(['--retention-days', '30'], io)).toEqual({
      kind: 'start',
      port: 8787,
      host: '127.0.0.1',
      retentionDays: 30,
    });
  });

  it.each([
    [['--job-lease-ms', '0']],
    [['--job-lease-ms', '999']],
    [['--job-lease-ms', '86400001']],
    [['--job-lease-ms', '9e15']],
    [['--job-lease-ms', 'soon']],
    [['--retention-days', '0']],
    [['--retention-days', '36501']],
    [['--retention-days', '1.5']],
    [['--retention-days', 'a year']],
    [['--bogus']],
    [['--port', 'eighty']],
    [['--port', '70000']],
    [['extra']],
    [['--api-key', '']],
    [['--api-key', 'sk dev']],
    [['--api-key', ' ']],
    [['--api-key', 'sk\tdev']],
    [['--port', '0x10']],
    [['--port', '1e3']],
    [['--port', ' 80']],
    [['--port', '+80']],
    [['--port', '80.0']],
    [['--port', '-1']],
    [['--port', '']],
  ])('prints the usage and exits 2 for %j', (argv) => {
    const { io, out } = collect();
    expect(parseFlags(argv, io)).toEqual({ kind: 'exit', code: 2 });
    expect(out.stderr).toContain('Usage: importkit-dev');
  });

  it.each([
    [{ apiKey: '' }, /API key cannot be empty/],
    [{ apiKey: 'sk dev' }, /API key cannot contain whitespace/],
    [{ apiKey: 'sk_dev\n' }, /API key cannot contain whitespace/],
    [{ port: 70_000 }, /port must be a whole number from 0 to 65535/],
    [{ port: 1.5 }, /port must be a whole number/],
    [{ port: Number.NaN }, /port must be a whole number/],
    [{ bodyTimeoutMs: 0 }, /bodyTimeoutMs must be a whole number/],
    [{ sseBufferBytes: -1 }, /sseBufferBytes must be a whole number/],
  ])('startDevServer refuses %j with the reason, before listening', async (options, reason) => {
    const start = startDevServer({ port: 0, ...options });
    await expect(start).rejects.toThrow(DevServerOptionsError);
    await expect(start).rejects.toThrow(reason);
  });

  it('names the range of --job-lease-ms when it is out of it', () => {
    const { io, out } = collect();
    expect(parseFlags(['--job-lease-ms', '999'], io)).toEqual({ kind: 'exit', code: 2 });
    expect(out.stderr).toContain('--job-lease-ms must be a whole number from 1000 to 86400000');
  });

  it('prints the usage for --help and exits 0', () => {
    const { io, out } = collect();
    expect(parseFlags(['--help'], io)).toEqual({ kind: 'exit', code: 0 });
    expect(out.stdout).toContain('--api-key KEY');
  });
});

describe('importkit-dev', () => {
  let child: ChildProcess | undefined;
  afterEach(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
  });

  it('prints its URL, key and environment, answers requests and stops on SIGTERM', async () => {
    child = spawn(
      process.execPath,
      ['--import', 'tsx', cliSource, '--port', '0', '--api-key', 'sk_dev_cli'],
      {
        cwd: repoRoot,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
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
    expect(output).toMatch(/API key:\s+sk_dev_cli/);
    expect(output).toMatch(/Environment id:\s+us_env_/);
    const environmentId = /Environment id:\s+(\S+)/.exec(output)?.[1];
    expect(output).toContain(`export IMPORTKIT_ENVIRONMENT_ID=${environmentId}`);
    const response = await fetch(`${url}/v1/spaces`, {
      headers: { authorization: 'Bearer sk_dev_cli' },
    });
    expect(await response.json()).toMatchObject({ data: [] });

    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const [code] = await exited;
    expect(code).toBe(0);
  });
});

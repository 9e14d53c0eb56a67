/**
 * `npm start` in a terminal keeps the dev server running and prints the console URL; not in a
 * terminal, or with `--no-console`, it exits by itself with status 0. The terminal is a real
 * pseudo-terminal made by util-linux `script`.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const main = 'examples/webhook-egress/src/main.ts';
/**
 * What `npm start` runs: one process, so Ctrl+C reaches the handler in main.ts directly. `script`
 * runs the command with `$SHELL -c`; dash (Debian's /bin/sh) forks rather than execs a lone
 * command, and would itself die of the terminal's SIGINT with status 130 while node shuts down
 * cleanly. `exec` leaves node alone in the terminal, whichever shell runs it.
 */
const start = `exec ${process.execPath} --import tsx ${main}`;
/** The same shell on every machine: CI may have no SHELL, where `script` falls back to /bin/sh. */
const scriptEnv = { ...process.env, SHELL: '/bin/sh' };
const CONSOLE_URL = /(http:\/\/127\.0\.0\.1:\d+\/console\/#key=\S+)/;

function hasScript(): boolean {
  try {
    execFileSync('script', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function run(child: ChildProcess) {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    output: () => output,
    exited,
    /** Resolves with the first match of `pattern` in the output so far or to come. */
    waitFor: (pattern: RegExp) =>
      new Promise<RegExpMatchArray>((resolve, reject) => {
        const check = () => {
          const match = output.match(pattern);
          if (match) {
            clearInterval(timer);
            resolve(match);
          }
        };
        const timer = setInterval(check, 50);
        exited.then(() => {
          check();
          clearInterval(timer);
          reject(new Error(`exited before printing ${pattern}:\n${output}`));
        });
      }),
  };
}

describe('npm start and the console', () => {
  it('exits by itself with status 0 when standard input is not a terminal', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', main, '--records', '20'], {
      cwd: repoRoot,
      stdio: 'pipe',
    });
    const running = run(child);
    expect(await running.exited).toBe(0);
    expect(running.output()).toContain('Done in');
    expect(running.output()).not.toContain('/console/');
  });

  it.skipIf(!hasScript())(
    'in a terminal, prints the console URL and keeps the dev server running until Ctrl+C',
    async () => {
      const command = `${start} --records 20`;
      const child = spawn('script', ['-qfec', command, '/dev/null'], {
        cwd: repoRoot,
        env: scriptEnv,
        stdio: 'pipe',
      });
      const running = run(child);
      const [, consoleUrl = ''] = await running.waitFor(CONSOLE_URL);
      await running.waitFor(/Press Ctrl\+C to stop/);
      const url = new URL(consoleUrl);
      const apiKey = decodeURIComponent(url.hash.replace('#key=', ''));

      // The server still answers: the page, and the rejected contacts through the API.
      const page = await fetch(`${url.origin}/console/`);
      expect(page.status).toBe(200);
      const spaces = await fetch(`${url.origin}/v1/spaces`, {
        headers: { authorization: `Bearer ${apiKey}` },
      });
      expect(((await spaces.json()) as { data: unknown[] }).data).toHaveLength(1);

      child.stdin?.write('\x03'); // Ctrl+C, through the terminal
      expect(await running.exited).toBe(0);
      await expect(fetch(`${url.origin}/v1/spaces`)).rejects.toThrow();
    },
  );

  it.skipIf(!hasScript())('in a terminal with --no-console, exits by itself', async () => {
    const command = `${start} --records 20 --no-console`;
    const child = spawn('script', ['-qfec', command, '/dev/null'], {
      cwd: repoRoot,
      env: scriptEnv,
      stdio: 'pipe',
    });
    const running = run(child);
    expect(await running.exited).toBe(0);
    expect(running.output()).not.toContain('/console/');
  });
});

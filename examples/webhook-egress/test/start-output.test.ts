/**
 * What `npm start` prints: usage for `--help` (not a stack trace), where the webhooks went (the
 * dev server's inbox when WEBHOOK_SITE_URL is not set), and a progress bar that is erased when
 * the job ends instead of leaving its last state on screen.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createProgressBar } from '../src/progress-bar';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const main = 'examples/webhook-egress/src/main.ts';

async function runMain(args: string[], env: NodeJS.ProcessEnv = process.env) {
  const child = spawn(process.execPath, ['--import', 'tsx', main, ...args], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const [code] = await once(child, 'exit');
  return { code: code as number, stdout, stderr };
}

describe('npm start prints', () => {
  it('its usage for --help, and for an unknown flag the problem and the usage', async () => {
    const help = await runMain(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: npm start -- [--records N] [--no-console]');
    const wrong = await runMain(['--recrods', '5']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain("Unknown option '--recrods'");
    expect(wrong.stderr).toContain('Usage: npm start');
    expect(wrong.stderr).not.toMatch(/^\s+at /m);
  });

  it("that the webhook's answers came from the dev server's inbox when WEBHOOK_SITE_URL is not set", async () => {
    const { WEBHOOK_SITE_URL: _unset, ...env } = process.env;
    const run = await runMain(['--records', '100'], env);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(
      /WEBHOOK_SITE_URL is not set: webhooks go to the dev server's inbox http:\/\/127\.0\.0\.1:\d+\/_dev\/webhooks\/crm/,
    );
    expect(run.stdout).toContain('which got 1 signed delivery');
    // Every 50th contact has an email the inbox, scripted as the CRM, rejects.
    expect(run.stdout).toContain("2 contacts now carry the CRM's rejection");
  }, 60_000);
});

describe('the progress bar', () => {
  it('erases its line in a terminal when the work ends', () => {
    let written = '';
    const terminal = {
      isTTY: true,
      columns: 60,
      write: (text: string) => {
        written += text;
        return true;
      },
    } as unknown as NodeJS.WriteStream;
    const bar = createProgressBar(terminal);
    bar.update(40, 'records: 4 of 10');
    bar.update(100, 'completed records: 10 of 10');
    bar.done();
    // What the terminal shows after the last carriage return: an erased line.
    expect(written.slice(written.lastIndexOf('\r'))).toBe('\r\x1b[2K');
  });
});

/**
 * The quickstart's Submit, as a new user runs it: `importkit-dev --listener
 * examples/quickstart/src/listener.ts` with no `WEBHOOK_SITE_URL` set. The command says where the
 * webhooks go, the listener's `webhookEgress` sends the workbook there, and it lands in the dev
 * server's inbox, its signature checked with `WEBHOOK_SECRET`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));
const cliSource = fileURLToPath(new URL('../../src/cli.ts', import.meta.url));
const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

let child: ChildProcess | undefined;
afterEach(async () => {
  if (child && child.exitCode === null) {
    const exited = once(child, 'exit');
    child.kill('SIGINT');
    await exited;
  }
  child = undefined;
});

async function until<T>(read: () => Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it("lands the quickstart's Submit in the webhook inbox when WEBHOOK_SITE_URL is not set", async () => {
  const { WEBHOOK_SITE_URL: _unset, ...env } = process.env;
  child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      cliSource,
      '--port',
      '0',
      '--listener',
      'examples/quickstart/src/listener.ts',
    ],
    { cwd: repoRoot, env: { ...env, WEBHOOK_SECRET: secret }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  await until(
    async () => (output.includes('Listening. Press Ctrl+C to stop.') ? true : undefined),
    `the listener to start:\n${output}`,
  );
  const url = /URL:\s+(\S+)/.exec(output)?.[1] as string;
  const apiKey = /API key:\s+(\S+)/.exec(output)?.[1] as string;
  expect(output).toContain(`Webhook inbox:  ${url}/_dev/webhooks/default`);
  expect(output).toContain(
    `WEBHOOK_SITE_URL is not set: the listener's webhooks go to ${url}/_dev/webhooks/default`,
  );

  const api = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${apiKey}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return ((await response.json()) as { data: T }).data;
  };
  const space = await api<{ id: string }>('POST', '/v1/spaces', { name: 'Quickstart' });
  const workbook = await api<{ id: string; sheets: { id: string }[] }>('POST', '/v1/workbooks', {
    name: 'Contacts',
    spaceId: space.id,
    sheets: [{ name: 'Contacts', slug: 'contacts', fields: [{ key: 'email', type: 'string' }] }],
  });
  const sheetId = workbook.sheets[0]?.id as string;
  await api('POST', `/v1/sheets/${sheetId}/records`, [
    { email: { value: 'ada@example.com' } },
    { email: { value: 'grace@example.com' } },
  ]);
  const job = await api<{ id: string }>('POST', '/v1/jobs', {
    type: 'workbook',
    operation: 'submit',
    source: workbook.id,
    trigger: 'immediate',
  });
  const done = await until(async () => {
    const current = await api<{ status: string }>('GET', `/v1/jobs/${job.id}`);
    return current.status === 'complete' || current.status === 'failed' ? current : undefined;
  }, 'the Submit job to end');
  expect(done.status, output).toBe('complete');

  const requests = await api<{ method: string; recordCount: number; signature: string }[]>(
    'GET',
    '/_dev/webhooks/default/requests',
  );
  expect(requests).toEqual([
    expect.objectContaining({ method: 'POST', recordCount: 2, signature: 'valid' }),
  ]);
}, 120_000);

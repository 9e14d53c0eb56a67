/**
 * `importkit-dev --listener <module>` as a user runs it: the dev server's command in a process of
 * its own (from its sources, through tsx), on 127.0.0.1 port 0 with a known API key, its output
 * gathered, with waits that resolve when an awaited line is printed, and a stop that sends it
 * SIGTERM as Ctrl+C would.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const cli = fileURLToPath(new URL('../../packages/dev-server/src/cli.ts', import.meta.url));
const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const WAIT_LIMIT_MS = 30_000;
/** Loading the dev server from its sources through tsx takes long on a busy machine. */
const START_LIMIT_MS = 60_000;
export const API_KEY = 'sk_dev_compat';

export interface DevCommand {
  readonly url: string;
  readonly environmentId: string;
  readonly output: { stdout: string; stderr: string };
  /** Resolves once `pattern` occurs `times` times in the stream. */
  waitFor(stream: 'stdout' | 'stderr', pattern: RegExp, times?: number): Promise<void>;
  /** An API call with the command's key; resolves with the body's `data`. */
  api<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T>;
  stop(): Promise<void>;
}

export async function startDevCommand(listenerModule: string): Promise<DevCommand> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', tsx, cli, '--port', '0', '--api-key', API_KEY, '--listener', listenerModule],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const output = { stdout: '', stderr: '' };
  let wake: (() => void)[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.stdout?.on('data', (chunk: Buffer) => {
    output.stdout += chunk.toString();
    for (const wakeUp of wake.splice(0)) wakeUp();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output.stderr += chunk.toString();
    for (const wakeUp of wake.splice(0)) wakeUp();
  });
  child.once('exit', () => {
    for (const wakeUp of wake.splice(0)) wakeUp();
  });

  const waitFor = async (
    stream: 'stdout' | 'stderr',
    pattern: RegExp,
    times = 1,
    limitMs = WAIT_LIMIT_MS,
  ) => {
    const global = new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`);
    const deadline = Date.now() + limitMs;
    while ((output[stream].match(global)?.length ?? 0) < times) {
      const left = deadline - Date.now();
      if (left <= 0 || child.exitCode !== null) {
        throw new Error(
          `importkit-dev did not print ${pattern}\nstdout: ${output.stdout}\nstderr: ${output.stderr}`,
        );
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        wake.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  };
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    wake = [];
  };

  try {
    await waitFor('stdout', /Environment id: +\S+/, 1, START_LIMIT_MS);
  } catch (error) {
    await stop();
    throw error;
  }
  const url = /URL: +(\S+)/.exec(output.stdout)?.[1] as string;
  const environmentId = /Environment id: +(\S+)/.exec(output.stdout)?.[1] as string;
  const api = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return (JSON.parse(text) as { data: T }).data;
  };
  return { url, environmentId, output, waitFor, api, stop };
}

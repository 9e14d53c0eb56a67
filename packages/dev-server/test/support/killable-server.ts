/**
 * A dev server in a child process that a test can kill with SIGKILL and start again on the same
 * `--data` directory: the crash tests' one set-up. The child prints `{ "url": … }` once it
 * listens (see test/persistence/fixtures/serve-data.ts).
 * @module
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));

export class KillableServer {
  #child: ChildProcess | undefined;

  /** @param args what `node` runs: the fixture (bundled or through `--import tsx`) and its arguments. */
  constructor(private readonly args: () => string[]) {}

  /** Starts the server on `directory`; resolves with its URL once it listens. */
  async start(directory: string): Promise<string> {
    const started = spawn(process.execPath, [...this.args(), directory], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    this.#child = started;
    const lines = createInterface({ input: started.stdout as NodeJS.ReadableStream });
    for await (const line of lines) return (JSON.parse(line) as { url: string }).url;
    throw new Error(`the server exited with ${started.exitCode} before it listened`);
  }

  /** Kills the server with SIGKILL (nothing flushed, nothing closed) and waits for its end. */
  async kill(): Promise<void> {
    const running = this.#child;
    if (!running) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
    this.#child = undefined;
  }
}

/** One JSON request with the key; the status and the parsed body. */
export async function callServer(
  url: string,
  apiKey: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: { data: unknown } & Record<string, unknown> }> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data: unknown } };
}

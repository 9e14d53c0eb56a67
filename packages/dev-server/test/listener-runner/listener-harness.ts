/**
 * The set-up of the `--listener` tests: per test a fresh dev server on port 0, a directory for the
 * listener's files (inside the repository, so that `@importkit/listener` resolves as in a user's
 * project), the runner's output with waits that resolve when the awaited line is printed, and
 * reads of the handler runs the listener reported.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DevServer, startDevServer } from '@importkit/dev-server';
import { afterEach, beforeEach } from 'vitest';
import {
  type ListenerRunner,
  type ListenerRunnerOptions,
  runListener,
} from '../../src/listener-runner/listener-runner';
import { waitForEvent } from '../support/wait';

const here = fileURLToPath(new URL('.', import.meta.url));
const WAIT_LIMIT_MS = 30_000;

/** A handler run as `GET /_dev/handler-runs` lists it. */
export interface ReportedRun {
  eventId: string;
  handler: string;
  topic: string;
  error?: { name: string; message: string };
}

/** What the runner printed, and waits on it. */
export class RunnerOutput {
  stdout = '';
  stderr = '';
  private waiters: (() => void)[] = [];
  readonly io = {
    stdout: (text: string) => this.append('stdout', text),
    stderr: (text: string) => this.append('stderr', text),
  };

  private append(stream: 'stdout' | 'stderr', text: string) {
    this[stream] += text;
    for (const wake of this.waiters.splice(0)) wake();
  }

  /** Resolves once `pattern` occurs `times` times in `stream`. */
  async waitFor(stream: 'stdout' | 'stderr', pattern: RegExp, times = 1): Promise<void> {
    const global = new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`);
    const deadline = Date.now() + WAIT_LIMIT_MS;
    while ((this[stream].match(global)?.length ?? 0) < times) {
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(
          `the runner did not print ${pattern} ${times} time(s)\nstdout: ${this.stdout}\nstderr: ${this.stderr}`,
        );
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
}

export interface ListenerHarness {
  readonly server: DevServer;
  readonly directory: string;
  readonly output: RunnerOutput;
  /** Starts the runner (closed after the test). */
  run(modulePath: string, options?: Partial<ListenerRunnerOptions>): ListenerRunner;
  /** Creates a space and resolves with the id of its `space:created` event. */
  createSpace(name: string): Promise<string>;
  /** Resolves with the runs reported for an event once there are at least `count`. */
  runsOf(eventId: string, count?: number): Promise<ReportedRun[]>;
  /** An API call with the server's key; resolves with the body's `data`. */
  api<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T>;
}

/** A fresh server, directory and output per test of the file. */
export function useListenerHarness(): ListenerHarness {
  let server: DevServer | undefined;
  let directory: string | undefined;
  let output = new RunnerOutput();
  const runners: ListenerRunner[] = [];

  beforeEach(async () => {
    directory = await mkdtemp(join(here, '.listener-'));
    server = await startDevServer({ port: 0 });
    output = new RunnerOutput();
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((runner) => runner.close()));
    await server?.close();
    if (directory) await rm(directory, { recursive: true, force: true });
  });

  const current = () => {
    if (!server) throw new Error('the harness exists only while a test runs');
    return server;
  };
  const api = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${current().url}${path}`, {
      method,
      headers: { authorization: `Bearer ${current().apiKey}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return (text === '' ? undefined : (JSON.parse(text) as { data: T }).data) as T;
  };

  return {
    get server() {
      return current();
    },
    get directory() {
      if (!directory) throw new Error('the harness exists only while a test runs');
      return directory;
    },
    get output() {
      return output;
    },
    run(modulePath, options = {}) {
      const runner = runListener({
        modulePath,
        server: current(),
        io: output.io,
        debounceMs: 100,
        ...options,
      });
      runners.push(runner);
      return runner;
    },
    async createSpace(name) {
      const space = await api<{ id: string }>('POST', '/v1/spaces', { name });
      const event = await waitForEvent(current(), (found) => found.context?.spaceId === space.id, {
        topics: ['space:created'],
      });
      return event.id as string;
    },
    async runsOf(eventId, count = 1) {
      const deadline = Date.now() + WAIT_LIMIT_MS;
      for (;;) {
        const runs = await api<ReportedRun[]>('GET', `/_dev/handler-runs?eventId=${eventId}`);
        if (runs.length >= count) return runs;
        if (Date.now() > deadline) {
          throw new Error(
            `${runs.length} handler run(s) reported for ${eventId}, expected ${count}\nstdout: ${output.stdout}\nstderr: ${output.stderr}`,
          );
        }
        // Runs are reported in batches every 50 ms: there is no event to wait on.
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    api,
  };
}

/**
 * `importkit-dev --listener <module>`: runs the user's listener against the dev server in a child
 * process (a crash or a restart never takes the server down), TypeScript or JavaScript alike
 * through tsx, and restarts it when a file under the module's directory changes (debounced). A
 * restarted listener resumes after the last event the previous one received, so nothing emitted
 * meanwhile is missed. The child reports each handler run to `/_dev/handler-runs`.
 * @module
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, type FSWatcher, watch } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHILD_ENV, LISTENER_CHILD_SOURCE, NOT_A_LISTENER_EXIT_CODE } from './listener-child';

/** Where the runner writes what happens to the listener (its own output is passed through). */
export interface RunnerIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

export interface ListenerRunnerOptions {
  /** The listener module (a path; relative to the working directory). */
  modulePath: string;
  server: { url: string; apiKey: string; environmentId: string };
  io: RunnerIo;
  /** How long file changes must settle before a restart. Default 300 ms. */
  debounceMs?: number;
  /** Paths under the watched directory whose changes are ignored (the `--data` directory). */
  ignore?: string[];
}

/** A running `--listener`. */
export interface ListenerRunner {
  /** How many times the listener was started so far. */
  readonly starts: number;
  /** Stops watching and stops the listener (SIGTERM, then SIGKILL after a grace period). */
  close(): Promise<void>;
}

/** Directories whose changes never restart the listener. */
const IGNORED_DIRECTORIES = new Set(['node_modules', '.git', 'dist', 'coverage']);
const STOP_GRACE_MS = 5000;

/** The loader that lets Node run TypeScript (and JavaScript) modules, as a URL for `--import`. */
function tsxLoader(): string {
  return pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
}

/**
 * Starts the listener and watches its directory. Throws at once when the module does not exist.
 *
 * @example
 * const runner = runListener({ modulePath: './src/listener.ts', server, io });
 * await runner.close();
 */
export function runListener(options: ListenerRunnerOptions): ListenerRunner {
  const modulePath = resolve(options.modulePath);
  if (!existsSync(modulePath)) {
    throw new Error(`importkit-dev: --listener: no such file ${modulePath}`);
  }
  const { io, server } = options;
  const directory = dirname(modulePath);
  const ignored = (options.ignore ?? []).map((path) => resolve(path));
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  let lastEventId: string | undefined;
  let starts = 0;
  let closed = false;

  const start = () => {
    starts++;
    const started = spawn(
      process.execPath,
      ['--import', tsxLoader(), '--input-type=module', '-e', LISTENER_CHILD_SOURCE],
      {
        env: {
          ...process.env,
          [CHILD_ENV.module]: modulePath,
          [CHILD_ENV.after]: lastEventId ?? '',
          [CHILD_ENV.url]: server.url,
          [CHILD_ENV.apiKey]: server.apiKey,
          [CHILD_ENV.environmentId]: server.environmentId,
        },
        stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      },
    );
    child = started;
    started.stdout?.on('data', (chunk: Buffer) => io.stdout(chunk.toString()));
    started.stderr?.on('data', (chunk: Buffer) => io.stderr(chunk.toString()));
    started.on('message', (message: { lastEventId?: string | null; ready?: boolean }) => {
      if (message.ready) io.stdout(`importkit-dev: listener ${relativeName()} is listening\n`);
      if (typeof message.lastEventId === 'string') lastEventId = message.lastEventId;
    });
    exited = new Promise((resolveExit) => {
      started.once('exit', (code, signal) => {
        if (child === started) child = undefined;
        if (!closed && !started.killed) {
          const why =
            code === NOT_A_LISTENER_EXIT_CODE
              ? 'its module has no Listener as its default export'
              : `it exited with ${signal ?? `code ${code}`}`;
          io.stderr(
            `importkit-dev: the listener stopped (${why}); the dev server keeps running, and the listener restarts when a file under ${directory} changes\n`,
          );
        }
        resolveExit();
      });
    });
  };

  const stop = async () => {
    const running = child;
    if (!running) return;
    running.kill('SIGTERM');
    const force = setTimeout(() => running.kill('SIGKILL'), STOP_GRACE_MS);
    force.unref();
    await exited;
    clearTimeout(force);
  };

  const relativeName = () => relative(process.cwd(), modulePath) || modulePath;

  let debounce: NodeJS.Timeout | undefined;
  let restarting: Promise<void> = Promise.resolve();
  const restart = (changed: string) => {
    restarting = restarting.then(async () => {
      if (closed) return;
      io.stdout(`importkit-dev: ${changed} changed, restarting the listener\n`);
      await stop();
      if (!closed) start();
    });
  };

  const isIgnored = (file: string) => {
    const path = resolve(directory, file);
    if (ignored.some((root) => path === root || path.startsWith(root + sep))) return true;
    return file.split(/[\\/]/).some((part) => IGNORED_DIRECTORIES.has(part));
  };

  const watcher: FSWatcher = watch(directory, { recursive: true }, (_event, file) => {
    if (file === null || isIgnored(file.toString())) return;
    if (debounce !== undefined) clearTimeout(debounce);
    debounce = setTimeout(() => {
      debounce = undefined;
      restart(file.toString());
    }, options.debounceMs ?? 300);
  });
  watcher.on('error', (error) => {
    io.stderr(`importkit-dev: watching ${directory} failed (${error.message}); no more restarts\n`);
  });

  start();
  return {
    get starts() {
      return starts;
    },
    async close() {
      closed = true;
      if (debounce !== undefined) clearTimeout(debounce);
      watcher.close();
      await restarting;
      await stop();
    },
  };
}

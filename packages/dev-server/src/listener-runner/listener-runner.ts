/**
 * `importkit-dev --listener <module>`: runs the user's listener against the dev server in a child
 * process (a crash, a compile error or a restart never takes the server down), TypeScript or
 * JavaScript alike through tsx, and restarts it within a moment of a save to any file its program
 * loaded (see watched-files.ts). A restarted listener resumes after the last event the previous
 * one received, so nothing emitted meanwhile is missed. Stopping the listener stops its whole
 * process group: what it spawned goes with it.
 * @module
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type ChildMessage, childEnvironment, MODULE_PROBLEM_EXIT_CODE } from './child-protocol';
import { signalGroup, stopProcessGroup } from './process-group';
import { watchFiles } from './watched-files';

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
  /** How long file changes must settle before a restart. Default 150 ms. */
  debounceMs?: number;
  /** Paths whose changes are ignored (the `--data` directory). */
  ignore?: string[];
}

/** A running `--listener`. */
export interface ListenerRunner {
  /** How many times the listener was started so far. */
  readonly starts: number;
  /** The process id of the running child, if one runs. */
  readonly pid: number | undefined;
  /** Stops watching and stops the listener's process group (SIGTERM, then SIGKILL after a grace period). */
  close(): Promise<void>;
}

/** The loader that lets Node run TypeScript (and JavaScript) modules, as a URL for `--import`. */
function tsxLoader(): string {
  return pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
}

/** The child's entry: built, `listener-child.js` beside the bundle; from the sources, the `.ts` file. */
function childEntry(): string {
  const built = !import.meta.url.endsWith('.ts');
  return fileURLToPath(
    new URL(built ? './listener-child.js' : '../listener-child.ts', import.meta.url),
  );
}

/**
 * Starts the listener and watches its files. Throws at once when the module does not exist.
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
  const name = relative(process.cwd(), modulePath) || modulePath;
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  let lastEventId: string | undefined;
  let starts = 0;
  let closed = false;
  let restarting: Promise<void> = Promise.resolve();
  let debounce: NodeJS.Timeout | undefined;
  let changed: string | undefined;

  const files = watchFiles({
    ignore: (options.ignore ?? []).map((path) => resolve(path)),
    onChange(path) {
      changed = path;
      if (debounce !== undefined) clearTimeout(debounce);
      debounce = setTimeout(() => {
        debounce = undefined;
        restart(relative(process.cwd(), changed ?? path) || path);
      }, options.debounceMs ?? 150);
    },
    onError(error) {
      io.stderr(`importkit-dev: watching the listener's files failed: ${error.message}\n`);
    },
  });
  files.add([modulePath]);

  const start = () => {
    starts++;
    const loaded = new Set([modulePath]);
    const started = spawn(process.execPath, ['--import', tsxLoader(), childEntry()], {
      env: childEnvironment({ modulePath, ...server, after: lastEventId }, process.env),
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      // Its own process group, so that stopping it stops what it spawned (not on Windows,
      // where a detached child would get a console window of its own).
      detached: process.platform !== 'win32',
    });
    child = started;
    started.stdout?.on('data', (chunk: Buffer) => io.stdout(chunk.toString()));
    started.stderr?.on('data', (chunk: Buffer) => io.stderr(chunk.toString()));
    started.on('message', (message: ChildMessage) => {
      if (message.type === 'files') {
        for (const path of message.paths) loaded.add(path);
        files.add(message.paths);
        // A program that loaded completely is the whole set: what it no longer loads is let go.
        if (message.complete) files.keepOnly(loaded);
      } else if (message.type === 'ready') {
        const kind = message.kind === 'hosted' ? ' (a hosted listener program)' : '';
        io.stdout(`importkit-dev: listener ${name}${kind} is listening\n`);
      } else if (message.type === 'cursor') {
        lastEventId = message.lastEventId;
      }
    });
    // Its last messages (where to resume, the files it loaded) may still be in the IPC channel
    // when it exits: the channel's end says they were all read.
    const disconnected = new Promise<void>((resolveDisconnect) =>
      started.once('disconnect', resolveDisconnect),
    );
    exited = new Promise((resolveExit) => {
      started.once('exit', async (code, signal) => {
        if (started.connected) await disconnected;
        if (child === started) child = undefined;
        if (!closed && !stopping.has(started)) {
          // What a crashed listener spawned would otherwise outlive it, and every restart.
          signalGroup(started, 'SIGKILL');
          const why =
            code === MODULE_PROBLEM_EXIT_CODE
              ? 'see the error above'
              : `it exited with ${signal ?? `code ${code}`}`;
          io.stderr(
            `importkit-dev: the listener stopped (${why}); the dev server keeps running, and the listener starts again when you save ${name} or a file it loads\n`,
          );
        }
        resolveExit();
      });
    });
  };

  const stopping = new WeakSet<ChildProcess>();
  const stop = async () => {
    const running = child;
    if (!running) return;
    stopping.add(running);
    await stopProcessGroup(running, exited);
  };

  const restart = (what: string) => {
    restarting = restarting.then(async () => {
      if (closed) return;
      io.stdout(`importkit-dev: ${what} changed, restarting the listener\n`);
      await stop();
      if (!closed) start();
    });
  };

  start();
  return {
    get starts() {
      return starts;
    },
    get pid() {
      return child?.pid;
    },
    async close() {
      closed = true;
      if (debounce !== undefined) clearTimeout(debounce);
      await files.close();
      await restarting;
      await stop();
    },
  };
}

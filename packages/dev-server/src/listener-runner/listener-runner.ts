/**
 * `importkit-dev --listener <module>`: runs the user's listener against the dev server in a child
 * process (a crash, a compile error or a restart never takes the server down), TypeScript or
 * JavaScript alike through tsx, and restarts it within a moment of a save to any file its program
 * loaded (see watched-files.ts). The next child is started ahead, loads the packages the program
 * uses and waits, so a restart costs loading the user's own files. A restarted listener resumes
 * after the last event the previous one received, so nothing emitted meanwhile is missed.
 * Stopping the listener stops its whole process group: what it spawned goes with it.
 * @module
 */
import { existsSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { type ChildMessage, MODULE_PROBLEM_EXIT_CODE } from './child-protocol';
import { ListenerProcess } from './listener-process';
import { signalGroup } from './process-group';
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
  /** Variables the listener gets unless this process's environment sets them. */
  defaultEnv?: Record<string, string>;
}

/** A running `--listener`. */
export interface ListenerRunner {
  /** How many times the listener was started so far. */
  readonly starts: number;
  /** Stops watching and stops the listener's process group (SIGTERM, then SIGKILL after a grace period). */
  close(): Promise<void>;
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
  const settings = {
    modulePath,
    url: server.url,
    apiKey: server.apiKey,
    environmentId: server.environmentId,
    defaultEnv: options.defaultEnv,
  };
  let current: ListenerProcess | undefined;
  // The next child, started ahead and waiting: a restart skips booting Node and tsx and loading
  // the packages the program uses.
  let spare: ListenerProcess | undefined;
  const packages = { imported: new Set<string>(), required: new Set<string>() };
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

  const prepareSpare = () => {
    if (closed || spare?.alive) return;
    spare = new ListenerProcess(settings, io);
    spare.warm({ imported: [...packages.imported], required: [...packages.required] });
  };

  const start = () => {
    starts++;
    const next = spare?.alive ? spare : new ListenerProcess(settings, io);
    spare = undefined;
    current = next;
    const loaded = new Set([modulePath]);
    next.go(lastEventId, {
      message(message: ChildMessage) {
        if (message.type === 'files') {
          for (const path of message.paths) loaded.add(path);
          files.add(message.paths);
          for (const url of message.packages.imported) packages.imported.add(url);
          for (const path of message.packages.required) packages.required.add(path);
          // A program that loaded completely is the whole set: what it no longer loads is let go.
          if (message.complete) files.keepOnly(loaded);
        } else if (message.type === 'ready') {
          const kind = message.kind === 'hosted' ? ' (a hosted listener program)' : '';
          io.stdout(`importkit-dev: listener ${name}${kind} is listening\n`);
          prepareSpare();
        } else if (message.type === 'cursor') {
          lastEventId = message.lastEventId;
        }
      },
      exit(code, signal) {
        if (current === next) current = undefined;
        if (closed) return;
        // What a crashed listener spawned would otherwise outlive it, and every restart.
        signalGroup(next.child, 'SIGKILL');
        const why =
          code === MODULE_PROBLEM_EXIT_CODE
            ? 'see the error above'
            : `it exited with ${signal ?? `code ${code}`}`;
        io.stderr(
          `importkit-dev: the listener stopped (${why}); the dev server keeps running, and the listener starts again when you save ${name} or a file it loads\n`,
        );
        prepareSpare();
      },
    });
  };

  const restart = (what: string) => {
    restarting = restarting.then(async () => {
      if (closed) return;
      io.stdout(`importkit-dev: ${what} changed, restarting the listener\n`);
      await current?.stop();
      current = undefined;
      if (!closed) start();
    });
  };

  start();
  return {
    get starts() {
      return starts;
    },
    async close() {
      closed = true;
      if (debounce !== undefined) clearTimeout(debounce);
      await files.close();
      await restarting;
      await Promise.all([current?.stop(), spare?.stop()]);
    },
  };
}

/**
 * `--data <dir>` (`startDevServer({ dataDir })`): the server's state kept across restarts. At
 * start the state file is loaded (a missing one means a first start; a corrupt or newer one is
 * an error naming it, never an empty store). While running, any change (an event, a write
 * request, a clock move) marks the state dirty and it is saved at most once per interval, and
 * once more on close. Uploaded files' bytes live in `<dir>/files/` as they arrive.
 * @module
 */
import { access, mkdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { syncCron } from '../resources/cron';
import type { DevRuntime, RuntimeIdentity } from '../runtime/runtime';
import {
  captureState,
  readHeader,
  restoreLine,
  resumeClock,
  type StateHeader,
} from './runtime-state';
import { readStateFile, StateFileError, temporaryPathOf, writeStateFile } from './state-file';

/** The state file's name inside the data directory. */
export const STATE_FILE = 'state.jsonl';

/** How often a dirty state is saved by default. */
export const DEFAULT_SAVE_INTERVAL_MS = 1000;

/** A data directory in use by one server. */
export interface DataDirectory {
  /** Whether the directory held saved state when the server started. */
  readonly restored: boolean;
  /** Saves now if anything changed since the last save (resolves once written). */
  flush(): Promise<void>;
  /** Stops saving after a last save of what changed. */
  close(): Promise<void>;
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Creates the runtime from the saved state in `directory` (or a fresh one when there is none):
 * `createRuntime` is called with the saved identity, so ids, the default environment and the
 * event sequence continue where they stopped. Throws a `StateFileError` for a file it cannot load.
 */
export async function loadDataDirectory(
  directory: string,
  createRuntime: (identity?: RuntimeIdentity) => DevRuntime,
): Promise<{ runtime: DevRuntime; restored: boolean }> {
  const root = resolve(directory);
  await mkdir(root, { recursive: true });
  const path = join(root, STATE_FILE);
  // What a save cut short by a crash left behind: never loaded, only in the way.
  await rm(temporaryPathOf(path), { force: true });
  if (!(await exists(path))) {
    const runtime = createRuntime();
    runtime.state.uploads.keepIn(join(root, 'files'));
    return { runtime, restored: false };
  }
  let runtime: DevRuntime | undefined;
  let header: StateHeader | undefined;
  try {
    await readStateFile(
      path,
      (line) => {
        try {
          header = readHeader(line);
        } catch (error) {
          throw new StateFileError(path, 1, (error as Error).message);
        }
        runtime = createRuntime(header.identity);
      },
      (line) => restoreLine(runtime as DevRuntime, line),
    );
  } catch (error) {
    runtime?.runCloseHooks();
    throw error;
  }
  const loaded = runtime as DevRuntime;
  const saved = header as StateHeader;
  loaded.events.continueAfter(saved.eventSequence);
  resumeClock(loaded, saved.clock);
  loaded.state.uploads.keepIn(join(root, 'files'));
  return { runtime: loaded, restored: true };
}

/**
 * Starts saving a runtime's state into `directory`: call it once the app is built (the service
 * runners registered), so the restored jobs can resume.
 */
export function keepState(
  directory: string,
  runtime: DevRuntime,
  app: FastifyInstance,
  options: { restored: boolean; saveIntervalMs?: number },
): DataDirectory {
  const path = join(resolve(directory), STATE_FILE);
  let dirty = !options.restored;
  let saving: Promise<void> = Promise.resolve();
  let lastFailure: string | undefined;
  const markDirty = () => {
    dirty = true;
  };
  const unsubscribe = runtime.events.subscribe(markDirty);
  if (options.restored) {
    runtime.jobs.resume();
    syncCron(runtime);
  }
  // Requests that change state without an event (moving the clock) still mark it.
  app.addHook('onResponse', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') markDirty();
  });
  const save = () => {
    saving = saving.then(async () => {
      if (!dirty) return;
      dirty = false;
      try {
        await writeStateFile(path, captureState(runtime));
        lastFailure = undefined;
      } catch (error) {
        dirty = true;
        const message = `importkit/dev-server: could not save the state to ${path}: ${(error as Error).message}`;
        // Said once per cause, not once per interval; the next interval tries again.
        if (message !== lastFailure) process.stderr.write(`${message}\n`);
        lastFailure = message;
      }
    });
    return saving;
  };
  const timer = setInterval(save, options.saveIntervalMs ?? DEFAULT_SAVE_INTERVAL_MS);
  timer.unref();
  let closed: Promise<void> | undefined;
  return {
    restored: options.restored,
    flush: save,
    close() {
      closed ??= (async () => {
        clearInterval(timer);
        unsubscribe();
        await save();
        if (lastFailure) throw new Error(lastFailure);
      })();
      return closed;
    },
  };
}

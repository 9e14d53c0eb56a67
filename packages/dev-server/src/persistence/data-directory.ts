/**
 * `--data <dir>` (`startDevServer({ dataDir })`): the server's state kept across restarts, and
 * every acknowledged write with it, whatever ends the process.
 *
 * - `state.jsonl` is the whole state at one moment (state-file.ts); `journal-<n>.jsonl` holds every
 *   change since (journal-capture.ts), written as it happens and flushed to the disk before the
 *   answer of the request that made it (journal-writer.ts). At start the state file is loaded and
 *   the journal replayed onto it (journal-replay.ts): a `kill -9` at any moment loses nothing that
 *   was answered, and no id is handed out twice (ids are reserved in the journal ahead of use).
 * - When the journal grows past a bound (and on close) a new state file is written and the
 *   journal starts over: a crash while writing it leaves the old state file and every journal.
 * - One server per directory (data-lock.ts); saves never follow a link planted at their names.
 * - Uploaded files' bytes live in `<dir>/files/`; bytes no file names (an upload cut by a crash)
 *   are removed at start.
 *
 * Why a journal of our own rather than an embedded database (LMDB, LevelDB, SQLite): the store is
 * in memory, laid out for speed, and stays so; what `--data` needs is an append-only record of
 * its changes and one `fdatasync` per batch of answers, which a file does without a native
 * package in every user's install.
 * @module
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { syncCron } from '../resources/cron';
import type { DevRuntime, RuntimeIdentity } from '../runtime/runtime';
import { lockDataDirectory } from './data-lock';
import { captureChanges } from './journal-capture';
import { replayJournal } from './journal-replay';
import { JournalWriter } from './journal-writer';
import { restoreRecordPage } from './record-pages';
import {
  captureState,
  readHeader,
  restoreLine,
  resumeClock,
  type StateHeader,
} from './runtime-state';
import { readStateFile, removeLeftoverSaves, StateFileError, writeStateFile } from './state-file';

/** The state file's name inside the data directory. */
export const STATE_FILE = 'state.jsonl';

/** The journal grows to at least this before a new state file replaces it. */
export const DEFAULT_COMPACT_BYTES = 64 * 1024 * 1024;

const JOURNAL = /^journal-(\d+)\.jsonl$/;
const journalName = (segment: number) => `journal-${segment}.jsonl`;

/** A data directory in use by one server. */
export interface DataDirectory {
  /** Whether the directory held saved state when the server started. */
  readonly restored: boolean;
  /** Writes a new state file now and starts the journal over (resolves once written). */
  flush(): Promise<void>;
  /** Stops journaling, writes a last state file and releases the directory. */
  close(): Promise<void>;
}

/** A loaded data directory, ready for {@link keepState}. */
export interface LoadedDirectory {
  runtime: DevRuntime;
  restored: boolean;
  /** The API key the saved server answered with, if it kept one. */
  apiKey?: string;
  /** The journal segment to continue in. */
  segment: number;
  /** Releases the directory's lock (when the server does not start after all). */
  release(): void;
}

/** The journal segments in the directory, oldest first. */
async function journalSegments(root: string): Promise<number[]> {
  const segments: number[] = [];
  for (const name of await readdir(root)) {
    const match = JOURNAL.exec(name);
    if (match) segments.push(Number(match[1]));
  }
  return segments.sort((a, b) => a - b);
}

/** Removes the bytes of uploads no file names (cut by a crash before the file was kept). */
async function removeOrphanUploads(runtime: DevRuntime, directory: string): Promise<void> {
  if (!existsSync(directory)) return;
  const files = runtime.store.collection<{ id: string }>('files');
  for (const name of await readdir(directory)) {
    if (!files.get(name)) await rm(join(directory, name), { force: true });
  }
}

/**
 * Creates the runtime from the saved state in `directory` (or a fresh one when there is none),
 * and replays the journal onto it: `createRuntime` is called with the saved identity, so ids,
 * the default environment and the event sequence continue where they stopped. Throws a
 * `StateFileError` for a file it cannot load, and a `DataDirectoryLockedError` when another
 * server uses the directory.
 */
export async function loadDataDirectory(
  directory: string,
  createRuntime: (identity?: RuntimeIdentity) => DevRuntime,
): Promise<LoadedDirectory> {
  const root = resolve(directory);
  await mkdir(root, { recursive: true });
  const release = lockDataDirectory(root);
  try {
    const path = join(root, STATE_FILE);
    await removeLeftoverSaves(path);
    if (!existsSync(path)) {
      const runtime = createRuntime();
      runtime.state.uploads.keepIn(join(root, 'files'));
      // Journals without a state file hold nothing this server could place (its first state
      // file is written before its first change, see keepState).
      for (const segment of await journalSegments(root)) {
        await rm(join(root, journalName(segment)), { force: true });
      }
      return { runtime, restored: false, segment: 0, release };
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
        (line) => restoreRecordPage(runtime as DevRuntime, line),
      );
      const loaded = runtime as DevRuntime;
      const saved = header as StateHeader;
      loaded.events.continueAfter(saved.eventSequence);
      resumeClock(loaded, saved.clock);
      let segment = saved.journalSegment;
      for (const found of await journalSegments(root)) {
        const file = join(root, journalName(found));
        // Older segments were folded into the state file before a crash could remove them.
        if (found < saved.journalSegment) await rm(file, { force: true });
        else {
          await replayJournal(file, loaded);
          segment = found;
        }
      }
      loaded.state.uploads.keepIn(join(root, 'files'));
      await removeOrphanUploads(loaded, join(root, 'files'));
      return { runtime: loaded, restored: true, segment, release, apiKey: saved.apiKey };
    } catch (error) {
      runtime?.runCloseHooks();
      throw error;
    }
  } catch (error) {
    release();
    throw error;
  }
}

/** Whether a request can change the state (its answer waits for the journal on disk). */
const mayWrite = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';

/**
 * Starts journaling a runtime's changes into `directory`: call it once the app is built (the
 * service runners registered), so the restored jobs can resume. Every answer to a request that
 * may write waits until the journal is on the disk.
 */
export async function keepState(
  directory: string,
  runtime: DevRuntime,
  app: FastifyInstance,
  loaded: Pick<LoadedDirectory, 'restored' | 'segment' | 'release'> & {
    /** The key the server answers with, kept in the state file. */
    apiKey: string;
    compactBytes?: number;
  },
): Promise<DataDirectory> {
  const root = resolve(directory);
  const statePath = join(root, STATE_FILE);
  let segment = loaded.segment;
  const { apiKey } = loaded;
  if (!loaded.restored) {
    // The identity (account, environment, id tag) and the key are on disk before any change.
    await writeStateFile(statePath, captureState(runtime, { journalSegment: segment, apiKey }));
  }
  const journal = new JournalWriter(join(root, journalName(segment)));
  const stopCapture = captureChanges(runtime, journal);
  if (loaded.restored) {
    runtime.jobs.resume();
    syncCron(runtime);
  }
  const compactBytes = loaded.compactBytes ?? DEFAULT_COMPACT_BYTES;

  let compacting: Promise<void> | undefined;
  const compact = () => {
    compacting ??= (async () => {
      // The state file captures this moment; what changes after goes to the next segment.
      segment += 1;
      journal.rotate(join(root, journalName(segment)));
      await writeStateFile(statePath, captureState(runtime, { journalSegment: segment, apiKey }));
      for (const older of await journalSegments(root)) {
        if (older < segment) await rm(join(root, journalName(older)), { force: true });
      }
    })().finally(() => {
      compacting = undefined;
    });
    return compacting;
  };

  app.addHook('onSend', async (request, reply, payload) => {
    if (!mayWrite(request.method)) return payload;
    try {
      await journal.durable();
    } catch (error) {
      reply.code(500).type('application/json; charset=utf-8');
      const message = `the change was made but could not be saved to ${root}: ${(error as Error).message}. It is lost if the server stops before the disk takes it.`;
      return JSON.stringify({ errors: [{ message }] });
    }
    if (journal.bytes > compactBytes && !compacting) {
      compact().catch((error: Error) => {
        process.stderr.write(
          `importkit/dev-server: could not write the state to ${statePath}: ${error.message}; the journal keeps every change\n`,
        );
      });
    }
    return payload;
  });

  let closed: Promise<void> | undefined;
  return {
    restored: loaded.restored,
    async flush() {
      await compacting;
      await compact();
    },
    close() {
      closed ??= (async () => {
        try {
          await compacting?.catch(() => {});
          await compact();
          stopCapture();
          journal.close();
        } finally {
          loaded.release();
        }
      })();
      return closed;
    },
  };
}

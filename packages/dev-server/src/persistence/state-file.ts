/**
 * The state file of `--data <dir>`: JSON lines, read and written as a stream so a sheet of a
 * million records never sits in memory twice. The first line names the format and its version,
 * the last one says how many lines came before it (a file cut short is refused, not half
 * loaded). A save goes to a temporary file next to it, is flushed to disk, then renamed over the
 * old one: a crash at any moment leaves the previous file or the new one, whole.
 * @module
 */
import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { open, readdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { readLines } from './file-lines';

/** What the first line says. */
export const STATE_FORMAT = 'importkit-dev-state';
/** The version this server writes and reads; a newer file is refused, never guessed at. */
export const STATE_VERSION = 1;

/** A state file that cannot be loaded: its path, the line, and what is wrong. */
export class StateFileError extends Error {
  constructor(
    readonly path: string,
    readonly line: number | undefined,
    reason: string,
  ) {
    super(
      `importkit/dev-server: cannot load the saved state ${path}${line === undefined ? '' : ` (line ${line})`}: ${reason}. Move the file away (or pass another --data directory) to start empty.`,
    );
    this.name = 'StateFileError';
  }
}

/** One line of a state file as written: a JSON string, or its UTF-8 pieces. */
export type StateLine = string | readonly Buffer[];

/** The prefix of the temporary files of saves next to `path`. */
const temporaryPrefix = (path: string) => `.${basename(path)}.saving`;

/**
 * A new temporary file name for one save: never one another save (of this process or another)
 * uses, and never an existing file (it is created exclusively, so a link planted there is not
 * followed).
 */
function temporaryPathOf(path: string): string {
  return join(
    dirname(path),
    `${temporaryPrefix(path)}-${process.pid}-${randomBytes(6).toString('hex')}`,
  );
}

/** Removes what saves cut short by a crash left next to `path` (never loaded, only in the way). */
export async function removeLeftoverSaves(path: string): Promise<void> {
  const prefix = temporaryPrefix(path);
  for (const name of await readdir(dirname(path))) {
    if (name.startsWith(prefix)) await rm(join(dirname(path), name), { force: true });
  }
}

/** Create the file, failing if anything — a file, a link — is at its name already. */
const CREATE_NEW = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;

/**
 * Writes the lines (header first, as produced, trailer added) to `path` atomically; the lines
 * are pulled one by one, so only one is held at a time.
 */
export async function writeStateFile(path: string, lines: Iterable<StateLine>): Promise<void> {
  const temporary = temporaryPathOf(path);
  const file = await open(temporary, CREATE_NEW, 0o600);
  let count = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  // Writes go out in batches of about a megabyte: one syscall per line would be slow.
  const flush = async () => {
    if (pending.length === 0) return;
    await file.writev(pending);
    pending = [];
    pendingBytes = 0;
  };
  const push = async (piece: Buffer) => {
    pending.push(piece);
    pendingBytes += piece.length;
    if (pending.length >= 1024 || pendingBytes >= 1 << 20) await flush();
  };
  try {
    for (const line of lines) {
      if (typeof line === 'string') await push(Buffer.from(line));
      else for (const piece of line) await push(piece);
      await push(NEWLINE);
      count++;
    }
    await push(Buffer.from(`${JSON.stringify({ end: true, lines: count })}\n`));
    await flush();
    await file.sync();
  } catch (error) {
    await file.close().catch(() => {});
    await rm(temporary, { force: true });
    throw error;
  }
  await file.close();
  await rename(temporary, path);
  // The rename itself is only durable once the directory is flushed too.
  const directory = await open(dirname(path), 'r');
  try {
    await directory.sync().catch(() => {});
  } finally {
    await directory.close();
  }
}

const NEWLINE = Buffer.from('\n');

/**
 * Reads a state file line by line: checks the header, hands every other line parsed to
 * `take`, and checks the trailer. A line `copy` takes as it is (its bytes, unparsed: a records
 * page, see record-pages.ts) is not parsed; `copy` answers false to have it parsed. Throws a
 * {@link StateFileError} naming the file and line.
 */
export async function readStateFile(
  path: string,
  takeHeader: (header: Record<string, unknown>) => void | Promise<void>,
  take: (line: Record<string, unknown>, lineNumber: number) => void,
  copy?: (line: Buffer, lineNumber: number) => boolean,
): Promise<void> {
  const lines = readLines(path);
  let lineNumber = 0;
  let ended = false;
  /** Runs a step of putting a line back, its error named by the line. */
  const putting = <T>(step: () => T): T => {
    try {
      return step();
    } catch (error) {
      if (error instanceof StateFileError) throw error;
      throw new StateFileError(path, lineNumber, (error as Error).message);
    }
  };
  try {
    for await (const bytes of lines) {
      lineNumber++;
      if (ended) throw new StateFileError(path, lineNumber, 'text after the end line');
      if (lineNumber > 1 && copy && putting(() => copy(bytes, lineNumber))) continue;
      let line: unknown;
      try {
        line = JSON.parse(bytes.toString('utf8'));
      } catch (error) {
        throw new StateFileError(path, lineNumber, `not JSON (${(error as Error).message})`);
      }
      if (typeof line !== 'object' || line === null || Array.isArray(line)) {
        throw new StateFileError(path, lineNumber, 'expected a JSON object');
      }
      const entry = line as Record<string, unknown>;
      if (lineNumber === 1) {
        checkHeader(path, entry);
        await takeHeader(entry);
      } else if (entry.end === true) {
        if (entry.lines !== lineNumber - 1) {
          throw new StateFileError(
            path,
            lineNumber,
            `the end line counts ${String(entry.lines)} lines, the file has ${lineNumber - 1}`,
          );
        }
        ended = true;
      } else {
        putting(() => take(entry, lineNumber));
      }
    }
  } catch (error) {
    if (error instanceof StateFileError) throw error;
    throw new StateFileError(path, undefined, (error as Error).message);
  } finally {
    await lines.return?.(undefined);
  }
  if (lineNumber === 0) throw new StateFileError(path, undefined, 'the file is empty');
  if (!ended) {
    throw new StateFileError(path, lineNumber, 'the file ends without its end line (cut short)');
  }
}

function checkHeader(path: string, header: Record<string, unknown>) {
  if (header.format !== STATE_FORMAT) {
    throw new StateFileError(
      path,
      1,
      `not an importkit dev server state file (format "${String(header.format)}")`,
    );
  }
  if (header.version !== STATE_VERSION) {
    const newer = typeof header.version === 'number' && header.version > STATE_VERSION;
    throw new StateFileError(
      path,
      1,
      newer
        ? `it was written by a newer dev server (state version ${header.version}; this one reads version ${STATE_VERSION}): upgrade @importkit/dev-server`
        : `unknown state version ${String(header.version)} (this server reads version ${STATE_VERSION})`,
    );
  }
}

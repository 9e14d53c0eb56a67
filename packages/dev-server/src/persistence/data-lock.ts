/**
 * One server per data directory: a second server on the same `--data` directory would overwrite
 * the first one's state and hand out the same ids. A lock file, created exclusively, names the
 * process holding the directory; a lock whose process is gone (a crash, `kill -9`) is taken over.
 * @module
 */
import { constants, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/** The lock file's name inside the data directory. */
export const LOCK_FILE = '.lock';

/** Another server holds the directory. */
export class DataDirectoryLockedError extends Error {
  constructor(
    readonly directory: string,
    readonly holder: { pid: number; host: string },
  ) {
    super(
      `importkit/dev-server: the data directory ${directory} is in use by another dev server (process ${holder.pid} on ${holder.host}). Stop that server, or give this one another --data directory.`,
    );
    this.name = 'DataDirectoryLockedError';
  }
}

const CREATE_NEW = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(path: string): { pid: number; host: string } | undefined {
  try {
    const holder = JSON.parse(readFileSync(path, 'utf8')) as { pid?: unknown; host?: unknown };
    if (typeof holder.pid === 'number' && typeof holder.host === 'string') {
      return { pid: holder.pid, host: holder.host };
    }
  } catch {
    // Unreadable or half-written: whoever wrote it did not finish, so it holds nothing.
  }
  return undefined;
}

/** Takes the directory's lock; returns what releases it. Throws when a live server holds it. */
export function lockDataDirectory(directory: string): () => void {
  const path = join(directory, LOCK_FILE);
  const me = { pid: process.pid, host: hostname() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(path, JSON.stringify(me), {
        flag: CREATE_NEW as unknown as string,
        mode: 0o600,
      });
      return () => {
        if (holderOf(path)?.pid === me.pid) rmSync(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = holderOf(path);
    // A lock of another machine cannot be checked: it is honoured.
    if (holder && (holder.host !== me.host || isRunning(holder.pid))) {
      throw new DataDirectoryLockedError(directory, holder);
    }
    // Left by a server that is gone: taken over.
    rmSync(path, { force: true });
  }
  throw new Error(`importkit/dev-server: could not lock the data directory ${directory}`);
}

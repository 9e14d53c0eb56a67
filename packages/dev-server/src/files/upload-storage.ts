/**
 * Where uploaded bytes live: one temporary directory per dev server, one file per upload, the
 * directory removed when the server closes. Bytes are streamed in and out, never held whole.
 * @module
 */
import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export class UploadStorage {
  private readonly directory = mkdtempSync(join(tmpdir(), 'importkit-files-'));

  /** Streams `source` into the file's storage; resolves with the bytes stored. */
  async write(fileId: string, source: Readable): Promise<number> {
    const path = this.pathOf(fileId);
    await pipeline(source, createWriteStream(path));
    return (await stat(path)).size;
  }

  /** The stored bytes of a file, as a stream. */
  read(fileId: string): Readable {
    return createReadStream(this.pathOf(fileId));
  }

  /** The path of a file's bytes (for a parser that opens it itself). */
  pathOf(fileId: string): string {
    // Ids are the server's own (`us_fl_…`): never a path a caller chose.
    return join(this.directory, fileId);
  }

  async remove(fileId: string): Promise<void> {
    await rm(this.pathOf(fileId), { force: true });
  }

  /** Removes every stored byte (the server is closing). */
  close(): void {
    rmSync(this.directory, { recursive: true, force: true });
  }
}

const storages = new WeakMap<object, UploadStorage>();

/** The storage of a server, keyed by its runtime; created on first use. */
export function uploadStorageOf(runtime: object): UploadStorage {
  let storage = storages.get(runtime);
  if (!storage) {
    storage = new UploadStorage();
    storages.set(runtime, storage);
  }
  return storage;
}

/** Removes a server's stored bytes, if it stored any. */
export function closeUploadStorage(runtime: object): void {
  storages.get(runtime)?.close();
  storages.delete(runtime);
}

/**
 * Where uploaded bytes live: one temporary directory per dev server, one file per upload, the
 * directory removed when the server closes. Bytes are streamed in and out, never held whole.
 * @module
 */
import { createReadStream, createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export class UploadStorage {
  private readonly directory: string;

  /**
   * `kept`: a directory of saved state (`--data`) whose bytes outlive the server; by default a
   * temporary directory removed on close.
   */
  constructor(private readonly kept?: string) {
    if (kept !== undefined) mkdirSync(kept, { recursive: true });
    this.directory = kept ?? mkdtempSync(join(tmpdir(), 'importkit-files-'));
  }

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

  /** Removes every stored byte (a reset), keeping the directory. */
  clear(): void {
    rmSync(this.directory, { recursive: true, force: true });
    mkdirSync(this.directory, { recursive: true });
  }

  /** Removes every stored byte (the server is closing), unless they are kept. */
  close(): void {
    if (this.kept === undefined) rmSync(this.directory, { recursive: true, force: true });
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

/** Makes a server keep its uploaded bytes in `directory` (saved state), before any upload. */
export function keepUploadsIn(runtime: object, directory: string): void {
  storages.set(runtime, new UploadStorage(directory));
}

/** Removes a server's stored bytes, if it stored any. */
export function closeUploadStorage(runtime: object): void {
  storages.get(runtime)?.close();
  storages.delete(runtime);
}

/**
 * Where uploaded bytes live: one temporary directory per dev server, one file per upload, the
 * directory removed when the server closes. Bytes are streamed in and out, never held whole.
 * @module
 */
import { createReadStream, createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { open, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export class UploadStorage {
  /** A directory of saved state (`keepIn`), or a temporary one made at first use. */
  private where?: { directory: string; kept: boolean };

  private get directory(): string {
    this.where ??= { directory: mkdtempSync(join(tmpdir(), 'importkit-files-')), kept: false };
    return this.where.directory;
  }

  /**
   * Keeps the bytes in `directory` (`--data`), where they outlive the server. Called before any
   * upload, by the persistence that loads the server's state.
   */
  keepIn(directory: string): void {
    mkdirSync(directory, { recursive: true });
    this.where = { directory, kept: true };
  }

  /**
   * Streams `source` into the file's storage; resolves with the bytes stored. Bytes kept with the
   * server's state (`--data`) are on the disk when this resolves, as every answered write is.
   */
  async write(fileId: string, source: Readable): Promise<number> {
    const path = this.pathOf(fileId);
    await pipeline(source, createWriteStream(path));
    if (this.where?.kept) {
      const file = await open(path, 'r');
      try {
        await file.datasync();
      } finally {
        await file.close();
      }
    }
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
    if (this.where === undefined) return;
    rmSync(this.where.directory, { recursive: true, force: true });
    mkdirSync(this.where.directory, { recursive: true });
  }

  /** Removes every stored byte (the server is closing), unless they are kept. */
  close(): void {
    if (this.where?.kept !== false) return;
    rmSync(this.where.directory, { recursive: true, force: true });
    this.where = undefined;
  }
}

/**
 * Where uploaded bytes live: one temporary directory per dev server, one file per upload, the
 * directory removed when the server closes. Bytes are streamed in and out, never held whole. While
 * an upload's bytes arrive, a reader can wait for them to have arrived (or the upload to fail).
 * @module
 */
import { createReadStream, createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { copyFile, open, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export class UploadStorage {
  /** A directory of saved state (`keepIn`), or a temporary one made at first use. */
  private where?: { directory: string; kept: boolean };

  /** The uploads whose bytes are arriving, each with what ends its wait. */
  private readonly arriving = new Map<string, { arrived: Promise<void>; end: () => void }>();

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
    const sink = createWriteStream(this.pathOf(fileId));
    await pipeline(source, sink);
    await this.flushKept(fileId);
    // Counted by the stream: the path may be gone already (the file was deleted meanwhile).
    return sink.bytesWritten;
  }

  /** With `--data`, a file's bytes on the disk before the write that stored them is answered. */
  private async flushKept(fileId: string): Promise<void> {
    if (!this.where?.kept) return;
    let file: Awaited<ReturnType<typeof open>>;
    try {
      file = await open(this.pathOf(fileId), 'r');
    } catch (error) {
      // Deleted while it arrived: nothing to keep.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    try {
      await file.datasync();
    } finally {
      await file.close();
    }
  }

  /**
   * Marks a file's bytes as arriving; the function returned ends that (the upload finished, well
   * or not), releasing whoever waits in {@link arrival}.
   */
  beginArrival(fileId: string): () => void {
    let end = () => {};
    const arrived = new Promise<void>((resolve) => {
      end = resolve;
    });
    const entry = {
      arrived,
      end: () => {
        this.arriving.delete(fileId);
        end();
      },
    };
    this.arriving.set(fileId, entry);
    return entry.end;
  }

  /** Settles once a file's arriving bytes stop arriving; undefined when none are arriving. */
  arrival(fileId: string): Promise<void> | undefined {
    return this.arriving.get(fileId)?.arrived;
  }

  /** Copies a file's stored bytes to another file's storage; resolves with the bytes copied. */
  async copy(fromFileId: string, toFileId: string): Promise<number> {
    const path = this.pathOf(toFileId);
    await copyFile(this.pathOf(fromFileId), path);
    await this.flushKept(toFileId);
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

  /** Releases every wait for arriving bytes (their uploads are gone with the server's state). */
  private endArrivals(): void {
    for (const { end } of [...this.arriving.values()]) end();
  }

  /** Removes every stored byte (a reset), keeping the directory. */
  clear(): void {
    this.endArrivals();
    if (this.where === undefined) return;
    rmSync(this.where.directory, { recursive: true, force: true });
    mkdirSync(this.where.directory, { recursive: true });
  }

  /** Removes every stored byte (the server is closing), unless they are kept. */
  close(): void {
    this.endArrivals();
    if (this.where?.kept !== false) return;
    rmSync(this.where.directory, { recursive: true, force: true });
    this.where = undefined;
  }
}

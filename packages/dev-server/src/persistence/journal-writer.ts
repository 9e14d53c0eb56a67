/**
 * The journal of `--data`: every change to a server's state, one JSON line each, appended in the
 * order the changes happen. A line is written to the file at once (synchronously, into the
 * operating system's cache), so whatever a client or a listener has seen is in the file and
 * survives the process being killed; `durable()` then waits for `fdatasync`, batched across the
 * requests that wait at the same time (group commit), so an answered write also survives the
 * machine going down.
 * @module
 */
import { closeSync, constants, fdatasync, fdatasyncSync, openSync, writeSync } from 'node:fs';

const NEWLINE = Buffer.from('\n');

/** Append to the file (made if missing), never through a symbolic link planted at its name. */
const APPEND = constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | constants.O_NOFOLLOW;

export class JournalWriter {
  private fd: number;
  private written = 0;
  private synced = 0;
  private syncing: Promise<void> | undefined;
  private failure: Error | undefined;
  /** Bytes in the current file. */
  bytes = 0;

  /** Opens (or creates) the journal file at `path` for appending. */
  constructor(private path: string) {
    this.fd = openSync(path, APPEND, 0o600);
  }

  /** Appends one line: a JSON text, or the UTF-8 pieces of one. */
  append(line: string | readonly Buffer[]): void {
    if (typeof line === 'string') this.write(Buffer.from(line));
    else for (const piece of line) this.write(piece);
    this.write(NEWLINE);
    this.written++;
  }

  private write(bytes: Buffer): void {
    let offset = 0;
    while (offset < bytes.length) {
      offset += writeSync(this.fd, bytes, offset, bytes.length - offset);
    }
    this.bytes += bytes.length;
  }

  /** Appends a line and flushes it to the disk before returning (rare: id reservations). */
  appendDurably(line: string): void {
    this.append(line);
    fdatasyncSync(this.fd);
    this.synced = this.written;
  }

  /**
   * Resolves once every line appended so far is on the disk; rejects with the reason it cannot
   * be (a full disk), in which case the next call tries again.
   */
  async durable(): Promise<void> {
    const target = this.written;
    while (this.synced < target) {
      this.syncing ??= this.syncOnce().finally(() => {
        this.syncing = undefined;
      });
      await this.syncing;
    }
  }

  /** One `fdatasync`, covering every line written when it starts. */
  private syncOnce(): Promise<void> {
    const covering = this.written;
    return new Promise<void>((resolve, reject) => {
      fdatasync(this.fd, (error) => {
        if (error) {
          this.failure = error;
          reject(error);
          return;
        }
        this.failure = undefined;
        this.synced = Math.max(this.synced, covering);
        resolve();
      });
    });
  }

  /** The last flush failure, while the disk keeps refusing. */
  get lastFailure(): Error | undefined {
    return this.failure;
  }

  /** Continues in a new file (the previous one is complete and flushed). */
  rotate(path: string): void {
    fdatasyncSync(this.fd);
    closeSync(this.fd);
    this.path = path;
    this.fd = openSync(path, APPEND, 0o600);
    this.bytes = 0;
    this.synced = this.written;
  }

  get file(): string {
    return this.path;
  }

  close(): void {
    fdatasyncSync(this.fd);
    closeSync(this.fd);
  }
}

import { createReadStream } from 'node:fs';
import { type FileHandle, mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A serialized body written to a temporary file: a snapshot that can be read any number of times. */
export interface SpooledBody {
  size: number;
  /** The bytes, streamed from disk in large reads. */
  read(): AsyncIterable<Buffer>;
  /** Deletes the file. */
  dispose(): Promise<void>;
}

/** Chunks are gathered into writes of this size (one write in flight while the next gathers). */
const WRITE_BATCH_BYTES = 4 * 1024 * 1024;
const READ_CHUNK_BYTES = 4 * 1024 * 1024;

// Writes every byte of `buffers` at the file's position (a writev may write fewer bytes than
// asked, for instance near a full disk; the rest is then written until done or failed).
async function writeAll(handle: FileHandle, buffers: Buffer[], length: number): Promise<void> {
  const { bytesWritten } = await handle.writev(buffers);
  let rest = bytesWritten < length ? Buffer.concat(buffers, length).subarray(bytesWritten) : null;
  while (rest && rest.length > 0) {
    const { bytesWritten: wrote } = await handle.write(rest);
    rest = rest.subarray(wrote);
  }
}

/**
 * Writes `chunks` to a fresh temporary file and returns the snapshot. Chunks are written in
 * batches of a few MiB (large sequential writes, one in flight while the source produces the
 * next batch, so memory stays flat); `onChunk` sees each chunk on the way (to hash the body in
 * the same pass). Signing needs the whole body before the first byte is sent; the file lets the
 * body be signed and then sent, and sent again byte for byte on a retry, without holding it in
 * memory and without reading the records twice.
 */
export async function spoolToTempFile(
  chunks: AsyncIterable<Buffer>,
  onChunk?: (chunk: Buffer) => void,
): Promise<SpooledBody> {
  const dir = await mkdtemp(join(tmpdir(), 'importkit-webhook-egress-'));
  const path = join(dir, 'body.json');
  const dispose = (): Promise<void> => rm(dir, { recursive: true, force: true });
  let size = 0;
  let handle: FileHandle | undefined;
  let writing: Promise<void> = Promise.resolve();
  try {
    handle = await open(path, 'w');
    const file = handle;
    let batch: Buffer[] = [];
    let batchBytes = 0;
    const flush = async (): Promise<void> => {
      await writing;
      const [buffers, length] = [batch, batchBytes];
      batch = [];
      batchBytes = 0;
      writing = writeAll(file, buffers, length);
      // Awaited before the next flush or at the end; until then a failure must not go unhandled.
      writing.catch(() => {});
    };
    for await (const chunk of chunks) {
      onChunk?.(chunk);
      size += chunk.length;
      batch.push(chunk);
      batchBytes += chunk.length;
      if (batchBytes >= WRITE_BATCH_BYTES) await flush();
    }
    if (batchBytes > 0) await flush();
    await writing;
    await handle.close();
  } catch (error) {
    await writing.catch(() => {});
    await handle?.close().catch(() => {});
    await dispose();
    throw error;
  }
  return {
    size,
    read: () => createReadStream(path, { highWaterMark: READ_CHUNK_BYTES }),
    dispose,
  };
}

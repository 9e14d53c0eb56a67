import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A serialized body written to a temporary file: a snapshot that can be read any number of times. */
export interface SpooledBody {
  size: number;
  /** The bytes, streamed from disk in 1 MiB chunks. */
  read(): AsyncIterable<Buffer>;
  /** Deletes the file. */
  dispose(): Promise<void>;
}

const READ_CHUNK_BYTES = 1024 * 1024;

/**
 * Writes `chunks` to a fresh temporary file (with backpressure, so memory stays flat) and returns
 * the snapshot. Signing needs the whole body before the first byte is sent; the file lets the
 * body be hashed and then sent, and sent again byte for byte on a retry, without holding it in
 * memory and without reading the records twice.
 */
export async function spoolToTempFile(chunks: AsyncIterable<Buffer>): Promise<SpooledBody> {
  const dir = await mkdtemp(join(tmpdir(), 'importkit-webhook-egress-'));
  const path = join(dir, 'body.json');
  const dispose = (): Promise<void> => rm(dir, { recursive: true, force: true });
  let size = 0;
  async function* counted(): AsyncGenerator<Buffer> {
    for await (const chunk of chunks) {
      size += chunk.length;
      yield chunk;
    }
  }
  try {
    await pipeline(Readable.from(counted()), createWriteStream(path));
  } catch (error) {
    await dispose();
    throw error;
  }
  return {
    size,
    read: () => createReadStream(path, { highWaterMark: READ_CHUNK_BYTES }),
    dispose,
  };
}

import { type FileHandle, mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Chunks whose memory the producer reuses: once the consumer no longer references a chunk (its
 * bytes were written to a socket or hashed), it hands it back with `release`, and a later chunk
 * is read into the same memory. A chunk never released is simply not reused.
 */
export interface RecyclableChunks extends AsyncIterable<Buffer> {
  /** Hands a chunk back for reuse; call it at most once per chunk, when nothing references it. */
  release(chunk: Uint8Array): void;
}

/** A serialized body written to a temporary file: a snapshot that can be read any number of times. */
export interface SpooledBody {
  size: number;
  /** Where the bytes are (deleted by `dispose`). */
  path: string;
  /** The bytes, read from disk in large reads into recycled buffers, one read ahead. */
  read(): RecyclableChunks;
  /** Deletes the file. */
  dispose(): Promise<void>;
}

/**
 * Incoming chunks are copied into one of two batch buffers of this size, and a full batch is
 * written while the other fills. Copying costs far less than it saves: the source's chunks die
 * young instead of waiting in a write queue long enough to be promoted to the old generation,
 * where their memory is only freed by full collections (which made the signed egress's memory
 * grow with the workbook and spent a seventh of its time collecting).
 */
export const SPOOL_BATCH_BYTES = 1024 * 1024;
/** Reads back are this size; a couple of buffers circulate between the file and the consumer. */
export const SPOOL_READ_BYTES = 1024 * 1024;

// Writes bytes at the file's position; a write may take fewer bytes than asked (for instance
// near a full disk), and the rest is then written until done or failed.
async function writeAll(handle: FileHandle, bytes: Uint8Array): Promise<void> {
  let rest = bytes;
  while (rest.length > 0) {
    const { bytesWritten } = await handle.write(rest);
    rest = rest.subarray(bytesWritten);
  }
}

/**
 * Writes `chunks` to a fresh temporary file and returns the snapshot; `onChunk` sees each chunk
 * on the way (to hash the body in the same pass). Signing needs the whole body before the first
 * byte is sent; the file lets the body be signed and then sent, and sent again byte for byte on
 * a retry, without holding it in memory and without reading the records twice. Memory stays at
 * two batch buffers (one filling, one being written) however large the body.
 */
export async function spoolToTempFile(
  chunks: AsyncIterable<Uint8Array>,
  onChunk?: (chunk: Uint8Array) => void,
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
    let filling = Buffer.allocUnsafeSlow(SPOOL_BATCH_BYTES);
    let spare = Buffer.allocUnsafeSlow(SPOOL_BATCH_BYTES);
    let filled = 0;
    const flush = async (): Promise<void> => {
      // The spare buffer is free again once its write is done.
      await writing;
      writing = writeAll(file, filling.subarray(0, filled));
      // Awaited before the next flush or at the end; until then a failure must not go unhandled.
      writing.catch(() => {});
      [filling, spare] = [spare, filling];
      filled = 0;
    };
    for await (const chunk of chunks) {
      onChunk?.(chunk);
      size += chunk.length;
      let offset = 0;
      while (offset < chunk.length) {
        const taken = Math.min(chunk.length - offset, SPOOL_BATCH_BYTES - filled);
        filling.set(chunk.subarray(offset, offset + taken), filled);
        filled += taken;
        offset += taken;
        if (filled === SPOOL_BATCH_BYTES) await flush();
      }
    }
    if (filled > 0) await flush();
    await writing;
    await handle.close();
  } catch (error) {
    await writing.catch(() => {});
    await handle?.close().catch(() => {});
    await dispose();
    throw error;
  }
  return { size, path, read: () => readRecycling(path, size), dispose };
}

/** The file's bytes in SPOOL_READ_BYTES reads, the next read started before a chunk is handed out. */
function readRecycling(path: string, size: number): RecyclableChunks {
  const owned = new WeakSet<ArrayBufferLike>();
  const released = new WeakSet<ArrayBufferLike>();
  const free: Buffer[] = [];
  const take = (): Buffer => {
    const reused = free.pop();
    if (reused) {
      released.delete(reused.buffer);
      return reused;
    }
    const fresh = Buffer.allocUnsafeSlow(SPOOL_READ_BYTES);
    owned.add(fresh.buffer);
    return fresh;
  };

  async function* chunks(): AsyncGenerator<Buffer> {
    const handle = await open(path, 'r');
    const readAt = (position: number): Promise<Buffer> => {
      const buffer = take();
      const length = Math.min(SPOOL_READ_BYTES, size - position);
      const reading = handle.read(buffer, 0, length, position).then(({ bytesRead }) => {
        if (bytesRead === 0)
          throw new Error(`the spooled body at ${path} ends before ${size} bytes`);
        return buffer.subarray(0, bytesRead);
      });
      // A read ahead can fail while the consumer is away; its failure is awaited (and thrown)
      // with the read, and must not count as unhandled meanwhile.
      reading.catch(() => {});
      return reading;
    };
    let next: Promise<Buffer> | undefined = size > 0 ? readAt(0) : undefined;
    try {
      let position = 0;
      while (next) {
        const chunk = await next;
        position += chunk.length;
        next = position < size ? readAt(position) : undefined;
        yield chunk;
      }
    } finally {
      // A consumer that stops early leaves a read in flight; it must end before the file closes.
      await next?.catch(() => {});
      await handle.close();
    }
  }

  return {
    [Symbol.asyncIterator]: chunks,
    release(chunk) {
      const memory = chunk.buffer;
      // Only our own buffers are taken back, and one sitting in the free list only once.
      if (!owned.has(memory) || released.has(memory)) return;
      released.add(memory);
      free.push(Buffer.from(memory, 0, SPOOL_READ_BYTES));
    },
  };
}

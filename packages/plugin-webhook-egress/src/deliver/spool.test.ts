import { truncate } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { SPOOL_BATCH_BYTES, SPOOL_READ_BYTES, spoolToTempFile } from './spool';

// Chunks of uneven sizes, some larger than a batch, with bytes that differ by position: a chunk
// copied to the wrong place or read into memory still in use shows up as a mismatch.
function unevenChunks(): Buffer[] {
  const sizes = [1, 70_000, SPOOL_BATCH_BYTES + 3, 5, SPOOL_BATCH_BYTES - 8, 2_500_000, 13];
  let counter = 0;
  return sizes.map((size) => {
    const chunk = Buffer.allocUnsafe(size);
    for (let i = 0; i < size; i += 1) chunk[i] = (counter++ * 31) & 0xff;
    return chunk;
  });
}

async function* yielding(chunks: Buffer[]): AsyncGenerator<Buffer> {
  for (const chunk of chunks) yield chunk;
}

describe('spoolToTempFile', () => {
  it('reads back every byte, in order, while the reader hands each chunk back for reuse', async () => {
    const chunks = unevenChunks();
    const whole = Buffer.concat(chunks);
    const spooled = await spoolToTempFile(yielding(chunks));
    try {
      expect(spooled.size).toBe(whole.length);
      const copies: Buffer[] = [];
      const memories = new Set<ArrayBufferLike>();
      const reader = spooled.read();
      for await (const chunk of reader) {
        expect(chunk.length).toBeLessThanOrEqual(SPOOL_READ_BYTES);
        copies.push(Buffer.from(chunk));
        memories.add(chunk.buffer);
        reader.release(chunk);
        reader.release(chunk); // a second release of the same chunk is ignored
        reader.release(Buffer.alloc(SPOOL_READ_BYTES)); // so is memory the reader does not own
      }
      expect(Buffer.concat(copies).equals(whole)).toBe(true);
      // Released buffers are reused: a couple circulate however long the body.
      expect(copies.length).toBeGreaterThan(4);
      expect(memories.size).toBeLessThanOrEqual(2);
    } finally {
      await spooled.dispose();
    }
  });

  it('reads correctly when chunks are never handed back, and can be read again', async () => {
    const chunks = unevenChunks();
    const whole = Buffer.concat(chunks);
    const spooled = await spoolToTempFile(yielding(chunks));
    try {
      for (let pass = 0; pass < 2; pass += 1) {
        const parts: Buffer[] = [];
        for await (const chunk of spooled.read()) parts.push(chunk);
        expect(Buffer.concat(parts).equals(whole)).toBe(true);
      }
    } finally {
      await spooled.dispose();
    }
  });

  it('spools an empty body to an empty read', async () => {
    const spooled = await spoolToTempFile(yielding([]));
    try {
      expect(spooled.size).toBe(0);
      const parts: Buffer[] = [];
      for await (const chunk of spooled.read()) parts.push(chunk);
      expect(parts).toEqual([]);
    } finally {
      await spooled.dispose();
    }
  });

  it('lets a reader stop early without leaving the file open or failing', async () => {
    const spooled = await spoolToTempFile(yielding(unevenChunks()));
    for await (const chunk of spooled.read()) {
      expect(chunk.length).toBeGreaterThan(0);
      break;
    }
    await spooled.dispose();
  });

  it('says so when the file is cut short under the reader, instead of ending early', async () => {
    const chunks = unevenChunks();
    const spooled = await spoolToTempFile(yielding(chunks));
    try {
      const reader = spooled.read();
      const received: number[] = [];
      const reading = (async () => {
        for await (const chunk of reader) {
          received.push(chunk.length);
          if (received.length === 1) await truncate(spooled.path, SPOOL_READ_BYTES + 10);
          // Away long enough for the read ahead to fail before it is awaited.
          await new Promise((resolve) => setTimeout(resolve, 20));
          reader.release(chunk);
        }
      })();
      await expect(reading).rejects.toThrow(`ends before ${spooled.size} bytes`);
      expect(received.reduce((a, b) => a + b, 0)).toBeLessThan(spooled.size);
    } finally {
      await spooled.dispose();
    }
  });
});

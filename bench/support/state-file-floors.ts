/**
 * The floors of bench/state-save-load.ts, each run in a process of its own: loading is at least
 * reading the state file and splitting it into lines (each line a view of the bytes read, nothing
 * decoded or parsed); saving is at least writing the same bytes with one write, flushed to disk
 * and renamed into place as the save does (a durable save cannot skip the flush).
 * @module
 */
import { open, readFile, rename, rm } from 'node:fs/promises';
import { currentRss, peakRss, resetPeakRss } from './process-memory';

const CHUNK_BYTES = 1024 * 1024;
const LF = 0x0a;

/** The file read in 1 MiB chunks, split at every LF; returns the line count and the time. */
export async function readLines(path: string): Promise<{ lines: number; ms: number }> {
  const started = performance.now();
  const file = await open(path, 'r');
  let lines = 0;
  let bytesInLines = 0;
  // The unfinished line at the end of a chunk, joined to the start of the next.
  let carried: Buffer | undefined;
  try {
    for (;;) {
      const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
      const { bytesRead } = await file.read(chunk, 0, CHUNK_BYTES, null);
      if (bytesRead === 0) break;
      let from = 0;
      for (let end = chunk.indexOf(LF, 0); end !== -1 && end < bytesRead; ) {
        const piece = chunk.subarray(from, end);
        const line = carried ? Buffer.concat([carried, piece]) : piece;
        carried = undefined;
        lines++;
        bytesInLines += line.length;
        from = end + 1;
        end = chunk.indexOf(LF, from);
      }
      if (from < bytesRead) {
        const rest = chunk.subarray(from, bytesRead);
        carried = carried ? Buffer.concat([carried, rest]) : rest;
      }
    }
  } finally {
    await file.close();
  }
  if (carried) lines++;
  if (bytesInLines < 0) throw new Error('unreachable');
  return { lines, ms: performance.now() - started };
}

/**
 * The same bytes (read first, not timed) written with one write, flushed, renamed into place;
 * returns the time, the time of the write alone (before the flush) and how far the RSS rose above
 * what it was with the bytes in memory.
 */
export async function writeOnce(
  source: string,
  target: string,
): Promise<{ ms: number; writeMs: number; rise: number }> {
  const bytes = await readFile(source);
  const temporary = `${target}.saving`;
  resetPeakRss();
  const before = currentRss();
  const started = performance.now();
  let writeMs = 0;
  const file = await open(temporary, 'w');
  try {
    const { bytesWritten } = await file.write(bytes, 0, bytes.length, 0);
    if (bytesWritten !== bytes.length) throw new Error('one write did not take every byte');
    writeMs = performance.now() - started;
    await file.sync();
  } finally {
    await file.close();
  }
  await rename(temporary, target);
  const ms = performance.now() - started;
  const rise = peakRss() - before;
  await rm(target, { force: true });
  return { ms, writeMs, rise };
}

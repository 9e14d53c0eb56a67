/**
 * The floors of bench/extraction.ts, each run in a process of its own (so its peak RSS is its
 * own): a plain byte scan of the file, the cheapest reading of a CSV anyone could write (every
 * byte looked at once, rows, delimiters and quotes counted, nothing decoded or kept), and
 * csv-parse alone streaming the file into rows (the parser the dev server uses, kept as a second
 * reference line).
 * @module
 */
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { parse } from 'csv-parse';

const CHUNK_BYTES = 1024 * 1024;
const LF = 0x0a;
const COMMA = 0x2c;
const QUOTE = 0x22;

/** Data rows (the header line aside) and how long reading them took. */
export interface FloorReading {
  rows: number;
  ms: number;
}

/** The file read in 1 MiB chunks into one buffer, each byte compared once. */
export async function byteScan(path: string): Promise<FloorReading> {
  const started = performance.now();
  const file = await open(path, 'r');
  const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
  let lines = 0;
  let delimiters = 0;
  let quotes = 0;
  try {
    for (;;) {
      const { bytesRead } = await file.read(buffer, 0, CHUNK_BYTES, null);
      if (bytesRead === 0) break;
      for (let index = 0; index < bytesRead; index++) {
        const byte = buffer[index];
        if (byte === LF) lines++;
        else if (byte === COMMA) delimiters++;
        else if (byte === QUOTE) quotes++;
      }
    }
  } finally {
    await file.close();
  }
  const ms = performance.now() - started;
  // The counts are used, so that no engine could drop the loop.
  if (delimiters < 0 || quotes < 0) throw new Error('unreachable');
  return { rows: lines - 1, ms };
}

/** csv-parse alone, reading the file as a stream of text into arrays of fields. */
export async function csvParseAlone(path: string): Promise<FloorReading> {
  const started = performance.now();
  let rows = 0;
  for await (const _row of createReadStream(path, { encoding: 'utf8' }).pipe(parse())) rows++;
  return { rows: rows - 1, ms: performance.now() - started };
}

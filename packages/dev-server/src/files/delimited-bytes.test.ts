/**
 * Delimited text read as bytes must read exactly as csv-parse reads it (delimited-text.ts hands
 * csv-parse the rest of a file from the first row it does not read itself): the same rows, cells,
 * line numbers and bytes read, or the same error at the same line, for random files made of what
 * makes CSV hard, read in chunks small enough that rows, quotes and characters are cut.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ByteRowBatch } from './delimited-bytes';
import { openDelimitedFile, openDelimitedRows } from './delimited-text';

const directory = mkdtempSync(join(tmpdir(), 'importkit-delimited-bytes-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** A small deterministic generator (mulberry32), so a failure names the seed that made it. */
function randomOf(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Read {
  rows: { cells: string[]; line: number }[];
  bytes: number;
  error?: { message: string; lines: unknown };
}

async function readAll(
  batches: AsyncIterable<{
    rows: { size: number; cellsOf(row: number): string[]; numberOf(row: number): number };
    bytes: number;
  }>,
): Promise<Read> {
  const read: Read = { rows: [], bytes: 0 };
  try {
    for await (const batch of batches) {
      for (let row = 0; row < batch.rows.size; row++) {
        read.rows.push({ cells: batch.rows.cellsOf(row), line: batch.rows.numberOf(row) });
      }
      read.bytes = batch.bytes;
    }
  } catch (error) {
    const failure = error as { message: string; lines?: unknown };
    read.error = { message: failure.message, lines: failure.lines };
  }
  return read;
}

async function csvParseRead(path: string): Promise<Read> {
  const opened = await openDelimitedFile(path, 'csv');
  return readAll(
    (async function* () {
      for await (const parsed of opened.rows) {
        yield {
          rows: {
            size: parsed.length,
            cellsOf: (row: number) => parsed[row]?.record as string[],
            numberOf: (row: number) => parsed[row]?.lines as number,
          },
          bytes: parsed.at(-1)?.bytes as number,
        };
      }
    })(),
  );
}

async function byteRead(path: string, readBytes: number): Promise<Read & { byteRows: number }> {
  const opened = await openDelimitedRows(path, 'csv', readBytes);
  let byteRows = 0;
  const read = await readAll(
    (async function* () {
      for await (const batch of opened.batches) {
        if (batch.rows instanceof ByteRowBatch) byteRows += batch.rows.size;
        yield batch;
      }
    })(),
  );
  return { ...read, byteRows };
}

/**
 * What a reading tells the extraction: every row and the bytes read, or, for a file that fails,
 * the error (rows read before it are thrown away with the half-made workbook, so when the error
 * comes, a batch sooner or later, does not matter).
 */
function comparable(read: Read) {
  return read.error ? { error: read.error } : { rows: read.rows, bytes: read.bytes };
}

const PIECES = [
  'a',
  'bc',
  ',',
  ',',
  '"',
  '""',
  '\n',
  '\n',
  '\r\n',
  '\r',
  'é',
  '😀',
  '\t',
  '\\',
  ' ',
  '\u0001',
];

function randomCsv(random: () => number, quoting: boolean): string {
  const lines: string[] = [];
  const rows = 1 + Math.floor(random() * 12);
  const lineBreak = random() < 0.3 ? '\r\n' : '\n';
  for (let row = 0; row < rows; row++) {
    const cells: string[] = [];
    const width = Math.floor(random() * 5);
    for (let column = 0; column < width; column++) {
      let cell = '';
      const length = Math.floor(random() * 6);
      for (let index = 0; index < length; index++) {
        cell += PIECES[Math.floor(random() * PIECES.length)];
      }
      if (!quoting) cell = cell.replace(/["\r\n,]/g, 'x');
      cells.push(quoting && random() < 0.4 ? `"${cell.replaceAll('"', '""')}"` : cell);
    }
    lines.push(cells.join(','));
  }
  return lines.join(lineBreak) + (random() < 0.7 ? lineBreak : '');
}

describe('delimited text read as bytes', () => {
  it('reads random files as csv-parse does, whatever the chunk size', async () => {
    let byteRows = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const random = randomOf(seed);
      // Half the files are well-formed CSV (read as bytes), half anything at all.
      const csv = randomCsv(random, seed % 2 === 0);
      const path = join(directory, `random-${seed}.csv`);
      writeFileSync(path, csv);
      const expected = await csvParseRead(path);
      for (const readBytes of [1, 3, 7, 64]) {
        const read = await byteRead(path, readBytes);
        byteRows += read.byteRows;
        expect({ file: JSON.stringify(csv), readBytes, ...comparable(read) }).toEqual({
          file: JSON.stringify(csv),
          readBytes,
          ...comparable(expected),
        });
      }
    }
    // The files exercised the reading as bytes, not only csv-parse's.
    expect(byteRows).toBeGreaterThan(1000);
  }, 60_000);

  it('keeps a BOM, quotes, CRLF lines and unicode, and an unclosed quote fails at its line', async () => {
    const cases = [
      '\ufeffname,note\r\n"Zoë ""Z""",😀\r\n\r\nplain,"a,b"\r\n',
      'id,v\n1,ok\n2,"never closed\n3,x\n',
      'id,v\n1,5" screen\n2,"quoted" after\n3,"line\nbreak"\n4,\\back\n',
    ];
    for (const [index, csv] of cases.entries()) {
      const path = join(directory, `case-${index}.csv`);
      writeFileSync(path, csv);
      const expected = await csvParseRead(path);
      for (const readBytes of [2, 5, 1024]) {
        expect(comparable(await byteRead(path, readBytes))).toEqual(comparable(expected));
      }
    }
  });
});

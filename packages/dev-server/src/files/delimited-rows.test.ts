/**
 * The extraction's rows of a delimited file (delimited-rows.ts) must be csv-parse's rows exactly:
 * the same cells, line numbers and bytes read, or the same error at the same line, whether the
 * file is parsed on this thread or in the worker; packed cells must give back every string and
 * write it as JSON.stringify would; and a worker whose rows are no longer wanted must end.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CellBatch, packCells } from '../store/cell-batch';
import { BATCHES_AHEAD, openDelimitedRows, runningParseWorkers } from './delimited-rows';
import { openDelimitedFile } from './delimited-text';

const directory = mkdtempSync(join(tmpdir(), 'importkit-delimited-rows-'));
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

/** What a reading tells the extraction: every row and the bytes read, or the error. */
async function readAll(
  batches: AsyncIterable<{
    rows: { size: number; cellsOf(row: number): string[]; numberOf(row: number): number };
    bytes: number;
  }>,
): Promise<Read | { error: Read['error'] }> {
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
    // Rows read before an error are thrown away with the half-made workbook.
    return { error: { message: failure.message, lines: failure.lines } };
  }
  return read;
}

/** csv-parse's own rows, as the seed loader reads them. */
async function csvParseRead(path: string) {
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

async function extractionRead(path: string, inWorker: boolean) {
  return readAll((await openDelimitedRows(path, 'csv', { inWorker })).batches);
}

const PIECES = [
  'a',
  'bc',
  ',',
  ',',
  '"',
  '""',
  '\n',
  '\r\n',
  '\r',
  'é',
  '😀',
  '\t',
  '\\',
  '\u0001',
];

function randomCsv(random: () => number): string {
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
      cells.push(random() < 0.4 ? `"${cell.replaceAll('"', '""')}"` : cell);
    }
    lines.push(cells.join(','));
  }
  return lines.join(lineBreak) + (random() < 0.7 ? lineBreak : '');
}

describe('the rows of a delimited file', () => {
  it('are csv-parse rows, errors included, on this thread and in the worker', async () => {
    for (let seed = 1; seed <= 200; seed++) {
      const csv = randomCsv(randomOf(seed));
      const path = join(directory, `random-${seed}.csv`);
      writeFileSync(path, csv);
      const expected = await csvParseRead(path);
      const file = JSON.stringify(csv);
      expect({ file, ...(await extractionRead(path, false)) }).toEqual({ file, ...expected });
      // A worker costs a start: every 20th file is read by one too.
      if (seed % 20 === 0) {
        expect({ file, ...(await extractionRead(path, true)) }).toEqual({ file, ...expected });
      }
    }
  }, 60_000);

  it('come from a worker across many batches, and a failure keeps its line', async () => {
    const rows = Array.from({ length: 50_000 }, (_, index) => `${index},"Zoë ""${index}""\n日本"`);
    const path = join(directory, 'many.csv');
    writeFileSync(path, `id,name\n${rows.join('\n')}\n`);
    const expected = await csvParseRead(path);
    expect(await extractionRead(path, true)).toEqual(expected);

    const broken = join(directory, 'broken.csv');
    writeFileSync(broken, `id,name\n${rows.join('\n')}\n50000,"never closed\n`);
    const failed = await extractionRead(broken, true);
    expect(failed).toEqual(await csvParseRead(broken));
    expect(failed.error?.message).toMatch(/Quote Not Closed/i);
  });

  it('parses at most a few batches ahead of rows taken slowly, and loses none', async () => {
    const path = join(directory, 'slow.csv');
    const rows = Array.from({ length: 100_000 }, (_, index) => `${index},${'x'.repeat(20)}`);
    writeFileSync(path, `id,text\n${rows.join('\n')}\n`);
    const opened = await openDelimitedRows(path, 'csv', { inWorker: true });
    let mostWaiting = 0;
    let read = 0;
    // Slower than the parser at first, until it has run more than half its bound ahead (on a busy
    // machine that takes longer; 20 s at most): without a bound every batch of the file would wait.
    const slowUntil = Date.now() + 20_000;
    for await (const batch of opened.batches) {
      mostWaiting = Math.max(mostWaiting, batch.waiting);
      if (mostWaiting <= BATCHES_AHEAD / 2 && Date.now() < slowUntil) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      read += batch.rows.size;
    }
    expect(read).toBe(rows.length + 1);
    expect(mostWaiting).toBeGreaterThan(BATCHES_AHEAD / 2);
    expect(mostWaiting).toBeLessThanOrEqual(BATCHES_AHEAD);
  });

  it('stops the worker when the rows are no longer read', async () => {
    const path = join(directory, 'dropped.csv');
    writeFileSync(path, `id\n${Array.from({ length: 200_000 }, (_, index) => index).join('\n')}\n`);
    const opened = await openDelimitedRows(path, 'csv', { inWorker: true });
    for await (const _batch of opened.batches) {
      expect(runningParseWorkers()).toBe(1);
      break;
    }
    expect(runningParseWorkers()).toBe(0);
  });
});

describe('packed cells', () => {
  const cells = [
    'plain',
    '',
    'say "hi"',
    'back\\slash',
    'tab\tline\nreturn\r',
    'ctl\u0001\u001f',
    'é ü € 日本',
    '😀',
    'lone \ud800 surrogate',
  ];

  it('give back each cell and write it as JSON.stringify does', () => {
    const rows = [cells, ['only'], [], cells.slice(2, 4)];
    const lines = [2, 3, 5, 7];
    const batch = new CellBatch(
      packCells(rows.map((record, index) => ({ record, lines: lines[index] as number }))),
    );
    expect(batch.size).toBe(4);
    rows.forEach((row, index) => {
      expect(batch.cellsOf(index)).toEqual(row);
      expect(batch.widthOf(index)).toBe(row.length);
      const json = row.map((cell) => JSON.stringify(cell).slice(1, -1));
      const out = Buffer.alloc(batch.jsonBytesOf(index));
      let at = 0;
      row.forEach((cell, column) => {
        expect(batch.isEmptyCell(index, column)).toBe(cell === '');
        at = batch.writeCellJson(index, column, out, at);
      });
      expect(at).toBe(out.length);
      expect(out.toString()).toBe(json.join(''));
    });
    expect([0, 1, 2, 3].map((row) => batch.numberOf(row))).toEqual(lines);
  });

  it('travel as their own memory, not a slice of a shared pool', () => {
    const packed = packCells([{ record: ['a', 'b'], lines: 1 }]);
    expect(packed.text.byteOffset).toBe(0);
    expect(packed.text.buffer.byteLength).toBe(packed.text.length);
  });
});

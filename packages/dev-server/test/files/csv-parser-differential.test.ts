/**
 * The extraction's reading of delimited text against the reference (csv-corpus.ts): csv-parse
 * with the options extraction has always read with. Every edge case and 200 seeded random files
 * must give the same rows of strings, each ending on the same line, or end in an error at the
 * same line — whichever parser the extraction uses, on this thread and in the parsing worker. A
 * parser that reads a quirk differently fails here before a user's file is read differently.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDelimitedRows } from '../../src/files/delimited-rows';
import {
  type CorpusCase,
  corpusText,
  EDGE_CASES,
  type Reading,
  randomCase,
  referenceReading,
} from './csv-corpus';

const directory = mkdtempSync(join(tmpdir(), 'importkit-csv-differential-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** The extraction's reading of a corpus file, and the delimiter it detected. */
async function extractionReading(corpusCase: CorpusCase, inWorker: boolean) {
  const path = join(directory, `${corpusCase.name.replaceAll(/\W+/g, '-')}.${corpusCase.ext}`);
  writeFileSync(path, corpusCase.bytes);
  const opened = await openDelimitedRows(path, corpusCase.ext, { inWorker });
  const rows: { cells: string[]; line: number }[] = [];
  let reading: Reading = { rows };
  try {
    for await (const batch of opened.batches) {
      for (let row = 0; row < batch.rows.size; row++) {
        rows.push({ cells: batch.rows.cellsOf(row), line: batch.rows.numberOf(row) });
      }
    }
  } catch (error) {
    // Rows read before an error are thrown away with the half-made workbook.
    const { code, lines } = error as { code?: string; lines?: number };
    reading = { error: { code, line: lines } };
  }
  return { delimiter: opened.delimiter, reading };
}

/**
 * Expects the extraction's reading to be the reference's with the delimiter it detected, and
 * (an edge case) that delimiter to be the one the case is written with. A random file's stray
 * `;` or tab may win the detection: its reading is still compared, with that delimiter.
 */
async function expectReferenceReading(corpusCase: CorpusCase, inWorker: boolean) {
  const { delimiter, reading } = await extractionReading(corpusCase, inWorker);
  const expected = referenceReading(corpusText(corpusCase.bytes), delimiter);
  const file = corpusCase.name;
  expect({ file, reading }).toEqual({ file, reading: expected });
  if (!file.startsWith('random'))
    expect({ file, delimiter }).toEqual({ file, delimiter: corpusCase.delimiter });
}

describe('the extraction reads delimited text as csv-parse with its options does', () => {
  it.each(EDGE_CASES.map((corpusCase) => [corpusCase.name, corpusCase] as const))(
    '%s',
    async (_name, corpusCase) => {
      await expectReferenceReading(corpusCase, false);
    },
  );

  it('in the parsing worker too: the files past one read, the failures, a BOM, multibyte text', async () => {
    // A worker costs a start: the cases where packing and sending rows or an error could differ.
    const cases = EDGE_CASES.filter(
      ({ name, bytes }) =>
        bytes.length > 64 * 1024 || /unterminated|byte order|multibyte/.test(name),
    );
    expect(cases.length).toBeGreaterThanOrEqual(8);
    for (const corpusCase of cases) await expectReferenceReading(corpusCase, true);
  }, 120_000);

  it('for 200 seeded random files', async () => {
    for (let seed = 1; seed <= 200; seed++) {
      // A worker costs a start: every 25th file is read by one.
      await expectReferenceReading(randomCase(seed), seed % 25 === 0);
    }
  }, 120_000);

  it('ends an unterminated quote in an error at the line csv-parse names', async () => {
    const unterminated = EDGE_CASES.find(({ name }) => name === 'unterminated quote at the end');
    const expected = referenceReading(corpusText((unterminated as CorpusCase).bytes), ',');
    expect(expected).toMatchObject({ error: { code: 'CSV_QUOTE_NOT_CLOSED' } });
    const { reading } = await extractionReading(unterminated as CorpusCase, false);
    expect(reading).toEqual(expected);
  });
});

/**
 * Benchmark of CSV parsers for extraction:
 * `npx tsx bench/csv-parsers.ts [--rows N] [--rounds R] [--shape plain|quoted|both] [--only TEXT]`.
 *
 * First runs every candidate (bench/support/csv-candidates.ts) over the differential corpus
 * (packages/dev-server/test/files/csv-corpus.ts: the edge cases and 200 seeded random files) and
 * says whether it reads every file as csv-parse with the extraction's options does: the same
 * rows of strings, the same lines where it gives lines, an error at the same line where csv-parse
 * ends in one. Then writes a CSV of N rows (default 200,000, at most 1,000,000) and 10 columns,
 * `plain` (as bench/extraction.ts writes it) and `quoted` (a quoted field with a delimiter in
 * every row, doubled quotes and a line break in some), and times each candidate reading it in a
 * child process of its own (so its peak RSS is its own), R rounds (default 5) alternating the
 * candidates in a new order each round; prints the median and range of each, its ratio to the
 * floor, and its median peak RSS. **Floor:** a plain byte scan of the same file, in the same
 * rounds: read it as a stream and count its newlines. `--only` keeps the candidates whose name
 * contains TEXT (`a|b`: either).
 * @module
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  type CorpusCase,
  corpusText,
  EDGE_CASES,
  type Reading,
  randomCase,
  referenceReading,
} from '../packages/dev-server/test/files/csv-corpus';
import { CANDIDATES, type Candidate } from './support/csv-candidates';

const MiB = 1024 * 1024;
const COLUMNS = 10;
const LIMITS = { maxFieldsPerRow: 100_000, maxRowCharacters: 16 * MiB };
const RANDOM_FILES = 200;

function peakRss(): number {
  return process.resourceUsage().maxRSS * 1024;
}

// ------------------------------------------------------------------------------ child process

/** The floor: the file read as a stream, its newlines counted. */
async function byteScan(path: string): Promise<number> {
  let lines = 0;
  for await (const chunk of createReadStream(path)) {
    const bytes = chunk as Buffer;
    for (let at = bytes.indexOf(10); at !== -1; at = bytes.indexOf(10, at + 1)) lines++;
  }
  return lines;
}

async function runChild(which: string, path: string, delimiter: string): Promise<void> {
  const started = performance.now();
  let rows = 0;
  if (which === 'scan') rows = await byteScan(path);
  else {
    const candidate = CANDIDATES[Number(which)] as Candidate;
    await candidate.read(path, delimiter, (batch) => (rows += batch.length), LIMITS);
  }
  const seconds = (performance.now() - started) / 1000;
  process.send?.({ seconds, rows, peakRss: peakRss() });
  process.disconnect();
}

// ------------------------------------------------------------------------------ corpus

/** What a candidate reads from a file, in the corpus's terms. */
async function candidateReading(candidate: Candidate, path: string, delimiter: string) {
  const rows: { cells: string[]; line: number }[] = [];
  try {
    await candidate.read(
      path,
      delimiter,
      (batch, lines) => {
        for (const [index, cells] of batch.entries()) {
          rows.push({ cells, line: lines?.[index] ?? 0 });
        }
      },
      LIMITS,
    );
  } catch (error) {
    const { code, lines } = error as { code?: string; lines?: number };
    return { error: { code, line: lines } } satisfies Reading;
  }
  return { rows } satisfies Reading;
}

/** Whether a candidate's reading is the reference's (lines compared only where it gives them). */
function sameReading(candidate: Candidate, read: Reading, expected: Reading): boolean {
  if ('error' in expected) return 'error' in read && read.error.line === expected.error.line;
  if ('error' in read) return false;
  if (read.rows.length !== expected.rows.length) return false;
  return expected.rows.every((row, index) => {
    const got = read.rows[index] as (typeof read.rows)[number];
    const sameCells = JSON.stringify(got.cells) === JSON.stringify(row.cells);
    return sameCells && (!candidate.givesLines || got.line === row.line);
  });
}

/** The corpus: the edge cases, then the random files. */
function corpusCases(): CorpusCase[] {
  return [
    ...EDGE_CASES,
    ...Array.from({ length: RANDOM_FILES }, (_, seed) => randomCase(seed + 1)),
  ];
}

/** In a child: one candidate over the whole corpus, saying which case it starts and which fail. */
async function runCorpusChild(which: number): Promise<void> {
  const candidate = CANDIDATES[which] as Candidate;
  const directory = mkdtempSync(join(tmpdir(), 'importkit-csv-corpus-'));
  try {
    for (const [index, corpusCase] of corpusCases().entries()) {
      process.send?.({ started: corpusCase.name });
      const path = join(directory, `case-${index}.${corpusCase.ext}`);
      writeFileSync(path, corpusCase.bytes);
      const expected = referenceReading(corpusText(corpusCase.bytes), corpusCase.delimiter);
      const read = await candidateReading(candidate, path, corpusCase.delimiter);
      if (!sameReading(candidate, read, expected)) process.send?.({ failed: corpusCase.name });
    }
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
  process.send?.({ done: true });
  process.disconnect();
}

/**
 * The corpus cases a candidate reads differently (empty: it passed), run in a child with a small
 * heap and a time limit: a parser that loops or runs out of memory on a case fails that case.
 */
async function corpusFailures(candidate: Candidate): Promise<string[]> {
  const child = fork(
    fileURLToPath(import.meta.url),
    ['--corpus', String(CANDIDATES.indexOf(candidate))],
    { execArgv: ['--import', 'tsx', '--max-old-space-size=512'], stdio: 'ignore' },
  );
  const failed: string[] = [];
  let started = '';
  let done = false;
  child.on('message', (message: { started?: string; failed?: string; done?: boolean }) => {
    if (message.started) started = message.started;
    if (message.failed) failed.push(message.failed);
    if (message.done) done = true;
  });
  const timer = setTimeout(() => child.kill(), 120_000);
  await once(child, 'exit');
  clearTimeout(timer);
  if (!done) failed.push(`${started} (stopped there: out of memory or time; later cases not run)`);
  return failed;
}

function corpusVerdict(failed: string[]): string {
  if (failed.length === 0) return 'passed';
  const random = failed.filter((name) => name.startsWith('random')).length;
  const edges = failed.filter((name) => !name.startsWith('random'));
  return `FAILED ${edges.length} edge cases, ${random}/${RANDOM_FILES} random: ${edges.join('; ')}`;
}

// ------------------------------------------------------------------------------ timing

/** A generated file: `plain` as bench/extraction.ts writes it, `quoted` with quoting in every row. */
async function writeCsv(path: string, rows: number, shape: 'plain' | 'quoted'): Promise<void> {
  const out = createWriteStream(path);
  out.write(`${Array.from({ length: COLUMNS }, (_, c) => `column${c}`).join(',')}\n`);
  for (let row = 0; row < rows; row++) {
    const cells = Array.from({ length: COLUMNS }, (_, c) => `value${row % 99991}_${c}`);
    if (shape === 'quoted') {
      cells[1] = `"Lovelace, Ada ${row}"`;
      if (row % 4 === 0) cells[2] = `"she said ""hi"" ${row}"`;
      if (row % 16 === 0) cells[3] = `"two\nlines ${row}"`;
    }
    if (!out.write(`${cells.join(',')}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

interface Timing {
  seconds: number;
  rows: number;
  peakRss: number;
}

async function timeInChild(which: string, path: string): Promise<Timing> {
  const child = fork(fileURLToPath(import.meta.url), ['--child', which, path, ','], {
    execArgv: ['--import', 'tsx'],
  });
  const [timing] = (await once(child, 'message')) as [Timing];
  await once(child, 'exit');
  return timing;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
const seconds = (value: number) => `${value.toFixed(3)} s`;
const mib = (bytes: number) => `${(bytes / MiB).toFixed(0)} MiB`;

async function timeShape(
  shape: 'plain' | 'quoted',
  rows: number,
  rounds: number,
  candidates: Candidate[],
  verdicts: Map<Candidate, string>,
) {
  const directory = mkdtempSync(join(tmpdir(), 'importkit-csv-bench-'));
  const path = join(directory, `${shape}.csv`);
  try {
    await writeCsv(path, rows, shape);
    const entries = [
      'scan',
      ...candidates.map((candidate) => String(CANDIDATES.indexOf(candidate))),
    ];
    const timings = new Map(entries.map((entry) => [entry, [] as Timing[]]));
    for (let round = 0; round < rounds; round++) {
      // A new order each round, so no candidate always runs after the same one.
      const order = entries.map((_, index) => entries[(index + round) % entries.length] as string);
      for (const entry of order) timings.get(entry)?.push(await timeInChild(entry, path));
    }
    const floor = median((timings.get('scan') ?? []).map((timing) => timing.seconds));
    console.log(
      `\n${shape} file: ${rows.toLocaleString('en-US')} rows x ${COLUMNS}; load average ${loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}`,
    );
    for (const entry of entries) {
      const runs = timings.get(entry) ?? [];
      const times = runs.map((timing) => timing.seconds);
      const candidate = entry === 'scan' ? undefined : CANDIDATES[Number(entry)];
      const name = candidate?.name ?? 'byte scan (floor)';
      const traits = candidate
        ? `${candidate.streams ? 'streams' : 'WHOLE FILE'}, ${candidate.givesLines ? 'lines' : 'NO LINES'}, bounds: ${candidate.bounds}; corpus ${verdicts.get(candidate)?.split(':')[0]}`
        : `${runs[0]?.rows ?? 0} newlines`;
      console.log(
        `  ${name.padEnd(36)} ${seconds(median(times))} (${seconds(Math.min(...times))}–${seconds(Math.max(...times))})  ${(median(times) / floor).toFixed(2)}x  peak RSS ${mib(median(runs.map((timing) => timing.peakRss)))}  rows ${runs[0]?.rows ?? 0}  ${traits}`,
      );
    }
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      rows: { type: 'string', default: '200000' },
      rounds: { type: 'string', default: '5' },
      shape: { type: 'string', default: 'both' },
      only: { type: 'string' },
    },
  });
  const rows = Math.min(1_000_000, Number(values.rows));
  const rounds = Number(values.rounds);
  const wanted = (values.only ?? '').split('|');
  const candidates = CANDIDATES.filter((candidate) =>
    wanted.some((text) => candidate.name.includes(text)),
  );
  console.log(
    `load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
  const verdicts = new Map<Candidate, string>();
  console.log(`differential corpus: ${EDGE_CASES.length} edge cases, ${RANDOM_FILES} random files`);
  for (const candidate of candidates) {
    verdicts.set(candidate, corpusVerdict(await corpusFailures(candidate)));
    console.log(`  ${candidate.name.padEnd(36)} ${verdicts.get(candidate)}`);
  }
  if (rounds === 0) return;
  const shapes = values.shape === 'both' ? (['plain', 'quoted'] as const) : [values.shape];
  for (const shape of shapes) {
    await timeShape(shape as 'plain' | 'quoted', rows, rounds, candidates, verdicts);
  }
}

if (process.argv[2] === '--corpus') {
  await runCorpusChild(Number(process.argv[3]));
} else if (process.argv[2] === '--child') {
  await runChild(process.argv[3] as string, process.argv[4] as string, process.argv[5] as string);
} else {
  await main();
}

/**
 * Benchmark of extraction: `npx tsx bench/extraction.ts [--rows N]`.
 *
 * Writes a CSV of N rows (default 1,000,000) and 10 columns (about 100 MB at 1,000,000) to a
 * temporary directory, uploads it to a dev server in a child process and times the `file:extract`
 * job (upload excluded) until it completes. The floor: a plain byte scan of the same file (read
 * in 1 MiB chunks, every byte compared once, nothing decoded; bench/support/csv-floors.ts), in a
 * process of its own, read before and after the extraction and the mean of the two taken (on a
 * shared machine one reading alone can be a third off). csv-parse alone streaming the file (the
 * parser the dev server uses) is measured the same way and printed as a second reference line.
 * The same is done with a tenth of the rows, each size in a fresh child, for the dev server's
 * peak memory at both sizes: its peak RSS (VmHWM; this includes the stored records, which the
 * dev server keeps in memory) and its peak JS heap sampled every 50 ms during extraction and the
 * heap it holds after a collection at the end (target: flat), with the memory of its buffers
 * outside the heap at that time (`arrayBuffers`: the record arenas, read buffers).
 * `--event-log-mib M` caps the dev server's event log (`eventLogBytes`, default 256 MiB): the
 * `records:created` events it keeps list every created id, so with a small cap the heap shows
 * what extraction itself holds.
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createClient, uploadFile } from '@importkit/api';
import { startDevServer } from '@importkit/dev-server';
import { byteScan, csvParseAlone, type FloorReading } from './support/csv-floors';
import { loadNow, printBenchHeader, printFloorRow } from './support/floor-report';
import { peakRss } from './support/process-memory';

const MiB = 1024 * 1024;
const COLUMNS = 10;

async function writeCsv(path: string, rows: number): Promise<void> {
  const out = createWriteStream(path);
  out.write(`${Array.from({ length: COLUMNS }, (_, c) => `column${c}`).join(',')}\n`);
  for (let row = 0; row < rows; row++) {
    const line = `${Array.from({ length: COLUMNS }, (_, c) => `value${row % 99991}_${c}`).join(',')}\n`;
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

/** One floor, read in a child process of its own: its time, rows and peak RSS. */
async function floorInChild(kind: 'scan' | 'csv-parse', path: string) {
  const child = fork(fileURLToPath(import.meta.url), ['--floor', kind, path], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const [reading] = (await once(child, 'message')) as [FloorReading & { peak: number }];
  await once(child, 'exit');
  return reading;
}

async function readFloor(kind: string, path: string): Promise<void> {
  const reading = kind === 'scan' ? await byteScan(path) : await csvParseAlone(path);
  process.send?.({ ...reading, peak: peakRss() });
  process.disconnect();
}

/** A floor read before and after the extraction: the mean of their times, the larger peak. */
function meanOf(before: FloorReading & { peak: number }, after: FloorReading & { peak: number }) {
  return {
    rows: after.rows,
    ms: (before.ms + after.ms) / 2,
    peak: Math.max(before.peak, after.peak),
    range: `${(before.ms / 1000).toFixed(2)} s before, ${(after.ms / 1000).toFixed(2)} s after`,
  };
}

// ------------------------------------------------------------------------------ child process

async function serveDevServer(eventLogBytes: number | undefined) {
  const server = await startDevServer({ port: 0, eventLogBytes });
  let peakHeap = 0;
  let buffers = 0;
  const sampler = setInterval(() => {
    const usage = process.memoryUsage();
    if (usage.heapUsed > peakHeap) peakHeap = usage.heapUsed;
    buffers = usage.arrayBuffers;
  }, 50);
  process.send?.({ url: server.url, apiKey: server.apiKey, environmentId: server.environmentId });
  await once(process, 'message');
  clearInterval(sampler);
  // What stays once the garbage is collected: the peak above also counts garbage not yet
  // collected, which V8 lets grow with the allocation rate.
  globalThis.gc?.();
  const heldHeap = process.memoryUsage().heapUsed;
  process.send?.({ peakHeap, buffers, heldHeap });
  await once(process, 'message');
  await server.close();
  process.disconnect();
}

// ------------------------------------------------------------------------------ main

interface Extracted {
  seconds: number;
  records: number;
  peakRss: number;
  peakHeap: number;
  buffers: number;
  heldHeap: number;
}

async function extractInChild(
  path: string,
  cpuProfileDir?: string,
  eventLogMiB?: string,
): Promise<Extracted> {
  const profiling =
    cpuProfileDir === undefined ? [] : ['--cpu-prof', '--cpu-prof-dir', cpuProfileDir];
  const eventLog = eventLogMiB === undefined ? [] : ['--event-log-mib', eventLogMiB];
  const child = fork(fileURLToPath(import.meta.url), ['--child', ...eventLog], {
    execArgv: ['--import', 'tsx', '--expose-gc', ...profiling],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const [target] = (await once(child, 'message')) as [
    { url: string; apiKey: string; environmentId: string },
  ];
  const client = createClient({ baseUrl: target.url, apiKey: target.apiKey, retry: false });
  const space = await client.POST('/v1/spaces', { body: { name: 'Bench' } });
  const spaceId = space.data?.data.id as string;
  const file = await uploadFile(client, {
    spaceId,
    environmentId: target.environmentId,
    file: path,
    name: 'bench.csv',
  });
  const started = performance.now();
  let job: { status: string; updatedAt?: string } | undefined;
  while (job?.status !== 'complete' && job?.status !== 'failed') {
    await new Promise((resolve) => setTimeout(resolve, 25));
    const jobs = await client.GET('/v1/jobs', { params: { query: { fileId: file.id } } });
    job = jobs.data?.data.find((candidate) => candidate.source === file.id);
  }
  const seconds = (performance.now() - started) / 1000;
  if (job.status === 'failed') throw new Error(`extraction failed: ${JSON.stringify(job)}`);
  const stored = await client.GET('/v1/files/{fileId}', {
    params: { path: { fileId: file.id } },
  });
  const records = stored.data?.data.extraction?.sheets?.[0]?.records ?? 0;
  const peak = peakRss(child.pid as number);
  child.send('stop');
  const [{ peakHeap, buffers, heldHeap }] = (await once(child, 'message')) as [
    { peakHeap: number; buffers: number; heldHeap: number },
  ];
  child.send('close');
  await once(child, 'exit');
  return { seconds, records, peakRss: peak, peakHeap, buffers, heldHeap };
}

async function main() {
  const { values } = parseArgs({
    options: {
      rows: { type: 'string' },
      child: { type: 'boolean' },
      floor: { type: 'string' },
      'cpu-prof-dir': { type: 'string' },
      'event-log-mib': { type: 'string' },
    },
    allowPositionals: true,
  });
  const eventLogMiB = values['event-log-mib'];
  if (values.child) {
    return serveDevServer(eventLogMiB === undefined ? undefined : Number(eventLogMiB) * MiB);
  }
  if (values.floor) return readFloor(values.floor, process.argv.at(-1) as string);
  const rows = Number(values.rows ?? 1_000_000);
  const directory = mkdtempSync(join(tmpdir(), 'importkit-bench-extraction-'));
  const fmt = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 });
  printBenchHeader(`extraction: a CSV of ${fmt(rows)} rows x ${COLUMNS} columns (file:extract)`);
  try {
    const sizes = [Math.floor(rows / 10), rows];
    const results: { rows: number; extracted: Extracted }[] = [];
    for (const size of sizes) {
      const path = join(directory, `rows-${size}.csv`);
      await writeCsv(path, size);
      const full = size === rows;
      const before = full
        ? { scan: await floorInChild('scan', path), parser: await floorInChild('csv-parse', path) }
        : undefined;
      const extracted = await extractInChild(path, values['cpu-prof-dir'], eventLogMiB);
      const load = loadNow();
      if (extracted.records !== size) {
        throw new Error(`extracted ${extracted.records} records of ${size}`);
      }
      results.push({ rows: size, extracted });
      if (before) {
        const scan = meanOf(before.scan, await floorInChild('scan', path));
        const parser = meanOf(before.parser, await floorInChild('csv-parse', path));
        if (scan.rows !== size || parser.rows !== size) throw new Error('a floor miscounted');
        console.log(`  file: ${fmt(statSync(path).size / MiB)} MiB`);
        const row = { path: `file:extract, ${fmt(size)} rows`, oursMs: extracted.seconds * 1000 };
        const common = { count: size, countUnit: 'rows', oursRss: extracted.peakRss, load };
        printFloorRow({
          ...row,
          ...common,
          floorMs: scan.ms,
          floorRss: scan.peak,
          floor: `a plain byte scan of the same file (1 MiB reads, each byte compared once; ${scan.range})`,
        });
        printFloorRow({
          ...row,
          ...common,
          path: `${row.path}, against csv-parse alone`,
          reference: true,
          floorMs: parser.ms,
          floorRss: parser.peak,
          floor: `csv-parse streaming the same file into rows, nothing stored (${parser.range})`,
        });
      }
      rmSync(path, { force: true });
    }
    for (const { rows: size, extracted } of results) {
      console.log(
        `  dev server at ${fmt(size)} rows: peak RSS ${fmt(extracted.peakRss / MiB)} MiB, peak JS heap ${fmt(extracted.peakHeap / MiB)} MiB, JS heap after a collection ${fmt(extracted.heldHeap / MiB)} MiB, buffers outside the heap after ${fmt(extracted.buffers / MiB)} MiB`,
      );
    }
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

await main();

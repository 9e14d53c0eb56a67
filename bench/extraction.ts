/**
 * Benchmark of extraction: `npx tsx bench/extraction.ts [--rows N]`.
 *
 * Writes a CSV of N rows (default 1,000,000) and 10 columns (about 100 MB at 1,000,000) to a
 * temporary directory, times csv-parse alone reading it as a stream (the floor: the mean of a
 * reading before and one after), and between them uploads it to a dev server in a child process
 * and times the `file:extract` job (upload excluded) until it completes. Rows per second of both,
 * and their ratio (target ≥ 0.7x). The dev server parses a file this large with csv-parse in a
 * worker thread while it stores the rows, so the ratio shows what storing adds to parsing. The same is done with a
 * tenth of the rows, each size in a fresh child, for the dev server's peak memory at both sizes:
 * its peak RSS (VmHWM; this includes the stored records, which the dev server keeps in memory)
 * and its peak JS heap sampled every 50 ms during extraction and the heap it holds after a
 * collection at the end (target: flat), with the memory of
 * its buffers outside the heap at that time (`arrayBuffers`: the record arenas, read buffers).
 * `--event-log-mib M` caps the dev server's event log (`eventLogBytes`, default 256 MiB): the
 * `records:created` events it keeps list every created id, so with a small cap the heap shows
 * what extraction itself holds.
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import {
  createReadStream,
  createWriteStream,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createClient, uploadFile } from '@importkit/api';
import { startDevServer } from '@importkit/dev-server';
import { parse } from 'csv-parse';

const MiB = 1024 * 1024;
const COLUMNS = 10;

function memoryOf(pid: number, key: 'VmHWM' | 'VmRSS'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(key));
  return Number(line?.match(/\d+/)?.[0] ?? 0) * 1024;
}

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

/** csv-parse alone, reading the file as a stream: the floor. */
async function parserAlone(path: string): Promise<{ rows: number; seconds: number }> {
  const started = performance.now();
  let rows = 0;
  for await (const _row of createReadStream(path, { encoding: 'utf8' }).pipe(parse())) rows++;
  return { rows: rows - 1, seconds: (performance.now() - started) / 1000 };
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
    await new Promise((resolve) => setTimeout(resolve, 100));
    const jobs = await client.GET('/v1/jobs', { params: { query: { fileId: file.id } } });
    job = jobs.data?.data.find((candidate) => candidate.source === file.id);
  }
  const seconds = (performance.now() - started) / 1000;
  if (job.status === 'failed') throw new Error(`extraction failed: ${JSON.stringify(job)}`);
  const stored = await client.GET('/v1/files/{fileId}', {
    params: { path: { fileId: file.id } },
  });
  const records = stored.data?.data.extraction?.sheets?.[0]?.records ?? 0;
  const peakRss = memoryOf(child.pid as number, 'VmHWM');
  child.send('stop');
  const [{ peakHeap, buffers, heldHeap }] = (await once(child, 'message')) as [
    { peakHeap: number; buffers: number; heldHeap: number },
  ];
  child.send('close');
  await once(child, 'exit');
  return { seconds, records, peakRss, peakHeap, buffers, heldHeap };
}

async function main() {
  const { values } = parseArgs({
    options: {
      rows: { type: 'string' },
      child: { type: 'boolean' },
      'cpu-prof-dir': { type: 'string' },
      'event-log-mib': { type: 'string' },
    },
  });
  const eventLogMiB = values['event-log-mib'];
  if (values.child) {
    return serveDevServer(eventLogMiB === undefined ? undefined : Number(eventLogMiB) * MiB);
  }
  const rows = Number(values.rows ?? 1_000_000);
  const directory = mkdtempSync(join(tmpdir(), 'importkit-bench-extraction-'));
  const fmt = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 });
  try {
    const sizes = [Math.floor(rows / 10), rows];
    const results: { rows: number; extracted: Extracted }[] = [];
    for (const size of sizes) {
      const path = join(directory, `rows-${size}.csv`);
      await writeCsv(path, size);
      // The floor is read before and after the extraction, and their mean taken: on a shared
      // machine one reading alone can be a third off.
      const before = size === rows ? await parserAlone(path) : undefined;
      const extracted = await extractInChild(path, values['cpu-prof-dir'], eventLogMiB);
      if (extracted.records !== size) {
        throw new Error(`extracted ${extracted.records} records of ${size}`);
      }
      results.push({ rows: size, extracted });
      if (before) {
        const after = await parserAlone(path);
        const floor = { rows: after.rows, seconds: (before.seconds + after.seconds) / 2 };
        const fileSize = statSync(path).size;
        console.log(`file: ${fmt(rows)} rows x ${COLUMNS} columns, ${fmt(fileSize / MiB)} MiB`);
        console.log(
          `csv-parse alone: ${fmt(floor.seconds)} s (${fmt(before.seconds)} s before, ${fmt(after.seconds)} s after), ${fmt(floor.rows / floor.seconds)} rows/s`,
        );
        console.log(
          `extraction (file:extract): ${fmt(extracted.seconds)} s, ${fmt(size / extracted.seconds)} rows/s, ` +
            `${fmt(floor.seconds / extracted.seconds)}x the parser alone (target >= 0.7x)`,
        );
      }
      rmSync(path, { force: true });
    }
    for (const { rows: size, extracted } of results) {
      console.log(
        `dev server at ${fmt(size)} rows: peak RSS ${fmt(extracted.peakRss / MiB)} MiB, peak JS heap ${fmt(extracted.peakHeap / MiB)} MiB, JS heap after a collection ${fmt(extracted.heldHeap / MiB)} MiB, buffers outside the heap after ${fmt(extracted.buffers / MiB)} MiB`,
      );
    }
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

await main();

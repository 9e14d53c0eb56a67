/**
 * Benchmark of `--data` persistence: `npx tsx bench/state-save-load.ts [--records N]`.
 *
 * Builds a server's state with one sheet of N records (default 1,000,000; 10 string fields, the
 * shape of bench/dev-server.ts), saves it as `--data` does (timed, the best of three, with the
 * RSS rise of this process during the save), then loads it in a child process (so its peak RSS, VmHWM, is the
 * load's own). Floors, each in a child process of its own in the same run
 * (bench/support/state-file-floors.ts): for the load, reading the same file and splitting it into
 * lines; for the save, writing the same bytes with one write, flushed and renamed into place
 * (the best of three, as a write's time swings with what the disk is still flushing).
 * Also printed: the load's peak RSS against the RSS of this process holding the same store built
 * in memory (1.00x = the load costs nothing beyond the store).
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  loadDataDirectory,
  STATE_FILE,
} from '../packages/dev-server/src/persistence/data-directory';
import { captureState } from '../packages/dev-server/src/persistence/runtime-state';
import { writeStateFile } from '../packages/dev-server/src/persistence/state-file';
import type { DevRuntime } from '../packages/dev-server/src/runtime/runtime';
import { createRuntime } from '../packages/dev-server/src/server/create-runtime';
import type { SheetEntity } from '../packages/dev-server/src/store/entities';
import { formatMiB, loadNow, printBenchHeader, printFloorRow } from './support/floor-report';
import { currentRss, peakRss, withPeakRss } from './support/process-memory';
import { readLines, writeOnce } from './support/state-file-floors';

const FIELDS = Array.from({ length: 10 }, (_, index) => `field${index}`);
/** Saves (ours and the floor's) are timed this many times and the best kept: disks are noisy. */
const SAVE_ROUNDS = 3;

const makeRuntime = () => createRuntime({ eventLogLimit: 100_000, heartbeatMs: 15_000 });

function fill(runtime: DevRuntime, records: number): string {
  const sheetId = runtime.nextId('us_sh_');
  runtime.store.sheets.put({ id: sheetId, name: 'Big', slug: 'big' } as unknown as SheetEntity);
  runtime.store.records.createSheet(sheetId);
  for (let start = 0; start < records; start += 10_000) {
    const batch = Array.from({ length: Math.min(10_000, records - start) }, (_, index) => ({
      id: runtime.nextId('us_rc_'),
      valid: true,
      values: Object.fromEntries(
        FIELDS.map((field) => [field, { value: `${field} value ${start + index}`, valid: true }]),
      ),
    }));
    runtime.store.records.insert(sheetId, batch);
  }
  return sheetId;
}

/** What a child measured: its time, its peak RSS, and what it counted. */
interface ChildResult {
  ms: number;
  peak: number;
  count: number;
  /** The save floor's: how far its RSS rose during the write, and the write alone's time. */
  rise?: number;
  writeMs?: number;
}

/** Runs a role of this file in a child process and returns what it measured. */
async function inChild(role: string, path: string): Promise<ChildResult> {
  const child = fork(fileURLToPath(import.meta.url), ['--child', role, path], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const [result] = (await once(child, 'message')) as [ChildResult];
  await once(child, 'exit');
  return result;
}

async function runChild(role: string, path: string): Promise<void> {
  let result: Omit<ChildResult, 'peak'>;
  if (role === 'load') {
    const started = performance.now();
    const { runtime } = await loadDataDirectory(path, makeRuntime);
    const ms = performance.now() - started;
    const sheet = runtime.store.sheets.list()[0] as SheetEntity;
    result = { ms, count: runtime.store.records.counts(sheet.id).total };
    runtime.runCloseHooks();
  } else if (role === 'floor-load') {
    const { lines, ms } = await readLines(path);
    result = { ms, count: lines };
  } else {
    // A write's time swings with what the disk is still flushing: the best of the rounds.
    const writes = [];
    for (let round = 0; round < SAVE_ROUNDS; round++)
      writes.push(await writeOnce(path, `${path}.floor`));
    result = { ...writes.reduce((a, b) => (a.ms <= b.ms ? a : b)), count: 0 };
  }
  process.send?.({ ...result, peak: peakRss() });
}

async function main(records: number): Promise<void> {
  printBenchHeader(`--data save and load: ${records.toLocaleString('en')} records x 10 fields`);
  const directory = await mkdtemp(join(tmpdir(), 'importkit-bench-state-'));
  const statePath = join(directory, STATE_FILE);
  try {
    const runtime = makeRuntime();
    fill(runtime, records);
    globalThis.gc?.();
    const holding = currentRss();
    const saves = [];
    for (let round = 0; round < SAVE_ROUNDS; round++) {
      saves.push(await withPeakRss(() => writeStateFile(statePath, captureState(runtime))));
    }
    const save = saves.reduce((a, b) => (a.ms <= b.ms ? a : b));
    const saveLoad = loadNow();
    const size = (await stat(statePath)).size;
    runtime.runCloseHooks();
    const saveFloor = await inChild('floor-save', statePath);
    const load = await inChild('load', directory);
    if (load.count !== records) throw new Error(`loaded ${load.count} of ${records} records`);
    const loadFloor = await inChild('floor-load', statePath);
    console.log(`  state file: ${formatMiB(size)}, ${loadFloor.count.toLocaleString('en')} lines`);
    printFloorRow({
      path: 'save (writeStateFile)',
      oursMs: save.ms,
      floorMs: saveFloor.ms,
      count: records,
      countUnit: 'records',
      rssKind: 'rise',
      oursRss: save.rise,
      floorRss: saveFloor.rise,
      load: saveLoad,
      floor: `the same bytes (read first, not timed) written with one write (${saveFloor.writeMs?.toFixed(0)} ms of it), fsync, rename, in a child`,
    });
    printFloorRow({
      path: 'load (loadDataDirectory, in a child)',
      oursMs: load.ms,
      floorMs: loadFloor.ms,
      count: records,
      countUnit: 'records',
      oursRss: load.peak,
      floorRss: loadFloor.peak,
      floor: 'reading the same file (1 MiB reads) and splitting it into lines, in a child',
    });
    console.log(
      `  load's peak RSS ${formatMiB(load.peak)} vs ${formatMiB(holding)} holding the store built in memory (${(load.peak / holding).toFixed(2)}x)`,
    );
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

const { values, positionals } = parseArgs({
  options: { records: { type: 'string' }, child: { type: 'string' } },
  allowPositionals: true,
});
if (values.child) await runChild(values.child, positionals[0] as string);
else await main(Number(values.records ?? 1_000_000));

/**
 * Benchmark of `--data` persistence: `npx tsx bench/state-save-load.ts [--records N]`.
 *
 * Builds a server's state with one sheet of N records (default 1,000,000; 10 string fields, the
 * shape of bench/dev-server.ts), saves it as `--data` does, then loads it in a child process (so
 * its peak RSS, /proc/<pid>/status VmHWM, is the load's own). Prints the save and load times,
 * the file size, and memory as ratios against the floor of holding the store itself: the save's
 * peak RSS over the RSS before it, and the load's peak RSS over the RSS of a process holding the
 * same store built in memory (1.00x = the load costs nothing beyond the store).
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFileSync, rm, stat } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import {
  loadDataDirectory,
  STATE_FILE,
} from '../packages/dev-server/src/persistence/data-directory';
import { captureState } from '../packages/dev-server/src/persistence/runtime-state';
import { writeStateFile } from '../packages/dev-server/src/persistence/state-file';
import type { DevRuntime } from '../packages/dev-server/src/runtime/runtime';
import { createRuntime } from '../packages/dev-server/src/server/create-runtime';
import type { SheetEntity } from '../packages/dev-server/src/store/entities';

const MiB = 1024 * 1024;
const FIELDS = Array.from({ length: 10 }, (_, index) => `field${index}`);

function peakRss(): number {
  const status = readFileSync('/proc/self/status', 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

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

if (process.argv[2] === '--child') {
  const directory = process.argv[3] as string;
  const started = performance.now();
  const { runtime } = await loadDataDirectory(directory, makeRuntime);
  const loadMs = performance.now() - started;
  const sheet = runtime.store.sheets.list()[0] as SheetEntity;
  const { total } = runtime.store.records.counts(sheet.id);
  process.send?.({ loadMs, peak: peakRss(), total });
  runtime.runCloseHooks();
} else {
  const { values } = parseArgs({ options: { records: { type: 'string' } } });
  const records = Number(values.records ?? 1_000_000);
  const directory = await promisify(mkdtemp)(join(tmpdir(), 'importkit-bench-state-'));
  try {
    const runtime = makeRuntime();
    fill(runtime, records);
    globalThis.gc?.();
    const before = process.memoryUsage().rss;
    let peakDuringSave = before;
    const sampler = setInterval(() => {
      peakDuringSave = Math.max(peakDuringSave, process.memoryUsage().rss);
    }, 5);
    const started = performance.now();
    await writeStateFile(join(directory, STATE_FILE), captureState(runtime));
    const saveMs = performance.now() - started;
    clearInterval(sampler);
    peakDuringSave = Math.max(peakDuringSave, process.memoryUsage().rss);
    const size = (await promisify(stat)(join(directory, STATE_FILE))).size;

    const child = fork(fileURLToPath(import.meta.url), ['--child', directory], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const [result] = (await once(child, 'message')) as [
      { loadMs: number; peak: number; total: number },
    ];
    await once(child, 'exit');
    if (result.total !== records) throw new Error(`loaded ${result.total} of ${records} records`);
    console.log(`records: ${records.toLocaleString('en')} (10 string fields)`);
    console.log(`state file: ${(size / MiB).toFixed(0)} MiB`);
    console.log(
      `save: ${(saveMs / 1000).toFixed(2)} s; RSS ${(before / MiB).toFixed(0)} MiB before, peak ${(peakDuringSave / MiB).toFixed(0)} MiB during (${(peakDuringSave / before).toFixed(2)}x)`,
    );
    console.log(
      `load: ${(result.loadMs / 1000).toFixed(2)} s; peak RSS ${(result.peak / MiB).toFixed(0)} MiB vs ${(before / MiB).toFixed(0)} MiB holding the store built in memory (${(result.peak / before).toFixed(2)}x)`,
    );
    runtime.runCloseHooks();
  } finally {
    await promisify(rm)(directory, { recursive: true, force: true });
  }
}

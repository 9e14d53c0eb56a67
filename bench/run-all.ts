/**
 * `npm run bench`: runs every benchmark one after another, each in its own process so one's
 * memory does not colour the next one's figures. Each gets the sizes listed below, which keep the
 * whole run under ten minutes on a shared 2-core machine; `--full` runs each at its own defaults
 * instead (the sizes of the issue: 1,000,000 records). A flag given here replaces that flag
 * wherever a benchmark's sizes name it (`npm run bench -- --records 1000000`); `--only NAME` picks
 * one benchmark and hands it every other flag.
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

/** Far above any benchmark's time at its sizes here (`--full` runs at 1M records get an hour). */
const BENCHMARK_TIMEOUT_MS = (process.argv.includes('--full') ? 60 : 15) * 60_000;

const benchmarks: Record<string, string[]> = {
  'dev-server': ['--records', '100000'],
  extraction: ['--rows', '200000'],
  transform: ['--records', '100000'],
  'state-save-load': ['--records', '200000'],
  'records-rules': ['--records', '100000'],
  'reference-recheck': ['--records', '100000', '--links', '5000'],
  snapshots: ['--records', '100000'],
  jobs: ['--jobs', '2000', '--rounds', '1'],
  listener: ['--events', '20000', '--latency', '500', '--rounds', '1', '--cpu-rounds', '5'],
  'listener-restart': ['--saves', '3'],
  'webhook-egress': ['--records', '100000', '--rounds', '1'],
  'testing-environment': ['--rounds', '10'],
};

/** `--flag value` and `--flag` (a switch) pairs, in order. */
function flagsOf(argv: readonly string[]): Map<string, string | undefined> {
  const flags = new Map<string, string | undefined>();
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i] as string;
    if (!flag.startsWith('--')) throw new Error(`bench: expected a --flag, got "${flag}"`);
    const value = argv[i + 1];
    const hasValue = value !== undefined && !value.startsWith('--');
    flags.set(flag, hasValue ? value : undefined);
    if (hasValue) i++;
  }
  return flags;
}

const toArgs = (flags: Map<string, string | undefined>) =>
  [...flags].flatMap(([flag, value]) => (value === undefined ? [flag] : [flag, value]));

const given = flagsOf(process.argv.slice(2));
const only = given.get('--only');
const full = given.has('--full');
given.delete('--only');
given.delete('--full');
if (only !== undefined && !(only in benchmarks)) {
  console.error(
    `bench: no benchmark named "${only}" (have: ${Object.keys(benchmarks).join(', ')})`,
  );
  process.exit(1);
}

const started = performance.now();
let failed = 0;
for (const [name, sizes] of Object.entries(benchmarks)) {
  if (only !== undefined && name !== only) continue;
  const flags = flagsOf(full ? [] : sizes);
  // A flag given here replaces the benchmark's own; with --only, every flag goes to it.
  for (const [flag, value] of given) {
    if (only !== undefined || flagsOf(sizes).has(flag)) flags.set(flag, value);
  }
  const args = toArgs(flags);
  const [load] = loadavg();
  console.log(`\n=== bench/${name}.ts ${args.join(' ')} (load average ${load?.toFixed(2)})`);
  const script = fileURLToPath(new URL(`./${name}.ts`, import.meta.url));
  // --expose-gc: the memory figures after a collection (snapshots, extraction) are then taken.
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--expose-gc', script, ...args], {
    stdio: 'inherit',
    // A benchmark that hangs (a lost event it waits for) is a failure to report, not a stop.
    timeout: BENCHMARK_TIMEOUT_MS,
    killSignal: 'SIGKILL',
  });
  if (run.status !== 0) {
    console.error(`bench: ${name} failed (${run.signal ?? `exit ${run.status}`})`);
    failed += 1;
  }
}
const minutes = (performance.now() - started) / 60_000;
console.log(
  `\nbench: ${failed === 0 ? 'all ran' : `${failed} failed`} in ${minutes.toFixed(1)} min`,
);
process.exitCode = failed === 0 ? 0 : 1;

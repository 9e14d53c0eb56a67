/**
 * `npm run bench`: runs every benchmark one after another, each in its own process so one's
 * memory does not colour the next one's figures. Extra arguments go to every benchmark
 * (`npm run bench -- --records 100000`); `--only listener` picks one.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const benchmarks = [
  'dev-server',
  'listener',
  'jobs',
  'webhook-egress',
  'snapshots',
  'testing-environment',
];

/** Splits `--only NAME` off the arguments; everything else goes to each benchmark. */
function readArguments(argv: string[]): { only?: string; passThrough: string[] } {
  const onlyAt = argv.indexOf('--only');
  if (onlyAt === -1) return { passThrough: argv };
  return {
    only: argv[onlyAt + 1],
    passThrough: argv.filter((_, i) => i !== onlyAt && i !== onlyAt + 1),
  };
}

const { only, passThrough } = readArguments(process.argv.slice(2));
const selected = only ? [only] : benchmarks;
let failed = 0;
for (const name of selected) {
  const script = fileURLToPath(new URL(`./${name}.ts`, import.meta.url));
  if (!existsSync(script)) {
    console.error(`bench: no benchmark named "${name}" (have: ${benchmarks.join(', ')})`);
    failed += 1;
    continue;
  }
  console.log(`\n=== bench/${name}.ts ${passThrough.join(' ')}`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', script, ...passThrough], {
    stdio: 'inherit',
  });
  if (run.status !== 0) failed += 1;
}
process.exitCode = failed === 0 ? 0 : 1;

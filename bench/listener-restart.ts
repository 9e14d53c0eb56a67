/**
 * Benchmark of `importkit-dev --listener` restarts: `npx tsx bench/listener-restart.ts [--saves N]`.
 *
 * Runs a listener (a `Listener` of @importkit/listener with one handler) with the dev server's
 * runner against a dev server on 127.0.0.1 port 0, then saves its module N times (default 3; in
 * place, renamed over, deleted and created again, in turn), each after a pause long enough for
 * the spare child to be ready, as between a person's saves. Printed per save: when the restart
 * began and when the new listener listened; then the worst restart (save → listening) against
 * the floor, measured in the same run with the same saves (bench/support/restart-floor-child.ts):
 * one warm process that sees the save with `fs.watch`, imports the module afresh and starts its
 * Listener (our own code on both sides: the listener package and the server). The runner's cold
 * start is printed as a reference line. RSS: the runner's listener processes (every descendant
 * of this process) when the last restart listened, against the floor's process then.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtemp, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { runListener } from '../packages/dev-server/src/listener-runner/listener-runner';
import { startDevServer } from '../packages/dev-server/src/server/start-dev-server';
import { loadNow, printBenchHeader, printFloorRow } from './support/floor-report';
import { currentRss, descendantsOf } from './support/process-memory';

const PAUSE_BETWEEN_SAVES_MS = 10_000;
/** The floor has no spare process to wait for: a short pause lets its watcher settle. */
const FLOOR_PAUSE_MS = 1000;
const { values } = parseArgs({ options: { saves: { type: 'string', default: '3' } } });
const saves = Number(values.saves);

// Inside the repository, so that the module's `@importkit/listener` resolves as a user's would.
const directory = await mkdtemp(join(fileURLToPath(new URL('.', import.meta.url)), '.restart-'));
const modulePath = join(directory, 'listener.ts');
const source = (version: number) =>
  `import { Listener } from '@importkit/listener';\nexport default new Listener().on('space:created', function v${version}() {});\n`;
const saveKinds: [string, (text: string) => Promise<void>][] = [
  ['in place', (text) => writeFile(modulePath, text)],
  [
    'renamed over',
    async (text) => {
      await writeFile(`${modulePath}.new`, text);
      await rename(`${modulePath}.new`, modulePath);
    },
  ],
  [
    'deleted and created again',
    async (text) => {
      await unlink(modulePath);
      await writeFile(modulePath, text);
    },
  ],
];
const kindOf = (save: number) => saveKinds[(save - 1) % saveKinds.length] as (typeof saveKinds)[0];
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let output = '';
let wake: (() => void) | undefined;
const io = {
  stdout: (text: string) => {
    output += text;
    wake?.();
  },
  stderr: (text: string) => process.stderr.write(text),
};
const count = (pattern: RegExp) => output.match(pattern)?.length ?? 0;
async function until(pattern: RegExp, times: number): Promise<number> {
  while (count(pattern) < times) await new Promise<void>((resolve) => (wake = resolve));
  return performance.now();
}

/** The runner: cold start, then each save → listening; the RSS of its processes at the end. */
async function measureRunner(server: Parameters<typeof runListener>[0]['server']) {
  await writeFile(modulePath, source(0));
  const started = performance.now();
  const runner = runListener({ modulePath, server, io });
  const coldStartMs = (await until(/is listening/g, 1)) - started;
  console.log(`  runner: cold start, listening ${coldStartMs.toFixed(0)} ms after it started`);
  const restarts: number[] = [];
  for (let save = 1; save <= saves; save++) {
    await pause(PAUSE_BETWEEN_SAVES_MS);
    const [kind, write] = kindOf(save);
    const saved = performance.now();
    await write(source(save));
    const began = await until(/restarting the listener/g, save);
    const listening = await until(/is listening/g, save + 1);
    restarts.push(listening - saved);
    console.log(
      `  runner: save ${save} (${kind}), restart began after ${(began - saved).toFixed(0)} ms, listening after ${(listening - saved).toFixed(0)} ms`,
    );
  }
  const rss = descendantsOf().reduce((sum, pid) => sum + currentRss(pid), 0);
  await runner.close();
  return { coldStartMs, worst: Math.max(...restarts), rss, load: loadNow() };
}

/** The floor: the same saves, each → the floor process listening again. */
async function measureFloor(server: { url: string; apiKey: string; environmentId: string }) {
  await writeFile(modulePath, source(0));
  const child: ChildProcess = fork(
    fileURLToPath(new URL('./support/restart-floor-child.ts', import.meta.url)),
    [],
    {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: { ...process.env, BENCH_RESTART_FLOOR: JSON.stringify({ modulePath, ...server }) },
    },
  );
  // The floor's process ending before it listens again is a failure of the run, not a wait.
  const died = new Promise<never>((_resolve, reject) =>
    child.once('exit', (code, signal) =>
      reject(new Error(`bench: the floor's process ended (${signal ?? `exit ${code}`})`)),
    ),
  );
  died.catch(() => {});
  const listened = (version: number) =>
    Promise.race([
      died,
      new Promise<number>((resolve) => {
        const onMessage = (message: { listening: number }) => {
          if (message.listening < version) return;
          child.off('message', onMessage);
          resolve(performance.now());
        };
        child.on('message', onMessage);
      }),
    ]);
  await listened(1);
  const restarts: number[] = [];
  for (let save = 1; save <= saves; save++) {
    await pause(FLOOR_PAUSE_MS);
    const saved = performance.now();
    const listening = listened(save + 1);
    await kindOf(save)[1](source(save));
    restarts.push((await listening) - saved);
  }
  const rss = currentRss(child.pid as number);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.send('stop');
  await exited;
  console.log(
    `  floor: save → listening ${restarts.map((ms) => `${ms.toFixed(0)} ms`).join(', ')}`,
  );
  return { worst: Math.max(...restarts), rss, load: loadNow() };
}

printBenchHeader(`listener restarts on save: ${saves} saves (runner, then floor)`);
const server = await startDevServer({ port: 0 });
try {
  const runner = await measureRunner(server);
  const floor = await measureFloor(server);
  const row = {
    path: `restart (save → listening), worst of ${saves}`,
    oursMs: runner.worst,
    oursRss: runner.rss,
    rssKind: 'now' as const,
    load: (runner.load + floor.load) / 2,
  };
  printFloorRow({
    ...row,
    floorMs: floor.worst,
    floorRss: floor.rss,
    floor:
      'one warm process: fs.watch sees the save, the module imported afresh, its Listener started (no second process, no debounce)',
    ownCode: '@importkit/listener and the dev server',
  });
  printFloorRow({
    ...row,
    floorMs: runner.coldStartMs,
    reference: true,
    floor: "the runner's own cold start (runner started → listening)",
  });
} finally {
  await server.close();
  await rm(directory, { recursive: true, force: true });
}

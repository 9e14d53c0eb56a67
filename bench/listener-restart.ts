/**
 * Benchmark of `importkit-dev --listener` restarts: `npx tsx bench/listener-restart.ts [--saves N]`.
 *
 * Runs a listener (a `Listener` of @importkit/listener with one handler) against a dev server on
 * 127.0.0.1 port 0, then saves its module N times (default 3; in place, renamed over, deleted and
 * created again, in turn), each after a pause long enough for the spare child to be ready, as
 * between a person's saves. Prints, per save, when the restart began and when the new listener
 * listened; and the ratio of a restart (save → listening) to the floor of a cold start (the
 * runner started → listening), both measured in this run.
 */
import { mkdtemp, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { runListener } from '../packages/dev-server/src/listener-runner/listener-runner';
import { startDevServer } from '../packages/dev-server/src/server/start-dev-server';

const PAUSE_BETWEEN_SAVES_MS = 10_000;
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

await writeFile(modulePath, source(0));
const server = await startDevServer({ port: 0 });
const started = performance.now();
const runner = runListener({ modulePath, server, io });
const coldStartMs = (await until(/is listening/g, 1)) - started;
console.log(`cold start: listening ${coldStartMs.toFixed(0)} ms after the runner started`);

const restarts: number[] = [];
for (let save = 1; save <= saves; save++) {
  await new Promise((resolve) => setTimeout(resolve, PAUSE_BETWEEN_SAVES_MS));
  const [kind, write] = saveKinds[(save - 1) % saveKinds.length] as (typeof saveKinds)[number];
  const saved = performance.now();
  await write(source(save));
  const began = await until(/restarting the listener/g, save);
  const listening = await until(/is listening/g, save + 1);
  restarts.push(listening - saved);
  console.log(
    `save ${save} (${kind}): restart began after ${(began - saved).toFixed(0)} ms, listening after ${(listening - saved).toFixed(0)} ms`,
  );
}
await runner.close();
await server.close();
await rm(directory, { recursive: true, force: true });

const worst = Math.max(...restarts);
console.log(
  `restart (save → listening), worst of ${saves}: ${worst.toFixed(0)} ms = ${(worst / coldStartMs).toFixed(2)}x the cold start`,
);

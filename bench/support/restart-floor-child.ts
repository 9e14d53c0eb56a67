/**
 * The floor of bench/listener-restart.ts, run as a child process (forked with `--import tsx`,
 * as the runner's listener processes run): a process already warm (tsx and @importkit/listener
 * loaded, a client made) that watches the module with `fs.watch`, and on each change to its text
 * closes the listener it runs, imports the module afresh and starts its `Listener`. Afresh: tsx
 * keeps a module by its path (a query string does not make it load again), so each version is
 * imported from a copy of the text next to the module, under a new name. It says `listening` over IPC each time `listen()` resolved.
 * No second process, no debounce, no reload of anything the module loads: the least a restart on
 * save costs. Configuration in BENCH_RESTART_FLOOR (JSON: modulePath, url, apiKey, environmentId).
 * @module
 */
import { watch } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createClient } from '@importkit/api';
import type { Listener } from '@importkit/listener';

const config = JSON.parse(process.env.BENCH_RESTART_FLOOR ?? '{}') as {
  modulePath: string;
  url: string;
  apiKey: string;
  environmentId: string;
};
const client = createClient({ baseUrl: config.url, apiKey: config.apiKey });
let running: { close(): Promise<unknown> } | undefined;
let loadedText = '';
let version = 0;
let loading = Promise.resolve();

async function load(): Promise<void> {
  const text = await readFile(config.modulePath, 'utf8').catch(() => undefined);
  // A save may be seen as several events (or the file be briefly gone, or empty while an
  // in-place write is under way): only new, non-empty text loads.
  if (text === undefined || text === '' || text === loadedText) return;
  loadedText = text;
  await running?.close();
  running = undefined;
  version += 1;
  const copy = join(dirname(config.modulePath), `.floor-${version}-${basename(config.modulePath)}`);
  await writeFile(copy, text);
  const loaded = (await import(pathToFileURL(copy).href).catch(() => undefined)) as
    | { default?: Listener }
    | undefined;
  const listener = loaded?.default;
  // Text read half-written does not compile or has no listener yet: the rest of the write is
  // another event.
  if (typeof listener?.listen !== 'function') {
    loadedText = '';
    return;
  }
  running = await listener.listen({ client, environmentId: config.environmentId });
  process.send?.({ listening: version });
}

const reload = () => {
  loading = loading.then(load);
};
watch(dirname(config.modulePath), (_event, name) => {
  if (name === basename(config.modulePath)) reload();
});
reload();
process.on('message', async () => {
  await loading;
  await running?.close();
  process.exit(0);
});

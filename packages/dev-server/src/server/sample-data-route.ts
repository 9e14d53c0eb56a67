/**
 * `POST /_dev/sample-data` (with the key): fills the server with the sample the package ships,
 * `seed/contacts.json` — the `npm start` workbook (Contacts and Companies, a Submit action) with
 * 200 contacts, 4 of them with an email the example's CRM rejects — through the same door as
 * `--seed`. The console offers it on an empty server. Answers the new workbook's id.
 * @module
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { applySeed } from '../persistence/seed/apply-seed';
import type { DevRuntime } from '../runtime/runtime';

/**
 * The sample blueprint, found from this module's place (`src/server/` in the repository, `dist/`
 * when built), like the console's files.
 */
export function sampleSeedFile(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 3 && !existsSync(join(dir, 'package.json')); depth += 1) {
    dir = dirname(dir);
  }
  return join(dir, 'seed', 'contacts.json');
}

/** Registers `POST /_dev/sample-data`. */
export function registerSampleDataRoute(app: FastifyInstance, runtime: DevRuntime): void {
  app.post('/_dev/sample-data', async () => {
    const before = new Set(runtime.store.workbooks.list().map((workbook) => workbook.id));
    await applySeed(runtime, sampleSeedFile());
    const created = runtime.store.workbooks.list().filter((workbook) => !before.has(workbook.id));
    return { data: { workbookIds: created.map((workbook) => workbook.id) } };
  });
}

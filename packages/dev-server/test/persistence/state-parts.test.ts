/**
 * Nothing the server holds is forgotten by `--data`: every part of the runtime and of the store
 * has a decision in the persistence module, and every store kept beside the runtime (a module
 * map keyed by it) is listed here with how it survives. Adding one without deciding fails here.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RUNTIME_PARTS, STORE_PARTS } from '../../src/persistence/runtime-state';
import { createRuntime } from '../../src/runtime/runtime';

const sourceRoot = fileURLToPath(new URL('../../src', import.meta.url));

/** The module-level maps keyed by a runtime, and why each is (or need not be) saved. */
const SIDE_STORES: Record<string, string> = {
  'files/upload-storage.ts': "the files' bytes: kept in <dataDir>/files",
  'files/multipart-uploads.ts': 'the upload limit: a setting',
  'resources/cron.ts': 'cron timers: rebuilt from the saved agents',
  'contract/request-validators.ts': 'compiled validators: a cache',
  'listener-runner/handler-runs.ts': 'handler runs: saved',
  'records/rules/reference-values.ts': 'referenced values: a cache rebuilt from the records',
  'records/write/reference-links.ts':
    'reference-link indexes: rebuilt from one scan; the first write to a referenced sheet rechecks every referencing cell',
  'records/write/unique-rules.ts': 'unique-value index: rebuilt from one scan on the next write',
  'snapshots/snapshot-registry.ts': "the sheets' snapshots: saved (their records' text in batches)",
  'records/write/sheet-commits.ts': "each sheet's latest version: saved",
};

async function sourceFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries
    .filter(
      (entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'),
    )
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('what --data saves', () => {
  it('decides for every part of the runtime and of its store', () => {
    const runtime = createRuntime({ eventLogLimit: 10, heartbeatMs: 1000 });
    try {
      expect(Object.keys(runtime).sort()).toEqual(Object.keys(RUNTIME_PARTS).sort());
      expect(Object.keys(runtime.store).sort()).toEqual(Object.keys(STORE_PARTS).sort());
    } finally {
      runtime.runCloseHooks();
    }
  });

  it('knows every store kept beside the runtime', async () => {
    const found: string[] = [];
    for (const file of await sourceFiles(sourceRoot)) {
      const text = await readFile(file, 'utf8');
      if (/^const \w+ = new WeakMap/m.test(text)) {
        found.push(
          file
            .slice(sourceRoot.length + 1)
            .split('\\')
            .join('/'),
        );
      }
    }
    expect(found.sort()).toEqual(Object.keys(SIDE_STORES).sort());
  });
});

/**
 * Nothing the server holds is forgotten by `--data` or a reset: every part of the runtime, of its
 * store and of its state (runtime/server-state.ts) has a decision in the persistence module, and
 * no module keeps a server's state beside the runtime (a map keyed by it, a cache filled at run
 * time). Adding one without deciding fails here.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RUNTIME_PARTS, STATE_PARTS, STORE_PARTS } from '../../src/persistence/runtime-state';
import { createRuntime } from '../../src/server/create-runtime';

const sourceRoot = fileURLToPath(new URL('../../src', import.meta.url));

/**
 * Module-level collections that are no server's state, and why. Anything else kept at module
 * level (a map or set filled at run time) would outlive a reset and escape `--data`.
 */
const PROCESS_WIDE: Record<string, string> = {
  'contract/request-validators.ts':
    'compiled validators, per contract document: shared by every server',
  'contract/schema-checks.ts': 'compiled checks of named contract schemas: shared by every server',
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
  it('decides for every part of the runtime, of its store and of its state', () => {
    const runtime = createRuntime({ eventLogLimit: 10, heartbeatMs: 1000 });
    try {
      expect(Object.keys(runtime).sort()).toEqual(Object.keys(RUNTIME_PARTS).sort());
      expect(Object.keys(runtime.store).sort()).toEqual(Object.keys(STORE_PARTS).sort());
      expect(Object.keys(runtime.state).sort()).toEqual(Object.keys(STATE_PARTS).sort());
    } finally {
      runtime.runCloseHooks();
    }
  });

  it('keeps no server state beside the runtime', async () => {
    const found: string[] = [];
    for (const file of await sourceFiles(sourceRoot)) {
      const text = await readFile(file, 'utf8');
      // A module-level map, or a set not written out as a constant list.
      if (/^(export )?(const|let) \w+ = new (WeakMap|Map|WeakSet|Set(?!\(\[))/m.test(text)) {
        found.push(
          file
            .slice(sourceRoot.length + 1)
            .split('\\')
            .join('/'),
        );
      }
    }
    expect(found.sort()).toEqual(Object.keys(PROCESS_WIDE).sort());
  });
});

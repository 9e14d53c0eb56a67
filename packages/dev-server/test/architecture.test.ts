/**
 * The floors of ARCHITECTURE.md, held against the code: each folder of `src/` imports (as values;
 * `import type` names a shape and runs nothing) only the folders below it; records reach the store
 * through `records/write/` alone; and no code calls an operation handler as if it were a request.
 */
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const sourceRoot = fileURLToPath(new URL('../src', import.meta.url));

/** What each folder may import besides itself (the floors, from the bottom up). */
const MAY_IMPORT: Record<string, string[]> = {
  contract: [],
  store: ['contract'],
  http: ['contract'],
  runtime: ['contract', 'store', 'http'],
  'listener-runner': [],
  'webhook-inbox': [],
  jobs: ['contract', 'store', 'http', 'runtime'],
  events: ['contract', 'store', 'http', 'runtime'],
  resources: ['contract', 'store', 'http', 'runtime'],
  snapshots: ['contract', 'store', 'http', 'runtime'],
  records: ['contract', 'store', 'http', 'runtime', 'jobs', 'snapshots', 'resources'],
  workbooks: ['contract', 'store', 'http', 'runtime', 'jobs', 'resources', 'snapshots', 'records'],
  'data-clips': ['contract', 'store', 'http', 'runtime', 'jobs', 'resources', 'records'],
  files: ['contract', 'store', 'http', 'runtime', 'jobs', 'resources', 'records', 'workbooks'],
  mapping: [
    'contract',
    'store',
    'http',
    'runtime',
    'jobs',
    'resources',
    'snapshots',
    'records',
    'workbooks',
  ],
  persistence: [
    'contract',
    'store',
    'http',
    'runtime',
    'jobs',
    'resources',
    'snapshots',
    'records',
    'workbooks',
    'files',
    'listener-runner',
  ],
};

/** The store's record writes (see store/dev-store.ts: `RecordStore`). */
/**
 * Files that put back records already written through the door, exactly as they were saved: the
 * `--data` journal's replay. They write no new record, so nothing of the door applies to them.
 */
const RESTORES_SAVED_RECORDS = ['persistence/journal-replay.ts'];

const RECORD_WRITE =
  /\brecords\.(createSheet|dropSheet|insert|insertValidWritten|insertScanned|replace|replaceValidWritten|rewrite|rewriteText|delete|load)\(/;

interface SourceFile {
  path: string;
  folder: string;
  text: string;
}

let sources: SourceFile[] = [];

beforeAll(async () => {
  const entries = await readdir(sourceRoot, { withFileTypes: true, recursive: true });
  const files = entries.filter(
    (entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'),
  );
  sources = await Promise.all(
    files.map(async (entry) => {
      const path = relative(sourceRoot, join(entry.parentPath, entry.name)).split('\\').join('/');
      const folder = path.includes('/') ? (path.split('/')[0] as string) : '';
      return { path, folder, text: await readFile(join(entry.parentPath, entry.name), 'utf8') };
    }),
  );
});

/** The folders a file's value imports reach (relative imports only). */
function importedFolders(file: SourceFile): string[] {
  const folders: string[] = [];
  for (const match of file.text.matchAll(/^import\s+(type\s+)?[^'"]*?from\s+'(\.[^']+)'/gms)) {
    if (match[1]) continue;
    const target = relative(
      sourceRoot,
      resolve(dirname(join(sourceRoot, file.path)), match[2] as string),
    );
    folders.push(target.split('\\').join('/').split('/')[0] as string);
  }
  return folders;
}

describe('the layout of the dev server', () => {
  it('has a floor for every folder of src/', () => {
    const folders = new Set(sources.map((file) => file.folder).filter((folder) => folder !== ''));
    // server/ is the composition root: it may import anything, and nothing imports it.
    folders.delete('server');
    expect([...folders].sort()).toEqual(Object.keys(MAY_IMPORT).sort());
  });

  it('imports only downwards: each folder the folders below it, nothing the composition root', () => {
    const wrong: string[] = [];
    for (const file of sources) {
      if (file.folder === '' || file.folder === 'server') continue;
      const allowed = new Set([file.folder, ...(MAY_IMPORT[file.folder] ?? [])]);
      for (const folder of importedFolders(file)) {
        if (!allowed.has(folder)) wrong.push(`${file.path} imports ${folder}/`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('writes records to the store only through records/write/', () => {
    const writers = sources
      .filter((file) => !file.path.startsWith('records/write/') && !file.path.startsWith('store/'))
      .filter((file) => !RESTORES_SAVED_RECORDS.includes(file.path))
      .filter((file) => RECORD_WRITE.test(file.text))
      .map((file) => file.path);
    expect(writers).toEqual([]);
  });

  it('never calls an operation handler with a request of its own making', () => {
    const faking = sources
      .filter((file) =>
        /as unknown as OperationInput|\.inject\(|[a-z]Handlers\.\w+\??\.?\(/.test(file.text),
      )
      .map((file) => file.path);
    expect(faking).toEqual([]);
  });
});

/**
 * Which documents the docs checks read, and what the repository holds: the READMEs of the
 * repository, its packages and examples, the benchmarks' notes, and each package's `docs/`
 * pages (where engineering notes moved out of the READMEs live).
 * @module
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type MarkdownDocument, parseMarkdown } from './markdown';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export interface Doc extends MarkdownDocument {
  /** The path from the repository root, with `/` (`packages/api/README.md`). */
  path: string;
  source: string;
}

function markdownIn(folder: string, name?: string): string[] {
  const absolute = join(repoRoot, folder);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { withFileTypes: true }).flatMap((entry) => {
    if (name) {
      const file = posix.join(folder, entry.name, name);
      return entry.isDirectory() && existsSync(join(repoRoot, file)) ? [file] : [];
    }
    return entry.isFile() && entry.name.endsWith('.md') ? [posix.join(folder, entry.name)] : [];
  });
}

/** The paths of every document the checks cover, from the repository root. */
export function docPaths(): string[] {
  const packageDocs = readdirSync(join(repoRoot, 'packages')).flatMap((name) =>
    markdownIn(posix.join('packages', name, 'docs')),
  );
  return [
    'README.md',
    ...markdownIn('packages', 'README.md'),
    ...markdownIn('examples', 'README.md'),
    ...(existsSync(join(repoRoot, 'bench/README.md')) ? ['bench/README.md'] : []),
    ...packageDocs,
  ];
}

export function readDocs(): Doc[] {
  return docPaths().map((path) => {
    const source = readFileSync(join(repoRoot, path), 'utf8');
    return { path, source, ...parseMarkdown(source) };
  });
}

/**
 * Every path the repository holds: committed files, and new files git does not ignore (so the
 * check runs the same before a commit), with each folder above them. Built output, dependencies
 * and ignored artifacts are not the repository's, though they may be on this disk.
 */
export function repositoryPaths(): Set<string> {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const paths = new Set<string>(['']);
  for (const file of listed.split('\n')) {
    if (file === '' || !existsSync(join(repoRoot, file))) continue;
    for (let path = file; path !== '.' && !paths.has(path); path = dirname(path)) paths.add(path);
  }
  return paths;
}

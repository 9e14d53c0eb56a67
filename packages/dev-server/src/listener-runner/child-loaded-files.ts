/**
 * Which files the listener's program is made of, as the child loads them: every ES module tsx
 * resolves (its `onImport` hook), every CommonJS module in `require.cache`, and the file an
 * import could not find — so that saving any of them, also a dependency outside the module's
 * directory, restarts the listener, while nothing inside a `node_modules` folder is ever watched.
 * What it loads from `node_modules` is listed apart, for the next child to load in advance.
 * @module
 */
import { createRequire } from 'node:module';
import { isAbsolute, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import type { PackageModules } from './child-protocol';

/** The files loaded so far. */
export interface LoadedFiles {
  /** The program's files, and the package modules, found since the last call (none twice). */
  takeNew(): { paths: string[]; packages: PackageModules };
  /** Adds the file an import failed to find, named in its error, so that creating it restarts the listener. */
  noteMissing(error: unknown): void;
}

const inNodeModules = `${sep}node_modules${sep}`;

export function trackLoadedFiles(): LoadedFiles {
  const seen = new Set<string>();
  let fresh: string[] = [];
  let packages: PackageModules = { imported: [], required: [] };
  const note = (path: string, url?: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    if (!path.includes(inNodeModules)) fresh.push(path);
    else if (url !== undefined) packages.imported.push(url);
    else packages.required.push(path);
  };
  register({
    onImport(url) {
      if (!url.startsWith('file:')) return;
      const parsed = new URL(url);
      // A query (tsx's namespaces) makes another instance of the module: not one to preload.
      const plain = parsed.search === '' && parsed.hash === '';
      parsed.search = '';
      parsed.hash = '';
      const path = fileURLToPath(parsed);
      if (plain) note(path, url);
      else if (!path.includes(inNodeModules)) note(path);
    },
  });
  const requireCache = createRequire(import.meta.url).cache;
  let cachedCount = 0;
  return {
    takeNew() {
      const cached = Object.keys(requireCache);
      // The cache only grows while a program runs (nobody deletes from it here): a new length
      // means new entries, and an unchanged one spares the scan.
      if (cached.length !== cachedCount) {
        cachedCount = cached.length;
        for (const path of cached) if (isAbsolute(path)) note(path);
      }
      const taken = { paths: fresh, packages };
      fresh = [];
      packages = { imported: [], required: [] };
      return taken;
    },
    noteMissing(error) {
      const message = (error as { message?: unknown } | undefined)?.message;
      const missing =
        typeof message === 'string' ? /Cannot find module '([^']+)'/.exec(message) : null;
      const path = missing?.[1];
      if (path === undefined) return;
      if (path.startsWith('file:')) note(fileURLToPath(path));
      else if (isAbsolute(path)) note(path);
    },
  };
}

/**
 * A test's child-process entry (a file that starts a dev server) bundled with esbuild into one
 * ES module: a child started from it is up in a fraction of the time tsx takes to compile the
 * sources at every start, which matters to the tests that kill and restart servers many times.
 * `@importkit/*` imports are bundled from the sources (as the tests run them); every other
 * package is imported from node_modules, so the bundle goes under this package's
 * `node_modules/.cache`, where Node finds them.
 */
import { mkdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const packageRoot = fileURLToPath(new URL('../..', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));

/** Bundles `entry` (a path); resolves with the bundle's path, which the caller removes when done. */
export async function bundleEntry(entry: string): Promise<string> {
  const directory = join(packageRoot, 'node_modules', '.cache', 'importkit-tests');
  await mkdir(directory, { recursive: true });
  const outfile = join(directory, `${basename(entry, '.ts')}-${process.pid}.mjs`);
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    logLevel: 'error',
    banner: {
      // Bundled CommonJS dependencies call require(): give the ES module one.
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    plugins: [
      {
        name: 'sources-of-importkit',
        setup(builder) {
          builder.onResolve({ filter: /^@importkit\/[\w-]+(\/[\w-]+)?$/ }, (args) => {
            const [, , name, sub] = /^(@importkit)\/([\w-]+)(?:\/([\w-]+))?$/.exec(args.path) ?? [];
            return {
              path: join(repoRoot, 'packages', name as string, 'src', `${sub ?? 'index'}.ts`),
            };
          });
          builder.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@importkit/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  return outfile;
}

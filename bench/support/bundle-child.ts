/**
 * Bundles a bench child script (TypeScript, importing the workspace packages from their sources)
 * into one ES module under bench/out/, so that it runs on plain `node` as compiled JavaScript
 * does for a customer. Workspace packages (`@importkit/*`) are bundled, as tsup bundles each
 * package's own sources; everything from node_modules stays external, as in a customer's install.
 */
import { mkdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const benchDir = dirname(dirname(fileURLToPath(import.meta.url)));

/** Bundles `entry` (a path) and returns the path of the bundle to run with `node`. */
export async function bundleChild(entry: string): Promise<string> {
  const outDir = join(benchDir, 'out');
  mkdirSync(outDir, { recursive: true });
  const outfile = join(outDir, `${basename(entry, '.ts')}.mjs`);
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    tsconfig: join(benchDir, '..', 'tsconfig.json'),
    logLevel: 'warning',
    plugins: [
      {
        name: 'node-modules-external',
        setup(builder) {
          // A bare specifier that is not a workspace package resolves from node_modules.
          builder.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@importkit/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  return outfile;
}

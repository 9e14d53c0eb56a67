/**
 * Builds the console into `dist/console/` of the dev-server package (run by its `build` script
 * after tsup, which empties `dist/`): one minified ES module bundle with every dependency inside
 * (no CDN), the stylesheet and the page. Prints each file's size, raw and gzipped.
 *
 *   npx tsx console/build.ts            (from packages/dev-server)
 * @module
 */
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const consoleDir = dirname(fileURLToPath(import.meta.url));
const outDir = join(consoleDir, '..', 'dist', 'console');

/** Bundles the console into `outDir`; returns the files written with their sizes. */
export async function buildConsole(target = outDir) {
  mkdirSync(target, { recursive: true });
  await build({
    entryPoints: [join(consoleDir, 'src', 'main.tsx')],
    outfile: join(target, 'console.js'),
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022'],
    minify: true,
    legalComments: 'none',
    jsx: 'automatic',
    jsxImportSource: 'preact',
    tsconfig: join(consoleDir, 'tsconfig.json'),
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  copyFileSync(join(consoleDir, 'index.html'), join(target, 'index.html'));
  copyFileSync(join(consoleDir, 'console.css'), join(target, 'console.css'));
  const files = ['index.html', 'console.js', 'console.css'].map((name) => {
    const bytes = readFileSync(join(target, name));
    return { name, bytes: bytes.length, gzipped: gzipSync(bytes).length };
  });
  return files;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const files = await buildConsole();
  for (const file of files) {
    console.log(
      `console: dist/console/${file.name}  ${(file.bytes / 1024).toFixed(1)} KiB (${(file.gzipped / 1024).toFixed(1)} KiB gzipped)`,
    );
  }
}

import { existsSync, rmSync } from 'node:fs';
import { defineConfig, type Options } from 'tsup';

// One build config shared by every package: each package's `build` script runs
// `tsup --config ../../tsup.config.ts` with the package directory as cwd.
//
// - ESM build: src/index.ts, src/contract.ts and src/cli.ts (whichever exist). The CLI is ESM
//   only (bin -> dist/cli.js); esbuild keeps its `#!/usr/bin/env node` line and tsup marks the
//   file executable.
// - CJS build: the library entries only. Dependencies that ship ESM only are bundled into the
//   CJS output, so `require('@importkit/…')` works on every Node 20 (require(esm) only exists
//   from 20.19 on). The ESM build keeps every dependency external.

const ESM_ONLY_DEPENDENCIES = [/^p-retry(\/|$)/, /^is-network-error(\/|$)/];

const libraryEntries = ['src/index.ts', 'src/contract.ts'].filter((file) => existsSync(file));
const cliEntries = ['src/cli.ts'].filter((file) => existsSync(file));

// Clean once here: the two builds below run in parallel and must not delete each other's output.
rmSync('dist', { recursive: true, force: true });

const shared: Options = {
  outDir: 'dist',
  target: 'node20',
  platform: 'node',
  sourcemap: true,
  splitting: false,
  treeshake: false,
  clean: false,
  shims: true,
  dts: true,
};

export default defineConfig([
  {
    ...shared,
    entry: [...libraryEntries, ...cliEntries],
    format: ['esm'],
    dts: { entry: libraryEntries },
  },
  {
    ...shared,
    entry: libraryEntries,
    format: ['cjs'],
    noExternal: ESM_ONLY_DEPENDENCIES,
  },
]);

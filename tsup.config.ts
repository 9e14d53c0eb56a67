import { existsSync, readFileSync, rmSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'esbuild';
import { defineConfig, type Options } from 'tsup';

// One build config shared by every package: each package's `build` script runs
// `tsup --config ../../tsup.config.ts` with the package directory as cwd.
//
// - ESM build: src/index.ts, src/contract.ts, src/vitest.ts and src/cli.ts (whichever exist). The CLI is ESM
//   only (bin -> dist/cli.js); esbuild keeps its `#!/usr/bin/env node` line and tsup marks the
//   file executable. Every dependency stays external: Node itself loads each one as it would for
//   the customer's own `import`. It also builds each worker thread's and child process's entry
//   (the dev server's src/delimited-parse-worker.ts and src/listener-child.ts), which the CJS
//   build starts from dist/ too.
// - CJS build: the library entries only. What `require()` gives for each dependency is decided
//   by `requireInterop` below, so that the CJS build sees every dependency as the ESM build does.

const libraryEntries = ['src/index.ts', 'src/contract.ts'].filter((file) => existsSync(file));
// Entries for ES modules only: the testing package's vitest subpath (vitest cannot be required).
const esmOnlyEntries = ['src/vitest.ts'].filter((file) => existsSync(file));
const cliEntries = ['src/cli.ts'].filter((file) => existsSync(file));
// Worker threads' and child processes' entry files (ESM): started by URL from beside the bundle,
// whichever its format (the dev server's parse worker and its `--listener` child).
const workerEntries = ['src/delimited-parse-worker.ts', 'src/listener-child.ts'].filter((file) =>
  existsSync(file),
);

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};
const declaredDependencies = new Set([
  ...Object.keys(manifest.dependencies ?? {}),
  ...Object.keys(manifest.peerDependencies ?? {}),
]);

// Clean once here: the two builds below run in parallel and must not delete each other's output.
rmSync('dist', { recursive: true, force: true });

/** `zod` from `zod/mini`, `@scope/name` from `@scope/name/sub`. */
function packageNameOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/** Whether Node loads this file as an ES module: by extension, else by the nearest package.json. */
function isEsmFile(file: string): boolean {
  if (/\.(mjs|mts)$/.test(file)) return true;
  if (/\.(cjs|cts)$/.test(file)) return false;
  for (let dir = dirname(file); ; dir = dirname(dir)) {
    const packageJson = join(dir, 'package.json');
    if (existsSync(packageJson)) {
      return (JSON.parse(readFileSync(packageJson, 'utf8')) as { type?: string }).type === 'module';
    }
    if (dirname(dir) === dir) return false;
  }
}

const PROBE = Symbol('requireInterop probe');
const DUAL_NAMESPACE = 'dual-package-interop';

/**
 * Makes the CJS build load each dependency the way the ESM build gets it from Node.
 *
 * Our sources are ES modules in a `"type": "module"` package, so esbuild compiles an import of an
 * external dependency to `__toESM(require(dep), 1)`: Node's rule, where the default import is the
 * whole `module.exports`. That is right for a CommonJS-only package (the ESM build gets the same
 * from Node), but wrong for a dual package, whose `require` entry is the transpiled twin of its
 * ES module: there the default export is `exports.default` (openapi-fetch's `createClient`), and
 * the Node rule yields the exports object instead ("… .default is not a function"). And a package
 * that ships ESM only cannot be `require`d on Node 20 before 20.19 at all. So, for each import of a
 * dependency, resolved as Node would for `require` and for `import`:
 * - ESM only (the `require` entry is an ES module): bundled into the CJS output. So is whatever
 *   that package imports, unless it is one of our own declared dependencies.
 * - dual (different files for `import` and `require`): kept external, but read through a virtual
 *   ES module outside any package, for which esbuild applies the `__esModule` interop (the default
 *   export is `exports.default` when the CJS twin says it was compiled from ESM).
 * - CommonJS only: kept external with Node's rule, exactly what the ESM build gets.
 */
function requireInterop(): Plugin {
  return {
    name: 'require-interop',
    setup(build) {
      const resolveAs = async (
        specifier: string,
        resolveDir: string,
        kind: 'require-call' | 'import-statement',
      ) => {
        const result = await build.resolve(specifier, { kind, resolveDir, pluginData: PROBE });
        if (result.errors.length > 0 || result.external || !result.path) return undefined;
        return result.path;
      };

      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === PROBE || isBuiltin(args.path)) return undefined;
        if (args.namespace === DUAL_NAMESPACE) return { path: args.path, external: true };
        // Anything the package does not declare may be missing from the customer's install.
        if (!declaredDependencies.has(packageNameOf(args.path))) return undefined;

        const requireTarget = await resolveAs(args.path, args.resolveDir, 'require-call');
        // One of our own packages, found through the tsconfig paths as its TypeScript sources:
        // installed, it is a dual package of its own (bundling it would copy it, and the dev
        // server's files found beside its bundle, such as its parse worker, would be missing).
        if (requireTarget && /\.tsx?$/.test(requireTarget)) {
          return { path: args.path, namespace: DUAL_NAMESPACE };
        }
        if (!requireTarget || isEsmFile(requireTarget)) return undefined;
        const importTarget = await resolveAs(args.path, args.resolveDir, 'import-statement');
        if (importTarget && resolve(importTarget) !== resolve(requireTarget)) {
          return { path: args.path, namespace: DUAL_NAMESPACE };
        }
        return { path: args.path, external: true };
      });

      build.onLoad({ filter: /.*/, namespace: DUAL_NAMESPACE }, (args) => {
        const specifier = JSON.stringify(args.path);
        return {
          contents: `export * from ${specifier};\nexport { default } from ${specifier};\n`,
          loader: 'js',
        };
      });
    },
  };
}

// Source maps point at the sources each package ships in src/, without a copy of them inside:
// the tarballs stay small and a stack trace still leads to the TypeScript line.
function mapsWithoutSources(options: Parameters<NonNullable<Options['esbuildOptions']>>[0]) {
  options.sourcesContent = false;
}

const shared: Options = {
  outDir: 'dist',
  target: 'node20',
  platform: 'node',
  sourcemap: true,
  esbuildOptions: mapsWithoutSources,
  splitting: false,
  treeshake: false,
  clean: false,
  shims: true,
  dts: true,
};

export default defineConfig([
  {
    ...shared,
    entry: [...libraryEntries, ...esmOnlyEntries, ...cliEntries, ...workerEntries],
    format: ['esm'],
    // Two library entries share one copy of their modules (their classes, their state).
    splitting: esmOnlyEntries.length > 0,
    dts: { entry: [...libraryEntries, ...esmOnlyEntries] },
  },
  {
    ...shared,
    entry: libraryEntries,
    format: ['cjs'],
    // tsup would mark every declared dependency external before `requireInterop` sees it.
    noExternal: [/.*/],
    esbuildPlugins: [requireInterop()],
    // `import.meta.url` from our own shim (see the file), not tsup's.
    shims: false,
    inject: [fileURLToPath(new URL('./tsup.cjs-import-meta-url.js', import.meta.url))],
    define: { 'import.meta.url': 'importMetaUrl' },
    esbuildOptions(options) {
      mapsWithoutSources(options);
      // Resolve as Node does (no bundler-only `module` condition or field): the probes above
      // must find the files Node will load.
      options.conditions = [];
      options.mainFields = ['main'];
    },
  },
]);

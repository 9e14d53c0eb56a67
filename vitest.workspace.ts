import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';
import type { TestProjectInlineConfiguration, ViteUserConfig } from 'vitest/config';

// The test projects, one per package (plus the examples, the parity harness against the hosted
// client, the hosted programs run by `importkit-dev --listener`, one project that runs the built
// and packed packages, one that drives the dev console in Chromium, and one that checks the docs
// as written). Vitest 4 no longer reads this file by itself: vitest.config.ts imports it and passes
// it as `test.projects`.

const root = fileURLToPath(new URL('.', import.meta.url));

export const packageDirs = [
  'api',
  'listener',
  'plugin-webhook-egress',
  'dev-server',
  'testing',
] as const;

// Tests import the packages by name and run their sources (no build needed), like tsconfig paths.
export const alias: Alias[] = [
  {
    find: /^@importkit\/api\/openapi\.yaml$/,
    replacement: `${root}packages/api/openapi/openapi.yaml`,
  },
  { find: /^@importkit\/([\w-]+)\/([\w-]+)$/, replacement: `${root}packages/$1/src/$2.ts` },
  { find: /^@importkit\/([\w-]+)$/, replacement: `${root}packages/$1/src/index.ts` },
];

export const testOptions = {
  testTimeout: 30_000,
  hookTimeout: 30_000,
  passWithNoTests: true,
} satisfies NonNullable<ViteUserConfig['test']>;

// Type-level tests (expectTypeOf / assertType) are checked by `npm run typecheck` (tsc over the
// root tsconfig.json, which includes them: a wrong type is a compile error there); vitest does not
// run them a second time.
const typeTests = ['**/*.types.test.ts', '**/*.test-d.ts'];
const exclude = ['**/node_modules/**', '**/dist/**', ...typeTests];

const projects: TestProjectInlineConfiguration[] = [
  ...packageDirs.map(
    (dir): TestProjectInlineConfiguration => ({
      resolve: { alias },
      test: {
        ...testOptions,
        name: dir,
        root: `${root}packages/${dir}`,
        // A worker runs its files in one module graph instead of loading the package's sources
        // again for each file: the dev server's took 2.5 s per file, 320 s of the 450 s its tests
        // took. Safe because no test leaves process-wide state behind: each starts its own
        // server (per-server state is a field of the runtime; test/persistence/state-parts
        // lists the only process-wide caches), and fake timers and mocks are undone per file.
        // Except the api's: its tests watch every timer the client creates (no subscription may
        // leave one behind), which only works when no other file's client shares the process.
        isolate: dir === 'api',
        include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
        exclude,
      },
    }),
  ),
  {
    resolve: { alias },
    test: {
      ...testOptions,
      name: 'examples',
      root: `${root}examples`,
      include: ['**/*.test.ts'],
      exclude,
    },
  },
  {
    // The built packages (dist/) run in child processes and installed from `npm pack` tarballs;
    // no alias: they are loaded through node_modules and each package's `exports`.
    test: {
      ...testOptions,
      name: 'packaging',
      root: `${root}test/packaging`,
      include: ['**/*.test.ts'],
      exclude,
      globalSetup: ['./support/fresh-build.ts'],
    },
  },
  {
    // Every operation of the hosted service's published client against the dev server; checks
    // PARITY.md. Its own project: it is the only one that loads `@flatfile/api`.
    resolve: { alias },
    test: {
      ...testOptions,
      name: 'parity',
      root: `${root}test/parity`,
      include: ['**/*.test.ts'],
      exclude,
    },
  },
  {
    // Programs written for the hosted service, run by `importkit-dev --listener`; its own project:
    // it is the only one that loads `@flatfile/listener`.
    resolve: { alias },
    test: {
      ...testOptions,
      name: 'compat',
      root: `${root}test/compat`,
      include: ['**/*.test.ts'],
      exclude,
    },
  },
  {
    // The dev console in a real Chromium (skipped, and said so, when none is installed): its
    // own project, since it needs the console built and a browser, which no other test does.
    resolve: { alias },
    test: {
      ...testOptions,
      name: 'browser',
      root: `${root}test/browser`,
      include: ['**/*.test.ts'],
      exclude,
      globalSetup: ['./support/global-setup.ts'],
      fileParallelism: false,
    },
  },
  {
    // The docs as written: every README's TypeScript blocks compiled (one program), its commands'
    // flags and npm scripts, its links and paths; its own project since it reads the whole
    // repository rather than one package.
    resolve: { alias },
    test: {
      ...testOptions,
      name: 'docs',
      root: `${root}test/docs`,
      include: ['**/*.test.ts'],
      exclude: [...exclude, '.blocks/**'],
    },
  },
];

export default projects;

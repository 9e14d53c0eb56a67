/**
 * The five packages as npm publishes them: packed into tarballs, installed into a fresh project
 * outside the repository (its dependencies from the registry), and used from that install alone:
 * `npx importkit-dev` as the service, a listener with `webhookEgress` to a receiver, and a test
 * of that listener with `@importkit/testing`, loaded by `import` and by `require` and run by
 * vitest through `@importkit/testing/vitest`.
 */
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Background, run, start } from './support/child-process';
import {
  expectedOutcome,
  expectedTestingOutcome,
  fixturesDir,
  runScenario,
  runTestingScenario,
  scenarioEnv,
  scenarioFixtureFiles,
} from './support/customer-scenario';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const workspaces = ['api', 'listener', 'plugin-webhook-egress', 'dev-server', 'testing'];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const vitestVersion = (
  JSON.parse(readFileSync(join(repoRoot, 'node_modules', 'vitest', 'package.json'), 'utf8')) as {
    version: string;
  }
).version;

interface PackedTarball {
  name: string;
  filename: string;
  files: { path: string }[];
}

/** The environment of a customer's shell: none of the settings `npm run` passes to its scripts. */
function customerEnv(): NodeJS.ProcessEnv {
  const env = scenarioEnv();
  for (const key of Object.keys(env)) {
    if (key.startsWith('npm_') || key === 'INIT_CWD') delete env[key];
  }
  return env;
}

let workDir = '';
let projectDir = '';
let packed: PackedTarball[] = [];
let installOutput = '';

beforeAll(async () => {
  workDir = realpathSync(mkdtempSync(join(tmpdir(), 'importkit-packed-')));
  const { stdout } = await run(
    npm,
    [
      'pack',
      '--json',
      '--ignore-scripts',
      '--pack-destination',
      workDir,
      ...workspaces.flatMap((dir) => ['-w', `packages/${dir}`]),
    ],
    { cwd: repoRoot, env: customerEnv(), timeoutMs: 60_000 },
  );
  packed = JSON.parse(stdout) as PackedTarball[];

  // A folder name with `#`, `%` and a space, which a path turned into a URL without escaping
  // gets wrong: files found beside the bundle (the parse worker, the console) must still be.
  projectDir = join(workDir, 'customer #1 100% project');
  const dependencies = Object.fromEntries(
    packed.map((tarball) => [tarball.name, `file:../${tarball.filename}`]),
  );
  mkdirSync(projectDir);
  const manifest = { name: 'customer-project', private: true, dependencies };
  writeFileSync(join(projectDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const installOptions = { cwd: projectDir, env: customerEnv(), timeoutMs: 240_000 };
  const quiet = ['--no-audit', '--no-fund', '--prefer-offline', '--loglevel=warn'];
  const installed = await run(npm, ['install', ...quiet], installOptions);
  // Then the test runner, as a customer adds it after us: the optional peer of
  // `@importkit/testing/vitest`, at the version this repository tests with. npm 10 and 11 crashed
  // here while the dev server depended on exceljs.
  const addedVitest = await run(
    npm,
    ['install', '--save-dev', `vitest@${vitestVersion}`, ...quiet],
    installOptions,
  );
  installOutput = [installed, addedVitest]
    .map((step) => `${step.stdout}\n${step.stderr}`)
    .join('\n');
  for (const file of scenarioFixtureFiles) {
    copyFileSync(join(fixturesDir, file), join(projectDir, file));
  }
}, 300_000);

afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
}, 120_000);

describe('the packed packages', () => {
  it('are the five packages, with their built entries and no test files', () => {
    expect(packed.map((tarball) => tarball.name).sort()).toEqual([
      '@importkit/api',
      '@importkit/dev-server',
      '@importkit/listener',
      '@importkit/plugin-webhook-egress',
      '@importkit/testing',
    ]);
    for (const tarball of packed) {
      const paths = tarball.files.map((file) => file.path);
      expect(paths, tarball.name).toEqual(
        expect.arrayContaining(['package.json', 'README.md', 'dist/index.js', 'dist/index.cjs']),
      );
      expect(
        paths.filter((path) => /(^|\/)(test|tests|__tests__)\/|\.test(-d)?\.ts$/.test(path)),
        tarball.name,
      ).toEqual([]);
    }
  });

  it('install on this Node without an engine warning', () => {
    expect(installOutput).not.toMatch(/EBADENGINE|Unsupported engine/);
  });

  it('leave room for vitest added afterwards, and bring no spreadsheet library', () => {
    const manifest = JSON.parse(readFileSync(join(projectDir, 'package.json'), 'utf8')) as {
      devDependencies?: Record<string, string>;
    };
    expect(manifest.devDependencies?.vitest).toBeDefined();
    expect(existsSync(join(projectDir, 'node_modules', 'vitest', 'package.json'))).toBe(true);
    expect(existsSync(join(projectDir, 'node_modules', 'exceljs'))).toBe(false);
  });

  it.each(['esm', 'cjs'] as const)(
    'start the dev server in the customer process by %s and extract a large CSV there',
    async (system) => {
      const report = await runScenario(system, { dir: projectDir, env: scenarioEnv() });
      expect(report).toMatchObject(expectedOutcome);
    },
    90_000,
  );

  it.each(['esm', 'cjs'] as const)(
    'test a listener with @importkit/testing loaded by %s',
    async (system) => {
      const report = await runTestingScenario(system, { dir: projectDir, env: scenarioEnv() });
      const path = report.entry.startsWith('file:') ? fileURLToPath(report.entry) : report.entry;
      expect(path.startsWith(join(projectDir, 'node_modules', '@importkit', 'testing'))).toBe(true);
      expect(report).toMatchObject(expectedTestingOutcome);
    },
    90_000,
  );

  it('run a vitest file with @importkit/testing/vitest', async () => {
    // Vite cannot load modules from a path that holds `#`: the same install, copied to a plain
    // folder (Node itself loads them from there, see the scenarios above).
    const plainDir = join(workDir, 'vitest-project');
    cpSync(projectDir, plainDir, { recursive: true, verbatimSymlinks: true });
    const { stdout } = await run(npx, ['vitest', 'run', 'testing-vitest.test.mjs'], {
      cwd: plainDir,
      env: { ...customerEnv(), CI: '1', NO_COLOR: '1' },
      timeoutMs: 120_000,
    }).finally(() => rmSync(plainDir, { recursive: true, force: true }));
    expect(stdout).toMatch(/Tests\s+1 passed \(1\)/);
  }, 150_000);

  describe('run from the install alone', () => {
    let devServer: Background | undefined;
    let service = { url: '', apiKey: 'sk_dev_packaging', environmentId: '' };

    beforeAll(async () => {
      devServer = start(npx, ['importkit-dev', '--port', '0', '--api-key', service.apiKey], {
        cwd: projectDir,
        env: customerEnv(),
      });
      const [, url] = await devServer.waitFor(/URL:\s+(http:\/\/127\.0\.0\.1:\d+)/, 60_000);
      const [, environmentId] = await devServer.waitFor(/Environment id:\s+(\S+)/, 10_000);
      service = { ...service, url: url ?? '', environmentId: environmentId ?? '' };
    }, 90_000);

    afterAll(async () => {
      await devServer?.stop();
    });

    it.each(['esm', 'cjs'] as const)(
      'a listener with webhookEgress, loaded by %s, submits to a receiver through npx importkit-dev',
      async (system) => {
        const report = await runScenario(system, { dir: projectDir, env: scenarioEnv(service) });

        // `import` reports a URL, `require` a path.
        for (const entry of Object.values(report.entries)) {
          const path = entry.startsWith('file:') ? fileURLToPath(entry) : entry;
          expect(path.startsWith(join(projectDir, 'node_modules', '@importkit'))).toBe(true);
        }
        expect(report).toMatchObject(expectedOutcome);
        expect(report.submitJob.message).toContain('Submitted 2 records');
      },
      90_000,
    );
  });
});

/**
 * The built entries (`dist/`), loaded as a customer loads them: by `import` and by `require`, in
 * a child process on plain Node, through each package's `exports`. The package tests run the
 * TypeScript sources, so only these see what the build made of them.
 */
import { describe, expect, it } from 'vitest';
import { lastJsonLine, run } from './support/child-process';
import {
  expectedOutcome,
  expectedTestingOutcome,
  fixturesDir,
  type ModuleSystem,
  nodeFlagsFor,
  runScenario,
  runTestingScenario,
  scenarioEnv,
} from './support/customer-scenario';

const packages = [
  '@importkit/api',
  '@importkit/api/contract',
  '@importkit/listener',
  '@importkit/plugin-webhook-egress',
  '@importkit/dev-server',
  '@importkit/testing',
];

const entryFile: Record<ModuleSystem, RegExp> = {
  esm: /\/packages\/[\w-]+\/dist\/index\.js$/,
  cjs: /\/packages\/[\w-]+\/dist\/index\.cjs$/,
};

describe.each(['esm', 'cjs'] as const)('the built packages loaded by %s', (system) => {
  it('start the dev server, answer a client, run a jobHandler job and a webhookEgress submission', async () => {
    const report = await runScenario(system, { dir: fixturesDir, env: scenarioEnv() });

    expect(Object.keys(report.entries)).toHaveLength(4);
    for (const entry of Object.values(report.entries)) expect(entry).toMatch(entryFile[system]);
    expect(report).toMatchObject(expectedOutcome);
    expect(report.countJob.handled).toHaveLength(1);
    expect(report.submitJob.message).toContain('Submitted 2 records');
    // Large enough for the dev server to parse it in a worker thread, started from dist/.
    expect(report.extracted.bytes).toBeGreaterThan(1024 * 1024);
  }, 90_000);
});

describe.each(['esm', 'cjs'] as const)('the built @importkit/testing loaded by %s', (system) => {
  it('tests a listener: environment, blueprint, scripted webhook, Submit, clock', async () => {
    const report = await runTestingScenario(system, { dir: fixturesDir, env: scenarioEnv() });
    expect(report.entry).toMatch(entryFile[system]);
    expect(report).toMatchObject(expectedTestingOutcome);
  }, 90_000);
});

// What `import` and `require` give must be the same API: the same names, each of the same kind
// (a function stays a function, not a module object).
const exportShapes = (loader: string) => `
import { createRequire } from 'node:module';
const require = createRequire(\`\${process.cwd()}/\`);
const shapes = {};
for (const name of ${JSON.stringify(packages)}) {
  const loaded = await ${loader};
  shapes[name] = Object.fromEntries(
    Object.keys(loaded).filter((key) => key !== 'default' && key !== 'module.exports').sort()
      .map((key) => [key, typeof loaded[key]]),
  );
}
console.log(JSON.stringify(shapes));
`;

async function shapesBy(system: ModuleSystem): Promise<Record<string, Record<string, string>>> {
  const loader = system === 'esm' ? 'import(name)' : 'require(name)';
  const { stdout } = await run(
    process.execPath,
    [...nodeFlagsFor(system), '--input-type=module', '--eval', exportShapes(loader)],
    { cwd: fixturesDir, env: scenarioEnv(), timeoutMs: 30_000 },
  );
  return lastJsonLine(stdout);
}

describe('import and require', () => {
  it('give every package the same exports, each of the same kind', async () => {
    const [byImport, byRequire] = await Promise.all([shapesBy('esm'), shapesBy('cjs')]);
    expect(Object.keys(byImport)).toEqual(packages);
    for (const name of packages)
      expect(Object.keys(byImport[name] ?? {}).length).toBeGreaterThan(0);
    expect(byRequire).toEqual(byImport);
  }, 60_000);
});

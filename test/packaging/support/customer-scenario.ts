/**
 * Runs `fixtures/customer-*.{mjs,cjs}` (the same customer code, loaded by `import` or by
 * `require`) in a child process and returns its report.
 */
import { fileURLToPath } from 'node:url';
import { lastJsonLine, run } from './child-process';

export type ModuleSystem = 'esm' | 'cjs';

export const fixturesDir = fileURLToPath(new URL('../fixtures/', import.meta.url));

export const scenarioFiles = {
  esm: 'customer-esm.mjs',
  cjs: 'customer-cjs.cjs',
} as const satisfies Record<ModuleSystem, string>;

/** The @importkit/testing scenario, by module system. */
export const testingScenarioFiles = {
  esm: 'testing-esm.mjs',
  cjs: 'testing-cjs.cjs',
} as const satisfies Record<ModuleSystem, string>;

/** Every fixture file a scenario needs next to it. */
export const scenarioFixtureFiles = [
  ...Object.values(scenarioFiles),
  'customer-scenario.cjs',
  ...Object.values(testingScenarioFiles),
  'testing-scenario.cjs',
  'testing-vitest.test.mjs',
];

export interface ScenarioReport {
  /** Where each package's entry was loaded from. */
  entries: Record<string, string>;
  countJob: { status: string; message?: string; handled: string[] };
  submitJob: { status: string; message?: string };
  deliveries: { sheets: number; records: number }[];
  rejected: string[];
  extracted: { bytes: number; status: string; records?: number; error?: string };
}

/**
 * Node 20.19 and later can `require()` an ES module; earlier Node 20 releases cannot. Turning
 * that off makes a CommonJS entry that leans on it fail here as it would for those customers.
 */
export function nodeFlagsFor(system: ModuleSystem): string[] {
  const flag = '--no-experimental-require-module';
  return system === 'cjs' && process.allowedNodeEnvironmentFlags.has(flag) ? [flag] : [];
}

/** The environment without a service to connect to, unless `service` is given. */
export function scenarioEnv(service?: {
  url: string;
  apiKey: string;
  environmentId: string;
}): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.IMPORTKIT_API_URL;
  delete env.IMPORTKIT_API_KEY;
  delete env.IMPORTKIT_ENVIRONMENT_ID;
  delete env.NODE_OPTIONS;
  if (service) {
    env.IMPORTKIT_API_URL = service.url;
    env.IMPORTKIT_API_KEY = service.apiKey;
    env.IMPORTKIT_ENVIRONMENT_ID = service.environmentId;
  }
  return env;
}

export async function runScenario(
  system: ModuleSystem,
  options: { dir: string; env: NodeJS.ProcessEnv },
): Promise<ScenarioReport> {
  const { stdout } = await run(process.execPath, [...nodeFlagsFor(system), scenarioFiles[system]], {
    cwd: options.dir,
    env: options.env,
    timeoutMs: 60_000,
  });
  return lastJsonLine<ScenarioReport>(stdout);
}

/** What the @importkit/testing scenario reports. */
export interface TestingReport {
  entry: string;
  end: string;
  deliveries: [number, string][];
  messages: string[][];
  clockMovedMs: number;
}

/** Runs `fixtures/testing-*.{mjs,cjs}` in a child process and returns its report. */
export async function runTestingScenario(
  system: ModuleSystem,
  options: { dir: string; env: NodeJS.ProcessEnv },
): Promise<TestingReport> {
  const { stdout } = await run(
    process.execPath,
    [...nodeFlagsFor(system), testingScenarioFiles[system]],
    { cwd: options.dir, env: options.env, timeoutMs: 60_000 },
  );
  return lastJsonLine<TestingReport>(stdout);
}

/** What every run of the testing scenario must have seen. */
export const expectedTestingOutcome = {
  end: 'succeeded',
  deliveries: [[2, 'valid']],
  messages: [[], ['error: No @']],
  clockMovedMs: 3_600_000,
};

/** What every run of the scenario must have seen, whichever module system loaded it. */
export const expectedOutcome = {
  countJob: { status: 'complete', message: 'Counted 2 records' },
  submitJob: { status: 'complete' },
  deliveries: [{ sheets: 1, records: 2 }],
  rejected: ['not-an-email'],
  extracted: { status: 'complete', records: 20_000 },
};

/**
 * One measurement, as both the CLI and the test use it: run every scenario, render PARITY.md,
 * and set apart the results that are the harness's own fault (a `scenario:` reason: no scenario,
 * a prerequisite it could not make, a request of another operation), which must never reach the
 * committed table.
 * @module
 */
import { fileURLToPath } from 'node:url';
import { clientVersion } from './operation-catalog.ts';
import { operationName, renderParity, requestLine } from './render-parity.ts';
import { type OperationResult, runParity } from './run-parity.ts';

/** PARITY.md at the repository's root. */
export const PARITY_FILE = fileURLToPath(new URL('../../../PARITY.md', import.meta.url));

export interface ParityReport {
  results: OperationResult[];
  markdown: string;
  /** `spaces.get: scenario: …` for every result the harness itself got wrong. */
  harnessErrors: string[];
}

export async function measureParity(): Promise<ParityReport> {
  const results = await runParity();
  const harnessErrors = results
    .filter((result) => result.reason?.startsWith('scenario:'))
    .map((result) => `${operationName(result)}: ${result.reason}`);
  return { results, markdown: renderParity(results, clientVersion()), harnessErrors };
}

/** Every operation that does not work, for the engineers implementing them (`--json`). */
export function divergences(results: OperationResult[]) {
  return results
    .filter((result) => result.result !== 'works')
    .map((result) => ({
      operation: operationName(result),
      request: requestLine(result),
      result: result.result,
      reason: result.reason ?? '',
    }));
}

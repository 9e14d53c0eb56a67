/**
 * The parity measurement as a test: every operation of `@flatfile/api` has a scenario, the
 * harness makes no error of its own, and PARITY.md says what the dev server does today. An
 * operation that worked and stops working (or the reverse) fails the build until PARITY.md is
 * regenerated with `npm run parity` and committed.
 * @module
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parityChanges } from './src/parity-changes.ts';
import { measureParity, PARITY_FILE } from './src/parity-report.ts';
import { scenarioCoverage } from './src/run-parity.ts';

describe('parity with @flatfile/api', () => {
  it('has one scenario for each operation of the installed client, and none other', () => {
    const { missing, extra } = scenarioCoverage();
    expect(missing, 'client operations without a scenario in test/parity/scenarios').toEqual([]);
    expect(extra, 'scenarios of operations the client does not have').toEqual([]);
  });

  it('PARITY.md says what the dev server does today', { timeout: 180_000 }, async () => {
    const report = await measureParity();
    expect(report.harnessErrors, 'operations the harness itself got wrong').toEqual([]);
    const committed = readFileSync(PARITY_FILE, 'utf8');
    if (committed !== report.markdown) {
      const changes = parityChanges(committed, report.markdown);
      expect.fail(
        `PARITY.md no longer matches the dev server (${changes.length} changed):\n  ${changes.join('\n  ')}\nRun npm run parity and commit PARITY.md.`,
      );
    }
  });
});

/**
 * `npm run parity`: measures parity and writes PARITY.md at the repository's root.
 * `npm run parity -- --json`: writes nothing and prints every operation that does not work, with
 * its divergence, as JSON.
 * A run with a harness error (a `scenario:` reason) writes nothing and exits with 1.
 * @module
 */
import { writeFileSync } from 'node:fs';
import { clientVersion } from './operation-catalog.ts';
import { divergences, measureParity, PARITY_FILE } from './parity-report.ts';

const json = process.argv.includes('--json');
const report = await measureParity();
if (report.harnessErrors.length > 0) {
  console.error(`parity: the harness itself failed on ${report.harnessErrors.length} operations:`);
  for (const error of report.harnessErrors) console.error(`  ${error}`);
  process.exit(1);
}
const count = (kind: string) => report.results.filter((result) => result.result === kind).length;
if (json) {
  const output = {
    client: `@flatfile/api ${clientVersion()}`,
    totals: {
      works: count('works'),
      notEmulated: count('not emulated'),
      fails: count('fails'),
      total: report.results.length,
    },
    divergences: divergences(report.results),
  };
  console.log(JSON.stringify(output, null, 2));
} else {
  writeFileSync(PARITY_FILE, report.markdown);
  console.log(
    `PARITY.md: ${count('works')} work, ${count('not emulated')} not emulated, ${count('fails')} fail, of ${report.results.length} operations of @flatfile/api ${clientVersion()}`,
  );
}

/**
 * `npm start -w @importkit/example-csv-import`: upload, extract, map, transform, validate and
 * submit a CSV on one machine. `-- --rows 20000` changes the size of the generated file.
 */
import { parseArgs } from 'node:util';
import { runCsvImport } from './run-import';

const USAGE = `Usage: npm run start -w examples/csv-import -- [--rows N]

Uploads a generated CSV of contacts with a few messy cells, lets the dev server extract it, maps
it onto a CRM blueprint, transforms and validates it, and submits it through webhookEgress: to
WEBHOOK_SITE_URL when it is set (signed with WEBHOOK_SECRET), otherwise to the dev server's
webhook inbox.

Options:
  --rows N      how many contacts the CSV holds (default 5000)
  -h, --help    show this help
`;

let values: { rows: string; help?: boolean };
try {
  ({ values } = parseArgs({
    options: { rows: { type: 'string', default: '5000' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: false,
  }));
} catch (error) {
  console.error(`${(error as Error).message}\n\n${USAGE}`);
  process.exit(2);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const rows = Number(values.rows);
if (!Number.isInteger(rows) || rows < 1) {
  console.error(`--rows must be a whole number of contacts, 1 or more, got "${values.rows}"`);
  process.exit(2);
}

const started = performance.now();
const result = await runCsvImport({ rows, onStage: (stage) => console.log(`• ${stage}`) });
console.log('\nMapping rules:');
for (const rule of result.rules) console.log(`  ${rule}`);
console.log(
  `\n${result.counts.total} contacts: ${result.counts.valid} valid, ${result.counts.error} with errors. A few of them:`,
);
for (const record of result.errorSample) {
  const problems = Object.entries(record.values).flatMap(([key, cell]) =>
    (cell.messages ?? []).map((message) => `${key}: ${message.message}`),
  );
  console.log(`  ${record.id}  ${problems.join('; ')}`);
}
console.log(`\nSubmit: job ${result.submit.id} is ${result.submit.status}.`);
if (result.submit.outcome?.message) console.log(result.submit.outcome.message);
if (result.delivered === undefined) {
  console.log(`The workbook went to ${result.webhookUrl}.`);
} else {
  console.log(
    `The dev server's webhook inbox (${result.webhookUrl}) received ${result.delivered} contacts, signed; set WEBHOOK_SITE_URL to send elsewhere.`,
  );
}
console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);

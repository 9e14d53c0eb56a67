/**
 * `npm start -w @importkit/example-csv-import`: upload, extract, map, transform, validate and
 * submit a CSV on one machine. `-- --rows 20000` changes the size of the generated file.
 */
import { parseArgs } from 'node:util';
import { runCsvImport } from './run-import';

const { values } = parseArgs({
  options: { rows: { type: 'string', default: '5000' } },
  allowPositionals: false,
});
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
console.log(`The CRM received ${result.delivered} contacts.`);
console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);

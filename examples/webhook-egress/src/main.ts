/**
 * `npm start`: the product working end to end on one machine, in under a minute.
 * `npm start -- --records 50000` changes how many contacts are generated.
 */
import { parseArgs } from 'node:util';
import { createProgressBar } from './progress-bar';
import { runSubmitFlow } from './run-flow';

const { values } = parseArgs({
  options: { records: { type: 'string', default: '10000' } },
  allowPositionals: false,
});
const records = Number(values.records);
if (!Number.isInteger(records) || records < 0) {
  console.error(`--records must be a whole number of contacts, got "${values.records}"`);
  process.exit(2);
}

const started = performance.now();
const bar = createProgressBar();
const result = await runSubmitFlow({
  records,
  onStage: (stage) => console.log(`• ${stage}`),
  onProgress: (progress, info) => bar.update(progress, info),
});
bar.done(result.job.status);

const { job } = result;
console.log(`\nJob ${job.id} (${job.operation}) is ${job.status}.`);
if (job.outcome?.heading) console.log(job.outcome.heading);
if (job.outcome?.message) console.log(job.outcome.message);
console.log(`\n${result.errorCount} contacts now carry the CRM's rejection; a few of them:`);
for (const record of result.rejectedSample) {
  const email = record.values.email;
  const messages = (email?.messages ?? []).map((m) => m.message).join('; ');
  console.log(`  ${record.id}  email=${String(email?.value)}  → ${messages}`);
}
console.log(`\nDone in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
process.exitCode = job.status === 'completed' ? 0 : 1;

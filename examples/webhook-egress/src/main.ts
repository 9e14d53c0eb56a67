/**
 * `npm start`: the product working end to end on one machine, in under a minute.
 * `npm start -- --records 50000` changes how many contacts are generated.
 *
 * In a terminal it ends by printing the dev console's URL and keeps the dev server (and the
 * listener and receiver) running until Ctrl+C, so the rejected contacts can be seen in the grid.
 * Not in a terminal (CI, a script, standard input not a TTY) or with `--no-console`, it exits by
 * itself.
 */
import { parseArgs } from 'node:util';
import { createProgressBar } from './progress-bar';
import { runSubmitFlow } from './run-flow';

const { values } = parseArgs({
  options: {
    records: { type: 'string', default: '10000' },
    'no-console': { type: 'boolean', default: false },
  },
  allowPositionals: false,
});
const records = Number(values.records);
if (!Number.isInteger(records) || records < 0) {
  console.error(`--records must be a whole number of contacts, got "${values.records}"`);
  process.exit(2);
}
const keepConsole = Boolean(process.stdin.isTTY && process.stdout.isTTY) && !values['no-console'];

const started = performance.now();
const bar = createProgressBar();
const result = await runSubmitFlow({
  records,
  keepRunning: keepConsole,
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
process.exitCode = job.status === 'complete' ? 0 : 1;

if (keepConsole) {
  console.log(
    `\nSee the rejected contacts in the dev console (the dev server keeps running):\n  ${result.consoleUrl}\n\nPress Ctrl+C to stop.`,
  );
  // Ctrl+C reaches every process of the terminal's group (npm and this one): the handler stays
  // until everything is closed, so a second signal does not kill the process half-way. `npm start`
  // runs this file in one process (`node --import tsx`), not under the tsx launcher, whose signal
  // relay gives the child 30 ms to answer and otherwise kills it with status 130.
  let stopping = false;
  let stop: () => void = () => {};
  const stopped = new Promise<void>((resolve) => {
    stop = () => {
      if (stopping) return;
      stopping = true;
      resolve();
    };
  });
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  await stopped;
  console.log('\nStopping.');
  await result.close();
  process.off('SIGINT', stop);
  process.off('SIGTERM', stop);
}

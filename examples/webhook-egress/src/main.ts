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

const USAGE = `Usage: npm start -- [--records N] [--no-console]

Runs the whole Submit flow on one machine: the dev server, the listener, a workbook of generated
contacts, Submit. The workbook goes to WEBHOOK_SITE_URL when it is set (signed with
WEBHOOK_SECRET), otherwise to the dev server's webhook inbox, which answers as a CRM would.

Options:
  --records N     how many contacts to generate (default 10000)
  --no-console    exit when done, even in a terminal (default: keep the console open)
  -h, --help      show this help
`;

let values: { records: string; 'no-console': boolean; help?: boolean };
try {
  ({ values } = parseArgs({
    options: {
      records: { type: 'string', default: '10000' },
      'no-console': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    },
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
bar.done();

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
if (result.toInbox) {
  console.log(
    `\nThe CRM's answer came from the dev server's webhook inbox (${result.webhookUrl}), which got ${result.deliveries} signed ${result.deliveries === 1 ? 'delivery' : 'deliveries'}; set WEBHOOK_SITE_URL to send elsewhere.`,
  );
}
console.log(`\nDone in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
process.exitCode = job.status === 'complete' ? 0 : 1;

if (keepConsole) {
  console.log(
    `\nSee the rejected contacts in the dev console, and the webhook's request and answer on its Webhooks page (the dev server keeps running):\n  ${result.consoleUrl}\n\nPress Ctrl+C to stop.`,
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

/**
 * Benchmark of @importkit/testing: `npx tsx bench/testing-environment.ts [--rounds N] [--records N]`.
 *
 * In one process and one run, alternating so that a noisy machine colours both sides alike:
 * - a fresh isolated environment on the shared dev server (`createTestEnvironment()`: the
 *   environment created, its event recorder open, ahead of the test by the pool; then
 *   `env.close()`: its spaces and itself deleted, behind the test), against the floor of starting a new dev server (`startDevServer({ port: 0 })`,
 *   then `close()`), the dev server's module already loaded for both (target: under a tenth);
 * - a Submit-flow test on 1,000 records (default) as a customer writes it: a fresh environment,
 *   a scripted webhook receiver rejecting one record in fifty, a workbook from a blueprint with
 *   the records, a listener with `webhookEgress` connected, Submit pressed, the job settled, the
 *   records read back, the environment closed (target: under half a second).
 * Each figure is the median of N rounds (default 20) after one warm-up round, with the fastest
 * round beside it: on a loaded machine every round trip waits for a core, which an environment
 * (two requests) pays more often than a server start (work on one core); the fastest rounds
 * show the costs with the least waiting. The load average is printed with them.
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { startDevServer } from '@importkit/dev-server';
import { Listener } from '@importkit/listener';
import { webhookEgress } from '@importkit/plugin-webhook-egress';
import {
  assertCellError,
  assertJobCompleted,
  closeSharedTestServer,
  createTestEnvironment,
  reject,
  sharedTestServer,
} from '@importkit/testing';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '20' },
    records: { type: 'string', default: '1000' },
  },
});
const rounds = Number(args.rounds);
const records = Number(args.records);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/** A fresh environment, opened and closed; the two times apart. */
async function freshEnvironment() {
  let env: Awaited<ReturnType<typeof createTestEnvironment>> | undefined;
  const open = await timed(async () => {
    env = await createTestEnvironment();
  });
  const close = await timed(() => env?.close() ?? Promise.resolve());
  return { open, close };
}

/**
 * The same, without the pool: on the shared server given by URL and key, the environment is
 * created and removed on the test's path. The work the pool moves off that path, not saved.
 */
async function unpooledEnvironment() {
  const { url, apiKey } = await sharedTestServer();
  let env: Awaited<ReturnType<typeof createTestEnvironment>> | undefined;
  const open = await timed(async () => {
    env = await createTestEnvironment({ server: { url, apiKey } });
  });
  const close = await timed(() => env?.close() ?? Promise.resolve());
  return { open, close };
}

/** A new dev server, started and closed; the two times apart. */
async function newServer() {
  let server: Awaited<ReturnType<typeof startDevServer>> | undefined;
  const open = await timed(async () => {
    server = await startDevServer({ port: 0, clock: 'manual' });
  });
  const close = await timed(() => server?.close() ?? Promise.resolve());
  return { open, close };
}

/** The Submit-flow test, as a customer writes it with @importkit/testing. */
async function submitFlowTest() {
  const env = await createTestEnvironment();
  try {
    const crm = await env.webhookReceiver({
      script: [reject((record) => (record.id.endsWith('0') ? { email: 'Bounced' } : undefined))],
    });
    const workbook = await env.workbook({
      name: 'CRM',
      actions: [{ operation: 'submit', mode: 'foreground', label: 'Submit' }],
      sheets: [
        {
          name: 'Contacts',
          slug: 'contacts',
          fields: [
            { key: 'email', type: 'string' },
            { key: 'name', type: 'string' },
          ],
          records: Array.from({ length: records }, (_, i) => ({
            email: `person${i}@example.com`,
            name: `Person ${i}`,
          })),
        },
      ],
    });
    await env.connect(new Listener().use(webhookEgress('workbook:submit', crm.url)));
    const job = await env.trigger('workbook:submit', { workbookId: workbook.id });
    assertJobCompleted(await job.settled(), {
      message: new RegExp(`Submitted ${records.toLocaleString('en')} records`),
    });
    const read = await workbook.sheets.contacts.records({ filter: 'error' });
    for (const record of read) assertCellError(record, 'email', 'Bounced');
    if (read.length === 0 || crm.requests[0]?.recordCount !== records) {
      throw new Error('bench: the Submit flow did not deliver and reject as expected');
    }
  } finally {
    await env.close();
  }
}

const firstStart = await timed(() => sharedTestServer());
// Warm-up: every module loaded and every path taken once before anything is timed.
await freshEnvironment();
await unpooledEnvironment();
await newServer();
await submitFlowTest();

const environments: { open: number; close: number }[] = [];
const unpooled: { open: number; close: number }[] = [];
const servers: { open: number; close: number }[] = [];
const flows: number[] = [];
for (let round = 0; round < rounds; round++) {
  // Alternate which goes first, so a slow moment of the machine is shared.
  if (round % 2 === 0) {
    environments.push(await freshEnvironment());
    servers.push(await newServer());
  } else {
    servers.push(await newServer());
    environments.push(await freshEnvironment());
  }
  unpooled.push(await unpooledEnvironment());
  flows.push(await timed(submitFlowTest));
}
await closeSharedTestServer();

const ms = (value: number) => `${value.toFixed(1)} ms`;
const totals = (rows: { open: number; close: number }[]) => rows.map((row) => row.open + row.close);
const envTotal = median(totals(environments));
const serverTotal = median(totals(servers));
const envFastest = Math.min(...totals(environments));
const serverFastest = Math.min(...totals(servers));
const flow = median(flows);
const [load] = loadavg();
console.log(
  `testing-environment, ${rounds} rounds (medians; fastest round in brackets), Node ${process.version}, load average ${load?.toFixed(1)}`,
);
console.log(`  first shared dev server start (module loaded)  ${ms(firstStart)}`);
console.log(
  `  new dev server: start + close (floor)          ${ms(serverTotal)} [${ms(serverFastest)}]  (start ${ms(median(servers.map((s) => s.open)))}, close ${ms(median(servers.map((s) => s.close)))})`,
);
console.log(
  `  fresh environment: create + close             ${ms(envTotal)} [${ms(envFastest)}]  (create ${ms(median(environments.map((e) => e.open)))}, close ${ms(median(environments.map((e) => e.close)))})`,
);
console.log(
  `  the same without the pool (made and removed on the test's path) ${ms(median(totals(unpooled)))} [${ms(Math.min(...totals(unpooled)))}]`,
);
console.log(
  `  environment / new server                       ${(envTotal / serverTotal).toFixed(3)}x [${(envFastest / serverFastest).toFixed(3)}x] (target < 0.1x)`,
);
console.log(
  `  Submit-flow test, ${records.toLocaleString('en')} records                   ${ms(flow)} [${ms(Math.min(...flows))}]  (max ${ms(Math.max(...flows))}; target < 500 ms)`,
);

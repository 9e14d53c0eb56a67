/**
 * Benchmark of @importkit/testing: `npx tsx bench/testing-environment.ts [--rounds N] [--records N]`.
 *
 * In one process and one run, alternating so that a noisy machine colours both sides alike:
 * - a fresh isolated environment on the shared dev server (`createTestEnvironment()`: the
 *   environment created, its event recorder open; then `env.close()`: its spaces and itself
 *   deleted; made ahead of the test and removed behind it by the pool, and also timed without
 *   it), against the floor of the same environment made and deleted with two plain fetch
 *   requests (nothing recorded); and, as a reference line, against starting a new dev server
 *   (`startDevServer({ port: 0 })`, then `close()`), the module already loaded (target: under a
 *   tenth of it);
 * - a Submit-flow test on 1,000 records (default) as a customer writes it: a fresh environment,
 *   a scripted webhook receiver rejecting one record in fifty, a workbook from a blueprint with
 *   the records, a listener with `webhookEgress` connected, Submit pressed, the job settled, the
 *   records read back, the environment closed (target: under half a second); against the floor
 *   of the same flow written by hand without @importkit/testing (support/submit-flow-by-hand.ts;
 *   our own code on both sides: the dev server, the listener and the plugin).
 * Peak RSS: this process's during each path (the greatest over the rounds).
 * Each figure is the median of N rounds (default 20) after one warm-up round, with the fastest
 * round beside it: on a loaded machine every round trip waits for a core, which an environment
 * (two requests) pays more often than a server start (work on one core); the fastest rounds
 * show the costs with the least waiting. The load average is printed with them.
 */
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
import { printBenchHeader, printFloorRow } from './support/floor-report';
import { withPeakRss } from './support/process-memory';
import { submitFlowByHand } from './support/submit-flow-by-hand';

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

/** Milliseconds `run` takes; the greatest peak RSS seen while any of them ran is `peaks`'. */
const peaks = new Map<string, number>();
async function timed(run: () => Promise<unknown>, path = 'other'): Promise<number> {
  const { ms, peak } = await withPeakRss(run);
  peaks.set(path, Math.max(peaks.get(path) ?? 0, peak));
  return ms;
}

/** A fresh environment, opened and closed; the two times apart. */
async function freshEnvironment() {
  let env: Awaited<ReturnType<typeof createTestEnvironment>> | undefined;
  const open = await timed(async () => {
    env = await createTestEnvironment();
  }, 'environment');
  const close = await timed(() => env?.close() ?? Promise.resolve(), 'environment');
  return { open, close };
}

/** The same environment made and deleted with plain requests: the floor of a fresh one. */
async function plainEnvironment() {
  const { url, apiKey } = await sharedTestServer();
  const headers = { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' };
  let id = '';
  const open = await timed(async () => {
    const body = JSON.stringify({ name: 'plain' });
    const response = await fetch(`${url}/v1/environments`, { method: 'POST', headers, body });
    id = ((await response.json()) as { data: { id: string } }).data.id;
  }, 'plain');
  const close = await timed(async () => {
    const response = await fetch(`${url}/v1/environments/${id}`, { method: 'DELETE', headers });
    if (!response.ok) throw new Error(`bench: DELETE environment ${response.status}`);
    await response.arrayBuffer();
  }, 'plain');
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
  }, 'server');
  const close = await timed(() => server?.close() ?? Promise.resolve(), 'server');
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

printBenchHeader(`testing-environment: ${rounds} rounds (medians), ${records} records per flow`);
const firstStart = await timed(() => sharedTestServer());
// Warm-up: every module loaded and every path taken once before anything is timed.
await freshEnvironment();
await plainEnvironment();
await unpooledEnvironment();
await newServer();
await submitFlowTest();
await submitFlowByHand(await sharedTestServer(), records);

const environments: { open: number; close: number }[] = [];
const plains: { open: number; close: number }[] = [];
const unpooled: { open: number; close: number }[] = [];
const servers: { open: number; close: number }[] = [];
const flows: number[] = [];
const handFlows: number[] = [];
for (let round = 0; round < rounds; round++) {
  // Alternate which goes first, so a slow moment of the machine is shared.
  if (round % 2 === 0) {
    environments.push(await freshEnvironment());
    plains.push(await plainEnvironment());
    servers.push(await newServer());
    flows.push(await timed(submitFlowTest, 'flow'));
    handFlows.push(
      await timed(async () => submitFlowByHand(await sharedTestServer(), records), 'hand'),
    );
  } else {
    handFlows.push(
      await timed(async () => submitFlowByHand(await sharedTestServer(), records), 'hand'),
    );
    flows.push(await timed(submitFlowTest, 'flow'));
    servers.push(await newServer());
    plains.push(await plainEnvironment());
    environments.push(await freshEnvironment());
  }
  unpooled.push(await unpooledEnvironment());
}
await closeSharedTestServer();

const ms = (value: number) => `${value.toFixed(1)} ms`;
const totals = (rows: { open: number; close: number }[]) => rows.map((row) => row.open + row.close);
const fastest = (values: number[]) => ms(Math.min(...values));
console.log(`  first shared dev server start (module loaded): ${ms(firstStart)}`);
const environmentRow = {
  path: `fresh environment: create + close (create ${ms(median(environments.map((e) => e.open)))}, close ${ms(median(environments.map((e) => e.close)))}; fastest ${fastest(totals(environments))})`,
  oursMs: median(totals(environments)),
  oursRss: peaks.get('environment'),
};
printFloorRow({
  ...environmentRow,
  floorMs: median(totals(plains)),
  floorRss: peaks.get('plain'),
  floor: `the same environment made and deleted with two plain fetch requests (fastest ${fastest(totals(plains))})`,
  ownCode: 'the dev server',
});
printFloorRow({
  ...environmentRow,
  floorMs: median(totals(servers)),
  floorRss: peaks.get('server'),
  reference: true,
  floor: `a new dev server started and closed (fastest ${fastest(totals(servers))}; target: the environment under 0.1x of it)`,
});
printFloorRow({
  path: `the same without the pool: made and removed on the test's path (fastest ${fastest(totals(unpooled))})`,
  oursMs: median(totals(unpooled)),
  floorMs: median(totals(plains)),
  floor: 'the same two plain fetch requests; the work the pool overlaps with the tests, not saves',
  ownCode: 'the dev server',
});
printFloorRow({
  path: `Submit-flow test, ${records.toLocaleString('en')} records (max ${ms(Math.max(...flows))}; target < 500 ms)`,
  oursMs: median(flows),
  floorMs: median(handFlows),
  oursRss: peaks.get('flow'),
  floorRss: peaks.get('hand'),
  floor: `the same flow by hand, without @importkit/testing (fastest ${fastest(handFlows)})`,
  ownCode: 'the dev server, @importkit/api, the listener and the plugin',
});

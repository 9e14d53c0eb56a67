/**
 * Benchmark of the transform job: `npx tsx bench/transform.ts [--records N]`.
 *
 * A dev server (in this process) holds a source sheet of N records (default 1,000,000; 5 string
 * fields) and a mapping program of 5 `assign` rules onto a destination sheet. Timed: a first
 * transform (every record added), a second with `keepRecordIds: true` (every record updated in
 * place, ids kept) and a third with `keepRecordIds: false` (every record deleted and added
 * again), each with this process's peak RSS while it ran. The second runs a program whose first
 * two rules are crossed (`first` from `src_last`, `last` from `src_first`), so that every record
 * it updates changes: an update that changes nothing is not written, and would cost less than
 * the floor's write for the wrong reason. The floor, in a child process of its
 * own after the server closed, in the same run (bench/support/transform-floor.ts): inside a
 * store holding the same source records, read them page by page, apply the same rules in plain
 * JS and write the results through the store (insert; replace in place; delete and insert), with
 * its peak RSS; the three made twice over (a new destination each time), the faster of each
 * kept (one cycle alone swung by half on this machine). Each ratio is our time ÷ the floor's.
 * It also prints the source sheet's stored size (the bytes of its records' text): the issue's
 * memory target is a peak RSS of at most twice that.
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createClient, unwrap } from '@importkit/api';
import { startDevServer } from '@importkit/dev-server';
import { loadNow, printBenchHeader, printFloorRow } from './support/floor-report';
import { withPeakRss } from './support/process-memory';
import { createFloorStore } from './support/store-floor';
import { type TransformWrite, transformInStore } from './support/transform-floor';

const FIELDS = ['first', 'last', 'email', 'plan', 'company'];
const INSERT_BATCH = 10_000;

const { values } = parseArgs({
  options: { records: { type: 'string', default: '1000000' }, floor: { type: 'boolean' } },
});
const records = Number(values.records);
if (!Number.isInteger(records) || records < 1) throw new Error(`--records must be >= 1`);

/** The source records from `start`, as the insert request's body. */
const sourceBody = (start: number) =>
  JSON.stringify(
    Array.from({ length: Math.min(INSERT_BATCH, records - start) }, (_, offset) =>
      Object.fromEntries(
        FIELDS.map((key) => [`src_${key}`, { value: `${key}-${start + offset}` }]),
      ),
    ),
  );

/** `[source key, destination key]` of each assign rule: straight, or the first two crossed. */
type Rules = readonly (readonly [string, string])[];
const STRAIGHT: Rules = FIELDS.map((key) => [`src_${key}`, key] as const);
const CROSSED: Rules = STRAIGHT.map(([, to], index) => {
  const from = index === 0 ? 'src_last' : index === 1 ? 'src_first' : `src_${to}`;
  return [from, to] as const;
});

/** The three runs, in order: what each does, its rules, and how the floor writes it. */
const RUNS: { name: string; keepRecordIds: boolean; rules: Rules; write: TransformWrite }[] = [
  { name: 'first run (all added)', keepRecordIds: false, rules: STRAIGHT, write: 'insert' },
  {
    name: 'keepRecordIds: true (all updated in place, each record changed)',
    keepRecordIds: true,
    rules: CROSSED,
    write: 'replace',
  },
  {
    name: 'keepRecordIds: false (all deleted and added)',
    keepRecordIds: false,
    rules: STRAIGHT,
    write: 'delete-and-insert',
  },
];

interface Timed {
  ms: number;
  peak: number;
  load: number;
}

/** The floor's three runs are made this many times (each into a new sheet), the best kept. */
const FLOOR_CYCLES = 2;

/** The child: the floor's three runs, each timed with its peak RSS, the best of the cycles. */
async function runFloor(): Promise<void> {
  const floor = createFloorStore();
  const sourceSheetId = floor.createSheet();
  for (let start = 0; start < records; start += INSERT_BATCH) {
    floor.insertBody(sourceSheetId, sourceBody(start));
  }
  const best: Timed[] = [];
  for (let cycle = 0; cycle < FLOOR_CYCLES; cycle++) {
    const destinationSheetId = floor.createSheet();
    let made: string[] = [];
    for (const [index, run] of RUNS.entries()) {
      const sheets = { floor, sourceSheetId, destinationSheetId, rules: run.rules };
      const { ms, peak } = await withPeakRss(async () => {
        made = transformInStore(sheets, run.write, made);
      });
      if (made.length !== records) throw new Error(`floor wrote ${made.length} of ${records}`);
      const previous = best[index];
      if (!previous || ms < previous.ms) best[index] = { ms, peak, load: loadNow() };
    }
    floor.store.records.dropSheet(destinationSheetId);
  }
  const storedBytes = floor.store.records.freeze(sourceSheetId).textBytes;
  process.send?.({ best, storedBytes });
  process.disconnect();
}

async function runTransforms(): Promise<Timed[]> {
  const server = await startDevServer({ port: 0 });
  const client = createClient({ baseUrl: server.url, apiKey: server.apiKey, retry: false });
  try {
    const { data: space } = await unwrap(client.POST('/v1/spaces', { body: { name: 'Bench' } }));
    const fields = (prefix: string) =>
      FIELDS.map((key) => ({ key: `${prefix}${key}`, type: 'string' as const }));
    const { data: source } = await unwrap(
      client.POST('/v1/workbooks', {
        body: {
          name: 'upload',
          spaceId: space.id,
          sheets: [{ name: 'in', fields: fields('src_') }],
        },
      }),
    );
    const { data: destination } = await unwrap(
      client.POST('/v1/workbooks', {
        body: { name: 'crm', spaceId: space.id, sheets: [{ name: 'out', fields: fields('') }] },
      }),
    );
    const sourceSheetId = source.sheets?.[0]?.id as string;
    const destinationSheetId = destination.sheets?.[0]?.id as string;
    for (let start = 0; start < records; start += INSERT_BATCH) {
      const response = await fetch(`${server.url}/v1/sheets/${sourceSheetId}/records`, {
        method: 'POST',
        headers: { authorization: `Bearer ${server.apiKey}`, 'content-type': 'application/json' },
        body: sourceBody(start),
      });
      if (response.status !== 200) throw new Error(`insert: ${await response.text()}`);
      await response.arrayBuffer();
    }
    const saveProgram = async (rules: Rules) => {
      const { data: program } = await unwrap(
        client.POST('/v1/mapping', {
          body: {
            source: { sheetId: sourceSheetId },
            destination: { sheetId: destinationSheetId },
            save: true,
            rules: rules.map(([from, to]) => ({
              name: to,
              type: 'assign',
              config: { sourceField: from, destinationField: to },
            })),
          },
        }),
      );
      return program.id as string;
    };
    const programs = new Map<Rules, string>();
    for (const run of RUNS) {
      if (!programs.has(run.rules)) programs.set(run.rules, await saveProgram(run.rules));
    }
    const transform = async (keepRecordIds: boolean, programId: string): Promise<Timed> => {
      const { ms, peak } = await withPeakRss(async () => {
        const { data: job } = await unwrap(
          client.POST('/v1/jobs', {
            body: {
              type: 'workbook',
              operation: 'transform',
              source: source.id,
              trigger: 'immediate',
              config: { destinationSheetId },
              input: { programId, version: 'v2', keepRecordIds },
            },
          }),
        );
        for (;;) {
          const { data } = await unwrap(
            client.GET('/v1/jobs/{jobId}', { params: { path: { jobId: job.id } } }),
          );
          if (data.status === 'complete') return;
          if (data.status === 'failed') throw new Error(`transform failed: ${data.info}`);
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      });
      return { ms, peak, load: loadNow() };
    };
    // Untimed: the first job request of a server compiles its request checks (the floor has no
    // requests to warm up).
    const { data: warmUp } = await unwrap(
      client.POST('/v1/jobs', {
        body: { type: 'workbook', operation: 'bench-warm-up', source: source.id },
      }),
    );
    await unwrap(client.GET('/v1/jobs/{jobId}', { params: { path: { jobId: warmUp.id } } }));
    const runs: Timed[] = [];
    for (const run of RUNS) {
      runs.push(await transform(run.keepRecordIds, programs.get(run.rules) as string));
    }
    return runs;
  } finally {
    await server.close();
  }
}

async function main(): Promise<void> {
  printBenchHeader(
    `transform of ${records.toLocaleString('en')} records, 5 assign rules (dev server in this process)`,
  );
  const ours = await runTransforms();
  globalThis.gc?.();
  const child = fork(fileURLToPath(import.meta.url), ['--floor', '--records', String(records)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const [{ best: floors, storedBytes }] = (await once(child, 'message')) as [
    { best: Timed[]; storedBytes: number },
  ];
  await once(child, 'exit');
  const mib = (bytes: number) => `${Math.round(bytes / 2 ** 20).toLocaleString('en')} MiB`;
  console.log(
    `  the source sheet's records stored: ${mib(storedBytes)} (twice that: ${mib(2 * storedBytes)})`,
  );
  RUNS.forEach((run, index) => {
    const mine = ours[index] as Timed;
    const floor = floors[index] as Timed;
    printFloorRow({
      path: run.name,
      oursMs: mine.ms,
      floorMs: floor.ms,
      count: records,
      countUnit: 'records',
      oursRss: mine.peak,
      floorRss: floor.peak,
      load: (mine.load + floor.load) / 2,
      floor: `inside a store holding the same source: read its stored records page by page, the same rules in plain JS, ${run.write === 'insert' ? 'insert' : run.write === 'replace' ? 'replace in place (ids kept)' : 'delete the earlier and insert'} through the store (a child process)`,
      ownCode: "the dev server's record store",
    });
  });
}

if (values.floor) await runFloor();
else await main();

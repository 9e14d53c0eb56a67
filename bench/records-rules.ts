/**
 * Benchmark of the dev server's record rules: `npx tsx bench/records-rules.ts [--records N]`.
 *
 * Two sheets of N records (default 1,000,000; 10 string fields), inserted in batches of 10,000
 * through the records API of a dev server in this process: one plain, one whose first field is
 * `unique` (their ratio is printed too; target ≤ 1.3x). Then, on the unique sheet, a find and
 * replace over one field and a clear column of another. Each path against its floor, measured in
 * a child process of its own in the same run, inside the dev server's store holding the same
 * records (bench/support/store-floor.ts, rewrite-floors.ts; our own code on both sides):
 * - inserts: `JSON.parse` of the same bodies and the store's insert (for the unique sheet, a
 *   plain Set of the field's values as well);
 * - find and replace, clear column: one walk over the stored text with the store's
 *   `rewriteText`, a byte search for the cell, the change only where needed.
 * Request bodies are built outside the timed part. Peak RSS: this process's (which holds the
 * server) during each path, against the floor process's.
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadNow, printBenchHeader, printFloorRow } from './support/floor-report';
import { startInProcessApi } from './support/in-process-api';
import { withPeakRss } from './support/process-memory';
import { clearColumnInStore, findReplaceInStore } from './support/rewrite-floors';
import { createFloorStore } from './support/store-floor';

const BATCH = 10_000;
const FIELDS = Array.from({ length: 10 }, (_, index) => `field${index}`);
const FIND = { find: 'field1-value-5', replace: 'changed', fieldKey: 'field1' };
const CLEARED = 'field2';

const { values: args } = parseArgs({
  options: { records: { type: 'string', default: '1000000' }, floor: { type: 'boolean' } },
});
const records = Number(args.records);

function batchBody(from: number, count: number): string {
  const batch = [];
  for (let n = from; n < from + count; n++) {
    const record: Record<string, { value: string }> = {};
    for (const field of FIELDS) record[field] = { value: `${field}-value-${n}` };
    batch.push(record);
  }
  return JSON.stringify(batch);
}

/** A path's time, the peak RSS while it ran, and the load after. */
interface Measured {
  ms: number;
  peak: number;
  load: number;
}

const PATHS = [
  'insert, plain sheet',
  'insert, unique field',
  'find and replace, one field',
  'clear column',
] as const;

async function measure(step: () => Promise<unknown>): Promise<Measured> {
  const { ms, peak } = await withPeakRss(step);
  return { ms, peak, load: loadNow() };
}

/** Inserts every batch with `insert`, timing only `insert` (bodies are built outside). */
async function insertAll(insert: (body: string) => unknown): Promise<Measured> {
  let ms = 0;
  const { peak, load } = await measure(async () => {
    for (let from = 0; from < records; from += BATCH) {
      const body = batchBody(from, Math.min(BATCH, records - from));
      const started = performance.now();
      await insert(body);
      ms += performance.now() - started;
    }
  });
  return { ms, peak, load };
}

/** The child: every path's floor, in order. */
async function runFloors(): Promise<void> {
  const floor = createFloorStore();
  // Every floor once over one batch in a sheet dropped after, untimed: the timed ones run warm.
  const scratch = floor.createSheet();
  floor.insertBody(scratch, batchBody(0, Math.min(BATCH, records)));
  findReplaceInStore(floor.store, scratch, FIND.fieldKey, FIND.find, FIND.replace);
  clearColumnInStore(floor.store, scratch, CLEARED);
  floor.store.records.dropSheet(scratch);
  const plain = floor.createSheet();
  const unique = floor.createSheet();
  const seen = new Set<unknown>();
  const results = [
    await insertAll((body) => floor.insertBody(plain, body)),
    await insertAll((body) => floor.insertBody(unique, body, { field: 'field0', seen })),
    await measure(async () => {
      if (findReplaceInStore(floor.store, unique, FIND.fieldKey, FIND.find, FIND.replace) !== 1)
        throw new Error('the find and replace floor found no record');
    }),
    await measure(async () => clearColumnInStore(floor.store, unique, CLEARED)),
  ];
  process.send?.(results);
  process.disconnect();
}

async function runOurs(): Promise<Measured[]> {
  const api = await startInProcessApi();
  const { call } = api;
  const space = JSON.parse(await call('POST', '/v1/spaces', JSON.stringify({ name: 'Bench' })));
  const sheetConfig = (name: string, unique: boolean) => ({
    name,
    fields: FIELDS.map((key, index) => ({
      key,
      type: 'string',
      ...(unique && index === 0 && { constraints: [{ type: 'unique' }] }),
    })),
  });
  const workbook = JSON.parse(
    await call(
      'POST',
      '/v1/workbooks',
      JSON.stringify({
        name: 'Rules',
        spaceId: space.data.id,
        sheets: [sheetConfig('Plain', false), sheetConfig('Unique', true)],
      }),
    ),
  ).data;
  const [plain, unique] = workbook.sheets as { id: string }[];
  if (!plain || !unique) throw new Error('bench: the workbook has no sheets');
  try {
    const inserts = [
      await insertAll((body) => call('POST', `/v1/sheets/${plain.id}/records`, body)),
      await insertAll((body) => call('POST', `/v1/sheets/${unique.id}/records`, body)),
    ];
    // Each timed operation once on the plain sheet, untimed, as the floor warms up on a scratch
    // sheet: the first call of an operation compiles its request checks.
    await call('PUT', `/v1/sheets/${plain.id}/find-replace`, JSON.stringify(FIND));
    await call('POST', `/v1/sheets/${plain.id}/clear-column`, JSON.stringify({ field: CLEARED }));
    return [
      ...inserts,
      await measure(() =>
        call('PUT', `/v1/sheets/${unique.id}/find-replace`, JSON.stringify(FIND)),
      ),
      await measure(() =>
        call('POST', `/v1/sheets/${unique.id}/clear-column`, JSON.stringify({ field: CLEARED })),
      ),
    ];
  } finally {
    await api.close();
  }
}

async function main(): Promise<void> {
  printBenchHeader(
    `records rules: ${records.toLocaleString('en')} records of ${FIELDS.length} fields (dev server in this process)`,
  );
  const ours = await runOurs();
  globalThis.gc?.();
  const child = fork(fileURLToPath(import.meta.url), ['--floor', '--records', String(records)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const [floors] = (await once(child, 'message')) as [Measured[]];
  await once(child, 'exit');
  const floorOf = [
    "JSON.parse of the same bodies + the store's insert",
    "JSON.parse of the same bodies, a Set of field0's values + the store's insert",
    "one walk of the stored text (the store's rewriteText), a byte search for the cell, the match parsed and rewritten",
    "one walk of the stored text (the store's rewriteText), each record's cell spliced to an empty one",
  ];
  const uniqueOverPlain = ((ours[1]?.ms ?? 0) / (ours[0]?.ms ?? 1)).toFixed(2);
  PATHS.forEach((path, index) => {
    const mine = ours[index] as Measured;
    const floor = floors[index] as Measured;
    printFloorRow({
      path: index === 1 ? `${path} (${uniqueOverPlain}x the plain insert; target ≤ 1.3x)` : path,
      oursMs: mine.ms,
      floorMs: floor.ms,
      count: records,
      countUnit: 'records',
      oursRss: mine.peak,
      floorRss: floor.peak,
      load: (mine.load + floor.load) / 2,
      floor: `${floorOf[index]}, in a child holding the same records`,
      ownCode: "the dev server's record store",
    });
  });
}

if (args.floor) await runFloors();
else await main();

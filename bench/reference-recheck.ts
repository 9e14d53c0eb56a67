/**
 * Benchmark of rechecking references when the referenced sheet changes:
 * `npx tsx bench/reference-recheck.ts [--records N] [--links M]`.
 *
 * One workbook on a dev server in this process: `plain` (referenced by nothing), `codes` (whose
 * `code` field the `links` sheet's reference field points at) and `links` (M records, default
 * 10,000, each referencing one code; none is found before the codes arrive). N records (default
 * 200,000, 2 string fields) are inserted into `plain` and into `codes` in batches of 10,000.
 * Floors, in a child process of its own holding the same links (inside the dev server's store,
 * bench/support/store-floor.ts): for the plain inserts, `JSON.parse` of the same bodies and the
 * store's insert; for the codes, the same plus, per inserted code, a lookup in a Map of the links
 * waiting for it, the links found rewritten valid through the store. Then one update changing one
 * code, and one deleting a code, against one update of a plain record over the same API (our own
 * code on both sides: a single request is mostly its round trip).
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { StoredRecord } from '../packages/dev-server/src/store/entities';
import { loadNow, printBenchHeader, printFloorRow } from './support/floor-report';
import { startInProcessApi, timed } from './support/in-process-api';
import { withPeakRss } from './support/process-memory';
import { createFloorStore } from './support/store-floor';

const BATCH = 10_000;

const { values: args } = parseArgs({
  options: {
    records: { type: 'string', default: '200000' },
    links: { type: 'string', default: '10000' },
    floor: { type: 'boolean' },
  },
});
const records = Number(args.records);
const links = Number(args.links);
// Links point at codes spread over the whole insert, so every batch links some of them.
const step = Math.max(1, Math.floor(records / links));

function linksBody(from: number): string {
  const batch = [];
  for (let n = from; n < Math.min(links, from + BATCH); n++) {
    batch.push({ code: { value: `code-${(n * step) % records}` } });
  }
  return JSON.stringify(batch);
}

function batchBody(from: number, count: number): string {
  const batch = [];
  for (let n = from; n < from + count; n++) {
    batch.push({ code: { value: `code-${n}` }, label: { value: `label-${n}` } });
  }
  return JSON.stringify(batch);
}

interface Measured {
  ms: number;
  peak: number;
  load: number;
}

/** Inserts every batch with `insert`, timing only `insert`, with the peak RSS over all. */
async function insertAll(insert: (body: string) => unknown): Promise<Measured> {
  let ms = 0;
  const { peak } = await withPeakRss(async () => {
    for (let from = 0; from < records; from += BATCH) {
      const body = batchBody(from, Math.min(BATCH, records - from));
      const started = performance.now();
      await insert(body);
      ms += performance.now() - started;
    }
  });
  return { ms, peak, load: loadNow() };
}

/** The child: the inserts' floors. */
async function runFloors(): Promise<void> {
  const floor = createFloorStore();
  floor.warmUp(batchBody(0, Math.min(BATCH, records)));
  const [plain, codes, linksSheet] = [
    floor.createSheet(),
    floor.createSheet(),
    floor.createSheet(),
  ];
  const waiting = new Map<unknown, StoredRecord[]>();
  for (let from = 0; from < links; from += BATCH) {
    for (const link of floor.insertBody(linksSheet, linksBody(from))) {
      const code = link.values.code?.value;
      waiting.set(code, [...(waiting.get(code) ?? []), link]);
    }
  }
  let linked = 0;
  const results = [
    await insertAll((body) => floor.insertBody(plain, body)),
    await insertAll((body) => {
      const found: StoredRecord[] = [];
      for (const record of floor.insertBody(codes, body)) {
        for (const link of waiting.get(record.values.code?.value) ?? []) found.push(link);
      }
      if (found.length > 0) floor.store.records.replace(linksSheet, found);
      linked += found.length;
    }),
  ];
  if (linked !== links) throw new Error(`the floor linked ${linked} of ${links}`);
  process.send?.(results);
  process.disconnect();
}

async function main(): Promise<void> {
  printBenchHeader(
    `reference recheck: ${records.toLocaleString('en')} records, ${links.toLocaleString('en')} links (dev server in this process)`,
  );
  const api = await startInProcessApi();
  const { call } = api;
  const space = JSON.parse(await call('POST', '/v1/spaces', JSON.stringify({ name: 'Bench' })));
  const fields = [
    { key: 'code', type: 'string' },
    { key: 'label', type: 'string' },
  ];
  const workbook = JSON.parse(
    await call(
      'POST',
      '/v1/workbooks',
      JSON.stringify({
        name: 'References',
        spaceId: space.data.id,
        sheets: [
          { name: 'Plain', slug: 'plain', fields },
          { name: 'Codes', slug: 'codes', fields },
          {
            name: 'Links',
            slug: 'links',
            fields: [{ key: 'code', type: 'reference', config: { ref: 'codes', key: 'code' } }],
          },
        ],
      }),
    ),
  ).data;
  const [plain, codes, linksSheet] = (workbook.sheets as { id: string }[]).map((s) => s.id);
  for (let from = 0; from < links; from += BATCH) {
    await call('POST', `/v1/sheets/${linksSheet}/records`, linksBody(from));
  }
  const counts = async (sheetId: string) =>
    JSON.parse(await call('GET', `/v1/sheets/${sheetId}/records?pageSize=1&includeCounts=true`))
      .data.counts as { valid: number; error: number };
  const firstRecordId = async (sheetId: string) =>
    JSON.parse(await call('GET', `/v1/sheets/${sheetId}/records?pageSize=1`)).data.records[0]
      .id as string;

  const plainInsert = await insertAll((body) => call('POST', `/v1/sheets/${plain}/records`, body));
  const codesInsert = await insertAll((body) => call('POST', `/v1/sheets/${codes}/records`, body));
  const linked = await counts(linksSheet as string);
  const update = async (sheetId: string, id: string) => {
    const body = JSON.stringify([{ id, values: { code: { value: 'changed' } } }]);
    const { ms, peak } = await withPeakRss(() =>
      call('PUT', `/v1/sheets/${sheetId}/records`, body),
    );
    return { ms, peak, load: loadNow() };
  };
  const plainId = await firstRecordId(plain as string);
  await update(plain as string, plainId); // untimed: the update path warm for all three
  const plainUpdate = await update(plain as string, plainId);
  // Untimed too: the first delete compiles its request checks.
  await call('DELETE', `/v1/sheets/${plain}/records?ids=${plainId}`);
  const codeId = await firstRecordId(codes as string);
  const codeUpdate = await update(codes as string, codeId);
  const codeDelete = await withPeakRss(() =>
    timed(() => call('DELETE', `/v1/sheets/${codes}/records?ids=${codeId}`)),
  );
  const afterChanges = await counts(linksSheet as string);
  await api.close();

  const child = fork(fileURLToPath(import.meta.url), ['--floor', ...process.argv.slice(2)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const [[plainFloor, codesFloor]] = (await once(child, 'message')) as [Measured[]];
  await once(child, 'exit');
  const common = { count: records, countUnit: 'records', ownCode: "the dev server's record store" };
  printFloorRow({
    ...common,
    path: 'insert into a sheet nobody references',
    oursMs: plainInsert.ms,
    floorMs: plainFloor?.ms ?? Number.NaN,
    oursRss: plainInsert.peak,
    floorRss: plainFloor?.peak,
    load: plainInsert.load,
    floor: "JSON.parse of the same bodies + the store's insert, in a child",
  });
  printFloorRow({
    ...common,
    path: `insert into the referenced sheet (${(codesInsert.ms / plainInsert.ms).toFixed(2)}x the plain insert; links valid ${linked.valid}, in error ${linked.error})`,
    oursMs: codesInsert.ms,
    floorMs: codesFloor?.ms ?? Number.NaN,
    oursRss: codesInsert.peak,
    floorRss: codesFloor?.peak,
    load: codesInsert.load,
    floor:
      "JSON.parse + the store's insert, per code a lookup in a Map of the links waiting for it, the links found rewritten valid through the store, in a child",
  });
  for (const [path, measured] of [
    ['one update of a referenced code', codeUpdate],
    [`one delete of a code (links in error after: ${afterChanges.error})`, codeDelete],
  ] as const) {
    printFloorRow({
      path,
      oursMs: measured.ms,
      floorMs: plainUpdate.ms,
      oursRss: measured.peak,
      floorRss: plainUpdate.peak,
      load: plainUpdate.load,
      floor: 'one update of a plain record over the same API, in this process',
      ownCode: 'the dev server',
    });
  }
}

if (args.floor) await runFloors();
else await main();

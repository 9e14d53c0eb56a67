/**
 * Benchmark of snapshots: `npx tsx bench/snapshots.ts [--records N] [--changed 0.1]`.
 *
 * One sheet of N records (default 1,000,000; 10 string fields), inserted in batches of 10,000
 * into a dev server in this process. Timed: taking a snapshot (`POST /v1/snapshots`), and, after
 * a share of the records changed (default 10%: updated), 1% deleted and 1% added, restoring it
 * (`POST /v1/snapshots/{id}/restore`). The floor, in a child process of its own holding the same
 * records with the same changes, measured in the same run: the dev server's store alone freezing
 * the sheet (`freeze`, which shares the records' text) and loading it back (`load`), with no
 * HTTP, events or registry (our own code on both sides: no cheaper way to keep a sheet exists).
 * The dev server's memory (heap and the arena slabs outside it: `arrayBuffers`) before and after
 * the snapshot is printed against the sheet's own size (the bytes of a full read; target: the
 * snapshot costs no more). Run with `node --expose-gc --import tsx` for memory figures after a
 * collection.
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { formatMiB, loadNow, printBenchHeader, printFloorRow } from './support/floor-report';
import { startInProcessApi } from './support/in-process-api';
import { withPeakRss } from './support/process-memory';
import { createFloorStore, storedCell } from './support/store-floor';

const BATCH = 10_000;
/** Ids per delete request (they travel in the query string, under its 8 KiB limit). */
const DELETE_BATCH = 300;
const FIELDS = Array.from({ length: 10 }, (_, index) => `field${index}`);

const { values: args } = parseArgs({
  options: {
    records: { type: 'string', default: '1000000' },
    changed: { type: 'string', default: '0.1' },
    floor: { type: 'boolean' },
  },
});
const records = Number(args.records);
const step = Math.max(1, Math.round(1 / Number(args.changed)));
const added = Math.ceil(records / 100);

const body = (from: number, count: number, tag: string) =>
  JSON.stringify(
    Array.from({ length: count }, (_, index) =>
      Object.fromEntries(
        FIELDS.map((field) => [field, { value: `${field}-${tag}-${from + index}` }]),
      ),
    ),
  );

interface Measured {
  ms: number;
  peak: number;
  load: number;
}

const measure = async (step: () => Promise<unknown>): Promise<Measured> => {
  const { ms, peak } = await withPeakRss(step);
  return { ms, peak, load: loadNow() };
};

/** The child: the same records and changes in a store of its own, freeze and load timed. */
async function runFloor(): Promise<void> {
  const floor = createFloorStore();
  const sheetId = floor.createSheet();
  const ids: string[] = [];
  for (let from = 0; from < records; from += BATCH) {
    const batch = floor.insertBody(sheetId, body(from, Math.min(BATCH, records - from), 'value'));
    for (const record of batch) ids.push(record.id);
  }
  // One freeze untimed first, as the server's code is warm by the time it takes a snapshot.
  let frozen = floor.store.records.freeze(sheetId);
  const create = await measure(async () => {
    frozen = floor.store.records.freeze(sheetId);
  });
  const updated = floor.store.records.get(
    sheetId,
    ids.filter((_, index) => index % step === 0),
  );
  for (const record of updated) if (record) record.values.field1 = storedCell('changed');
  floor.store.records.replace(
    sheetId,
    updated.filter((record) => record !== undefined),
  );
  floor.store.records.delete(
    sheetId,
    ids.filter((_, index) => index % 100 === 1),
  );
  for (let from = 0; from < added; from += BATCH) {
    floor.insertBody(sheetId, body(records + from, Math.min(BATCH, added - from), 'added'));
  }
  const restore = await measure(async () => {
    floor.store.records.load(sheetId, frozen);
  });
  if (floor.store.records.counts(sheetId).total !== records) throw new Error('floor: restore');
  process.send?.([create, restore]);
  process.disconnect();
}

function memory() {
  globalThis.gc?.();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

async function runOurs() {
  const api = await startInProcessApi();
  const { call } = api;
  const space = JSON.parse(await call('POST', '/v1/spaces', JSON.stringify({ name: 'Bench' })));
  const workbook = JSON.parse(
    await call(
      'POST',
      '/v1/workbooks',
      JSON.stringify({
        name: 'Snapshots',
        spaceId: space.data.id,
        sheets: [{ name: 'Big', fields: FIELDS.map((key) => ({ key, type: 'string' })) }],
      }),
    ),
  ).data;
  const sheetId = (workbook.sheets as { id: string }[])[0]?.id as string;
  const insert = async (from: number, count: number, tag: string) => {
    const ids: string[] = [];
    for (let start = from; start < from + count; start += BATCH) {
      const text = body(start, Math.min(BATCH, from + count - start), tag);
      const answer = JSON.parse(await call('POST', `/v1/sheets/${sheetId}/records`, text));
      for (const record of answer.data.records as { id: string }[]) ids.push(record.id);
    }
    return ids;
  };
  const readAll = async () => {
    let bytes = 0;
    for (let page = 1; page <= Math.max(1, Math.ceil(records / BATCH)); page++) {
      const path = `/v1/sheets/${sheetId}/records?pageSize=${BATCH}&pageNumber=${page}`;
      bytes += Buffer.byteLength(await call('GET', path));
    }
    return bytes;
  };
  const ids = await insert(0, records, 'value');
  const sheetBytes = await readAll();
  // Untimed first, as the floor freezes once before timing: the first snapshot and restore of a
  // server compile their request checks.
  const warmUp = JSON.stringify({ sheetId, label: 'warm-up' });
  const warmUpId = JSON.parse(await call('POST', '/v1/snapshots', warmUp)).data.id;
  await call('POST', `/v1/snapshots/${warmUpId}/restore`);
  await call('DELETE', `/v1/snapshots/${warmUpId}`);
  const before = memory();
  let snapshotId = '';
  const create = await measure(async () => {
    const request = JSON.stringify({ sheetId, label: 'bench' });
    snapshotId = JSON.parse(await call('POST', '/v1/snapshots', request)).data.id;
  });
  const snapshotMemory = memory() - before;
  // Changes since the snapshot: every tenth record (by default) updated, 1% deleted, 1% added.
  const updated = ids.filter((_, index) => index % step === 0);
  for (let start = 0; start < updated.length; start += BATCH) {
    const changes = updated.slice(start, start + BATCH).map((id) => ({
      id,
      values: { field1: { value: 'changed' } },
    }));
    await call('PUT', `/v1/sheets/${sheetId}/records`, JSON.stringify(changes));
  }
  const deleted = ids.filter((_, index) => index % 100 === 1);
  for (let start = 0; start < deleted.length; start += DELETE_BATCH) {
    const query = deleted.slice(start, start + DELETE_BATCH).map((id) => `ids=${id}`);
    await call('DELETE', `/v1/sheets/${sheetId}/records?${query.join('&')}`);
  }
  await insert(records, added, 'added');
  const restore = await measure(() => call('POST', `/v1/snapshots/${snapshotId}/restore`));
  if ((await readAll()) !== sheetBytes) throw new Error('bench: the restored sheet differs');
  await api.close();
  return { create, restore, sheetBytes, snapshotMemory, changed: [updated, deleted] };
}

async function main(): Promise<void> {
  printBenchHeader(
    `snapshots: ${records.toLocaleString('en')} records of ${FIELDS.length} fields (dev server in this process)`,
  );
  const ours = await runOurs();
  const child = fork(fileURLToPath(import.meta.url), ['--floor', ...process.argv.slice(2)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const [[create, restore]] = (await once(child, 'message')) as [Measured[]];
  await once(child, 'exit');
  const [updated, deleted] = ours.changed;
  const rows = [
    ['snapshot create', ours.create, create, 'freeze'],
    [
      `snapshot restore (after ${updated?.length} updated, ${deleted?.length} deleted, ${added} added)`,
      ours.restore,
      restore,
      'load',
    ],
  ] as const;
  for (const [path, mine, floor, call] of rows) {
    printFloorRow({
      path,
      oursMs: mine.ms,
      floorMs: floor?.ms ?? Number.NaN,
      count: records,
      countUnit: 'records',
      oursRss: mine.peak,
      floorRss: floor?.peak,
      load: mine.load,
      floor: `the store's ${call} of the same sheet alone, no HTTP, events or registry, in a child`,
      ownCode: "the dev server's record store",
    });
  }
  console.log(
    `  snapshot's memory (heap + slabs) ${formatMiB(ours.snapshotMemory)}, ${(Math.max(0, ours.snapshotMemory) / ours.sheetBytes).toFixed(2)}x the sheet's own size of ${formatMiB(ours.sheetBytes)} (target ≤ 1x)`,
  );
}

if (args.floor) await runFloor();
else await main();

/**
 * Benchmark of snapshots: `npx tsx bench/snapshots.ts [--records N] [--changed 0.1]`.
 *
 * One sheet of N records (default 1,000,000; 10 string fields), inserted in batches of 10,000.
 * Timed against one full read of the sheet's pages (10,000 per page, as text; the best of two)
 * in the same run (target ≤ 2x each): taking a snapshot (`POST /v1/snapshots`), and, after a
 * share of the records changed (default 10%: updated), 1% deleted and 1% added, restoring it
 * (`POST /v1/snapshots/{id}/restore`). The dev server runs in this process: its memory (RSS,
 * heap, and the arena slabs outside the heap: `arrayBuffers`) is printed before and after the
 * snapshot, against the sheet's own size (the bytes of the full read; target: the snapshot costs
 * no more). Run with `node --expose-gc --import tsx` for memory figures after a collection.
 */
import { parseArgs } from 'node:util';
import { startInProcessApi, timed } from './support/in-process-api';

const BATCH = 10_000;
/** Ids per delete request (they travel in the query string, under its 8 KiB limit). */
const DELETE_BATCH = 300;
const FIELDS = Array.from({ length: 10 }, (_, index) => `field${index}`);
const MiB = 1024 * 1024;

const { values: args } = parseArgs({
  options: {
    records: { type: 'string', default: '1000000' },
    changed: { type: 'string', default: '0.1' },
  },
});
const records = Number(args.records);
const changedShare = Number(args.changed);

const api = await startInProcessApi();
const { call } = api;

function recordValues(n: number, tag: string): Record<string, { value: string }> {
  const values: Record<string, { value: string }> = {};
  for (const field of FIELDS) values[field] = { value: `${field}-${tag}-${n}` };
  return values;
}

function memory() {
  globalThis.gc?.();
  const { rss, heapUsed, arrayBuffers } = process.memoryUsage();
  return { rss, heapUsed, arrayBuffers };
}

async function insert(sheetId: string, from: number, count: number, tag: string) {
  const ids: string[] = [];
  for (let start = from; start < from + count; start += BATCH) {
    const size = Math.min(BATCH, from + count - start);
    const body = JSON.stringify(
      Array.from({ length: size }, (_, index) => recordValues(start + index, tag)),
    );
    const answer = JSON.parse(await call('POST', `/v1/sheets/${sheetId}/records`, body));
    for (const record of answer.data.records as { id: string }[]) ids.push(record.id);
  }
  return ids;
}

/** One full read, page by page; returns its time and the bytes of the records' text. */
async function readAll(sheetId: string): Promise<{ ms: number; bytes: number }> {
  const pages = Math.max(1, Math.ceil(records / BATCH));
  let bytes = 0;
  const ms = await timed(async () => {
    for (let page = 1; page <= pages; page++) {
      const text = await call(
        'GET',
        `/v1/sheets/${sheetId}/records?pageSize=${BATCH}&pageNumber=${page}`,
      );
      bytes += Buffer.byteLength(text);
    }
  });
  return { ms, bytes };
}

const space = JSON.parse(await call('POST', '/v1/spaces', JSON.stringify({ name: 'Bench' }))).data;
const workbook = JSON.parse(
  await call(
    'POST',
    '/v1/workbooks',
    JSON.stringify({
      name: 'Snapshots',
      spaceId: space.id,
      sheets: [{ name: 'Big', fields: FIELDS.map((key) => ({ key, type: 'string' })) }],
    }),
  ),
).data;
const sheetId = (workbook.sheets as { id: string }[])[0]?.id as string;

const ids = await insert(sheetId, 0, records, 'value');
const firstRead = await readAll(sheetId);
const secondRead = await readAll(sheetId);
const read = Math.min(firstRead.ms, secondRead.ms);
const sheetBytes = secondRead.bytes;

const before = memory();
let snapshotId = '';
const create = await timed(async () => {
  const body = JSON.stringify({ sheetId, label: 'bench' });
  snapshotId = JSON.parse(await call('POST', '/v1/snapshots', body)).data.id;
});
const after = memory();

// Changes since the snapshot: every tenth record (by default) updated, 1% deleted, 1% added.
const step = Math.max(1, Math.round(1 / changedShare));
const updated = ids.filter((_, index) => index % step === 0);
for (let start = 0; start < updated.length; start += BATCH) {
  const body = updated.slice(start, start + BATCH).map((id, index) => ({
    id,
    values: { field1: { value: `changed-${start + index}` } },
  }));
  await call('PUT', `/v1/sheets/${sheetId}/records`, JSON.stringify(body));
}
const deleted = ids.filter((_, index) => index % 100 === 1);
for (let start = 0; start < deleted.length; start += DELETE_BATCH) {
  const query = deleted
    .slice(start, start + DELETE_BATCH)
    .map((id) => `ids=${id}`)
    .join('&');
  await call('DELETE', `/v1/sheets/${sheetId}/records?${query}`);
}
const added = Math.ceil(records / 100);
await insert(sheetId, records, added, 'added');
const beforeRestore = memory();
const restore = await timed(() => call('POST', `/v1/snapshots/${snapshotId}/restore`));
const afterRestore = memory();
const restoredRead = await readAll(sheetId);
await api.close();
if (restoredRead.bytes !== sheetBytes) {
  throw new Error(`bench: the restored sheet reads ${restoredRead.bytes} bytes, not ${sheetBytes}`);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const ratio = (value: number, floor: number) => `${(value / floor).toFixed(2)}x`;
const mib = (bytes: number) => `${(bytes / MiB).toFixed(0)} MiB`;
const memoryLine = (label: string, figures: ReturnType<typeof memory>) =>
  `  ${label.padEnd(30)} rss ${mib(figures.rss)}, heap ${mib(figures.heapUsed)}, slabs (arrayBuffers) ${mib(figures.arrayBuffers)}`;
console.log(`snapshots, ${records.toLocaleString('en')} records of ${FIELDS.length} fields`);
console.log(`  sheet's own size (one read)    ${mib(sheetBytes)}`);
console.log(`  one full read (floor)          ${seconds(read)}`);
console.log(
  `  snapshot create                ${seconds(create)}  ${ratio(create, read)} of the read (target ≤ 2x)`,
);
console.log(
  `  changed since: ${updated.length} updated, ${deleted.length} deleted, ${added} added`,
);
console.log(
  `  snapshot restore               ${seconds(restore)}  ${ratio(restore, read)} of the read (target ≤ 2x)`,
);
console.log(memoryLine('before the snapshot', before));
console.log(memoryLine('after the snapshot', after));
// RSS moves with the collector's timing; what is held is the heap plus the slabs.
const held = (figures: ReturnType<typeof memory>) => figures.heapUsed + figures.arrayBuffers;
const grown = held(after) - held(before);
console.log(
  `  snapshot's memory (heap+slabs) ${mib(grown)}  ${ratio(Math.max(0, grown), sheetBytes)} of the sheet's size (target ≤ 1x)`,
);
console.log(memoryLine('before the restore', beforeRestore));
console.log(memoryLine('after the restore', afterRestore));
const sinceSnapshot = held(afterRestore) - held(before);
console.log(
  `  held since before the snapshot ${mib(sinceSnapshot)}  ${ratio(Math.max(0, sinceSnapshot), sheetBytes)} of the sheet's size (the changed records' old text, kept by the snapshot)`,
);

/**
 * Benchmark of rechecking references when the referenced sheet changes:
 * `npx tsx bench/reference-recheck.ts [--records N] [--links M]`.
 *
 * One workbook: `plain` (referenced by nothing), `codes` (whose `code` field the `links` sheet's
 * reference field points at) and `links` (M records, default 10,000, each referencing one code;
 * none is found before the codes arrive). N records (default 200,000, 2 string fields) are
 * inserted into `plain` and into `codes` in batches of 10,000. Timed: each sheet's inserts; the
 * floor is the plain inserts of the same run (the codes' inserts also link the M records, so the
 * ratio shows the recheck's cost, not a rescan per batch). Then one update changing one code, and
 * one deleting a code, against one update of a plain record.
 */
import { parseArgs } from 'node:util';
import { startInProcessApi, timed } from './support/in-process-api';

const BATCH = 10_000;

const { values: args } = parseArgs({
  options: {
    records: { type: 'string', default: '200000' },
    links: { type: 'string', default: '10000' },
  },
});
const records = Number(args.records);
const links = Number(args.links);

const api = await startInProcessApi();
const { call } = api;

const space = JSON.parse(await call('POST', '/v1/spaces', JSON.stringify({ name: 'Bench' }))).data;
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
      spaceId: space.id,
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
const [plain, codes, linksSheet] = workbook.sheets as { id: string }[];

// Links point at codes spread over the whole insert, so every batch links some of them.
const step = Math.max(1, Math.floor(records / links));
for (let from = 0; from < links; from += BATCH) {
  const batch = [];
  for (let n = from; n < Math.min(links, from + BATCH); n++) {
    batch.push({ code: { value: `code-${(n * step) % records}` } });
  }
  await call('POST', `/v1/sheets/${linksSheet?.id}/records`, JSON.stringify(batch));
}

function batchBody(from: number, count: number): string {
  const batch = [];
  for (let n = from; n < from + count; n++) {
    batch.push({ code: { value: `code-${n}` }, label: { value: `label-${n}` } });
  }
  return JSON.stringify(batch);
}

async function insertAll(sheetId: string): Promise<number> {
  let elapsed = 0;
  for (let from = 0; from < records; from += BATCH) {
    const body = batchBody(from, Math.min(BATCH, records - from));
    elapsed += await timed(() => call('POST', `/v1/sheets/${sheetId}/records`, body));
  }
  return elapsed;
}

async function counts(sheetId: string) {
  const page = JSON.parse(
    await call('GET', `/v1/sheets/${sheetId}/records?pageSize=1&includeCounts=true`),
  );
  return page.data.counts as { valid: number; error: number };
}

async function firstRecordId(sheetId: string): Promise<string> {
  return JSON.parse(await call('GET', `/v1/sheets/${sheetId}/records?pageSize=1`)).data.records[0]
    .id;
}

const plainInsert = await insertAll(plain?.id as string);
const codesInsert = await insertAll(codes?.id as string);
const linked = await counts(linksSheet?.id as string);

const plainId = await firstRecordId(plain?.id as string);
const codeId = await firstRecordId(codes?.id as string);
const update = (sheetId: string, id: string, value: string) =>
  timed(() =>
    call(
      'PUT',
      `/v1/sheets/${sheetId}/records`,
      JSON.stringify([{ id, values: { code: { value } } }]),
    ),
  );
const plainUpdate = await update(plain?.id as string, plainId, 'changed');
const codeUpdate = await update(codes?.id as string, codeId, 'changed');
const codeDelete = await timed(() =>
  call('DELETE', `/v1/sheets/${codes?.id}/records?ids=${codeId}`),
);
const afterChanges = await counts(linksSheet?.id as string);

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
console.log(`records ${records}, links ${links}`);
console.log(`insert into a sheet nobody references (floor): ${seconds(plainInsert)}`);
console.log(
  `insert into the referenced sheet: ${seconds(codesInsert)} (${(codesInsert / plainInsert).toFixed(2)}x the floor); links valid ${linked.valid}, in error ${linked.error}`,
);
console.log(
  `one update: plain ${plainUpdate.toFixed(1)} ms, a referenced code ${codeUpdate.toFixed(1)} ms; one delete of a code ${codeDelete.toFixed(1)} ms; links in error after ${afterChanges.error}`,
);
await api.close();

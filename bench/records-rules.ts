/**
 * Benchmark of the dev server's record rules: `npx tsx bench/records-rules.ts [--records N]`.
 *
 * Two sheets of N records (default 1,000,000; 10 string fields), inserted in batches of 10,000:
 * one plain, one whose first field is `unique`. Timed: the inserts of each (the ratio
 * unique / plain; target ≤ 1.3x), then on the unique sheet a find and replace over one field and
 * a clear column of another. The floor of those two is one full read of the sheet's pages
 * (10,000 per page, as text) measured in the same run (target ≤ 2x). Request bodies are built
 * outside the timed part.
 */
import { parseArgs } from 'node:util';
import { startInProcessApi, timed } from './support/in-process-api';

const BATCH = 10_000;
const FIELDS = Array.from({ length: 10 }, (_, index) => `field${index}`);

const { values: args } = parseArgs({
  options: { records: { type: 'string', default: '1000000' } },
});
const records = Number(args.records);

const api = await startInProcessApi();
const { call } = api;

function batchBody(from: number, count: number): string {
  const batch = [];
  for (let n = from; n < from + count; n++) {
    const record: Record<string, { value: string }> = {};
    for (const field of FIELDS) record[field] = { value: `${field}-value-${n}` };
    batch.push(record);
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

async function readAll(sheetId: string): Promise<number> {
  const pages = Math.max(1, Math.ceil(records / BATCH));
  return timed(async () => {
    for (let page = 1; page <= pages; page++) {
      await call('GET', `/v1/sheets/${sheetId}/records?pageSize=${BATCH}&pageNumber=${page}`);
    }
  });
}

const space = JSON.parse(await call('POST', '/v1/spaces', JSON.stringify({ name: 'Bench' }))).data;
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
      spaceId: space.id,
      sheets: [sheetConfig('Plain', false), sheetConfig('Unique', true)],
    }),
  ),
).data;
const [plain, unique] = workbook.sheets as { id: string }[];
if (!plain || !unique) throw new Error('bench: the workbook has no sheets');

const plainInsert = await insertAll(plain.id);
const uniqueInsert = await insertAll(unique.id);
const read = Math.min(await readAll(unique.id), await readAll(unique.id));
const findReplace = await timed(() =>
  call(
    'PUT',
    `/v1/sheets/${unique.id}/find-replace`,
    JSON.stringify({ find: 'field1-value-5', replace: 'changed', fieldKey: 'field1' }),
  ),
);
const clearColumn = await timed(() =>
  call('POST', `/v1/sheets/${unique.id}/clear-column`, JSON.stringify({ field: 'field2' })),
);
await api.close();

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const ratio = (ms: number, floor: number) => `${(ms / floor).toFixed(2)}x`;
console.log(`records rules, ${records.toLocaleString('en')} records of ${FIELDS.length} fields`);
console.log(`  insert, plain sheet            ${seconds(plainInsert)}`);
console.log(
  `  insert, unique field           ${seconds(uniqueInsert)}  ${ratio(uniqueInsert, plainInsert)} of plain (target ≤ 1.3x)`,
);
console.log(`  one full read (floor)          ${seconds(read)}`);
console.log(
  `  find and replace, one field    ${seconds(findReplace)}  ${ratio(findReplace, read)} of the read (target ≤ 2x)`,
);
console.log(
  `  clear column                   ${seconds(clearColumn)}  ${ratio(clearColumn, read)} of the read (target ≤ 2x)`,
);

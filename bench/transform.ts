/**
 * Benchmark of the transform job: `npx tsx bench/transform.ts [--records N]`.
 *
 * A dev server (in this process) holds a source sheet of N records (default 1,000,000; 5 string
 * fields) and a mapping program of 5 `assign` rules onto a destination sheet. The floor is one
 * full read of the source sheet through the API (pages of 10,000, bodies read as text). Timed in
 * the same run: a first transform (every record added), a second with `keepRecordIds: true`
 * (every record updated in place, ids kept) and a third with `keepRecordIds: false` (every record
 * deleted and added again). Each ratio is transform time / floor time.
 */
import { parseArgs } from 'node:util';
import { createClient, unwrap } from '@importkit/api';
import { startDevServer } from '@importkit/dev-server';

const FIELDS = ['first', 'last', 'email', 'plan', 'company'];
const PAGE_SIZE = 10_000;
const INSERT_BATCH = 10_000;

const { values } = parseArgs({ options: { records: { type: 'string', default: '1000000' } } });
const records = Number(values.records);
if (!Number.isInteger(records) || records < 1) throw new Error(`--records must be >= 1`);

const server = await startDevServer({ port: 0 });
const client = createClient({ baseUrl: server.url, apiKey: server.apiKey, retry: false });
try {
  const { data: space } = await unwrap(client.POST('/v1/spaces', { body: { name: 'Bench' } }));
  const fields = (prefix: string) =>
    FIELDS.map((key) => ({ key: `${prefix}${key}`, type: 'string' as const }));
  const { data: source } = await unwrap(
    client.POST('/v1/workbooks', {
      body: { name: 'upload', spaceId: space.id, sheets: [{ name: 'in', fields: fields('src_') }] },
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
    const body = Array.from({ length: Math.min(INSERT_BATCH, records - start) }, (_, offset) =>
      Object.fromEntries(
        FIELDS.map((key) => [`src_${key}`, { value: `${key}-${start + offset}` }]),
      ),
    );
    await unwrap(
      client.POST('/v1/sheets/{sheetId}/records', {
        params: { path: { sheetId: sourceSheetId } },
        body,
      }),
    );
  }
  const { data: program } = await unwrap(
    client.POST('/v1/mapping', {
      body: {
        source: { sheetId: sourceSheetId },
        destination: { sheetId: destinationSheetId },
        save: true,
        rules: FIELDS.map((key) => ({
          name: key,
          type: 'assign',
          config: { sourceField: `src_${key}`, destinationField: key },
        })),
      },
    }),
  );

  const readAll = async () => {
    const started = performance.now();
    const pages = Math.ceil(records / PAGE_SIZE);
    for (let page = 1; page <= pages; page++) {
      const response = await fetch(
        `${server.url}/v1/sheets/${sourceSheetId}/records?pageSize=${PAGE_SIZE}&pageNumber=${page}`,
        { headers: { authorization: `Bearer ${server.apiKey}` } },
      );
      await response.text();
    }
    return performance.now() - started;
  };

  const transform = async (keepRecordIds: boolean) => {
    const started = performance.now();
    const { data: job } = await unwrap(
      client.POST('/v1/jobs', {
        body: {
          type: 'workbook',
          operation: 'transform',
          source: source.id,
          trigger: 'immediate',
          config: { destinationSheetId },
          input: { programId: program.id as string, version: 'v2', keepRecordIds },
        },
      }),
    );
    for (;;) {
      const { data } = await unwrap(
        client.GET('/v1/jobs/{jobId}', { params: { path: { jobId: job.id } } }),
      );
      if (data.status === 'complete')
        return { ms: performance.now() - started, info: data.outcome?.message };
      if (data.status === 'failed') throw new Error(`transform failed: ${data.info}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  const floor = Math.min(await readAll(), await readAll());
  const runs = [
    ['first run (all added)', await transform(false)],
    ['keepRecordIds: true (all updated in place)', await transform(true)],
    ['keepRecordIds: false (all deleted and added)', await transform(false)],
  ] as const;
  console.log(`transform of ${records.toLocaleString('en')} records, 5 assign rules`);
  console.log(`floor: one full read of the source sheet  ${(floor / 1000).toFixed(2)} s`);
  for (const [name, run] of runs) {
    const rate = Math.round(records / (run.ms / 1000)).toLocaleString('en');
    console.log(
      `${name.padEnd(46)} ${(run.ms / 1000).toFixed(2)} s  ${rate} records/s  ${(run.ms / floor).toFixed(2)}x the read`,
    );
  }
} finally {
  await server.close();
}

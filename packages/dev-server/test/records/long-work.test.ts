/**
 * Work that grows with what a client sends never stops the server: `like` matches in linear time
 * (a pattern of many `%` against a long value answers), a delete-records job with a large `q`
 * over many records lets other requests through while it runs (seen by reading the job as
 * `executing`: a job that never yields goes from ready to complete between two requests), and a
 * CSV header of 200,000 columns is extracted (the record layout finds columns by map, not by a
 * search per field); a sorted read of a large sheet lets a request sent after it answer first.
 */
import { describe, expect, it } from 'vitest';
import { insertRows, readRecords } from '../support/records';
import { useTestApi } from '../support/server';
import type { Json } from '../support/test-api';
import { waitForJob } from '../support/wait';
import { createSheet } from '../support/workbook';

const api = useTestApi({
  extractionLimits: { maxColumns: 300_000, maxFieldsPerRow: 300_000 },
});

describe('like', () => {
  it('answers a pattern of many % against a long value (no backtracking)', async () => {
    const { sheet } = await createSheet(api, [{ key: 'name', type: 'string' }]);
    await insertRows(api, sheet.id, [{ name: 'a'.repeat(2000) }, { name: `${'a'.repeat(50)}b` }]);
    const names = async (q: string) =>
      (await readRecords(api, sheet.id, { q })).map((record) => record.values.name.value);
    expect(await names('name like "%a%a%a%a%a%a%a%a%a%a%a%b"')).toEqual([`${'a'.repeat(50)}b`]);
    expect(await names('name like "%a%a%a%a%a%a%a%a%a%a%a%c"')).toEqual([]);
    expect(await names('name ilike "%A%A%_B"')).toEqual([`${'a'.repeat(50)}b`]);
    expect(await names('name like "a%a"')).toEqual(['a'.repeat(2000)]);
  });
});

describe('a delete-records job with a large q', () => {
  it('lets another request answer while it runs, then deletes what it selected', async () => {
    const { sheet, workbook } = await createSheet(api, [
      { key: 'n', type: 'string' },
      { key: 'tag', type: 'string' },
    ]);
    const rows = Array.from({ length: 20_000 }, (_, n) => ({ n: String(n), tag: `t${n % 10}` }));
    await insertRows(api, sheet.id, rows);
    // 1,000 conditions, none true but the last: every record is tested against all of them.
    const conditions = Array.from({ length: 999 }, (_, n) => `n eq "x${n}"`);
    const q = [...conditions, 'tag eq "t3"'].join(' or ');
    const created = (
      await api.ok('POST', '/v1/jobs', {
        body: {
          type: 'workbook',
          operation: 'delete-records',
          source: workbook.id,
          trigger: 'immediate',
          config: { sheet: sheet.id, q },
        },
      })
    ).data;
    const seen: string[] = [];
    let job: Json = created;
    while (!['complete', 'failed', 'canceled'].includes(job.status)) {
      job = (await api.ok('GET', `/v1/jobs/${created.id}`)).data;
      seen.push(job.status);
    }
    // An answer arrived while the job was running.
    expect(seen).toContain('executing');
    const done = await waitForJob(api.server, created.id);
    expect(done.outcome.message).toBe('Deleted 2000 records from Sheet');
    const left = await readRecords(api, sheet.id, { pageSize: 1 });
    expect(left).toHaveLength(1);
    const counts = (await api.ok('GET', `/v1/sheets/${sheet.id}/counts`)).data.counts;
    expect(counts.total).toBe(18_000);
  });
});

describe('a sorted read of a large sheet', () => {
  it('lets a request sent after it answer first, and pages as the sort says', async () => {
    const { sheet } = await createSheet(api, [{ key: 'n', type: 'string' }]);
    // 60,000 values in a scrambled order (a multiplier prime to the count).
    const count = 60_000;
    const values = Array.from({ length: count }, (_, index) =>
      String((index * 7919) % count).padStart(6, '0'),
    );
    for (let from = 0; from < count; from += 10_000) {
      await insertRows(
        api,
        sheet.id,
        values.slice(from, from + 10_000).map((n) => ({ n })),
      );
    }
    const answered: string[] = [];
    const sorted = readRecords(api, sheet.id, {
      sortField: 'n',
      sortDirection: 'desc',
      pageSize: 3,
      pageNumber: 2,
    }).then((records) => {
      answered.push('sorted');
      return records;
    });
    const other = api.ok('GET', '/v1/spaces').then(() => answered.push('spaces'));
    const [page] = await Promise.all([sorted, other]);
    expect(answered).toEqual(['spaces', 'sorted']);
    expect(page.map((record) => record.values.n.value)).toEqual(['059996', '059995', '059994']);
    const filtered = await readRecords(api, sheet.id, { q: 'n lt "000005"', pageSize: 10 });
    expect(filtered.map((record) => record.values.n.value).sort()).toEqual([
      '000000',
      '000001',
      '000002',
      '000003',
      '000004',
    ]);
  });
});

describe('a CSV header of 200,000 columns', () => {
  it('is extracted, every column a field', async () => {
    const space = (await api.ok('POST', '/v1/spaces', { body: { name: 'Wide' } })).data;
    const columns = 200_000;
    const header = Array.from({ length: columns }, (_, index) => `c${index}`).join(',');
    const row = Array.from({ length: columns }, (_, index) => (index % 1000 === 0 ? 'x' : '')).join(
      ',',
    );
    const form = new FormData();
    form.set('spaceId', space.id);
    form.set('environmentId', api.server.environmentId);
    form.set('file', new Blob([`${header}\n${row}\n${row}\n`]), 'wide.csv');
    const uploaded = await fetch(`${api.server.url}/v1/files`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${api.server.apiKey}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const file = ((await uploaded.json()) as Json).data;
    const jobs = (await api.ok('GET', '/v1/jobs', { query: { fileId: file.id } })).data;
    const done = await waitForJob(api.server, jobs[0].id);
    expect(done.status).toBe('complete');
    expect(done.outcome.message).toBe('Extracted 2 records from wide.csv');
    const extracted = (await api.ok('GET', `/v1/files/${file.id}`)).data;
    const sheet = (await api.ok('GET', `/v1/sheets/${extracted.sheetId}`)).data;
    expect(sheet.config.fields).toHaveLength(columns);
  });
});

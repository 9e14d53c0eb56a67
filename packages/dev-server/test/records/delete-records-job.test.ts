/**
 * The delete-records job (`type: workbook`, `operation: delete-records`), run by the service:
 * config `sheet`, `filter` (default none: every record), `filterField` (requires `filter`), `q`
 * (FFQL), `exceptions` and `snapshotLabel`.
 */

import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/server';
import { allEvents, createContactsWorkbook, type Json } from '../support/test-api';
import { waitForJob } from '../support/wait';

const api = useTestApi();

/** Four contacts; the second and fourth have an error on `email`. */
async function seed() {
  const { sheet, workbook } = await createContactsWorkbook(api);
  const path = `/v1/sheets/${sheet.id}/records`;
  const body = ['Ada', 'Bob', 'Cy', 'Dee'].map((name, n) => ({
    name: { value: name },
    email:
      n % 2 === 1 ? { value: 'bad', messages: [{ message: 'not an email' }] } : { value: 'ok' },
  }));
  const ids: string[] = (await api.ok('POST', path, { body })).data.records.map(
    (record: Json) => record.id,
  );
  const names = async () =>
    (await api.ok('GET', path)).data.records.map((record: Json) => record.values.name.value);
  return { sheet, workbook, ids, names };
}

async function runJob(workbookId: string, config: Record<string, unknown>): Promise<Json> {
  const job = (
    await api.ok('POST', '/v1/jobs', {
      body: {
        type: 'workbook',
        operation: 'delete-records',
        source: workbookId,
        trigger: 'immediate',
        config,
      },
    })
  ).data;
  return waitForJob(api.server, job.id);
}

describe('delete-records job', () => {
  it('deletes the records its FFQL q matches', async () => {
    const { sheet, workbook, names } = await seed();
    const byQuery = await runJob(workbook.id, { sheet: sheet.id, q: 'name ilike "%d%"' });
    expect(byQuery.outcome.message).toBe('Deleted 2 records from Contacts');
    expect(await names()).toEqual(['Bob', 'Cy']);
  });

  it('deletes only what the filter, the q and the exceptions all leave selected', async () => {
    const { sheet, workbook, ids, names } = await seed();
    // Ada and Cy are valid; q leaves Cy out; the exceptions leave Ada: nothing is deleted, and
    // ignoring any one of the three would delete someone.
    const none = await runJob(workbook.id, {
      sheet: sheet.id,
      filter: 'valid',
      q: 'name ne Cy',
      exceptions: [ids[0]],
    });
    expect(none.outcome.message).toBe('Deleted 0 records from Contacts');
    expect(await names()).toEqual(['Ada', 'Bob', 'Cy', 'Dee']);
    const one = await runJob(workbook.id, { sheet: sheet.id, filter: 'valid', q: 'name ne Cy' });
    expect(one.outcome.message).toBe('Deleted 1 records from Contacts');
    expect(await names()).toEqual(['Bob', 'Cy', 'Dee']);
  });

  it('clears the unique error of a record whose duplicate it deleted, as a delete through the API does', async () => {
    const { sheet, workbook } = await seed();
    await api.ok('PATCH', `/v1/sheets/${sheet.id}/fields/name`, {
      body: { key: 'name', type: 'string', constraints: [{ type: 'unique' }] },
    });
    const path = `/v1/sheets/${sheet.id}/records`;
    const [copy] = (await api.ok('POST', path, { body: [{ name: { value: 'Ada' } }] })).data
      .records;
    const uniqueErrors = async () =>
      (await api.ok('GET', path)).data.records.filter((record: Json) =>
        (record.values.name.messages ?? []).some(
          (message: Json) => message.source === 'unique-constraint',
        ),
      ).length;
    expect(await uniqueErrors()).toBe(2);
    await runJob(workbook.id, { sheet: sheet.id, q: 'name eq Ada', exceptions: [copy.id] });
    expect(await uniqueErrors()).toBe(0);
  });

  it("ignores config keys that are the record table's own, not the job's", async () => {
    const { sheet, workbook, names } = await seed();
    const job = await runJob(workbook.id, {
      sheet: sheet.id,
      q: 'name eq Ada',
      exceptIds: 'not a set',
      matches: 'not a function',
      readonlyFields: 1,
    });
    expect(job).toMatchObject({ status: 'complete' });
    expect(await names()).toEqual(['Bob', 'Cy', 'Dee']);
  });

  it('deletes every record of the sheet but the exceptions by default, as one commit', async () => {
    const { sheet, workbook, ids, names } = await seed();
    const job = await runJob(workbook.id, { sheet: sheet.id, exceptions: [ids[2]] });
    expect(job).toMatchObject({
      status: 'complete',
      outcome: { message: 'Deleted 3 records from Contacts' },
    });
    expect(await names()).toEqual(['Cy']);
    const [deleted] = await allEvents(api, ['records:deleted']);
    expect(deleted.payload).toEqual({
      sheetId: sheet.id,
      recordIds: [ids[0], ids[1], ids[3]],
      recordCount: 3,
    });
    expect(await allEvents(api, ['commit:created'])).toHaveLength(2);
  });

  it('with filter and filterField deletes only the records in error on that field', async () => {
    const { sheet, workbook, names } = await seed();
    await runJob(workbook.id, { sheet: sheet.id, filter: 'error', filterField: 'email' });
    expect(await names()).toEqual(['Ada', 'Cy']);
    await runJob(workbook.id, { sheet: sheet.id, filter: 'valid', searchValue: 'Cy' });
    expect(await names()).toEqual(['Ada']);
  });

  it('takes a snapshot labeled snapshotLabel first, named in the outcome, which restores them', async () => {
    const { sheet, workbook, names } = await seed();
    const job = await runJob(workbook.id, { sheet: sheet.id, snapshotLabel: 'before delete' });
    expect(await names()).toEqual([]);
    const [snapshot] = (await api.ok('GET', '/v1/snapshots', { query: { sheetId: sheet.id } }))
      .data;
    expect(snapshot.label).toBe('before delete');
    expect(job.outcome.next).toEqual({
      type: 'snapshot',
      snapshotId: snapshot.id,
      sheetId: sheet.id,
    });
    await api.ok('POST', `/v1/snapshots/${snapshot.id}/restore`);
    expect(await names()).toEqual(['Ada', 'Bob', 'Cy', 'Dee']);
  });

  it('refuses a config that breaks the rules at creation, naming the field, and creates no job', async () => {
    const { sheet, workbook } = await seed();
    const other = await createContactsWorkbook(api);
    const create = (config: Record<string, unknown>) =>
      api.request('POST', '/v1/jobs', {
        body: { type: 'workbook', operation: 'delete-records', source: workbook.id, config },
      });
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{}, 400, 'body.config.sheet', 'body.config.sheet is required'],
      [{ sheet: 'us_sh_nope' }, 404, 'body.config.sheet', 'us_sh_nope'],
      [{ sheet: other.sheet.id }, 400, 'body.config.sheet', 'is not a sheet of the job'],
      [
        { sheet: sheet.id, filterField: 'email' },
        400,
        'body.config.filterField',
        'requires body.config.filter',
      ],
      [
        { sheet: sheet.id, filter: 'error', filterField: 'nope' },
        400,
        'body.config.filterField',
        'nope',
      ],
      [{ sheet: sheet.id, q: 'nope eq 1' }, 400, 'body.config.q', '"nope" is neither'],
      [{ sheet: sheet.id, q: 'name eq' }, 400, 'body.config.q', '"eq" needs a value'],
      [{ sheet: sheet.id, q: 3 }, 400, 'body.config.q', ''],
      [
        { sheet: sheet.id, q: `${'('.repeat(100_000)}name eq Ada${')'.repeat(100_000)}` },
        400,
        'body.config.q',
        'Parentheses nest more than 64 deep',
      ],
    ];
    for (const [config, status, key, message] of cases) {
      const answer = await create(config);
      expect(answer.status, JSON.stringify(config)).toBe(status);
      expect(answer.body.errors[0].key).toBe(key);
      expect(answer.body.errors[0].message).toContain(message);
    }
    expect((await api.ok('GET', '/v1/jobs')).data).toEqual([]);
  });

  it('fails the job, deleting nothing, when its sheet is gone by the time it runs', async () => {
    const { sheet, workbook } = await seed();
    const job = (
      await api.ok('POST', '/v1/jobs', {
        body: {
          type: 'workbook',
          operation: 'delete-records',
          source: workbook.id,
          config: { sheet: sheet.id },
        },
      })
    ).data;
    await api.ok('DELETE', `/v1/sheets/${sheet.id}`);
    await api.ok('POST', `/v1/jobs/${job.id}/execute`);
    const current = await waitForJob(api.server, job.id);
    expect(current.status).toBe('failed');
    expect(current.outcome.message).toContain(sheet.id);
  });
});

/**
 * `POST /v1/jobs/preview-mutation`: a `mutateRecord` function (source text) runs on the selected
 * records in a sandbox and the answer is what it would make of each record it changes (the
 * sheet's rules applied, each cell's present value as `snapshotValue`); nothing is written. A
 * function that does not compile, throws, reaches for the process or never ends is a 400 naming
 * `body.mutateRecord`.
 */

import { describe, expect, it } from 'vitest';
import { insertRows, readRecords } from '../support/records';
import { useTestApi } from '../support/server';
import { allEvents, type Json } from '../support/test-api';
import { createSheet } from '../support/workbook';

const api = useTestApi();

const UPPER_EMAIL =
  'function (record) { record.set("email", String(record.get("email")).toUpperCase()); return record; }';

async function seed() {
  const { sheet } = await createSheet(api, [
    { key: 'name', type: 'string', constraints: [{ type: 'required' }] },
    { key: 'email', type: 'string' },
  ]);
  const records = await insertRows(api, sheet.id, [
    { name: 'Ada', email: 'ada@x.io' },
    { name: 'Grace', email: 'GRACE@X.IO' },
    { name: 'Linus', email: 'linus@x.io' },
  ]);
  const ids = records.map((record: Json) => record.id as string);
  const preview = (body: Record<string, unknown>) =>
    api.request('POST', '/v1/jobs/preview-mutation', { body: { sheetId: sheet.id, ...body } });
  return { sheet, ids, preview };
}

describe('preview mutation', () => {
  it('answers the records the function would change, and writes nothing', async () => {
    const { sheet, ids, preview } = await seed();
    const before = await readRecords(api, sheet.id);
    const eventCount = (await allEvents(api)).length;
    const answer = await preview({ mutateRecord: UPPER_EMAIL, ids: ids.slice(0, 2) });
    expect(answer.status).toBe(200);
    // Grace's email is upper case already: only Ada's record would change.
    expect(answer.body.data).toHaveLength(1);
    const [ada] = answer.body.data;
    expect(ada).toMatchObject({ id: ids[0], valid: true, changeType: 'updatedSince' });
    expect(ada.values.email).toMatchObject({ value: 'ADA@X.IO', snapshotValue: 'ada@x.io' });
    expect(ada.values.name).toMatchObject({ value: 'Ada', snapshotValue: 'Ada' });
    expect(await readRecords(api, sheet.id)).toEqual(before);
    expect((await allEvents(api)).length).toBe(eventCount);
  });

  it('selects as a bulk update does, and applies the sheet’s rules to the result', async () => {
    const { ids, preview } = await seed();
    const answer = await preview({
      mutateRecord: 'function mutateRecord(record) { record.set("name", ""); }',
      searchValue: 'linus',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((record: Json) => record.id)).toEqual([ids[2]]);
    const [linus] = answer.body.data;
    expect(linus.valid).toBe(false);
    expect(linus.values.name).toMatchObject({
      value: '',
      snapshotValue: 'Linus',
      valid: false,
      messages: [{ source: 'required-constraint' }],
    });
  });

  it('runs the function without the process, require or eval', async () => {
    const { ids, preview } = await seed();
    const answer = await preview({
      mutateRecord:
        '(record) => { record.set("email", [typeof process, typeof require, typeof setTimeout].join("/")); return record; }',
      ids: [ids[0]],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data[0].values.email.value).toBe('undefined/undefined/undefined');
    const evaluated = await preview({
      mutateRecord: '(record) => { eval("1"); return record; }',
      ids: [ids[0]],
    });
    expect(evaluated.status).toBe(400);
    expect(evaluated.body.errors[0].key).toBe('body.mutateRecord');
  });

  it('answers a 400 naming mutateRecord for a syntax error, a throw, a wrong field or no end', async () => {
    const { ids, preview } = await seed();
    const refusal = async (mutateRecord: string) => {
      const answer = await preview({ mutateRecord, ids: [ids[0]] });
      expect(answer.status).toBe(400);
      expect(answer.body.errors[0].key).toBe('body.mutateRecord');
      return answer.body.errors[0].message as string;
    };
    expect(await refusal('function (record) { return record')).toMatch(/SyntaxError/);
    expect(await refusal('(record) => { throw new Error("no email"); }')).toMatch(
      new RegExp(`Error: no email on record ${ids[0]}`),
    );
    expect(await refusal('(record) => record.set("phone", "1")')).toMatch(/"phone"/);
    expect(await refusal('42')).toMatch(/function/);
    expect(await refusal('(record) => { for (;;) {} }')).toMatch(/did not finish within/);
  });
});

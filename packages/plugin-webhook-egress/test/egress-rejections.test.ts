import { cellMessages, reject, respond } from '@importkit/testing';
import { expect, test } from '@importkit/testing/vitest';
import { describe } from 'vitest';
import { egressWorkbook } from './support/egress-workbook';

describe('rejections', () => {
  test('puts each rejection on its cell as an error, keeping other messages, and points to the first sheet with rejections', async ({
    env,
  }) => {
    const crm = await env.webhookReceiver();
    const { sheets, submit } = await egressWorkbook(env, [3, 3], crm.url, { retries: 0 });
    const [sheet1, sheet2] = sheets;
    const [records1, records2] = [await sheet1?.records(), await sheet2?.records()];
    const id = (records: typeof records1, index: number) => records?.[index]?.id ?? '';
    await env.client.PUT('/v1/sheets/{sheetId}/records', {
      params: { path: { sheetId: sheet2?.id ?? '' } },
      body: [
        {
          id: id(records2, 0),
          values: {
            name: {
              messages: [
                { type: 'warn', message: 'Looks like a nickname', source: 'custom-logic' },
              ],
            },
          },
        },
      ],
    });
    // Sheet 2's rejections come first in the answer.
    crm.script(
      reject({
        [id(records2, 0)]: { name: 'Name is taken' },
        [id(records2, 2)]: { email: 'Unknown domain', age: 'Too young' },
        [id(records1, 1)]: { email: 'Bounced' },
      }),
    );
    const result = await submit();
    expect(result).toHaveCompleted({ heading: 'Submitted, with rejected records' });
    expect(result.outcome).toMatchObject({
      next: { type: 'view', sheetId: sheet1?.id, filter: 'error' },
    });
    expect(result.outcome?.message).toContain(
      'The webhook rejected 3 records (Sheet 1: 1, Sheet 2: 2)',
    );

    const [after1, after2] = [await sheet1?.records(), await sheet2?.records()];
    expect(after1?.[1]).toHaveCellError('email', 'Bounced');
    expect(cellMessages(after1?.[1], 'email')).toEqual(['error: Bounced']);
    expect(after1?.[1]?.values.email?.value).toBe('person1@sheet1.example');
    expect(after1?.[0]).toBeValidRecord();
    expect(cellMessages(after2?.[0], 'name')).toEqual([
      'warn: Looks like a nickname',
      'error: Name is taken',
    ]);
    expect(cellMessages(after2?.[2], 'email')).toEqual(['error: Unknown domain']);
    expect(cellMessages(after2?.[2], 'age')).toEqual(['error: Too young']);
    expect((await sheet2?.counts())?.error).toBe(2);
  });

  test('counts rejections of unknown sheets, records not sent and unknown fields in the outcome and applies the rest', async ({
    env,
  }) => {
    const crm = await env.webhookReceiver();
    const { workbook, sheets, submit } = await egressWorkbook(env, [2], crm.url, { retries: 0 });
    const sheetId = sheets[0]?.id ?? '';
    const [first] = (await sheets[0]?.records()) ?? [];
    crm.script(
      respond(200, {
        rejections: {
          id: workbook.id,
          sheets: [
            {
              sheetId: 'us_sh_unknown',
              rejectedRecords: [{ id: 'x', values: [{ field: 'email', message: 'm' }] }],
            },
            {
              sheetId,
              rejectedRecords: [
                { id: 'us_rc_unknown', values: [{ field: 'email', message: 'm' }] },
                {
                  id: first?.id,
                  values: [
                    { field: 'nickname', message: 'm' },
                    { field: 'email', message: 'Bad' },
                  ],
                },
              ],
            },
          ],
        },
      }),
    );
    const result = await submit();
    expect(result).toHaveCompleted();
    expect(result.outcome?.message).toContain('The webhook rejected 1 record (Sheet 1: 1)');
    expect(result.outcome?.message).toContain(
      'Ignored rejections naming 1 unknown sheet, 1 record that was not sent, 1 unknown field.',
    );
    const after = await sheets[0]?.records();
    expect(cellMessages(after?.[0], 'email')).toEqual(['error: Bad']);
  });

  test('applies rejections to many records in batches', async ({ env }) => {
    const crm = await env.webhookReceiver();
    const { sheets, submit } = await egressWorkbook(env, [12_000], crm.url, { retries: 0 });
    const records = (await sheets[0]?.records()) ?? [];
    const rejected = records.filter((_, index) => index % 2 === 0);
    crm.script(
      reject(
        Object.fromEntries(
          rejected.map((record) => [
            record.id,
            { age: `Age ${String(record.values.age?.value)} refused` },
          ]),
        ),
      ),
    );
    const result = await submit();
    expect(result.outcome?.message).toContain(
      'The webhook rejected 6,000 records (Sheet 1: 6,000)',
    );
    const after = (await sheets[0]?.records()) ?? [];
    expect(after.filter((record) => !record.valid)).toHaveLength(6_000);
    expect(cellMessages(after[10], 'age')).toEqual(['error: Age 10 refused']);
    expect(after[11]).toBeValidRecord();
  });
});

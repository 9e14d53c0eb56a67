import { unwrap } from '@importkit/api';
import { describe, expect, it } from 'vitest';
import { useEgressFixture } from './support/egress-fixture';
import { readRecords, submit } from './support/harness';
import { json } from './support/receiver';
import { cellMessages, idOf, rejections, setMessage } from './support/rejection-helpers';

const fixture = useEgressFixture();

describe('rejections', () => {
  it('puts each rejection on its cell as an error, keeping other messages, and points to the first sheet with rejections', async () => {
    const { operation, workbook, records } = await fixture.setUp([3, 3]);
    const [sheet1, sheet2] = workbook.sheets.map((sheet) => sheet.id);
    await setMessage(
      fixture.harness.client,
      sheet2 ?? '',
      idOf(records, 1, 0),
      'Looks like a nickname',
    );
    fixture.receiver.answer(
      json(
        200,
        rejections(workbook, [
          {
            sheetId: sheet2 ?? '',
            rejectedRecords: [
              { id: idOf(records, 1, 0), values: [{ field: 'name', message: 'Name is taken' }] },
              {
                id: idOf(records, 1, 2),
                values: [
                  { field: 'email', message: 'Unknown domain' },
                  { field: 'age', message: 'Too young' },
                ],
              },
            ],
          },
          {
            sheetId: sheet1 ?? '',
            rejectedRecords: [
              { id: idOf(records, 0, 1), values: [{ field: 'email', message: 'Bounced' }] },
            ],
          },
        ]),
      ),
    );
    const job = await submit(fixture.harness, workbook.id, operation);
    expect(job.status).toBe('completed');
    expect(job.outcome).toMatchObject({
      heading: 'Submitted, with rejected records',
      next: { type: 'view', sheetId: sheet1, filter: 'error' },
    });
    expect(job.outcome?.message).toContain(
      'The webhook rejected 3 records (Sheet 1: 1, Sheet 2: 2)',
    );

    const [after1, after2] = await Promise.all([
      readRecords(fixture.harness, sheet1 ?? ''),
      readRecords(fixture.harness, sheet2 ?? ''),
    ]);
    expect(cellMessages(after1?.[1], 'email')).toEqual([['error', 'Bounced']]);
    expect(after1?.[1]?.valid).toBe(false);
    expect(after1?.[1]?.values.email?.value).toBe('person1@sheet1.example');
    expect(after1?.[0]?.valid).toBe(true);
    expect(cellMessages(after2?.[0], 'name')).toEqual([
      ['warn', 'Looks like a nickname'],
      ['error', 'Name is taken'],
    ]);
    expect(cellMessages(after2?.[2], 'email')).toEqual([['error', 'Unknown domain']]);
    expect(cellMessages(after2?.[2], 'age')).toEqual([['error', 'Too young']]);
    const counts = await unwrap(
      fixture.harness.client.GET('/v1/sheets/{sheetId}/counts', {
        params: { path: { sheetId: sheet2 ?? '' } },
      }),
    );
    expect(counts.data.counts.error).toBe(2);
  });

  it('counts rejections of unknown sheets, records not sent and unknown fields in the outcome and applies the rest', async () => {
    const { operation, workbook, records } = await fixture.setUp([2]);
    const sheetId = workbook.sheets[0]?.id ?? '';
    fixture.receiver.answer(
      json(
        200,
        rejections(workbook, [
          {
            sheetId: 'us_sh_unknown',
            rejectedRecords: [{ id: 'x', values: [{ field: 'email', message: 'm' }] }],
          },
          {
            sheetId,
            rejectedRecords: [
              { id: 'us_rc_unknown', values: [{ field: 'email', message: 'm' }] },
              {
                id: idOf(records, 0, 0),
                values: [
                  { field: 'nickname', message: 'm' },
                  { field: 'email', message: 'Bad' },
                ],
              },
            ],
          },
        ]),
      ),
    );
    const job = await submit(fixture.harness, workbook.id, operation);
    expect(job.status).toBe('completed');
    expect(job.outcome?.message).toContain('The webhook rejected 1 record (Sheet 1: 1)');
    expect(job.outcome?.message).toContain(
      'Ignored rejections naming 1 unknown sheet, 1 record that was not sent, 1 unknown field.',
    );
    const after = await readRecords(fixture.harness, sheetId);
    expect(cellMessages(after[0], 'email')).toEqual([['error', 'Bad']]);
  });

  it('applies rejections to many records in batches', async () => {
    const { operation, workbook, records } = await fixture.setUp([12_000]);
    const sheetId = workbook.sheets[0]?.id ?? '';
    const rejected = (records[0] ?? []).filter((_, index) => index % 2 === 0);
    fixture.receiver.answer(
      json(
        200,
        rejections(workbook, [
          {
            sheetId,
            rejectedRecords: rejected.map((record) => ({
              id: record.id,
              values: [
                { field: 'age', message: `Age ${String(record.values.age?.value)} refused` },
              ],
            })),
          },
        ]),
      ),
    );
    const job = await submit(fixture.harness, workbook.id, operation);
    expect(job.outcome?.message).toContain('The webhook rejected 6,000 records (Sheet 1: 6,000)');
    const after = await readRecords(fixture.harness, sheetId);
    expect(after.filter((record) => !record.valid)).toHaveLength(6_000);
    expect(cellMessages(after[10], 'age')).toEqual([['error', 'Age 10 refused']]);
    expect(after[11]?.valid).toBe(true);
  });
});

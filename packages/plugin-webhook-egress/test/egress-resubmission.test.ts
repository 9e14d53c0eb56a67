import { describe, expect, it } from 'vitest';
import { useEgressFixture } from './support/egress-fixture';
import { readRecords, submit } from './support/harness';
import { json } from './support/receiver';
import { cellMessages, idOf, rejections, setMessage } from './support/rejection-helpers';

const fixture = useEgressFixture();

describe('resubmissions and malformed rejections', () => {
  it('clears the old webhook messages of records a resubmission accepts, keeping other messages', async () => {
    const { operation, workbook, records } = await fixture.setUp([3]);
    const sheetId = workbook.sheets[0]?.id ?? '';
    const [first, second] = [idOf(records, 0, 0), idOf(records, 0, 1)];
    fixture.receiver.answer(
      json(
        200,
        rejections(workbook, [
          {
            sheetId,
            rejectedRecords: [
              {
                id: first,
                values: [
                  { field: 'email', message: 'Bounced' },
                  { field: 'name', message: 'Taken' },
                ],
              },
              { id: second, values: [{ field: 'email', message: 'Bounced' }] },
            ],
          },
        ]),
      ),
    );
    await submit(fixture.harness, workbook.id, operation);
    await setMessage(fixture.harness.client, sheetId, second, 'Check spelling');
    // The second submission rejects only the first record's email.
    fixture.receiver.answer(
      json(
        200,
        rejections(workbook, [
          {
            sheetId,
            rejectedRecords: [
              { id: first, values: [{ field: 'email', message: 'Still bounced' }] },
            ],
          },
        ]),
      ),
    );
    const job = await submit(fixture.harness, workbook.id, operation);
    expect(job.outcome?.message).toContain('The webhook rejected 1 record (Sheet 1: 1)');
    let after = await readRecords(fixture.harness, sheetId);
    expect(cellMessages(after[0], 'email')).toEqual([['error', 'Still bounced']]);
    expect(cellMessages(after[0], 'name')).toEqual([]);
    expect(cellMessages(after[1], 'email')).toEqual([]);
    expect(cellMessages(after[1], 'name')).toEqual([['warn', 'Check spelling']]);
    expect(after[1]?.valid).toBe(true);

    // A third submission accepting everything clears the rest.
    fixture.receiver.answer(json(200, {}));
    const accepted = await submit(fixture.harness, workbook.id, operation);
    expect(accepted.outcome?.message).toContain('The webhook accepted every record.');
    after = await readRecords(fixture.harness, sheetId);
    expect(after.every((record) => record.valid)).toBe(true);
    expect(cellMessages(after[1], 'name')).toEqual([['warn', 'Check spelling']]);
  });

  it('writes nothing and warns, saying what is wrong, when the rejections are malformed', async () => {
    const { operation, workbook, records } = await fixture.setUp([2]);
    const sheetId = workbook.sheets[0]?.id ?? '';
    fixture.receiver.answer(
      json(200, {
        rejections: {
          id: workbook.id,
          sheets: [
            {
              sheetId,
              rejectedRecords: [
                { id: idOf(records, 0, 0), values: [{ field: 'email', message: 'Bad' }] },
                { id: idOf(records, 0, 1), values: [{ field: 'email' }] },
              ],
            },
          ],
        },
      }),
    );
    const job = await submit(fixture.harness, workbook.id, operation);
    expect(job.status).toBe('completed');
    expect(job.outcome?.message).toContain(
      "The webhook's rejections were not applied because they are malformed",
    );
    expect(job.outcome?.message).toContain(
      'rejections.sheets[0].rejectedRecords[1].values[0].message',
    );
    const after = await readRecords(fixture.harness, sheetId);
    expect(after.every((record) => record.valid && !record.values.email?.messages?.length)).toBe(
      true,
    );
  });
});

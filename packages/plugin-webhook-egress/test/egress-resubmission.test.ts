import { accept, cellMessages, reject, respond } from '@importkit/testing';
import { expect, test } from '@importkit/testing/vitest';
import { describe } from 'vitest';
import { egressWorkbook } from './support/egress-workbook';

describe('resubmissions and malformed rejections', () => {
  test('clears the old webhook messages of records a resubmission accepts, keeping other messages', async ({
    env,
  }) => {
    const crm = await env.webhookReceiver();
    const { sheets, submit } = await egressWorkbook(env, [3], crm.url, { retries: 0 });
    const sheet = sheets[0];
    const [first, second] = ((await sheet?.records()) ?? []).map((record) => record.id);
    crm.script(
      reject({
        [first ?? '']: { email: 'Bounced', name: 'Taken' },
        [second ?? '']: { email: 'Bounced' },
      }),
    );
    await submit();
    await env.client.PUT('/v1/sheets/{sheetId}/records', {
      params: { path: { sheetId: sheet?.id ?? '' } },
      body: [
        {
          id: second ?? '',
          values: {
            name: {
              messages: [{ type: 'warn', message: 'Check spelling', source: 'custom-logic' }],
            },
          },
        },
      ],
    });
    // The second submission rejects only the first record's email.
    crm.script(reject({ [first ?? '']: { email: 'Still bounced' } }));
    const resubmitted = await submit();
    expect(resubmitted.outcome?.message).toContain('The webhook rejected 1 record (Sheet 1: 1)');
    let after = (await sheet?.records()) ?? [];
    expect(cellMessages(after[0], 'email')).toEqual(['error: Still bounced']);
    expect(cellMessages(after[0], 'name')).toEqual([]);
    expect(cellMessages(after[1], 'email')).toEqual([]);
    expect(cellMessages(after[1], 'name')).toEqual(['warn: Check spelling']);
    expect(after[1]).toBeValidRecord();

    // A third submission accepting everything clears the rest.
    crm.script(accept());
    const accepted = await submit();
    expect(accepted.outcome?.message).toContain('The webhook accepted every record.');
    after = (await sheet?.records()) ?? [];
    for (const record of after) expect(record).toBeValidRecord();
    expect(cellMessages(after[1], 'name')).toEqual(['warn: Check spelling']);
  });

  test('writes nothing and warns, saying what is wrong, when the rejections are malformed', async ({
    env,
  }) => {
    const crm = await env.webhookReceiver();
    const { workbook, sheets, submit } = await egressWorkbook(env, [2], crm.url, { retries: 0 });
    const [first, second] = (await sheets[0]?.records()) ?? [];
    crm.script(
      respond(200, {
        rejections: {
          id: workbook.id,
          sheets: [
            {
              sheetId: sheets[0]?.id,
              rejectedRecords: [
                { id: first?.id, values: [{ field: 'email', message: 'Bad' }] },
                { id: second?.id, values: [{ field: 'email' }] },
              ],
            },
          ],
        },
      }),
    );
    const result = await submit();
    expect(result).toHaveCompleted();
    expect(result.outcome?.message).toContain(
      "The webhook's rejections were not applied because they are malformed",
    );
    expect(result.outcome?.message).toContain(
      'rejections.sheets[0].rejectedRecords[1].values[0].message',
    );
    const after = (await sheets[0]?.records()) ?? [];
    expect(after.every((record) => record.valid && !record.values.email?.messages?.length)).toBe(
      true,
    );
  });
});

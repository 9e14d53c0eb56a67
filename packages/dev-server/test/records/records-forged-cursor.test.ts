/**
 * A records page's `after` is the id of the last record of the page before: anything that is not
 * a record id is a 400 naming `query.after`, not a page of something.
 */
import { describe, expect, it } from 'vitest';
import { insertRows, readRecords } from '../support/records';
import { useTestApi } from '../support/server';
import { createSheet } from '../support/workbook';

const api = useTestApi();

describe('records after', () => {
  it('pages after a record id, and refuses a cursor that is no record id', async () => {
    const { sheet } = await createSheet(api, [{ key: 'n', type: 'string' }]);
    const [first] = await insertRows(api, sheet.id, [{ n: '1' }, { n: '2' }]);
    const next = await readRecords(api, sheet.id, { after: first.id });
    expect(next.map((record) => record.values.n.value)).toEqual(['2']);
    for (const forged of ['zzzz', `${first.id}"}`, `us_rc_${'9'.repeat(200)}`, '']) {
      const answer = await api.request('GET', `/v1/sheets/${sheet.id}/records`, {
        query: { after: forged },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.errors[0].key).toBe('query.after');
    }
  });
});

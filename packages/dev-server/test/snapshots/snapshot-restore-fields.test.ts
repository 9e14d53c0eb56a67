/**
 * A snapshot restored after the sheet's fields changed: the records put back are judged by the
 * fields the sheet has now (a required field added since leaves them in error), as the records
 * the field found when it was added were.
 */
import { describe, expect, it } from 'vitest';
import { insertRows, readRecords } from '../support/records';
import { useTestApi } from '../support/server';
import { createSheet } from '../support/workbook';

const api = useTestApi();

describe('a snapshot restored after a required field was added', () => {
  it('leaves the records it puts back in error on the new field, and counts them so', async () => {
    const { sheet } = await createSheet(api, [{ key: 'name', type: 'string' }]);
    const [ada] = await insertRows(api, sheet.id, [{ name: 'Ada' }, { name: 'Bob' }]);
    const snapshot = (await api.ok('POST', '/v1/snapshots', { body: { sheetId: sheet.id } })).data;
    await api.ok('DELETE', `/v1/sheets/${sheet.id}/records`, { query: { ids: [ada.id] } });
    await api.ok('POST', `/v1/sheets/${sheet.id}/fields`, {
      body: { key: 'email', type: 'string', constraints: [{ type: 'required' }] },
    });
    await api.ok('POST', `/v1/snapshots/${snapshot.id}/restore`);
    const records = await readRecords(api, sheet.id);
    expect(records.map((record) => [record.values.name.value, record.valid])).toEqual([
      ['Ada', false],
      ['Bob', false],
    ]);
    expect(records[0].values.email.messages[0]).toMatchObject({ source: 'required-constraint' });
    const counts = await api.ok('GET', `/v1/sheets/${sheet.id}/records`, {
      query: { includeCounts: true },
    });
    expect(counts.data.counts).toMatchObject({ total: 2, valid: 0, error: 2 });
  });
});

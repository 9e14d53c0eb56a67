/**
 * `POST /v1/sheets/{sheetId}/validate`: the sheet's rules run again over every record, as one
 * commit whose `records:updated` names every record (so listeners reacting to it see them all);
 * values stay as they are, validity follows the rules.
 */

import { describe, expect, it } from 'vitest';
import { insertRows, readRecords } from '../support/records';
import { useTestApi } from '../support/server';
import { allEvents, type Json } from '../support/test-api';
import { createSheet } from '../support/workbook';

const api = useTestApi();

describe('validate sheet', () => {
  it('validates every record again as one commit naming them all', async () => {
    const { sheet } = await createSheet(api, [
      { key: 'name', type: 'string', constraints: [{ type: 'required' }] },
      { key: 'email', type: 'string', constraints: [{ type: 'unique' }] },
    ]);
    const inserted = await insertRows(api, sheet.id, [
      { name: 'Ada', email: 'a@x.io' },
      { email: 'b@x.io' },
      { name: 'Grace', email: 'a@x.io' },
    ]);
    const before = await readRecords(api, sheet.id);
    const updatedBefore = (await allEvents(api, ['records:updated'])).length;
    expect(await api.ok('POST', `/v1/sheets/${sheet.id}/validate`)).toEqual({
      data: { success: true },
    });
    const updated = (await allEvents(api, ['records:updated'])).slice(updatedBefore);
    expect(updated).toHaveLength(1);
    expect(updated[0].payload).toMatchObject({
      sheetId: sheet.id,
      recordIds: inserted.map((record: Json) => record.id),
      changes: [],
    });
    const commits = await api.ok('GET', `/v1/sheets/${sheet.id}/commits`);
    expect(commits.data.at(-1).id).toBe(updated[0].payload.commitId);
    const after = await readRecords(api, sheet.id);
    expect(after).toEqual(before);
    expect(after.map((record: Json) => record.valid)).toEqual([false, false, false]);
    expect(after[1].values.name.messages).toMatchObject([{ source: 'required-constraint' }]);
  });

  it('commits nothing for a sheet without records, and 404s an unknown sheet', async () => {
    const { sheet } = await createSheet(api, [{ key: 'name', type: 'string' }]);
    const eventsBefore = (await allEvents(api)).length;
    await api.ok('POST', `/v1/sheets/${sheet.id}/validate`);
    expect((await allEvents(api)).length).toBe(eventsBefore);
    const unknown = await api.request('POST', '/v1/sheets/us_sh_nope/validate');
    expect(unknown.status).toBe(404);
  });
});

/**
 * The records operations' hosted extras: a read answers `success` and the sheet's current
 * `versionId` / `commitId`, an insert answers the sheet's `counts`, and an update takes records
 * back whole as the hosted client sends them — `messages` replace the record's own messages,
 * `valid` is computed (what is sent is ignored), `versionId` / `commitId` are taken and ignored.
 */

import { describe, expect, it } from 'vitest';
import { insertRows, readRecords } from '../support/records';
import { useTestApi } from '../support/server';
import type { Json } from '../support/test-api';
import { createSheet } from '../support/workbook';

const api = useTestApi();

async function seed() {
  const { sheet } = await createSheet(api, [
    { key: 'name', type: 'string', constraints: [{ type: 'required' }] },
  ]);
  return { sheet, path: `/v1/sheets/${sheet.id}/records` };
}

describe('records in the hosted shapes', () => {
  it('answers a read with success and the sheet’s current version', async () => {
    const { path } = await seed();
    const empty = await api.ok('GET', path);
    expect(empty.data).toEqual({ records: [], success: true });
    const inserted = await api.ok('POST', path, { body: [{ name: { value: 'Ada' } }] });
    const read = await api.ok('GET', path);
    expect(read.data).toMatchObject({
      success: true,
      versionId: inserted.data.versionId,
      commitId: inserted.data.commitId,
    });
  });

  it('answers an insert with the sheet’s counts after it', async () => {
    const { path } = await seed();
    await api.ok('POST', path, { body: [{ name: { value: 'Ada' } }] });
    const answer = await api.ok('POST', path, { body: [{ name: { value: 'Grace' } }, {}] });
    expect(answer.data.counts).toEqual({
      total: 3,
      valid: 2,
      error: 1,
      errorsByField: { name: 1 },
    });
    expect(answer.data.records).toHaveLength(2);
  });

  it('takes a record back whole: its messages replace the record’s own, valid is computed', async () => {
    const { sheet, path } = await seed();
    const [ada] = await insertRows(api, sheet.id, [{ name: 'Ada' }]);
    const read = (await readRecords(api, sheet.id))[0];
    const flagged = {
      ...read,
      valid: true,
      versionId: 'us_vr_anything',
      commitId: 'us_vr_anything',
      messages: [{ type: 'error', message: 'Duplicate of a CRM contact' }],
    };
    await api.ok('PUT', path, { body: [flagged] });
    const [afterFlag] = await readRecords(api, sheet.id);
    expect(afterFlag.messages).toEqual([{ type: 'error', message: 'Duplicate of a CRM contact' }]);
    // An error message of its own makes the record invalid, whatever `valid` was sent.
    expect(afterFlag.valid).toBe(false);
    expect(afterFlag.values.name.value).toBe('Ada');

    await api.ok('PUT', path, { body: [{ id: ada.id, valid: false, messages: [] }] });
    const [cleared] = await readRecords(api, sheet.id);
    expect(cleared.messages).toBeUndefined();
    expect(cleared.valid).toBe(true);

    // Without `messages`, the record's own stay as they are.
    await api.ok('PUT', path, {
      body: [{ id: ada.id, messages: [{ type: 'warn', message: 'Check the spelling' }] }],
    });
    await api.ok('PUT', path, { body: [{ id: ada.id, values: { name: { value: 'Ada L.' } } }] });
    const [kept] = await readRecords(api, sheet.id);
    expect(kept.messages).toEqual([{ type: 'warn', message: 'Check the spelling' }]);
    expect(kept.valid).toBe(true);
  });

  it('refuses an update message of an unknown type', async () => {
    const { sheet, path } = await seed();
    const [ada] = await insertRows(api, sheet.id, [{ name: 'Ada' }]);
    const answer = await api.request('PUT', path, {
      body: [{ id: ada.id, messages: [{ type: 'fatal', message: 'x' }] }],
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body.errors)).toContain('messages');
    expect((await readRecords(api, sheet.id)).map((record: Json) => record.messages)).toEqual([
      undefined,
    ]);
  });
});

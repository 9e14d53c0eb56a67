/**
 * The hosted sheet operations: duplicating a sheet with its data, locking and unlocking it, and
 * the record counts and calculations of the records a hosted selection keeps.
 */
import { describe, expect, it } from 'vitest';
import { insertRows, readRecords } from '../support/records';
import { useTestApi } from '../support/server';
import { allEvents, type Json } from '../support/test-api';
import { createSheet } from '../support/workbook';

const api = useTestApi();

const CONTACT_FIELDS = [
  { key: 'name', type: 'string' },
  { key: 'email', type: 'string', constraints: [{ type: 'required' }] },
];

describe('duplicating a sheet', () => {
  it('copies the configuration and every record, with new ids, into the same workbook', async () => {
    const { workbook, sheet } = await createSheet(api, CONTACT_FIELDS, {
      sheet: { slug: 'contacts', metadata: { rowHeaders: [1] } },
    });
    const [ada] = await insertRows(api, sheet.id, [
      {
        name: 'Ada',
        email: { value: 'ada@example.com', messages: [{ type: 'warn', message: 'Check it' }] },
      },
      { name: 'Grace' },
    ]);
    await api.ok('PUT', `/v1/sheets/${sheet.id}/records`, {
      body: [{ id: ada.id, metadata: { source: 'crm' } }],
    });

    const copy = (
      await api.ok('POST', `/v1/sheets/${sheet.id}/duplicate`, {
        body: { name: 'Copy of Contacts', slug: 'contacts-copy' },
      })
    ).data;
    expect(copy).toMatchObject({
      workbookId: workbook.id,
      name: 'Copy of Contacts',
      slug: 'contacts-copy',
      metadata: { rowHeaders: [1] },
      recordCounts: { total: 2, valid: 1, error: 1 },
    });
    expect(copy.id).not.toBe(sheet.id);
    expect(copy.config.fields).toEqual(CONTACT_FIELDS);

    const copied = await readRecords(api, copy.id);
    expect(copied.map((record: Json) => record.values.name.value)).toEqual(['Ada', 'Grace']);
    expect(copied.map((record: Json) => record.id)).not.toContain(ada.id);
    expect(copied[0].metadata).toEqual({ source: 'crm' });
    expect(copied[0].values.email.messages).toEqual([
      expect.objectContaining({ type: 'warn', message: 'Check it' }),
    ]);
    // The rules ran on the copy: the missing email is an error there too.
    expect(copied[1].values.email.messages).toEqual([
      expect.objectContaining({ source: 'required-constraint' }),
    ]);
    // The original is as it was.
    expect((await readRecords(api, sheet.id)).map((record: Json) => record.id)).toContain(ada.id);

    const events = (await allEvents(api)).filter(
      (event) => event.context.sheetId === copy.id || event.topic === 'workbook:updated',
    );
    const topics = events.map((event) => event.topic);
    expect(topics.indexOf('sheet:created')).toBeLessThan(topics.indexOf('workbook:updated'));
    expect(topics.indexOf('workbook:updated')).toBeLessThan(topics.indexOf('records:created'));
    const [sheetAdded] = events.filter((event) => event.topic === 'workbook:updated');
    expect(sheetAdded.payload.changes).toEqual([
      {
        type: 'sheet_added',
        details: { sheetId: copy.id, slug: 'contacts-copy', duplicateOf: sheet.id },
      },
    ]);
  });

  it('names the copy after the original by default, and refuses a slug the workbook has (409)', async () => {
    const { sheet } = await createSheet(api, CONTACT_FIELDS, { sheet: { name: 'People' } });
    const first = (await api.ok('POST', `/v1/sheets/${sheet.id}/duplicate`, { body: {} })).data;
    const second = (await api.ok('POST', `/v1/sheets/${sheet.id}/duplicate`, { body: {} })).data;
    expect([first.name, first.slug]).toEqual(['People (copy)', 'people-copy']);
    expect(second.slug).toBe('people-copy-2');
    const taken = await api.request('POST', `/v1/sheets/${sheet.id}/duplicate`, {
      body: { slug: 'people' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errors[0].key).toBe('body.slug');
    expect(
      (await api.request('POST', '/v1/sheets/us_sh_none/duplicate', { body: {} })).status,
    ).toBe(404);
  });
});

describe('locking a sheet', () => {
  it('sets lockedBy and lockedAt, keeps them on a second lock, and unlocking clears them', async () => {
    const { sheet } = await createSheet(api, CONTACT_FIELDS);
    await api.ok('POST', `/v1/sheets/${sheet.id}/lock`);
    const locked = (await api.ok('GET', `/v1/sheets/${sheet.id}`)).data;
    expect(locked).toMatchObject({
      lockedBy: expect.stringMatching(/^us_key_/),
      lockedAt: expect.any(String),
    });
    await api.ok('POST', `/v1/sheets/${sheet.id}/lock`);
    expect((await api.ok('GET', `/v1/sheets/${sheet.id}`)).data.lockedAt).toBe(locked.lockedAt);
    await api.ok('POST', `/v1/sheets/${sheet.id}/unlock`);
    const unlocked = (await api.ok('GET', `/v1/sheets/${sheet.id}`)).data;
    expect(unlocked.lockedBy).toBeUndefined();
    expect(unlocked.lockedAt).toBeUndefined();
    expect((await api.request('POST', '/v1/sheets/us_sh_none/lock')).status).toBe(404);
  });
});

describe('counts and calculations of a selection', () => {
  async function contacts() {
    const { sheet } = await createSheet(api, CONTACT_FIELDS);
    await insertRows(api, sheet.id, [
      { name: 'Ada', email: 'ada@example.com' },
      { name: 'Grace' },
      { email: 'linus@example.com' },
    ]);
    return sheet;
  }
  const counts = async (sheetId: string, query: Json = {}) =>
    (await api.ok('GET', `/v1/sheets/${sheetId}/counts`, { query })).data.counts;

  it('counts the records a filter, search or q keeps, and each field with byField', async () => {
    const sheet = await contacts();
    expect(await counts(sheet.id)).toMatchObject({ total: 3, valid: 2, error: 1 });
    expect(await counts(sheet.id, { filter: 'error' })).toMatchObject({
      total: 1,
      valid: 0,
      error: 1,
      errorsByField: { email: 1 },
    });
    expect(await counts(sheet.id, { searchField: 'name', searchValue: 'Ada' })).toMatchObject({
      total: 1,
      valid: 1,
    });
    expect(await counts(sheet.id, { q: 'email is error' })).toMatchObject({ total: 1 });
    expect((await counts(sheet.id, { byField: true })).byField).toEqual({
      name: { total: 3, valid: 3, error: 0, empty: 1 },
      email: { total: 3, valid: 2, error: 1, empty: 1 },
    });
    const unknown = await api.request('GET', `/v1/sheets/${sheet.id}/counts`, {
      query: { searchField: 'phone', searchValue: 'x' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].key).toBe('query.searchField');
  });

  it('counts the records written since a version', async () => {
    const sheet = await contacts();
    const inserted = await api.ok('POST', `/v1/sheets/${sheet.id}/records`, {
      body: [{ name: { value: 'Edsger' } }],
    });
    const since = inserted.data.versionId;
    await insertRows(api, sheet.id, [{ name: 'Barbara', email: 'b@example.com' }]);
    expect(await counts(sheet.id, { sinceVersionId: since })).toMatchObject({
      total: 1,
      valid: 1,
    });
  });

  it('computes the calculations over the selected records', async () => {
    const sheet = await contacts();
    const calculations = (
      await api.ok('GET', `/v1/sheets/${sheet.id}/calculations`, { query: { filter: 'valid' } })
    ).data;
    const value = (field: string, type: string) =>
      calculations.find((c: Json) => c.fieldKey === field && c.type === type).value;
    expect(value('name', 'COUNT_EMPTY')).toBe(1);
    expect(value('name', 'COUNT_NON_EMPTY')).toBe(1);
    expect(value('email', 'PERCENT_NON_EMPTY')).toBe(100);
  });
});

/**
 * The fields of an existing sheet: added (the hosted addField, insertAtIndex), replaced and
 * removed, the records following them (a cell for every field in every page), and the
 * calculations the fields define (sheet:calculation-updated, GET calculations).
 */

import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/server';
import { allEvents, createContactsWorkbook } from '../support/test-api';

const api = useTestApi();

async function records(sheetId: string) {
  return (await api.ok('GET', `/v1/sheets/${sheetId}/records`)).data.records;
}

async function fieldKeys(sheetId: string) {
  const sheet = (await api.ok('GET', `/v1/sheets/${sheetId}`)).data;
  return sheet.config.fields.map((field: { key: string }) => field.key);
}

describe('a cell for every field', () => {
  it('answers an empty cell for every field a record was inserted without', async () => {
    const { sheet } = await createContactsWorkbook(api);
    const inserted = await api.ok('POST', `/v1/sheets/${sheet.id}/records`, {
      body: [{ email: { value: 'a@x' } }, {}],
    });
    expect(inserted.data.records[0].values.name).toEqual({ valid: true, messages: [] });
    const [first, second] = await records(sheet.id);
    expect(first.values).toEqual({
      email: { value: 'a@x', valid: true, messages: [] },
      name: { valid: true, messages: [] },
    });
    expect(second.values).toEqual({
      email: { valid: true, messages: [] },
      name: { valid: true, messages: [] },
    });
    expect(second.valid).toBe(true);
  });

  it('lets code written for the hosted API set record.values[key].value on any field and write it back', async () => {
    const { sheet } = await createContactsWorkbook(api);
    await api.ok('POST', `/v1/sheets/${sheet.id}/records`, { body: [{ email: { value: 'a@x' } }] });
    const [record] = await records(sheet.id);
    record.values.name.value = 'Ada';
    await api.ok('PUT', `/v1/sheets/${sheet.id}/records`, { body: [record] });
    const [stored] = await records(sheet.id);
    expect(stored.values.name).toEqual({ value: 'Ada', valid: true, messages: [] });
  });
});

describe('adding a field', () => {
  it('adds the field at insertAtIndex, gives every record an empty cell, and emits sheet:updated and the calculations', async () => {
    const { workbook, sheet } = await createContactsWorkbook(api);
    await api.ok('POST', `/v1/sheets/${sheet.id}/records`, { body: [{ email: { value: 'a@x' } }] });
    const added = await api.ok('POST', `/v1/sheets/${sheet.id}/fields`, {
      query: { insertAtIndex: 1 },
      body: { key: 'address.city', type: 'string', label: 'City' },
    });
    expect(added.data).toEqual({ key: 'address.city', type: 'string', label: 'City' });
    expect(await fieldKeys(sheet.id)).toEqual(['email', 'address.city', 'name']);
    const [record] = await records(sheet.id);
    expect(record.values['address.city']).toEqual({ valid: true, messages: [] });

    const [updated] = await allEvents(api, ['sheet:updated']);
    expect(updated.payload).toEqual({
      sheetId: sheet.id,
      workbookId: workbook.id,
      changes: [{ type: 'field_added', details: { key: 'address.city' } }],
    });
    expect(updated.context).toMatchObject({ sheetId: sheet.id, workbookId: workbook.id });
    const [calculation] = await allEvents(api, ['sheet:calculation-updated']);
    expect(calculation.context).toMatchObject({ sheetId: sheet.id, spaceId: workbook.spaceId });
    const city = calculation.payload.calculations.filter(
      (entry: { field: string }) => entry.field === 'address.city',
    );
    expect(city).toEqual([
      { field: 'address.city', formula: 'COUNT_EMPTY(address.city)', updated: true },
      { field: 'address.city', formula: 'COUNT_NON_EMPTY(address.city)', updated: true },
      { field: 'address.city', formula: 'PERCENT_EMPTY(address.city)', updated: true },
      { field: 'address.city', formula: 'PERCENT_NON_EMPTY(address.city)', updated: true },
    ]);
    expect(
      calculation.payload.calculations.find((entry: { field: string }) => entry.field === 'email'),
    ).toMatchObject({ updated: false });
  });

  it('puts every record without a value in error when the added field is required', async () => {
    const { sheet } = await createContactsWorkbook(api);
    await api.ok('POST', `/v1/sheets/${sheet.id}/records`, {
      body: [{ email: { value: 'a@x' } }, { email: { value: 'b@x' } }],
    });
    await api.ok('POST', `/v1/sheets/${sheet.id}/fields`, {
      body: { key: 'phone', type: 'string', constraints: [{ type: 'required' }] },
    });
    const [record] = await records(sheet.id);
    expect(record.valid).toBe(false);
    expect(record.values.phone).toMatchObject({
      valid: false,
      messages: [{ type: 'error', source: 'required-constraint', field: 'phone' }],
    });
    const [counts] = (await allEvents(api, ['sheet:counts-updated'])).slice(-1);
    expect(counts.payload.counts).toMatchObject({ total: 2, valid: 0, error: 2 });
  });

  it('refuses a key the sheet has in any case, an index past the end and an unknown sheet, writing nothing', async () => {
    const { sheet } = await createContactsWorkbook(api);
    const duplicate = await api.request('POST', `/v1/sheets/${sheet.id}/fields`, {
      body: { key: 'Email', type: 'string' },
    });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.errors[0]).toMatchObject({ key: 'body.key' });
    expect(duplicate.body.errors[0].message).toMatch(/"Email" \(same as "email"/);
    const past = await api.request('POST', `/v1/sheets/${sheet.id}/fields`, {
      query: { insertAtIndex: 3 },
      body: { key: 'phone', type: 'string' },
    });
    expect(past.status).toBe(400);
    expect(past.body.errors[0].key).toBe('query.insertAtIndex');
    const untyped = await api.request('POST', `/v1/sheets/${sheet.id}/fields`, {
      body: { key: 'phone' },
    });
    expect(untyped.status).toBe(400);
    const unknown = await api.request('POST', '/v1/sheets/us_sh_none/fields', {
      body: { key: 'phone', type: 'string' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].key).toBe('sheetId');
    expect(await fieldKeys(sheet.id)).toEqual(['email', 'name']);
    expect(await allEvents(api, ['sheet:updated', 'sheet:calculation-updated'])).toEqual([]);
  });
});

describe('updating a field', () => {
  it('replaces the field, keeps the values, and runs the new rules on every record', async () => {
    const { sheet } = await createContactsWorkbook(api);
    await api.ok('POST', `/v1/sheets/${sheet.id}/records`, {
      body: [{ email: { value: 'a@x' }, name: { value: 'Ada' } }, { email: { value: 'b@x' } }],
    });
    const updated = await api.ok('PATCH', `/v1/sheets/${sheet.id}/fields/name`, {
      body: {
        key: 'name',
        type: 'string',
        label: 'Full name',
        constraints: [{ type: 'required' }],
      },
    });
    expect(updated.data.label).toBe('Full name');
    const sheetNow = (await api.ok('GET', `/v1/sheets/${sheet.id}`)).data;
    expect(sheetNow.config.fields[1]).toMatchObject({ key: 'name', label: 'Full name' });
    const [ada, other] = await records(sheet.id);
    expect(ada.values.name).toEqual({ value: 'Ada', valid: true, messages: [] });
    expect(other.valid).toBe(false);
    expect(other.values.name.messages[0].source).toBe('required-constraint');
    const [event] = await allEvents(api, ['sheet:updated']);
    expect(event.payload.changes).toEqual([{ type: 'field_updated', details: { key: 'name' } }]);
    const [calculation] = await allEvents(api, ['sheet:calculation-updated']);
    const flags = calculation.payload.calculations.map(
      (entry: { field: string; updated: boolean }) => `${entry.field}:${entry.updated}`,
    );
    expect(new Set(flags)).toEqual(new Set(['email:false', 'name:true']));
  });

  it('refuses a changed key and an unknown field; an unchanged body emits nothing', async () => {
    const { sheet } = await createContactsWorkbook(api);
    const renamed = await api.request('PATCH', `/v1/sheets/${sheet.id}/fields/name`, {
      body: { key: 'fullName', type: 'string' },
    });
    expect(renamed.status).toBe(400);
    expect(renamed.body.errors[0].key).toBe('body.key');
    const unknown = await api.request('PATCH', `/v1/sheets/${sheet.id}/fields/phone`, {
      body: { key: 'phone', type: 'string' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].key).toBe('fieldKey');
    await api.ok('PATCH', `/v1/sheets/${sheet.id}/fields/name`, {
      body: { key: 'name', type: 'string' },
    });
    expect(await allEvents(api, ['sheet:updated', 'sheet:calculation-updated'])).toEqual([]);
  });
});

describe('removing a field', () => {
  it('drops its cells from every record, recomputes validity, and emits field_removed', async () => {
    const { sheet } = await createContactsWorkbook(api);
    await api.ok('POST', `/v1/sheets/${sheet.id}/records`, {
      body: [{ email: { value: 'a@x' }, name: { value: 'Ada', messages: [{ message: 'bad' }] } }],
    });
    expect((await records(sheet.id))[0].valid).toBe(false);
    await api.ok('DELETE', `/v1/sheets/${sheet.id}/fields/name`);
    expect(await fieldKeys(sheet.id)).toEqual(['email']);
    const [record] = await records(sheet.id);
    expect(record.values).toEqual({ email: { value: 'a@x', valid: true, messages: [] } });
    expect(record.valid).toBe(true);
    const counts = (await api.ok('GET', `/v1/sheets/${sheet.id}/counts`)).data.counts;
    expect(counts).toMatchObject({ total: 1, valid: 1, error: 0, errorsByField: {} });
    const [event] = await allEvents(api, ['sheet:updated']);
    expect(event.payload.changes).toEqual([{ type: 'field_removed', details: { key: 'name' } }]);
    const [calculation] = await allEvents(api, ['sheet:calculation-updated']);
    expect(calculation.payload.calculations.map((entry: { field: string }) => entry.field)).toEqual(
      ['email', 'email', 'email', 'email'],
    );
    // A value for the removed field is now refused like any unknown field.
    const late = await api.request('POST', `/v1/sheets/${sheet.id}/records`, {
      body: [{ name: { value: 'x' } }],
    });
    expect(late.status).toBe(400);
  });

  it('finds a key with periods and spaces through the URL-encoded path', async () => {
    const { sheet } = await createContactsWorkbook(api);
    await api.ok('POST', `/v1/sheets/${sheet.id}/fields`, {
      body: { key: 'home address.city', type: 'string' },
    });
    await api.ok(
      'DELETE',
      `/v1/sheets/${sheet.id}/fields/${encodeURIComponent('home address.city')}`,
    );
    expect(await fieldKeys(sheet.id)).toEqual(['email', 'name']);
  });
});

describe('a workbook update that changes fields', () => {
  it('gives the records of an updated sheet the new field and emits sheet:calculation-updated', async () => {
    const { workbook, sheet } = await createContactsWorkbook(api);
    await api.ok('POST', `/v1/sheets/${sheet.id}/records`, { body: [{ email: { value: 'a@x' } }] });
    await api.ok('PATCH', `/v1/workbooks/${workbook.id}`, {
      body: {
        sheets: [
          {
            name: 'Contacts',
            slug: 'contacts',
            fields: [
              { key: 'email', type: 'string' },
              { key: 'phone', type: 'string' },
            ],
          },
        ],
      },
    });
    const [record] = await records(sheet.id);
    expect(record.values).toEqual({
      email: { value: 'a@x', valid: true, messages: [] },
      phone: { valid: true, messages: [] },
    });
    const [calculation] = await allEvents(api, ['sheet:calculation-updated']);
    expect(calculation.payload.sheetId).toBe(sheet.id);
  });
});

describe('calculations', () => {
  it('counts empty and non-empty cells of every field, as counts and percentages', async () => {
    const { workbook, sheet } = await createContactsWorkbook(api);
    await api.ok('POST', `/v1/sheets/${sheet.id}/records`, {
      body: [
        { email: { value: 'a@x' }, name: { value: '' } },
        { email: { value: 'b@x' } },
        { email: { value: 'c@x' }, name: { value: 'Cy' } },
        { name: { value: 'Di' } },
      ],
    });
    const calculations = (await api.ok('GET', `/v1/sheets/${sheet.id}/calculations`)).data;
    const byFormula = Object.fromEntries(
      calculations.map((entry: { formula: string; value: number }) => [entry.formula, entry.value]),
    );
    expect(byFormula).toEqual({
      'COUNT_EMPTY(email)': 1,
      'COUNT_NON_EMPTY(email)': 3,
      'PERCENT_EMPTY(email)': 25,
      'PERCENT_NON_EMPTY(email)': 75,
      'COUNT_EMPTY(name)': 2,
      'COUNT_NON_EMPTY(name)': 2,
      'PERCENT_EMPTY(name)': 50,
      'PERCENT_NON_EMPTY(name)': 50,
    });
    expect(calculations[0]).toEqual({
      id: `${sheet.id}:COUNT_EMPTY(email)`,
      workbookId: workbook.id,
      sheetId: sheet.id,
      fieldKey: 'email',
      type: 'COUNT_EMPTY',
      formula: 'COUNT_EMPTY(email)',
      value: 1,
    });
  });

  it('answers zero percentages for an empty sheet and 404 for an unknown one', async () => {
    const { sheet } = await createContactsWorkbook(api);
    const calculations = (await api.ok('GET', `/v1/sheets/${sheet.id}/calculations`)).data;
    expect(calculations.every((entry: { value: number }) => entry.value === 0)).toBe(true);
    expect((await api.request('GET', '/v1/sheets/us_sh_none/calculations')).status).toBe(404);
  });
});

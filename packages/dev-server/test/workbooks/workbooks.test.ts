import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/server';
import { allEvents, createContactsWorkbook } from '../support/test-api';

const api = useTestApi();

describe('workbooks', () => {
  it('creates a workbook with sheets, fields and actions: workbook:created, then sheet:created', async () => {
    const { space, workbook, sheet } = await createContactsWorkbook(api);
    expect(workbook.id).toMatch(/^us_wb_/);
    expect(workbook.actions).toEqual([
      { operation: 'submit', mode: 'foreground', label: 'Submit' },
    ]);
    expect(sheet).toMatchObject({ workbookId: workbook.id, name: 'Contacts', slug: 'contacts' });
    expect(sheet.config.fields.map((field: { key: string }) => field.key)).toEqual([
      'email',
      'name',
    ]);

    const events = await allEvents(api, ['workbook:created', 'sheet:created']);
    expect(events.map((event) => event.topic)).toEqual(['workbook:created', 'sheet:created']);
    expect(events[0].payload).toEqual({
      workbookId: workbook.id,
      spaceId: space.id,
      name: 'Contacts import',
      sheetCount: 1,
    });
    expect(events[1].payload).toEqual({
      sheetId: sheet.id,
      workbookId: workbook.id,
      name: 'Contacts',
      slug: 'contacts',
      fieldCount: 2,
    });
    expect(events[1].context).toMatchObject({
      spaceId: space.id,
      workbookId: workbook.id,
      sheetId: sheet.id,
    });
  });

  it('rejects field keys that repeat case-insensitively with a 400 naming the sheet and the key', async () => {
    const space = (await api.ok('POST', '/v1/spaces', { body: {} })).data;
    const response = await api.request('POST', '/v1/workbooks', {
      body: {
        name: 'W',
        spaceId: space.id,
        sheets: [
          { name: 'Fine', fields: [{ key: 'email', type: 'string' }] },
          {
            name: 'People',
            fields: [
              { key: 'email', type: 'string' },
              { key: 'Email', type: 'string' },
            ],
          },
        ],
      },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].key).toBe('body.sheets[1].fields[1].key');
    expect(response.body.errors[0].message).toMatch(/People.*"Email"/);
    expect((await api.ok('GET', '/v1/workbooks')).data).toEqual([]);
    expect(await allEvents(api, ['workbook:created', 'sheet:created'])).toEqual([]);
  });

  it('includes sheets in the list unless includeSheets=false (the hosted default), and filters the list', async () => {
    const { space } = await createContactsWorkbook(api, { namespace: 'crm', labels: ['pinned'] });
    await api.ok('POST', '/v1/workbooks', {
      body: { name: 'Other', spaceId: space.id, treatments: ['ExtractedFromSource'] },
    });
    const withSheets = (await api.ok('GET', '/v1/workbooks')).data;
    expect(withSheets).toHaveLength(2);
    expect(withSheets[0].sheets).toHaveLength(1);
    expect(withSheets[1].sheets).toEqual([]);
    const plain = (await api.ok('GET', '/v1/workbooks', { query: { includeSheets: false } })).data;
    expect(plain).toHaveLength(2);
    expect(plain.every((workbook: object) => !('sheets' in workbook))).toBe(true);

    const only = async (query: Record<string, string>) =>
      (await api.ok('GET', '/v1/workbooks', { query })).data.map((w: { name: string }) => w.name);
    expect(await only({ namespace: 'crm' })).toEqual(['Contacts import']);
    expect(await only({ label: 'pinned' })).toEqual(['Contacts import']);
    expect(await only({ treatment: 'ExtractedFromSource' })).toEqual(['Other']);
    expect(await only({ name: 'Other' })).toEqual(['Other']);
    expect(await only({ spaceId: 'us_sp_none' })).toEqual([]);
    // A leading "-" negates name, namespace and label, as in the hosted service.
    expect(await only({ name: '-Other' })).toEqual(['Contacts import']);
    expect(await only({ namespace: '-crm' })).toEqual(['Other']);
    expect(await only({ label: '-pinned' })).toEqual(['Other']);
  });

  it('lists sheets with includeSheets in sidebar order, and treatments are stored and returned', async () => {
    const space = (await api.ok('POST', '/v1/spaces', { body: {} })).data;
    const created = (
      await api.ok('POST', '/v1/workbooks', {
        body: {
          name: 'W',
          spaceId: space.id,
          treatments: ['ExtractedFromSource'],
          sheets: ['A', 'B', 'C'].map((name) => ({ name, fields: [] })),
        },
      })
    ).data;
    const [a, b, c] = created.sheets.map((sheet: { id: string }) => sheet.id);
    await api.ok('PATCH', `/v1/workbooks/${created.id}`, {
      body: { settings: { sheetSidebarOrder: [b, 'us_sh_gone'] } },
    });
    const [listed] = (await api.ok('GET', '/v1/workbooks', { query: { includeSheets: true } }))
      .data;
    // The description's name is accepted; the wire carries the hosted one.
    expect(listed.treatments).toEqual(['EXTRACTED_FROM_SOURCE']);
    expect(listed.sheets.map((sheet: { id: string }) => sheet.id)).toEqual([b, a, c]);
  });

  it('an update and a rebuild emit workbook:updated, never workbook:created', async () => {
    const { workbook } = await createContactsWorkbook(api);
    const updated = await api.ok('PATCH', `/v1/workbooks/${workbook.id}`, {
      body: {
        name: 'Renamed',
        sheets: [
          {
            name: 'Contacts',
            slug: 'contacts',
            fields: [
              { key: 'email', type: 'string' },
              { key: 'phone', type: 'string' },
            ],
          },
          { name: 'Companies', fields: [{ key: 'domain', type: 'string' }] },
        ],
      },
    });
    expect(updated.data.name).toBe('Renamed');
    expect(updated.data.sheets.map((sheet: { slug: string }) => sheet.slug)).toEqual([
      'contacts',
      'companies',
    ]);
    await api.ok('POST', `/v1/workbooks/${workbook.id}/rebuild`);

    const events = await allEvents(api);
    const topics = events.map((event) => event.topic);
    expect(topics.filter((topic) => topic === 'workbook:created')).toHaveLength(1);
    expect(topics.slice(3)).toEqual([
      'sheet:updated',
      'sheet:calculation-updated',
      'sheet:created',
      'workbook:updated',
      'workbook:updated',
    ]);
    const sheetUpdate = events[3].payload.changes.map((change: { type: string }) => change.type);
    expect(sheetUpdate).toEqual(['field_added', 'field_removed']);
    const changes = events[6].payload.changes.map((change: { type: string }) => change.type);
    expect(changes).toEqual(['config_updated', 'sheet_added']);
  });

  it('lists sheets in settings.sheetSidebarOrder, unlisted sheets after', async () => {
    const space = (await api.ok('POST', '/v1/spaces', { body: {} })).data;
    const created = (
      await api.ok('POST', '/v1/workbooks', {
        body: {
          name: 'W',
          spaceId: space.id,
          sheets: ['A', 'B', 'C'].map((name) => ({ name, fields: [] })),
        },
      })
    ).data;
    const [a, b, c] = created.sheets.map((sheet: { id: string }) => sheet.id);
    const updated = await api.ok('PATCH', `/v1/workbooks/${created.id}`, {
      body: { settings: { sheetSidebarOrder: [c, a] } },
    });
    expect(updated.data.sheets.map((sheet: { id: string }) => sheet.id)).toEqual([c, a, b]);
  });

  it('deletes a workbook with its sheets (workbook:deleted)', async () => {
    const { workbook, sheet } = await createContactsWorkbook(api);
    await api.ok('DELETE', `/v1/workbooks/${workbook.id}`);
    expect((await api.request('GET', `/v1/workbooks/${workbook.id}`)).status).toBe(404);
    expect((await api.request('GET', `/v1/sheets/${sheet.id}`)).status).toBe(404);
    const [deleted] = await allEvents(api, ['workbook:deleted']);
    expect(deleted.payload).toEqual({ workbookId: workbook.id, spaceId: workbook.spaceId });
  });
});

describe('sheets', () => {
  it('lists by workbook, updates name/slug/metadata, counts records and deletes', async () => {
    const { workbook, sheet } = await createContactsWorkbook(api);
    const listed = await api.ok('GET', '/v1/sheets', { query: { workbookId: workbook.id } });
    expect(listed.data.map((s: { id: string }) => s.id)).toEqual([sheet.id]);

    const updated = await api.ok('PATCH', `/v1/sheets/${sheet.id}`, {
      body: { name: 'People', slug: 'people', metadata: { owner: 'ops' } },
    });
    expect(updated.data).toMatchObject({
      name: 'People',
      slug: 'people',
      metadata: { owner: 'ops' },
    });
    const [sheetUpdated] = await allEvents(api, ['sheet:updated']);
    expect(sheetUpdated.payload.changes).toContainEqual({
      type: 'config_updated',
      details: { field: 'name', previousValue: 'Contacts', newValue: 'People' },
    });

    await api.ok('POST', `/v1/sheets/${sheet.id}/records`, {
      body: [
        { email: { value: 'a@x' } },
        { email: { value: 'b', messages: [{ message: 'bad' }] } },
      ],
    });
    const counts = await api.ok('GET', `/v1/sheets/${sheet.id}/counts`);
    expect(counts.data.counts).toMatchObject({ total: 2, valid: 1, error: 1 });
    expect((await api.ok('GET', `/v1/sheets/${sheet.id}`)).data.recordCounts).toMatchObject({
      total: 2,
    });

    await api.ok('DELETE', `/v1/sheets/${sheet.id}`);
    expect((await api.request('GET', `/v1/sheets/${sheet.id}`)).status).toBe(404);
    const [deleted] = await allEvents(api, ['sheet:deleted']);
    expect(deleted.payload).toEqual({
      sheetId: sheet.id,
      workbookId: workbook.id,
      name: 'People',
      slug: 'people',
    });
  });

  it('refuses a slug another sheet of the workbook already has (409)', async () => {
    const space = (await api.ok('POST', '/v1/spaces', { body: {} })).data;
    const workbook = (
      await api.ok('POST', '/v1/workbooks', {
        body: {
          name: 'W',
          spaceId: space.id,
          sheets: [
            { name: 'A', fields: [] },
            { name: 'B', fields: [] },
          ],
        },
      })
    ).data;
    const response = await api.request('PATCH', `/v1/sheets/${workbook.sheets[1].id}`, {
      body: { slug: 'a' },
    });
    expect(response.status).toBe(409);
    expect(response.body.errors[0].key).toBe('body.slug');
  });
});

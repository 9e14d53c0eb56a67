/**
 * Actions through the API as the hosted client sends them: bound with `targetId`, created one by
 * one or in bulk (all or none), listed as a bare array, every hosted field stored and answered.
 */
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/server';
import { allEvents, createContactsWorkbook, type Json } from '../support/test-api';

const api = useTestApi();

const createAction = async (spaceId: string, body: Record<string, unknown>) =>
  (await api.ok('POST', '/v1/actions', { query: { spaceId }, body })).data;

describe('actions', () => {
  it('binds an action to the workbook or sheet its targetId names, and its jobs follow the action', async () => {
    const { space, workbook, sheet } = await createContactsWorkbook(api);
    const onWorkbook = await createAction(space.id, {
      targetId: workbook.id,
      operation: 'export-crm',
      label: 'Export to CRM',
      mode: 'foreground',
    });
    expect(onWorkbook).toMatchObject({ targetId: workbook.id, workbookId: workbook.id });
    expect(onWorkbook.sheetId).toBeUndefined();
    const onSheet = await createAction(space.id, { targetId: sheet.id, label: 'Dedupe' });
    expect(onSheet).toMatchObject({
      targetId: sheet.id,
      sheetId: sheet.id,
      workbookId: workbook.id,
    });
    const onSpace = await createAction(space.id, { targetId: space.id, label: 'Archive' });
    expect(onSpace.targetId).toBe(space.id);
    expect(onSpace.workbookId).toBeUndefined();

    // The workbook action is foreground: pressing it (its job) starts the job at once.
    const job = (
      await api.ok('POST', '/v1/jobs', {
        body: { type: 'workbook', operation: 'export-crm', source: workbook.id },
      })
    ).data;
    expect(job.status).toBe('ready');

    const [created] = await allEvents(api, ['action:created']);
    expect(created.context).toMatchObject({
      accountId: expect.any(String),
      actionId: onWorkbook.id,
      workbookId: workbook.id,
    });
  });

  it('refuses a targetId that names nothing, or something of another space', async () => {
    const { space } = await createContactsWorkbook(api);
    const { workbook: elsewhere } = await createContactsWorkbook(api);
    const unknown = await api.request('POST', '/v1/actions', {
      query: { spaceId: space.id },
      body: { targetId: 'us_wb_nothing', label: 'Go' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].key).toBe('body.targetId');
    const foreign = await api.request('POST', '/v1/actions', {
      query: { spaceId: space.id },
      body: { targetId: elsewhere.id, label: 'Go' },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors[0]).toMatchObject({ key: 'body.targetId' });
    expect(foreign.body.errors[0].message).toContain(`is not in space ${space.id}`);
  });

  it('stores every hosted field of an action and answers it back on get, list and update', async () => {
    const { space, workbook } = await createContactsWorkbook(api);
    const fields = {
      targetId: workbook.id,
      slug: 'export-crm',
      operation: 'export-crm',
      label: 'Export',
      messages: [{ type: 'error', content: 'Fix the errors first' }],
      schedule: 'daily',
      icon: 'upload',
      constraints: [{ type: 'hasAllValid' }, { type: 'hasData' }],
      mount: { type: 'sheet' },
      invalidConditionalMessaging: true,
      validRecordsMessage: 'All good',
      invalidRecordsMessage: 'Some rows are invalid',
    };
    const action = await createAction(space.id, fields);
    expect(action).toMatchObject(fields);
    expect((await api.ok('GET', `/v1/actions/${action.id}`)).data).toEqual(action);

    const list = await api.ok('GET', '/v1/actions', { query: { spaceId: space.id } });
    expect(Array.isArray(list)).toBe(true);
    expect(list).toEqual([action]);

    const updated = (
      await api.ok('PATCH', `/v1/actions/${action.id}`, {
        body: { schedule: 'weekly', messages: [{ type: 'info', content: 'Ready' }] },
      })
    ).data;
    expect(updated).toMatchObject({
      ...fields,
      schedule: 'weekly',
      messages: [{ type: 'info', content: 'Ready' }],
    });
  });

  it('creates actions in bulk, each with action:created, answering them as a bare array', async () => {
    const { space, workbook, sheet } = await createContactsWorkbook(api);
    const created = await api.ok('POST', '/v1/actions/bulk', {
      query: { spaceId: space.id },
      body: [
        { targetId: workbook.id, operation: 'export-erp', label: 'Export to ERP' },
        { targetId: sheet.id, operation: 'export-bi', label: 'Export to BI' },
      ],
    });
    expect(created.map((action: Json) => [action.label, action.targetId])).toEqual([
      ['Export to ERP', workbook.id],
      ['Export to BI', sheet.id],
    ]);
    expect(await api.ok('GET', '/v1/actions', { query: { spaceId: space.id } })).toEqual(created);
    const events = await allEvents(api, ['action:created']);
    expect(events.map((event) => event.payload.actionId)).toEqual(
      created.map((action: Json) => action.id),
    );
  });

  it('creates none of a bulk whose one config is wrong, naming it', async () => {
    const { space, workbook } = await createContactsWorkbook(api);
    const refused = await api.request('POST', '/v1/actions/bulk', {
      query: { spaceId: space.id },
      body: [
        { targetId: workbook.id, label: 'Fine' },
        { targetId: 'us_sh_missing', label: 'Broken' },
      ],
    });
    expect(refused.status).toBe(404);
    expect(refused.body.errors[0].key).toBe('body[1].targetId');
    expect(await api.ok('GET', '/v1/actions', { query: { spaceId: space.id } })).toEqual([]);
    expect(await allEvents(api, ['action:created'])).toEqual([]);
  });
});

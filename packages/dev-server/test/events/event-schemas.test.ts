import { type EventTopic, eventSchemas } from '@importkit/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allEvents,
  createContactsWorkbook,
  type Json,
  startTestApi,
  type TestApi,
} from '../support/test-api';

let api: TestApi;
let events: Json[];

/** Runs every operation that emits an event. */
async function fullScenario() {
  const { space, workbook, sheet } = await createContactsWorkbook(api);
  await api.ok('PATCH', `/v1/spaces/${space.id}`, { body: { name: 'Renamed', labels: ['a'] } });
  await api.ok('POST', `/v1/spaces/${space.id}/archive`);
  await api.ok('POST', `/v1/spaces/${space.id}/unarchive`);

  const [record] = (
    await api.ok('POST', `/v1/sheets/${sheet.id}/records`, {
      body: [
        { email: { value: 'a@x' } },
        { email: { value: 'b', messages: [{ message: 'bad' }] } },
      ],
    })
  ).data.records;
  await api.ok('PUT', `/v1/sheets/${sheet.id}/records`, {
    body: [{ id: record.id, values: { email: { value: 'c@x' } } }],
  });
  await api.ok('DELETE', `/v1/sheets/${sheet.id}/records`, { query: { ids: [record.id] } });
  await api.ok('PATCH', `/v1/sheets/${sheet.id}`, { body: { name: 'People' } });

  const action = (
    await api.ok('POST', '/v1/actions', {
      query: { spaceId: space.id },
      body: { label: 'Export', operation: 'export', workbookId: workbook.id, mode: 'background' },
    })
  ).data;
  await api.ok('PATCH', `/v1/actions/${action.id}`, { body: { label: 'Export all' } });

  const submit = (
    await api.ok('POST', '/v1/jobs', {
      body: { type: 'workbook', operation: 'submit', source: workbook.id },
    })
  ).data;
  await api.ok('POST', `/v1/jobs/${submit.id}/ack`, { body: { listenerId: 'l', progress: 10 } });
  await api.ok('POST', `/v1/jobs/${submit.id}/complete`, {
    body: { outcome: { message: 'done' } },
  });
  await api.ok('POST', `/v1/jobs/${submit.id}/outcome/ack`);
  const exported = (
    await api.ok('POST', '/v1/jobs', {
      body: { type: 'workbook', operation: 'export', source: workbook.id },
    })
  ).data;
  await api.ok('POST', `/v1/jobs/${exported.id}/execute`);
  await api.ok('POST', `/v1/jobs/${exported.id}/fail`, { body: { info: 'no' } });
  await api.ok('DELETE', `/v1/jobs/${exported.id}`);
  const spaceJob = (
    await api.ok('POST', '/v1/jobs', {
      body: { type: 'space', operation: 'configure', source: space.id, immediate: true },
    })
  ).data;
  await api.ok('PATCH', `/v1/jobs/${spaceJob.id}`, { body: { info: 'x' } });

  await api.ok('PATCH', `/v1/workbooks/${workbook.id}`, {
    body: { sheets: [{ name: 'Companies', fields: [{ key: 'domain', type: 'string' }] }] },
  });
  await api.ok('POST', `/v1/workbooks/${workbook.id}/rebuild`);
  await api.ok('DELETE', `/v1/actions/${action.id}`);
  await api.ok('DELETE', `/v1/workbooks/${workbook.id}`);
  await api.ok('DELETE', `/v1/spaces/${space.id}`);
}

beforeAll(async () => {
  api = await startTestApi();
  await fullScenario();
  events = await allEvents(api);
});
afterAll(() => api.close());

describe('every emitted event', () => {
  it('covers every topic the dev server emits', () => {
    expect([...new Set(events.map((event) => event.topic))].sort()).toEqual(
      [
        'action:created',
        'action:deleted',
        'action:updated',
        'commit:created',
        'layer:created',
        'job:completed',
        'job:created',
        'job:deleted',
        'job:failed',
        'job:outcome-acknowledged',
        'job:ready',
        'job:updated',
        'records:created',
        'records:deleted',
        'records:updated',
        'sheet:counts-updated',
        'sheet:created',
        'sheet:deleted',
        'sheet:updated',
        'space:archived',
        'space:created',
        'space:deleted',
        'space:unarchived',
        'space:updated',
        'workbook:created',
        'workbook:deleted',
        'workbook:updated',
      ].sort(),
    );
  });

  it("parses with the event catalog's zod schema of its topic (payload and context)", () => {
    for (const event of events) {
      const schema = eventSchemas[event.topic as EventTopic];
      expect(schema, event.topic).toBeDefined();
      const payload = schema.payload.safeParse(event.payload);
      const context = schema.context.safeParse(event.context);
      expect(payload.success, `${event.topic} payload: ${payload.error?.message}`).toBe(true);
      expect(context.success, `${event.topic} context: ${context.error?.message}`).toBe(true);
      // The topic's prefix, except records events: `workbook`, as the hosted service sends them.
      expect(event.domain).toBe(
        event.topic.startsWith('records:') ? 'workbook' : event.topic.split(':')[0],
      );
      expect(Number.isNaN(Date.parse(event.createdAt))).toBe(false);
    }
  });

  it('carries the context set the description gives for its topic', () => {
    const byTopic = (topic: string) => events.find((event) => event.topic === topic);
    expect(Object.keys(byTopic('action:created').context).sort()).toEqual(
      ['accountId', 'actionId', 'actorId', 'environmentId', 'spaceId', 'workbookId'].sort(),
    );
    expect(Object.keys(byTopic('sheet:counts-updated').context).sort()).toEqual(
      ['accountId', 'actorId', 'environmentId', 'sheetId', 'spaceId', 'workbookId'].sort(),
    );
    expect(Object.keys(byTopic('space:unarchived').context).sort()).toEqual(
      ['accountId', 'actorId', 'environmentId', 'spaceId'].sort(),
    );
    const spaceJobReady = events.find(
      (event) => event.topic === 'job:ready' && event.payload.job === 'space:configure',
    );
    expect(Object.keys(spaceJobReady.context).sort()).toEqual(
      ['accountId', 'actorId', 'environmentId', 'jobId', 'spaceId'].sort(),
    );
  });
});

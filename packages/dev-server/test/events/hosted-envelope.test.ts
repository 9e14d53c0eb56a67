/**
 * The envelope keys hosted listener code reads: `dataUrl` on the events about records (read the
 * event's records there, write them back there with a `PUT`, gzip or not), `callbackUrl` on
 * `job:ready`, `target`, `origin` and `namespaces`; `space:deleted` naming a workbook, and an
 * `environment:deleted` still readable once the environment is gone.
 */
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { insertRows, readRecords } from '../support/records';
import { useTestApi } from '../support/server';
import { allEvents, type Json } from '../support/test-api';
import { createSheet } from '../support/workbook';

const api = useTestApi();

const fields = [
  { key: 'email', type: 'string' },
  { key: 'name', type: 'string' },
];

async function contactsSheet() {
  return createSheet(api, fields, {
    space: { namespace: 'red' },
    workbook: { namespace: 'crm' },
    sheet: { slug: 'contacts' },
  });
}

/** The newest event of a topic in the default environment. */
async function lastEvent(topic: string): Promise<Json> {
  const events = await allEvents(api, [topic]);
  const event = events.at(-1);
  if (!event) throw new Error(`no ${topic} event`);
  return event;
}

/** An event's `dataUrl` as a hosted listener resolves it: joined to the API's root. */
const resolve = (dataUrl: string) => new URL(dataUrl, `${api.server.url}/`);

async function callDataUrl(method: string, dataUrl: string, body?: unknown, gzip = false) {
  const json = JSON.stringify(body);
  const response = await fetch(resolve(dataUrl), {
    method,
    headers: {
      authorization: `Bearer ${api.server.apiKey}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    },
    body: body === undefined ? undefined : gzip ? gzipSync(json) : json,
  });
  return { status: response.status, body: (await response.json()) as Json };
}

describe('dataUrl of the events about records', () => {
  it('answers the records a records:created names and takes the gzip write-back', async () => {
    const { sheet } = await contactsSheet();
    await insertRows(api, sheet.id, [{ email: 'old@example.com' }]);
    const created = await insertRows(api, sheet.id, [
      { email: 'ada@example.com', name: 'ada' },
      { email: 'bob@example.com', name: 'bob' },
    ]);
    const event = await lastEvent('records:created');
    expect(event.dataUrl).toBe(`v1/sheets/${sheet.id}/records?for=${event.id}`);

    const read = await callDataUrl('GET', event.dataUrl);
    expect(read.status).toBe(200);
    const records = read.body.data.records as Json[];
    expect(records.map((record) => record.id)).toEqual(created.map((record) => record.id));

    // The hosted write-back: every record read, a value changed and a message added.
    const changed = records.map((record) => ({
      id: record.id,
      values: {
        ...record.values,
        name: {
          value: String(record.values.name.value).toUpperCase(),
          messages: [{ message: 'Upper-cased', type: 'info', source: 'custom-logic' }],
        },
      },
      metadata: { checked: true },
    }));
    const written = await callDataUrl('PUT', event.dataUrl, changed, true);
    expect(written.status).toBe(200);

    const after = await readRecords(api, sheet.id);
    expect(after.map((record) => record.values.name?.value ?? null)).toEqual([null, 'ADA', 'BOB']);
    expect(after[1]).toMatchObject({
      metadata: { checked: true },
      values: { name: { messages: [{ message: 'Upper-cased', type: 'info' }] } },
    });
  });

  it("answers a commit:created's records, and refuses a write-back of a record it does not name", async () => {
    const { sheet } = await contactsSheet();
    const [first] = await insertRows(api, sheet.id, [{ email: 'first@example.com' }]);
    const [second] = await insertRows(api, sheet.id, [{ email: 'second@example.com' }]);
    const commit = await lastEvent('commit:created');
    expect(commit.dataUrl).toBe(`v1/sheets/${sheet.id}/records?for=${commit.id}`);
    const read = await callDataUrl('GET', commit.dataUrl);
    expect(read.body.data.records.map((record: Json) => record.id)).toEqual([second.id]);

    const refused = await callDataUrl('PUT', commit.dataUrl, [
      { id: first.id, values: { email: { value: 'changed@example.com' } } },
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]).toMatchObject({ key: 'body[0].id' });
    expect((await readRecords(api, sheet.id))[0].values.email.value).toBe('first@example.com');
  });

  it('makes no commit:created for a write-back sent with x-disable-hooks', async () => {
    const { sheet } = await contactsSheet();
    const [record] = await insertRows(api, sheet.id, [{ email: 'a@example.com' }]);
    const created = await lastEvent('records:created');
    const commitsBefore = (await allEvents(api, ['commit:created'])).length;
    const response = await fetch(resolve(created.dataUrl), {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${api.server.apiKey}`,
        'content-type': 'application/json',
        'x-disable-hooks': 'true',
      },
      body: JSON.stringify([{ id: record.id, values: { email: { value: 'b@example.com' } } }]),
    });
    expect(response.status).toBe(200);
    expect(await allEvents(api, ['commit:created'])).toHaveLength(commitsBefore);
    expect(await lastEvent('records:updated')).toMatchObject({
      payload: { sheetId: sheet.id, recordIds: [record.id] },
    });
    expect((await readRecords(api, sheet.id))[0].values.email.value).toBe('b@example.com');
  });

  it('gives records:updated and records:deleted a dataUrl, and no other topic', async () => {
    const { sheet } = await contactsSheet();
    const [record] = await insertRows(api, sheet.id, [{ email: 'a@example.com' }]);
    await api.ok('PUT', `/v1/sheets/${sheet.id}/records`, {
      body: [{ id: record.id, values: { email: { value: 'b@example.com' } } }],
    });
    await api.ok('DELETE', `/v1/sheets/${sheet.id}/records`, { query: { ids: [record.id] } });
    const events = await allEvents(api);
    const withData = events.filter((event) => event.dataUrl !== undefined);
    expect(new Set(withData.map((event) => event.topic))).toEqual(
      new Set(['commit:created', 'records:created', 'records:updated', 'records:deleted']),
    );
  });
});

describe('target, origin, namespaces and callbackUrl', () => {
  it('names the resource an event is about and the namespaces of its space and workbook', async () => {
    const { space, workbook, sheet } = await contactsSheet();
    await insertRows(api, sheet.id, [{ email: 'a@example.com' }]);
    const records = await lastEvent('records:created');
    expect(records).toMatchObject({
      target: `sheet(${sheet.id})`,
      origin: { id: sheet.id, slug: 'contacts' },
      namespaces: ['space:red', 'workbook:crm'],
    });
    const spaceCreated = (await allEvents(api, ['space:created'])).find(
      (event) => event.context.spaceId === space.id,
    );
    expect(spaceCreated).toMatchObject({ target: `space(${space.id})`, origin: { id: space.id } });
    expect(await lastEvent('workbook:created')).toMatchObject({
      target: `workbook(${workbook.id})`,
    });
  });

  it('gives job:ready a callbackUrl that acknowledges the event', async () => {
    const { workbook } = await contactsSheet();
    await api.ok('POST', '/v1/jobs', {
      body: { type: 'workbook', operation: 'export', source: workbook.id, trigger: 'immediate' },
    });
    const ready = await lastEvent('job:ready');
    expect(ready.callbackUrl).toBe(`v1/events/${ready.id}/ack`);
    const acknowledged = await fetch(resolve(ready.callbackUrl), {
      method: 'POST',
      headers: { authorization: `Bearer ${api.server.apiKey}` },
    });
    expect(acknowledged.status).toBe(200);
    expect((await api.ok('GET', `/v1/events/${ready.id}`)).data.acknowledgedAt).toBeDefined();
  });
});

describe('deletions', () => {
  it("space:deleted names the space's workbook when it has no primary one", async () => {
    const { space, workbook } = await contactsSheet();
    await api.ok('DELETE', `/v1/spaces/${space.id}`);
    const deleted = await lastEvent('space:deleted');
    expect(deleted.context).toMatchObject({ spaceId: space.id, workbookId: workbook.id });
  });

  it('environment:deleted can be read after the environment is gone', async () => {
    const environment = (await api.ok('POST', '/v1/environments', { body: { name: 'Staging' } }))
      .data;
    await api.ok('DELETE', `/v1/environments/${environment.id}`);
    const page = await api.ok('GET', '/v1/events', {
      query: { environmentId: environment.id, topic: ['environment:deleted'] },
    });
    expect(page.data).toEqual([
      expect.objectContaining({
        topic: 'environment:deleted',
        payload: expect.objectContaining({ environmentId: environment.id }),
      }),
    ]);
    // An environment that never existed is still a 404.
    const unknown = await api.request('GET', '/v1/events', {
      query: { environmentId: 'us_env_unknown' },
    });
    expect(unknown.status).toBe(404);
  });
});

/**
 * Events a caller publishes (`POST /v1/events`) and acknowledges (`POST /v1/events/{id}/ack`),
 * and the long poll's hosted parameters: `environmentId` optional, `pageNumber`,
 * `includeAcknowledged`.
 */
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/server';
import { openStream } from '../support/sse-reader';
import { allEvents, createContactsWorkbook, type Json } from '../support/test-api';

const api = useTestApi();

/** A `job:ready` for a job of the contacts workbook, as a listener's tests publish one. */
async function jobReady() {
  const { workbook } = await createContactsWorkbook(api);
  const job = (
    await api.ok('POST', '/v1/jobs', {
      body: { type: 'workbook', operation: 'export', source: workbook.id },
    })
  ).data;
  return {
    topic: 'job:ready',
    domain: 'job',
    context: {
      accountId: api.server.accountId,
      environmentId: api.server.environmentId,
      spaceId: workbook.spaceId,
      workbookId: workbook.id,
      jobId: job.id,
      namespaces: ['imports'],
    },
    payload: {
      domain: 'workbook',
      operation: 'export',
      job: 'workbook:export',
      status: 'ready',
      isPart: false,
    },
    attributes: { progress: { current: 1, total: 4, percent: 25 } },
    callbackUrl: 'https://example.invalid/callback',
    dataUrl: 'https://example.invalid/data',
    target: 'agent',
    origin: { id: 'us_ag_1', slug: 'exporter' },
    namespaces: ['imports'],
  };
}

describe('publishing an event', () => {
  it('puts it in the log as given, read by get, the long poll and the stream alike', async () => {
    const stream = await openStream(api, { environmentId: api.server.environmentId });
    const config = await jobReady();
    const published = (await api.ok('POST', '/v1/events', { body: config })).data;
    expect(published).toMatchObject({
      ...config,
      id: expect.stringMatching(/^us_evt_\d{16}$/),
      // The publisher is the actor of a context that names none.
      context: { ...config.context, actorId: expect.stringMatching(/^us_key_/) },
    });
    expect((await api.ok('GET', `/v1/events/${published.id}`)).data).toEqual(published);
    expect((await allEvents(api, ['job:ready'])).at(-1)).toEqual(published);
    await stream.until((reader) => reader.frames.some((frame) => frame.id === published.id));
    expect(stream.frames.find((frame) => frame.id === published.id)?.data).toEqual(published);
    stream.close();
  });

  it('refuses an event the catalog would not accept, naming the field, and logs nothing', async () => {
    const config = await jobReady();
    const before = await allEvents(api);
    const noStatus = await api.request('POST', '/v1/events', {
      body: { ...config, payload: { ...config.payload, status: undefined } },
    });
    expect(noStatus.status).toBe(400);
    expect(noStatus.body.errors[0].key).toBe('body.payload.status');
    const noJob = await api.request('POST', '/v1/events', {
      body: { ...config, context: { ...config.context, jobId: undefined } },
    });
    expect(noJob.status).toBe(400);
    expect(noJob.body.errors[0].key).toBe('body.context.jobId');
    const wrongDomain = await api.request('POST', '/v1/events', {
      body: { ...config, domain: 'space' },
    });
    expect(wrongDomain.status).toBe(400);
    expect(wrongDomain.body.errors[0].key).toBe('body.domain');
    expect(await allEvents(api)).toEqual(before);
  });

  it("refuses another account's event and an unknown environment", async () => {
    const config = await jobReady();
    const foreign = await api.request('POST', '/v1/events', {
      body: { ...config, context: { ...config.context, accountId: 'us_acc_other' } },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors[0].key).toBe('body.context.accountId');
    const nowhere = await api.request('POST', '/v1/events', {
      body: { ...config, context: { ...config.context, environmentId: 'us_env_none' } },
    });
    expect(nowhere.status).toBe(404);
    expect(nowhere.body.errors[0].key).toBe('body.context.environmentId');
  });
});

describe('acknowledging an event', () => {
  it('marks it, and the long poll leaves it out unless includeAcknowledged is true', async () => {
    await createContactsWorkbook(api);
    const [first, second] = await allEvents(api);
    expect(await api.ok('POST', `/v1/events/${first.id}/ack`)).toEqual({
      data: { success: true },
    });
    const acknowledged = (await api.ok('GET', `/v1/events/${first.id}`)).data;
    expect(acknowledged).toMatchObject({
      acknowledgedAt: expect.any(String),
      acknowledgedBy: expect.stringMatching(/^us_key_/),
    });
    // A second acknowledgement changes nothing.
    await api.ok('POST', `/v1/events/${first.id}/ack`);
    expect((await api.ok('GET', `/v1/events/${first.id}`)).data).toEqual(acknowledged);

    const unacknowledged = (await allEvents(api)).map((event) => event.id);
    expect(unacknowledged).not.toContain(first.id);
    expect(unacknowledged[0]).toBe(second.id);
    const everything = await api.ok('GET', '/v1/events', {
      query: { environmentId: api.server.environmentId, includeAcknowledged: true },
    });
    expect(everything.data[0]).toEqual(acknowledged);

    const missing = await api.request('POST', '/v1/events/us_evt_9999999999999999/ack');
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0].key).toBe('eventId');
  });
});

describe('listing events', () => {
  it('pages with pageNumber as with after, and without environmentId reads the default one', async () => {
    await createContactsWorkbook(api);
    await createContactsWorkbook(api);
    const all = (await api.ok('GET', '/v1/events', { query: { pageSize: 1000 } })).data;
    expect(all.length).toBeGreaterThan(4);
    const pages: Json[][] = [];
    for (let pageNumber = 1; ; pageNumber++) {
      const page = (await api.ok('GET', '/v1/events', { query: { pageSize: 3, pageNumber } })).data;
      if (page.length === 0) break;
      pages.push(page);
    }
    expect(pages.flat()).toEqual(all);
    expect(pages.slice(0, -1).every((page) => page.length === 3)).toBe(true);
    const afterFirst = await api.ok('GET', '/v1/events', {
      query: { pageSize: 3, pageNumber: 2, after: all[0].id },
    });
    expect(afterFirst.data).toEqual(all.slice(4, 7));
  });
});

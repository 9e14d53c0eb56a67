/**
 * `POST /_dev/reset`, `POST /_dev/events/{eventId}/replay` and `/_dev/handler-runs`, on a real
 * server, behind the API key.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { allEvents, createContactsWorkbook, startTestApi, type TestApi } from '../support/test-api';

let api: TestApi | undefined;
let dataDir: string | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  dataDir = undefined;
});

async function fill(server: TestApi) {
  const { space, sheet } = await createContactsWorkbook(server);
  await server.ok('POST', `/v1/sheets/${sheet.id}/records`, {
    body: [{ email: { value: 'ada@example.com' }, name: { value: 'Ada' } }],
  });
  await server.ok('POST', '/v1/jobs', {
    body: { type: 'space', operation: 'configure', source: space.id, trigger: 'immediate' },
  });
  return { space, sheet };
}

describe('POST /_dev/reset', () => {
  it('empties the server back to a fresh one, keeping the key and the default environment id', async () => {
    api = await startTestApi({ clock: 'manual' });
    const { space } = await fill(api);
    const lastEvent = (await allEvents(api)).at(-1);
    const clock = await api.ok('GET', '/_dev/clock');

    const reset = await api.request('POST', '/_dev/reset');
    expect(reset.status).toBe(204);

    expect((await api.ok('GET', '/v1/spaces')).data).toEqual([]);
    expect((await api.ok('GET', '/v1/jobs')).data).toEqual([]);
    expect(await allEvents(api)).toEqual([]);
    const environments = (await api.ok('GET', '/v1/environments')).data;
    expect(environments.map((environment: { id: string }) => environment.id)).toEqual([
      api.server.environmentId,
    ]);
    expect(await api.ok('GET', '/_dev/clock')).toEqual(clock);
    expect((await api.request('GET', `/v1/spaces/${space.id}`)).status).toBe(404);

    // Ids go on counting: nothing handed out before the reset is handed out again.
    const again = (await api.ok('POST', '/v1/spaces', { body: { name: 'After' } })).data;
    expect(again.id).not.toBe(space.id);
    const [created] = await allEvents(api);
    expect(created.id > lastEvent.id).toBe(true);
  });

  it('is saved: a restart after a reset starts empty', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'importkit-reset-test-'));
    api = await startTestApi({ dataDir, apiKey: 'sk_dev_reset' });
    await fill(api);
    expect((await api.request('POST', '/_dev/reset')).status).toBe(204);
    await api.close();
    api = await startTestApi({ dataDir, apiKey: 'sk_dev_reset' });
    expect((await api.ok('GET', '/v1/spaces')).data).toEqual([]);
  });

  it('needs the API key', async () => {
    api = await startTestApi();
    await fill(api);
    expect((await api.request('POST', '/_dev/reset', { apiKey: null })).status).toBe(401);
    expect((await api.ok('GET', '/v1/spaces')).data).toHaveLength(1);
  });
});

describe('POST /_dev/events/{eventId}/replay', () => {
  it('emits the event again as a new event marked as a replay of it', async () => {
    api = await startTestApi();
    const space = (await api.ok('POST', '/v1/spaces', { body: { name: 'Replayed' } })).data;
    const original = (await allEvents(api, ['space:created'])).find(
      (event) => event.context.spaceId === space.id,
    );
    const response = await api.request('POST', `/_dev/events/${original.id}/replay`);
    expect(response.status).toBe(201);
    const replay = response.body.data;
    expect(replay).toEqual({
      ...original,
      id: expect.any(String),
      attributes: { replayOf: original.id },
      createdAt: expect.any(String),
    });
    expect(replay.id > original.id).toBe(true);
    expect((await allEvents(api)).at(-1)).toEqual(replay);
  });

  it('answers 404 for an event the log does not hold, and 401 without the key', async () => {
    api = await startTestApi();
    const missing = await api.request('POST', '/_dev/events/us_evt_0000000000009999/replay');
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0]).toEqual({
      key: 'eventId',
      message: 'Event us_evt_0000000000009999 not found',
    });
    const unauthorized = await api.request('POST', '/_dev/events/x/replay', { apiKey: null });
    expect(unauthorized.status).toBe(401);
  });
});

describe('/_dev/handler-runs', () => {
  const run = (eventId: string, extra: Record<string, unknown> = {}) => ({
    eventId,
    topic: 'space:created',
    handler: 'onSpace',
    startedAt: '2026-01-01T00:00:00.000Z',
    durationMs: 3,
    ...extra,
  });

  it('keeps the runs a listener reports and lists them, all or per event', async () => {
    api = await startTestApi();
    const failed = run('us_evt_2', { error: { name: 'TypeError', message: 'boom' } });
    const reported = await api.request('POST', '/_dev/handler-runs', {
      body: { runs: [run('us_evt_1'), failed] },
    });
    expect(reported.status).toBe(204);
    expect((await api.ok('GET', '/_dev/handler-runs')).data).toEqual([run('us_evt_1'), failed]);
    const one = await api.ok('GET', '/_dev/handler-runs', { query: { eventId: 'us_evt_2' } });
    expect(one.data).toEqual([failed]);
    const last = await api.ok('GET', '/_dev/handler-runs', { query: { limit: 1 } });
    expect(last.data).toEqual([failed]);
  });

  it.each([
    [{ runs: 'no' }, 'body.runs'],
    [{ runs: [run('')] }, 'body.runs[0].eventId'],
    [{ runs: [run('a'), run('b', { durationMs: -1 })] }, 'body.runs[1].durationMs'],
    [{ runs: [run('a', { startedAt: 'yesterday' })] }, 'body.runs[0].startedAt'],
    [{ runs: [run('a', { error: { name: 'E' } })] }, 'body.runs[0].error.message'],
  ])('refuses a bad report whole (%j), naming the field', async (body, key) => {
    api = await startTestApi();
    const response = await api.request('POST', '/_dev/handler-runs', { body });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].key).toBe(key);
    expect((await api.ok('GET', '/_dev/handler-runs')).data).toEqual([]);
  });
});

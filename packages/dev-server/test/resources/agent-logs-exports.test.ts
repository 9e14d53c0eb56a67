import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/server';
import type { Json } from '../support/test-api';

const api = useTestApi();

async function deploy(slug: string, topics: string[], source = `module.exports = '${slug}';`) {
  return (
    await api.ok('POST', '/v1/agents', {
      query: { environmentId: api.server.environmentId },
      body: { topics, compiler: 'js', source, slug },
    })
  ).data;
}

/** What `importkit-dev --listener` reports after running handlers for an event. */
async function reportRuns(runs: Json[]) {
  const response = await api.request('POST', '/_dev/handler-runs', { body: { runs } });
  expect(response.status).toBe(204);
}

describe('agent exports', () => {
  it('exports the code of every deploy, to download, and drops them with the agent', async () => {
    const agent = await deploy('exporter', ['space:created'], 'module.exports = 1;');
    await deploy('exporter', ['space:created'], 'module.exports = 2;');
    const query = { environmentId: api.server.environmentId, agentId: agent.id };
    const listed = await api.ok('GET', '/v1/agent-exports', { query });
    expect(listed.pagination).toMatchObject({ totalCount: 2 });
    expect(listed.data[0]).toMatchObject({
      agentId: agent.id,
      exportType: 'SOURCE',
      environmentId: api.server.environmentId,
    });
    expect(listed.data[0]).not.toHaveProperty('source');

    const [first, second] = listed.data;
    const download = await api.request('GET', `/v1/agent-exports/${second.id}/download`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toContain('application/octet-stream');
    expect(download.text).toBe('module.exports = 2;');
    expect((await api.ok('GET', `/v1/agent-exports/${first.id}`)).data.id).toBe(first.id);

    await api.ok('DELETE', `/v1/agent-exports/${first.id}`);
    expect((await api.request('GET', `/v1/agent-exports/${first.id}`)).status).toBe(404);
    await api.ok('DELETE', `/v1/agents/${agent.id}`, {
      query: { environmentId: api.server.environmentId },
    });
    expect((await api.ok('GET', '/v1/agent-exports', { query })).data).toEqual([]);
  });
});

describe('agent logs', () => {
  it('are the handler runs the listener reported, per event, for the agents subscribed to it', async () => {
    const { server } = api;
    const subscribed = await deploy('spaces', ['space:created']);
    const other = await deploy('jobs', ['job:ready']);
    const space = (await api.ok('POST', '/v1/spaces', { body: { name: 'Logged' } })).data;
    const events = (
      await api.ok('GET', '/v1/events', {
        query: { environmentId: server.environmentId, topic: 'space:created' },
      })
    ).data;
    const eventId = events[0].id;
    const startedAt = events[0].createdAt;
    await reportRuns([
      { eventId, topic: 'space:created', handler: 'configure', startedAt, durationMs: 30 },
      {
        eventId,
        topic: 'space:created',
        handler: 'welcome',
        startedAt,
        durationMs: 50,
        error: { name: 'TypeError', message: 'boom' },
      },
    ]);

    const query = { environmentId: server.environmentId };
    const logs = await api.ok('GET', `/v1/agents/${subscribed.id}/logs`, { query });
    expect(logs.data).toEqual([
      expect.objectContaining({
        agentId: subscribed.id,
        eventId,
        success: false,
        topic: 'space:created',
        duration: 50,
        log: 'configure: ok (30 ms)\nwelcome: TypeError: boom (50 ms)',
      }),
    ]);
    expect((await api.ok('GET', `/v1/agents/${other.id}/logs`, { query })).data).toEqual([]);

    const detailed = (await api.ok('GET', `/v1/agents/log/${eventId}`, { query })).data;
    expect(detailed).toMatchObject({ eventId, success: false, context: { spaceId: space.id } });

    const executions = await api.ok('GET', '/v1/agents/executions', {
      query: { ...query, success: false },
    });
    expect(executions.data).toEqual([
      expect.objectContaining({ eventId, success: false, spaceId: space.id, duration: 50 }),
    ]);
    const succeeded = await api.ok('GET', '/v1/agents/executions', {
      query: { ...query, success: true },
    });
    expect(succeeded.data).toEqual([]);
    const ofOtherAgent = await api.ok('GET', '/v1/agents/executions', {
      query: { ...query, agentId: other.id },
    });
    expect(ofOtherAgent.data).toEqual([]);
    const inAnotherSpace = await api.ok('GET', '/v1/agents/logs', {
      query: { ...query, spaceId: 'us_sp_other' },
    });
    expect(inAnotherSpace.data).toEqual([]);
    expect((await api.ok('GET', '/v1/agents/logs', { query })).pagination.totalCount).toBe(1);
  });

  it('answers the log of an event no handler ran for, and 404 for an event it does not know', async () => {
    const { server } = api;
    await api.ok('POST', '/v1/spaces', { body: { name: 'Quiet' } });
    const [event] = (
      await api.ok('GET', '/v1/events', { query: { environmentId: server.environmentId } })
    ).data;
    const query = { environmentId: server.environmentId };
    const log = (await api.ok('GET', `/v1/agents/log/${event.id}`, { query })).data;
    expect(log).toMatchObject({ eventId: event.id, success: true, duration: 0 });
    expect(log.log).toContain('No handler');
    const unknown = await api.request('GET', '/v1/agents/log/us_evt_9999999999999999', { query });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].key).toBe('eventId');
  });
});

import { describe, expect, it } from 'vitest';
import { failure, ok } from '../support/client-api';
import { useClientApi } from '../support/server';

const api = useClientApi({ clock: 'manual' });

const HOUR = 60 * 60 * 1000;

async function deploy(body: Record<string, unknown>, environmentId = api.server.environmentId) {
  return ok(await api.client.POST('/v1/agents', { params: { query: { environmentId } }, body }))
    .data;
}

describe('agents', () => {
  it('deploys, redeploys as a new version, lists versions and reverts to an older one', async () => {
    const { client } = api;
    const agent = await deploy({
      slug: 'egress',
      topics: ['job:ready'],
      source: 'v1',
      sourceMap: 'map1',
    });
    expect(agent).toMatchObject({ slug: 'egress', version: 1, sourceMap: 'map1' });
    expect(agent.id).toMatch(/^us_ag_/);
    const redeployed = await deploy({ slug: 'egress', topics: ['job:ready'], source: 'v2' });
    expect(redeployed).toMatchObject({ id: agent.id, version: 2, source: 'v2' });
    expect(redeployed.sourceMap).toBeUndefined();

    const agentPath = { params: { path: { agentId: agent.id } } };
    const versions = ok(await client.GET('/v1/agents/{agentId}/versions', agentPath)).data;
    expect(versions.map((v) => [v.version, v.source, v.agent_id])).toEqual([
      [1, 'v1', agent.id],
      [2, 'v2', agent.id],
    ]);
    const reverted = ok(
      await client.GET('/v1/agents/{agentId}/versions/{agentVersionId}/revert', {
        params: { path: { agentId: agent.id, agentVersionId: versions[0]?.id as string } },
      }),
    ).data;
    expect(reverted).toMatchObject({ version: 3, origin: 1, source: 'v1', sourceMap: 'map1' });
    expect(ok(await client.GET('/v1/agents/{agentId}', agentPath)).data).toMatchObject({
      version: 3,
      source: 'v1',
    });
    ok(await client.DELETE('/v1/agents/{agentId}', agentPath));
    expect(failure(await client.GET('/v1/agents/{agentId}', agentPath)).status).toBe(404);

    const events = await api.events(['agent:created', 'agent:updated', 'agent:deleted']);
    expect(events.map((event) => event.topic)).toEqual([
      'agent:created',
      'agent:updated',
      'agent:updated',
      'agent:deleted',
    ]);
    for (const event of events) {
      expect(event.payload).toEqual({ agentId: agent.id, environmentId: api.server.environmentId });
    }
  });

  it('lists agents a page at a time, searched by slug or id', async () => {
    const { client } = api;
    const environmentId = api.server.environmentId;
    const first = await deploy({ slug: 'alpha-import' });
    await deploy({ slug: 'beta-export' });
    await deploy({ slug: 'alpha-check' });
    const bySlug = ok(
      await client.GET('/v1/agents', { params: { query: { environmentId, search: 'alpha' } } }),
    ).data;
    expect(bySlug.map((agent) => agent.slug)).toEqual(['alpha-import', 'alpha-check']);
    const byId = ok(
      await client.GET('/v1/agents', { params: { query: { environmentId, search: first.id } } }),
    ).data;
    expect(byId.map((agent) => agent.id)).toEqual([first.id]);
    const page = ok(
      await client.GET('/v1/agents', {
        params: { query: { environmentId, pageSize: 2, pageNumber: 2 } },
      }),
    );
    expect(page.data.map((agent) => agent.slug)).toEqual(['alpha-check']);
    expect(page.pagination).toEqual({ currentPage: 2, pageCount: 2, totalCount: 3 });
  });

  it('refuses unknown environments, versions and filters, and bad types', async () => {
    const { client } = api;
    const unknownEnv = failure(
      await client.POST('/v1/agents', {
        params: { query: { environmentId: 'us_env_missing' } },
        body: { slug: 'x' },
      }),
    );
    expect(unknownEnv).toMatchObject({ status: 404, error: { key: 'query.environmentId' } });
    const agent = await deploy({ slug: 'x' });
    const unknownVersion = failure(
      await client.GET('/v1/agents/{agentId}/versions/{agentVersionId}/revert', {
        params: { path: { agentId: agent.id, agentVersionId: 'us_agv_missing' } },
      }),
    );
    expect(unknownVersion).toMatchObject({ status: 404, error: { key: 'agentVersionId' } });
    const badCompiler = failure(
      await client.POST('/v1/agents', {
        params: { query: { environmentId: api.server.environmentId } },
        // @ts-expect-error js is the only compiler
        body: { compiler: 'python' },
      }),
    );
    expect(badCompiler).toMatchObject({ status: 400, error: { key: 'body.compiler' } });
    const unknownFilter = failure(
      await client.GET('/v1/agents', {
        params: {
          query: { environmentId: api.server.environmentId, slug: 'x' } as {
            environmentId: string;
          },
        },
      }),
    );
    expect(unknownFilter).toMatchObject({ status: 400, error: { key: 'query.slug' } });
  });

  it('emits environment:autobuild-created when an autobuild agent is deployed', async () => {
    await deploy({ slug: 'builder', template: 'autobuild' });
    const [event] = await api.events(['environment:autobuild-created']);
    expect(event.payload).toEqual({});
    expect(event.context).toEqual({
      environmentId: api.server.environmentId,
      accountId: api.server.accountId,
      actorId: expect.stringMatching(/^us_key_/),
    });
  });
});

describe('cron', () => {
  it('fires only in environments with a deployed agent subscribed to the topic', async () => {
    const { client, server } = api;
    const quiet = ok(await client.POST('/v1/environments', { body: { name: 'Quiet' } })).data;
    await deploy({ slug: 'other', topics: ['job:ready'] }, quiet.id);
    // No agent listens yet: a day passes without a tick.
    await server.advanceClock(24 * HOUR);
    expect(await api.events(['cron:hourly'])).toEqual([]);

    const agent = await deploy({ slug: 'ticker', topics: ['cron:hourly'] });
    await server.advanceClock(3 * HOUR);
    const ticks = await api.events(['cron:hourly']);
    expect(ticks).toHaveLength(3);
    for (const tick of ticks) {
      expect(tick.payload).toEqual({});
      expect(tick.context).toEqual({
        accountId: server.accountId,
        environmentId: server.environmentId,
      });
      expect(new Date(tick.createdAt).getUTCMinutes()).toBe(0);
    }
    expect(await api.events(['cron:hourly'], quiet.id)).toEqual([]);
    expect(await api.events(['cron:5-minutes', 'cron:daily', 'cron:weekly'])).toEqual([]);

    ok(await client.DELETE('/v1/agents/{agentId}', { params: { path: { agentId: agent.id } } }));
    await server.advanceClock(3 * HOUR);
    expect(await api.events(['cron:hourly'])).toHaveLength(3);
  });

  it('ticks every five minutes, daily at midnight UTC and weekly on Sunday', async () => {
    const { server } = api;
    await deploy({ slug: 'all', topics: ['cron:5-minutes', 'cron:daily', 'cron:weekly'] });
    await server.advanceClock(7 * 24 * HOUR);
    expect(await api.events(['cron:5-minutes'])).toHaveLength(7 * 24 * 12);
    const daily = await api.events(['cron:daily']);
    expect(daily).toHaveLength(7);
    for (const tick of daily) expect(tick.createdAt).toMatch(/T00:00:00\.000Z$/);
    const weekly = await api.events(['cron:weekly']);
    expect(weekly).toHaveLength(1);
    expect(new Date(weekly[0].createdAt).getUTCDay()).toBe(0);
  });
});

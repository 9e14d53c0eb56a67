import { describe, expect, it } from 'vitest';
import { failure, ok } from '../support/client-api';
import { useClientApi } from '../support/server';

const api = useClientApi();

const VALUE = 'sk_live_very_secret_value';

describe('secrets', () => {
  it('upserts by name, lists with filters, deletes, and never puts the value in an event', async () => {
    const { client } = api;
    const space = ok(await client.POST('/v1/spaces', { body: { name: 'S' } })).data;
    const envSecret = ok(
      await client.POST('/v1/secrets', { body: { name: 'API_TOKEN', value: VALUE } }),
    ).data;
    expect(envSecret).toEqual([expect.objectContaining({ name: 'API_TOKEN', value: VALUE })]);
    const spaceSecret = ok(
      await client.POST('/v1/secrets', {
        body: { name: 'API_TOKEN', value: 'space-value', spaceId: space.id },
      }),
    ).data[0];
    expect(spaceSecret?.spaceId).toBe(space.id);
    // The same name in the same scope is an update, not a second secret.
    const rewritten = ok(
      await client.POST('/v1/secrets', { body: { name: 'API_TOKEN', value: `${VALUE}-2` } }),
    ).data;
    expect(rewritten).toHaveLength(1);
    expect(rewritten[0]?.id).toBe(envSecret[0]?.id);

    const all = ok(await client.GET('/v1/secrets')).data;
    expect(all).toHaveLength(2);
    const ofSpace = ok(
      await client.GET('/v1/secrets', { params: { query: { spaceId: space.id } } }),
    ).data;
    expect(ofSpace.map((secret) => secret.value)).toEqual(['space-value']);
    const ofActor = ok(
      await client.GET('/v1/secrets', { params: { query: { actorId: 'us_usr_nobody' } } }),
    ).data;
    expect(ofActor).toEqual([]);

    const left = ok(
      await client.DELETE('/v1/secrets/{secretId}', {
        params: { path: { secretId: spaceSecret?.id as string } },
      }),
    ).data;
    expect(left).toEqual([]);

    const events = await api.events(['secret:created', 'secret:updated', 'secret:deleted']);
    expect(events.map((event) => event.topic)).toEqual([
      'secret:created',
      'secret:created',
      'secret:updated',
      'secret:deleted',
    ]);
    expect(events[0].payload).toEqual({
      secretId: envSecret[0]?.id,
      environmentId: api.server.environmentId,
    });
    expect(events[1].payload).toEqual({
      secretId: spaceSecret?.id,
      spaceId: space.id,
      environmentId: api.server.environmentId,
    });
    expect(events[1].context).toMatchObject({
      accountId: api.server.accountId,
      environmentId: api.server.environmentId,
      spaceId: space.id,
    });
    const everything = JSON.stringify(await api.events());
    expect(everything).not.toContain(VALUE);
    expect(everything).not.toContain('space-value');
  });

  it('scopes a secret to an actor, and refuses an unknown actor without echoing the value', async () => {
    const { client } = api;
    const keyActor = (
      await api.events(['space:created']).then(async () => {
        ok(await client.POST('/v1/spaces', { body: { name: 'A' } }));
        return api.events(['space:created']);
      })
    )[0].context.actorId as string;
    ok(await client.POST('/v1/secrets', { body: { name: 'K', value: VALUE, actorId: keyActor } }));
    const listed = ok(
      await client.GET('/v1/secrets', { params: { query: { actorId: keyActor } } }),
    ).data;
    expect(listed.map((secret) => secret.name)).toEqual(['K']);

    for (const actorId of ['us_usr_missing', 'not-an-actor']) {
      const refused = failure(
        await client.POST('/v1/secrets', { body: { name: 'K', value: VALUE, actorId } }),
      );
      expect(refused).toMatchObject({ status: 400, error: { key: 'body.actorId' } });
      expect(refused.text).not.toContain(VALUE);
    }
    const wrongType = failure(
      // @ts-expect-error the value is a string
      await client.POST('/v1/secrets', { body: { name: 'K', value: 42 } }),
    );
    expect(wrongType).toMatchObject({ status: 400, error: { key: 'body.value' } });
    const unknownSpace = failure(
      await client.POST('/v1/secrets', { body: { name: 'K', value: VALUE, spaceId: 'us_sp_x' } }),
    );
    expect(unknownSpace).toMatchObject({ status: 404, error: { key: 'body.spaceId' } });
    expect(unknownSpace.text).not.toContain(VALUE);
    const unknownFilter = failure(
      // @ts-expect-error not a filter of secrets
      await client.GET('/v1/secrets', { params: { query: { name: 'K' } } }),
    );
    expect(unknownFilter).toMatchObject({ status: 400, error: { key: 'query.name' } });
  });

  it('needs the API key', async () => {
    const response = await fetch(`${api.server.url}/v1/secrets`);
    expect(response.status).toBe(401);
  });
});

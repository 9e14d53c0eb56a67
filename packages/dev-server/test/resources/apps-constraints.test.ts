import { describe, expect, it } from 'vitest';
import { failure, ok } from '../support/client-api';
import { useClientApi } from '../support/server';

const api = useClientApi();

async function createApp(name = 'Onboarding', namespace = 'onboarding') {
  return ok(await api.client.POST('/v1/apps', { body: { name, namespace, type: 'PORTAL' } })).data;
}

describe('apps', () => {
  it('creates, lists, changes the namespace after creation and deletes an app', async () => {
    const { client } = api;
    const app = await createApp();
    expect(app).toMatchObject({ name: 'Onboarding', namespace: 'onboarding', type: 'PORTAL' });
    expect(app.id).toMatch(/^us_app_/);
    const path = { params: { path: { appId: app.id } } };
    const renamed = ok(
      await client.PATCH('/v1/apps/{appId}', { ...path, body: { namespace: 'portal' } }),
    ).data;
    expect(renamed.namespace).toBe('portal');
    expect(ok(await client.GET('/v1/apps')).data.map((a) => a.namespace)).toEqual(['portal']);
    // The hosted API answers an app delete without the `data` wrapper.
    expect(ok(await client.DELETE('/v1/apps/{appId}', path))).toEqual({ success: true });
    expect(failure(await client.GET('/v1/apps/{appId}', path)).status).toBe(404);
  });

  it('filters spaces by app and by the app-template flag; an unknown app is an empty list', async () => {
    const { client } = api;
    const app = await createApp();
    await client.POST('/v1/spaces', {
      body: { name: 'Template', appId: app.id, isAppTemplate: true },
    });
    await client.POST('/v1/spaces', { body: { name: 'Customer', appId: app.id } });
    await client.POST('/v1/spaces', { body: { name: 'Loose' } });
    const names = async (query: Record<string, unknown>) =>
      ok(await client.GET('/v1/spaces', { params: { query } })).data.map((space) => space.name);
    expect(await names({ appId: app.id })).toEqual(['Template', 'Customer']);
    expect(await names({ appId: app.id, isAppTemplate: true })).toEqual(['Template']);
    expect(await names({ appId: 'us_app_unknown' })).toEqual([]);
  });

  it('refuses a wrong type and a missing namespace', async () => {
    const wrongType = failure(
      // @ts-expect-error not an app type
      await api.client.POST('/v1/apps', { body: { name: 'A', namespace: 'a', type: 'GAME' } }),
    );
    expect(wrongType).toMatchObject({ status: 400, error: { key: 'body.type' } });
    const noNamespace = failure(
      // @ts-expect-error namespace is required
      await api.client.POST('/v1/apps', { body: { name: 'A', type: 'CUSTOM' } }),
    );
    expect(noNamespace.status).toBe(400);
    expect(noNamespace.error?.message).toContain('namespace');
  });
});

describe('stored constraints', () => {
  it('keeps every version of an app-scoped constraint', async () => {
    const { client } = api;
    const app = await createApp();
    const appPath = { params: { path: { appId: app.id } } };
    const created = ok(
      await client.POST('/v1/apps/{appId}/constraints', {
        ...appPath,
        body: { validator: 'isPostcode', function: 'v1', label: 'Postcode' },
      }),
    ).data;
    expect(created).toMatchObject({ appId: app.id, validator: 'isPostcode', version: 1 });
    expect(created.id).toMatch(/^us_cn_/);
    const path = { params: { path: { appId: app.id, constraintId: created.id } } };
    const updated = ok(
      await client.PATCH('/v1/apps/{appId}/constraints/{constraintId}', {
        ...path,
        body: { function: 'v2' },
      }),
    ).data;
    expect(updated).toMatchObject({ function: 'v2', version: 2 });
    const versions = ok(
      await client.GET('/v1/apps/{appId}/constraints/{constraintId}/versions', path),
    ).data;
    expect(versions.map((v) => [v.version, v.function])).toEqual([
      [1, 'v1'],
      [2, 'v2'],
    ]);
    const first = ok(
      await client.GET('/v1/apps/{appId}/constraints/{constraintId}/versions/{version}', {
        params: { path: { appId: app.id, constraintId: created.id, version: 1 } },
      }),
    ).data;
    expect(first).toMatchObject({ id: created.id, version: 1, function: 'v1' });
    expect(
      ok(await client.GET('/v1/apps/{appId}/constraints', appPath)).data.map((c) => c.id),
    ).toEqual([created.id]);
    expect(ok(await client.DELETE('/v1/apps/{appId}/constraints/{constraintId}', path))).toEqual({
      success: true,
    });
    expect(
      failure(await client.GET('/v1/apps/{appId}/constraints/{constraintId}', path)).status,
    ).toBe(404);
  });

  it('refuses a second validator of the same name, and another app’s constraint', async () => {
    const { client } = api;
    const app = await createApp();
    const other = await createApp('Other', 'other');
    const created = ok(
      await client.POST('/v1/apps/{appId}/constraints', {
        params: { path: { appId: app.id } },
        body: { validator: 'isPostcode' },
      }),
    ).data;
    const duplicate = failure(
      await client.POST('/v1/apps/{appId}/constraints', {
        params: { path: { appId: app.id } },
        body: { validator: 'isPostcode' },
      }),
    );
    expect(duplicate).toMatchObject({ status: 409, error: { key: 'body.validator' } });
    const elsewhere = failure(
      await client.GET('/v1/apps/{appId}/constraints/{constraintId}', {
        params: { path: { appId: other.id, constraintId: created.id } },
      }),
    );
    expect(elsewhere).toMatchObject({ status: 404, error: { key: 'constraintId' } });
    const unknownApp = failure(
      await client.GET('/v1/apps/{appId}/constraints', {
        params: { path: { appId: 'us_app_missing' } },
      }),
    );
    expect(unknownApp).toMatchObject({ status: 404, error: { key: 'appId' } });
    const unknownVersion = failure(
      await client.GET('/v1/apps/{appId}/constraints/{constraintId}/versions/{version}', {
        params: { path: { appId: app.id, constraintId: created.id, version: 9 } },
      }),
    );
    expect(unknownVersion).toMatchObject({ status: 404, error: { key: 'version' } });
  });

  it("lets a field refer to a stored constraint of the space's app, and refuses one that is not there", async () => {
    const { client } = api;
    const app = await createApp();
    ok(
      await client.POST('/v1/apps/{appId}/constraints', {
        params: { path: { appId: app.id } },
        body: { validator: 'isPostcode', function: 'v1' },
      }),
    );
    const space = ok(await client.POST('/v1/spaces', { body: { name: 'S', appId: app.id } })).data;
    const sheetWith = (constraint: { type: 'stored'; validator: string; version?: number }) => ({
      name: 'W',
      spaceId: space.id,
      sheets: [
        {
          name: 'Addresses',
          fields: [{ key: 'postcode', type: 'string' as const, constraints: [constraint] }],
        },
      ],
    });
    ok(
      await client.POST('/v1/workbooks', {
        body: sheetWith({ type: 'stored', validator: 'isPostcode' }),
      }),
    );
    const unknown = failure(
      await client.POST('/v1/workbooks', {
        body: sheetWith({ type: 'stored', validator: 'isZip' }),
      }),
    );
    expect(unknown).toMatchObject({
      status: 400,
      error: { key: 'body.sheets[0].fields[0].constraints[0].validator' },
    });
    expect(unknown.error?.message).toContain('isZip');
    const laterVersion = failure(
      await client.POST('/v1/workbooks', {
        body: sheetWith({ type: 'stored', validator: 'isPostcode', version: 2 }),
      }),
    );
    expect(laterVersion).toMatchObject({
      status: 400,
      error: { key: 'body.sheets[0].fields[0].constraints[0].version' },
    });
  });
});

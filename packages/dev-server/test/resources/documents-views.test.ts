import { describe, expect, it } from 'vitest';
import { failure, ok } from '../support/client-api';
import { spaceWithSheet } from '../support/client-fixtures';
import { useClientApi } from '../support/server';

const api = useClientApi();

describe('documents', () => {
  it('creates, lists, updates and deletes documents of a space with context CD', async () => {
    const { client } = api;
    const { space } = await spaceWithSheet(api, 'Docs');
    const spacePath = { params: { path: { spaceId: space.id } } };
    const document = ok(
      await client.POST('/v1/spaces/{spaceId}/documents', {
        ...spacePath,
        body: { title: 'Getting started', body: '# Welcome' },
      }),
    ).data;
    expect(document).toMatchObject({
      title: 'Getting started',
      spaceId: space.id,
      environmentId: api.server.environmentId,
    });
    expect(document.id).toMatch(/^us_dc_/);
    const listed = ok(await client.GET('/v1/spaces/{spaceId}/documents', spacePath)).data;
    expect(listed.map((doc) => doc.id)).toEqual([document.id]);
    const path = { params: { path: { spaceId: space.id, documentId: document.id } } };
    const updated = ok(
      await client.PATCH('/v1/spaces/{spaceId}/documents/{documentId}', {
        ...path,
        body: { body: '# Hello' },
      }),
    ).data;
    expect(updated).toMatchObject({ title: 'Getting started', body: '# Hello' });
    ok(await client.DELETE('/v1/spaces/{spaceId}/documents/{documentId}', path));
    expect(
      failure(await client.GET('/v1/spaces/{spaceId}/documents/{documentId}', path)),
    ).toMatchObject({
      status: 404,
      error: { key: 'documentId' },
    });

    const events = await api.events(['document:created', 'document:updated', 'document:deleted']);
    expect(events.map((event) => event.topic)).toEqual([
      'document:created',
      'document:updated',
      'document:deleted',
    ]);
    for (const event of events) {
      expect(event.payload).toEqual({ documentId: document.id });
      expect(event.context).toEqual({
        actorId: expect.stringMatching(/^us_key_/),
        spaceId: space.id,
        accountId: api.server.accountId,
        documentId: document.id,
        environmentId: api.server.environmentId,
      });
    }
  });

  it('does not find a document under another space, and refuses bad input', async () => {
    const { client } = api;
    const { space } = await spaceWithSheet(api, 'Docs');
    const other = ok(await client.POST('/v1/spaces', { body: { name: 'Other' } })).data;
    const document = ok(
      await client.POST('/v1/spaces/{spaceId}/documents', {
        params: { path: { spaceId: space.id } },
        body: { title: 'T', body: 'B' },
      }),
    ).data;
    const elsewhere = failure(
      await client.GET('/v1/spaces/{spaceId}/documents/{documentId}', {
        params: { path: { spaceId: other.id, documentId: document.id } },
      }),
    );
    expect(elsewhere.status).toBe(404);
    const unknownSpace = failure(
      await client.POST('/v1/spaces/{spaceId}/documents', {
        params: { path: { spaceId: 'us_sp_missing' } },
        body: { title: 'T', body: 'B' },
      }),
    );
    expect(unknownSpace).toMatchObject({ status: 404, error: { key: 'spaceId' } });
    const missingBody = failure(
      await client.POST('/v1/spaces/{spaceId}/documents', {
        params: { path: { spaceId: space.id } },
        // @ts-expect-error body is required
        body: { title: 'T' },
      }),
    );
    expect(missingBody).toMatchObject({ status: 400 });
    expect(missingBody.error?.message).toContain('body');
  });
});

describe('views', () => {
  it('saves views of a sheet with their creator, pages them and updates them', async () => {
    const { client } = api;
    const { sheetId } = await spaceWithSheet(api, 'Docs');
    const created = [];
    for (const name of ['Errors', 'Valid', 'All']) {
      created.push(
        ok(
          await client.POST('/v1/views', {
            body: { sheetId, name, config: { filter: name === 'All' ? 'all' : 'error' } },
          }),
        ).data,
      );
    }
    expect(created[0]).toMatchObject({
      sheetId,
      name: 'Errors',
      createdBy: expect.stringMatching(/^us_key_/),
    });
    expect(created[0]?.id).toMatch(/^us_vi_/);
    const second = ok(
      await client.GET('/v1/views', { params: { query: { sheetId, pageSize: 2, pageNumber: 2 } } }),
    );
    expect(second.data.map((view) => view.name)).toEqual(['All']);
    expect(second.pagination).toEqual({ currentPage: 2, pageCount: 2, totalCount: 3 });
    const path = { params: { path: { viewId: created[1]?.id as string } } };
    const updated = ok(
      await client.PATCH('/v1/views/{viewId}', {
        ...path,
        body: { name: 'Only valid', config: { filter: 'valid' } },
      }),
    ).data;
    expect(updated).toMatchObject({ name: 'Only valid', config: { filter: 'valid' } });
    ok(await client.DELETE('/v1/views/{viewId}', path));
    expect(failure(await client.GET('/v1/views/{viewId}', path)).status).toBe(404);
  });

  it('needs a sheet that exists, rejects unknown filters and config keys, and needs the key', async () => {
    const { client } = api;
    const { sheetId } = await spaceWithSheet(api, 'Docs');
    const unknownSheet = failure(
      await client.POST('/v1/views', {
        body: { sheetId: 'us_sh_missing', name: 'V', config: {} },
      }),
    );
    expect(unknownSheet).toMatchObject({ status: 404, error: { key: 'body.sheetId' } });
    const noSheet = failure(
      // @ts-expect-error sheetId is required
      await client.GET('/v1/views', { params: { query: {} } }),
    );
    expect(noSheet).toMatchObject({ status: 400, error: { key: 'query.sheetId' } });
    const unknownFilter = failure(
      // Views are not filtered by name: not in the query type, sent anyway.
      await client.GET('/v1/views', {
        params: { query: { sheetId, name: 'x' } as { sheetId: string } },
      }),
    );
    expect(unknownFilter).toMatchObject({ status: 400, error: { key: 'query.name' } });
    expect(unknownFilter.error?.message).toContain('name');
    const badConfig = failure(
      await client.POST('/v1/views', {
        // @ts-expect-error filter is valid | error | all | none
        body: { sheetId, name: 'V', config: { filter: 'broken' } },
      }),
    );
    expect(badConfig).toMatchObject({ status: 400, error: { key: 'body.config.filter' } });
    const response = await fetch(`${api.server.url}/v1/views?sheetId=${sheetId}`);
    expect(response.status).toBe(401);
  });
});

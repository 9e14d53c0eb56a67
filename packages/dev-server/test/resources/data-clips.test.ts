import { describe, expect, it } from 'vitest';
import { failure, ok } from '../support/client-api';
import { spaceWithSheet } from '../support/client-fixtures';
import { useClientApi } from '../support/server';

const api = useClientApi();

const sheet = () => spaceWithSheet(api, 'Clips');

describe('data clips', () => {
  it('gives an unrestricted clip a guest link with a token, a restricted one a sheet URL, and never regenerates either', async () => {
    const { client } = api;
    const { space, workbook, sheetId } = await sheet();
    // A new clip is answered bare, as the hosted client reads it.
    const open = ok(
      await client.POST('/v1/data-clips', {
        body: { name: 'Open', sourceSheetId: sheetId, sharedLink: 'unrestricted' },
      }),
    );
    expect(open).toMatchObject({
      sourceSheetId: sheetId,
      workbookId: workbook.id,
      spaceId: space.id,
      status: 'open',
      createdBy: expect.stringMatching(/^us_key_/),
      sharedLinkAccess: 'public',
    });
    expect(open.id).toMatch(/^us_clip_/);
    expect(open.guestLinkUrl).toMatch(/\/guest\/data-clips\/us_clip_\w+\?token=[\w-]{20,}$/);
    expect(open.guestLinkUrl).toContain(`token=${open.accessToken}`);
    expect(open).not.toHaveProperty('guestAuthentication');
    expect(open).not.toHaveProperty('sharedLink');

    const closed = ok(
      await client.POST('/v1/data-clips', {
        body: { name: 'Closed', sourceSheetId: sheetId, sharedLinkAccess: 'restricted' },
      }),
    );
    expect(closed.sharedLinkAccess).toBe('restricted');
    expect(closed.accessToken).toBeUndefined();
    expect(closed.guestLinkUrl).toMatch(
      new RegExp(`/spaces/${space.id}/workbooks/${workbook.id}/sheets/${sheetId}$`),
    );
    expect(closed.guestLinkUrl).not.toContain('token');

    for (const [clip, sharedLink] of [
      [open, 'restricted'],
      [closed, 'unrestricted'],
    ] as const) {
      const updated = ok(
        await client.PATCH('/v1/data-clips/{dataClipId}', {
          params: { path: { dataClipId: clip.id } },
          body: { sharedLink },
        }),
      ).data;
      expect(updated.guestLinkUrl).toBe(clip.guestLinkUrl);
    }
  });

  it('emits data-clip:* and collaborator changes in context CDC', async () => {
    const { client, server } = api;
    const { space, sheetId } = await sheet();
    const clip = ok(
      await client.POST('/v1/data-clips', {
        body: { name: 'C', sourceSheetId: sheetId, collaborators: ['us_usr_a'] },
      }),
    );
    const path = { params: { path: { dataClipId: clip.id } } };
    ok(
      await client.PATCH('/v1/data-clips/{dataClipId}', {
        ...path,
        body: { collaborators: ['us_usr_b'], status: 'review' },
      }),
    );
    // Each listed clip sits in its own `{ data }`, as the hosted client reads them.
    expect(
      ok(await client.GET('/v1/data-clips', { params: { query: { status: 'review' } } })).data.map(
        (listed) => listed.data.id,
      ),
    ).toEqual([clip.id]);
    ok(await client.DELETE('/v1/data-clips/{dataClipId}', path));

    const events = await api.events();
    const clipEvents = events.filter((event) => event.domain === 'data-clip');
    expect(clipEvents.map((event) => event.topic)).toEqual([
      'data-clip:created',
      'data-clip:collaborator-updated',
      'data-clip:updated',
      'data-clip:collaborator-updated',
      'data-clip:deleted',
    ]);
    expect(clipEvents[0].payload).toEqual({
      dataClipId: clip.id,
      accountId: server.accountId,
      status: 'open',
    });
    expect(clipEvents[2].payload.status).toBe('review');
    expect(clipEvents[3].payload).toEqual({
      dataClipId: clip.id,
      collaborators: ['us_usr_b'],
      changes: [
        { action: 'added', userId: 'us_usr_b' },
        { action: 'removed', userId: 'us_usr_a' },
      ],
    });
    expect(clipEvents[3].context).toEqual({
      accountId: server.accountId,
      environmentId: server.environmentId,
      spaceId: space.id,
      dataClipId: clip.id,
    });
  });

  it('creates, updates and refreshes resolutions with their events', async () => {
    const { client } = api;
    const { sheetId } = await sheet();
    const clip = ok(
      await client.POST('/v1/data-clips', { body: { name: 'C', sourceSheetId: sheetId } }),
    );
    const path = { params: { path: { dataClipId: clip.id } } };
    ok(
      await client.PATCH('/v1/data-clips/{dataClipId}/resolutions', {
        ...path,
        body: { resolutions: [{ conflictId: 'c1', resolution: { resolveTo: 'clip' } }] },
      }),
    );
    // The hosted answer is `Success`; the resolutions are read back as the clip's differences.
    const answer = ok(
      await client.PATCH('/v1/data-clips/{dataClipId}/resolutions', {
        ...path,
        body: {
          resolutions: [
            { conflictId: 'c1', resolution: { resolveTo: 'main' } },
            { conflictId: 'c2', resolution: { resolveTo: 'clip' } },
          ],
        },
      }),
    );
    expect(answer).toEqual({ data: { success: true } });
    ok(await client.PATCH('/v1/data-clips/{dataClipId}/refresh-resolutions', path));

    const events = await api.events([
      'data-clip:resolutions-created',
      'data-clip:resolutions-updated',
      'data-clip:resolutions-refreshed',
    ]);
    expect(events.map((event) => event.topic)).toEqual([
      'data-clip:resolutions-created',
      'data-clip:resolutions-created',
      'data-clip:resolutions-updated',
      'data-clip:resolutions-refreshed',
    ]);
    const actor = expect.stringMatching(/^us_key_/);
    expect(events[0].payload).toEqual({
      dataClipId: clip.id,
      resolutions: [{ conflictId: 'c1', resolution: { resolveTo: 'clip' }, resolvedBy: actor }],
    });
    expect(events[2].payload).toEqual({
      dataClipId: clip.id,
      resolutions: [
        {
          conflictId: 'c1',
          resolution: { resolveTo: 'main' },
          resolvedBy: actor,
          updatedAt: expect.any(String),
        },
      ],
      changes: [
        {
          conflictId: 'c1',
          previousResolution: { resolveTo: 'clip' },
          newResolution: { resolveTo: 'main' },
        },
      ],
    });
    expect(events[3].payload).toEqual({});
  });

  it('refuses the deprecated guestAuthentication, an unknown sheet, a bad sharedLink and resolutions of nothing', async () => {
    const { client } = api;
    const { sheetId } = await sheet();
    const deprecated = failure(
      await client.POST('/v1/data-clips', {
        body: { name: 'C', sourceSheetId: sheetId, guestAuthentication: ['shared_link'] } as never,
      }),
    );
    expect(deprecated.status).toBe(400);
    expect(deprecated.error?.message).toContain('guestAuthentication');
    const unknownSheet = failure(
      await client.POST('/v1/data-clips', { body: { name: 'C', sourceSheetId: 'us_sh_missing' } }),
    );
    expect(unknownSheet).toMatchObject({ status: 404, error: { key: 'body.sourceSheetId' } });
    const badLink = failure(
      await client.POST('/v1/data-clips', {
        // @ts-expect-error public, restricted or unrestricted
        body: { name: 'C', sourceSheetId: sheetId, sharedLink: 'everyone' },
      }),
    );
    expect(badLink).toMatchObject({ status: 400, error: { key: 'body.sharedLink' } });
    const noResolutions = failure(
      await client.PATCH('/v1/data-clips/{dataClipId}/resolutions', {
        params: {
          path: {
            dataClipId: ok(
              await client.POST('/v1/data-clips', { body: { name: 'C', sourceSheetId: sheetId } }),
            ).id,
          },
        },
        body: {},
      }),
    );
    expect(noResolutions).toMatchObject({ status: 400, error: { key: 'body.resolvedRecords' } });
  });
});

import { describe, expect, it } from 'vitest';
import { GUEST_TOKEN_LIFETIME_MS } from '../../src/resources/guests';
import { failure, ok } from '../support/client-api';
import { addGuest } from '../support/client-fixtures';
import { useClientApi } from '../support/server';

const api = useClientApi({ clock: 'manual' });

const HOUR = 60 * 60 * 1000;

describe('users', () => {
  it('invites users, lists and searches them, and resends pending invitations', async () => {
    const { client } = api;
    const invited = ok(
      await client.POST('/v1/users/invite', { body: { email: 'ana@example.com', name: 'Ana' } }),
    ).data;
    expect(invited).toMatchObject({ email: 'ana@example.com', name: 'Ana' });
    expect(invited.id).toMatch(/^us_usr_/);
    expect(invited.invitationAcceptedAt).toBeUndefined();
    const all = ok(await client.GET('/v1/users'));
    expect(all.data).toHaveLength(2);
    expect(all.pagination.totalCount).toBe(2);
    const found = ok(await client.GET('/v1/users', { params: { query: { search: 'ana' } } })).data;
    expect(found.map((user) => user.id)).toEqual([invited.id]);
    ok(
      await client.POST('/v1/users/{userId}/resend-invite', {
        params: { path: { userId: invited.id } },
      }),
    );
  });

  it('says why it will not resend to a user who accepted, or invite an email twice', async () => {
    const { client } = api;
    const owner = ok(await client.GET('/v1/users')).data.find(
      (user) => user.invitationAcceptedAt !== undefined,
    );
    const refused = failure(
      await client.POST('/v1/users/{userId}/resend-invite', {
        params: { path: { userId: owner?.id as string } },
      }),
    );
    expect(refused.status).toBe(409);
    expect(refused.error?.message).toContain('already accepted the invitation');
    await client.POST('/v1/users/invite', { body: { email: 'b@example.com', name: 'B' } });
    const twice = failure(
      await client.POST('/v1/users/invite', { body: { email: 'B@example.com', name: 'B' } }),
    );
    expect(twice).toMatchObject({ status: 409, error: { key: 'body.email' } });
    const unknown = failure(
      await client.POST('/v1/users/{userId}/resend-invite', {
        params: { path: { userId: 'us_usr_missing' } },
      }),
    );
    expect(unknown).toMatchObject({ status: 404, error: { key: 'userId' } });
    const badEmail = failure(
      await client.POST('/v1/users/invite', { body: { email: 'not-an-email', name: 'C' } }),
    );
    expect(badEmail).toMatchObject({ status: 400, error: { key: 'body.email' } });
  });
});

describe('guests', () => {
  async function twoSpaces() {
    const { client } = api;
    const a = ok(await client.POST('/v1/spaces', { body: { name: 'A' } })).data;
    const b = ok(await client.POST('/v1/spaces', { body: { name: 'B' } })).data;
    return { a, b };
  }

  it('adds guests to spaces and removes them, with space:guestAdded and space:guestRemoved', async () => {
    const { client, server } = api;
    const { a, b } = await twoSpaces();
    const guest = await addGuest(api, [a.id]);
    expect(guest?.id).toMatch(/^us_g_/);
    const path = { params: { path: { guestId: guest?.id as string } } };
    ok(await client.PATCH('/v1/guests/{guestId}', { ...path, body: { spaces: [{ id: b.id }] } }));
    expect(
      ok(await client.GET('/v1/guests', { params: { query: { spaceId: b.id } } })).data.map(
        (g) => g.id,
      ),
    ).toEqual([guest?.id]);
    ok(
      await client.DELETE('/v1/guests/{guestId}', {
        params: { path: { guestId: guest?.id as string }, query: { spaceId: b.id } },
      }),
    );
    const events = await api.events(['space:guestAdded', 'space:guestRemoved']);
    expect(events.map((event) => [event.topic, event.context.spaceId])).toEqual([
      ['space:guestAdded', a.id],
      ['space:guestRemoved', a.id],
      ['space:guestAdded', b.id],
      ['space:guestRemoved', b.id],
    ]);
    expect(events[0].context).toEqual({
      actorId: expect.stringMatching(/^us_key_/),
      accountId: server.accountId,
      environmentId: server.environmentId,
      spaceId: a.id,
    });
    expect(events[0].payload).toEqual({ guestId: guest?.id });
  });

  it('renews the token of a guest who actively uses the space, and replaces a lapsed one', async () => {
    const { client, server } = api;
    const { a } = await twoSpaces();
    const guest = await addGuest(api, [a.id]);
    const token = async () =>
      ok(
        await client.GET('/v1/guests/{guestId}/token', {
          params: { path: { guestId: guest?.id as string }, query: { spaceId: a.id } },
        }),
      ).data;
    const first = await token();
    expect(first.valid).toBe(true);
    // Used within each lifetime, twice in a row: more than one lifetime in total, same token.
    await server.advanceClock(GUEST_TOKEN_LIFETIME_MS - HOUR);
    expect((await token()).token).toBe(first.token);
    await server.advanceClock(GUEST_TOKEN_LIFETIME_MS - HOUR);
    const renewed = await token();
    expect(renewed.token).toBe(first.token);
    expect(Date.parse(renewed.expiresAt as string)).toBeGreaterThan(
      Date.parse(first.expiresAt as string),
    );
    // Idle past a lifetime: the old token lapsed and a new one is handed out.
    await server.advanceClock(GUEST_TOKEN_LIFETIME_MS + HOUR);
    expect((await token()).token).not.toBe(first.token);
    const lastAccessed = ok(
      await client.GET('/v1/guests/{guestId}', {
        params: { path: { guestId: guest?.id as string } },
      }),
    ).data.spaces[0]?.lastAccessed;
    expect(lastAccessed).toEqual(expect.any(String));
  });

  it('refuses unknown spaces, spaces of another environment and tokens for spaces not shared', async () => {
    const { client, server } = api;
    const { a, b } = await twoSpaces();
    const unknownSpace = failure(
      await client.POST('/v1/guests', {
        body: [
          {
            environmentId: server.environmentId,
            email: 'g@x.io',
            name: 'G',
            spaces: [{ id: 'us_sp_x' }],
          },
        ],
      }),
    );
    expect(unknownSpace).toMatchObject({ status: 404, error: { key: 'body[0].spaces[0].id' } });
    const guest = await addGuest(api, [a.id]);
    const notShared = failure(
      await client.GET('/v1/guests/{guestId}/token', {
        params: { path: { guestId: guest?.id as string }, query: { spaceId: b.id } },
      }),
    );
    expect(notShared).toMatchObject({ status: 400, error: { key: 'query.spaceId' } });
    expect(notShared.text).not.toMatch(/token":/);
    const noSpace = failure(
      // @ts-expect-error spaceId is required
      await client.GET('/v1/guests', { params: { query: {} } }),
    );
    expect(noSpace).toMatchObject({ status: 400, error: { key: 'query.spaceId' } });
  });
});

/**
 * Guests: adding a guest to a space (create, or an update that lists a new space) emits
 * `space:guestAdded`; taking a space away (update, or delete with or without `spaceId`) emits
 * `space:guestRemoved`, each with context actorId, accountId, environmentId, spaceId.
 *
 * Guest tokens and "actively uses": a guest's token for a space lasts
 * {@link GUEST_TOKEN_LIFETIME_MS} on the dev server's clock. Each `GET /v1/guests/{id}/token`
 * for the space is a use of it: a use while the token is still valid is active use, and renews
 * the same token for another full lifetime from that moment; a guest idle for longer than a
 * lifetime finds the old token expired and is handed a new one.
 * @module
 */
import { randomBytes } from 'node:crypto';
import { badRequest, notFound } from '../http/http-error';
import type { HandlerMap } from '../http/operation-handler';
import { success } from '../http/operation-handler';
import { requireEnvironment, requireSpace } from '../runtime/lookups';
import type { DevRuntime } from '../runtime/runtime';
import { removeActorRoles } from './actor-roles';
import type { ResourceEntity } from './resource-definition';
import {
  createEntity,
  deleteEntity,
  requireResource,
  resourceHandlers,
  updateEntity,
} from './resource-handlers';
import { guests, storedCollection } from './resource-table';

/** How long a guest token lasts without use: one day. */
export const GUEST_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

interface GuestSpace {
  id: string;
  lastAccessed?: string;
}

const tokensOf = storedCollection('guest-tokens');
const spaceIds = (guest: ResourceEntity) => (guest.spaces as GuestSpace[]).map((space) => space.id);

function checkSpaces(
  runtime: DevRuntime,
  environmentId: string,
  spaces: GuestSpace[],
  key: string,
) {
  spaces.forEach((entry, index) => {
    const space = requireSpace(runtime, entry.id, `${key}[${index}].id`);
    if (space.environmentId !== environmentId) {
      throw badRequest(
        `Space ${space.id} is not in environment ${environmentId}`,
        `${key}[${index}].id`,
      );
    }
  });
}

function emitMembership(runtime: DevRuntime, topic: string, guest: ResourceEntity, ids: string[]) {
  for (const spaceId of ids) {
    runtime.events.emit(
      topic,
      { guestId: guest.id },
      {
        actorId: runtime.actorId,
        accountId: runtime.accountId,
        environmentId: String(guest.environmentId),
        spaceId,
      },
    );
    if (topic === 'space:guestRemoved') tokensOf(runtime).delete(`${guest.id}:${spaceId}`);
  }
}

function newToken() {
  return randomBytes(24).toString('base64url');
}

export const guestHandlers: HandlerMap = {
  ...resourceHandlers(guests),

  createGuests: (input, runtime) => {
    const configs = input.body as Record<string, unknown>[];
    configs.forEach((config, index) => {
      requireEnvironment(runtime, String(config.environmentId), `body[${index}].environmentId`);
      checkSpaces(
        runtime,
        String(config.environmentId),
        config.spaces as GuestSpace[],
        `body[${index}].spaces`,
      );
    });
    const created = configs.map((config) => {
      const guest = createEntity(guests, runtime, { ...input, body: config });
      emitMembership(runtime, 'space:guestAdded', guest, spaceIds(guest));
      return guest;
    });
    return { data: created };
  },

  updateGuest: ({ params, body }, runtime) => {
    const guest = requireResource(guests, runtime, params.guestId as string);
    const patch = body as Record<string, unknown>;
    const environmentId = String(patch.environmentId ?? guest.environmentId);
    requireEnvironment(runtime, environmentId, 'body.environmentId');
    if (patch.spaces)
      checkSpaces(runtime, environmentId, patch.spaces as GuestSpace[], 'body.spaces');
    const before = spaceIds(guest);
    const updated = updateEntity(guests, runtime, guest, patch);
    const after = spaceIds(updated);
    emitMembership(
      runtime,
      'space:guestRemoved',
      guest,
      before.filter((id) => !after.includes(id)),
    );
    emitMembership(
      runtime,
      'space:guestAdded',
      updated,
      after.filter((id) => !before.includes(id)),
    );
    return { data: updated };
  },

  deleteGuest: ({ params, query }, runtime) => {
    const guest = requireResource(guests, runtime, params.guestId as string);
    const spaceId = query.spaceId as string | undefined;
    if (spaceId === undefined) {
      deleteEntity(guests, runtime, guest);
      removeActorRoles(runtime, guest.id);
      emitMembership(runtime, 'space:guestRemoved', guest, spaceIds(guest));
      return success();
    }
    if (!spaceIds(guest).includes(spaceId)) {
      throw notFound(`Space of guest ${guest.id}`, spaceId, 'query.spaceId');
    }
    const spaces = (guest.spaces as GuestSpace[]).filter((space) => space.id !== spaceId);
    updateEntity(guests, runtime, guest, { spaces });
    emitMembership(runtime, 'space:guestRemoved', guest, [spaceId]);
    return success();
  },

  /**
   * Invites guests to spaces they have access to (400 for a space the guest is not in). The dev
   * server sends no email: a guest opens a space with a token from `getGuestToken`.
   */
  inviteGuests: ({ body }, runtime) => {
    (body as { guestId: string; spaceId: string }[]).forEach(({ guestId, spaceId }, index) => {
      const guest = guests.collection(runtime).get(guestId);
      if (!guest) throw notFound('Guest', guestId, `body[${index}].guestId`);
      requireSpace(runtime, spaceId, `body[${index}].spaceId`);
      if (!spaceIds(guest).includes(spaceId)) {
        throw badRequest(
          `Guest ${guestId} has no access to space ${spaceId}: add the space to the guest first`,
          `body[${index}].spaceId`,
        );
      }
    });
    return success();
  },

  getGuestToken: ({ params, query }, runtime) => {
    const guest = requireResource(guests, runtime, params.guestId as string);
    const spaceId = (query.spaceId as string | undefined) ?? spaceIds(guest)[0];
    if (spaceId === undefined || !spaceIds(guest).includes(spaceId)) {
      throw badRequest(
        `Guest ${guest.id} has no access to ${spaceId === undefined ? 'any space' : `space ${spaceId}`}`,
        'query.spaceId',
      );
    }
    const now = runtime.clock.now();
    const key = `${guest.id}:${spaceId}`;
    const current = tokensOf(runtime).get(key);
    const active = current !== undefined && (current.expiresAtMs as number) > now;
    const token = active ? String(current.token) : newToken();
    const expiresAtMs = now + GUEST_TOKEN_LIFETIME_MS;
    tokensOf(runtime).put({ id: key, token, expiresAtMs });
    const spaces = (guest.spaces as GuestSpace[]).map((space) =>
      space.id === spaceId ? { ...space, lastAccessed: runtime.now() } : space,
    );
    guests.collection(runtime).put({ ...guest, spaces });
    return { data: { token, valid: true, expiresAt: new Date(expiresAtMs).toISOString() } };
  },
};

/** Takes a deleted space away from every guest that had it (`space:guestRemoved` each). */
export function removeSpaceFromGuests(runtime: DevRuntime, spaceId: string): void {
  for (const guest of guests.collection(runtime).list()) {
    if (!spaceIds(guest).includes(spaceId)) continue;
    const spaces = (guest.spaces as GuestSpace[]).filter((space) => space.id !== spaceId);
    updateEntity(guests, runtime, guest, { spaces });
    emitMembership(runtime, 'space:guestRemoved', guest, [spaceId]);
  }
}

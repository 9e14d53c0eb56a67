/**
 * Data retention on the clock: a space, workbook or file expires once the retention period has
 * passed since it was created (365 days by default, the description's figure). It is then marked
 * with `expiredAt` and `space:expired`, `workbook:expired` or `file:expired` is emitted; the dev
 * server keeps its data (it loses nothing a developer may still want to look at). One clock timer
 * is armed at the earliest coming expiry, so an idle server does no work.
 * @module
 */

import { spaceContext, workbookContext } from '../events/contexts';
import { defined } from '../handlers/lookups';
import { ownedContext } from '../resources/resource-contexts';
import type { ResourceEntity } from '../resources/resource-definition';
import type { DevRuntime } from './runtime';

/** The description's default retention. */
export const DEFAULT_RETENTION_DAYS = 365;

const DAY_MS = 24 * 60 * 60 * 1000;

interface Expirable {
  id: string;
  createdAt?: string;
  expiredAt?: string;
}

const fileContext = ownedContext('fileId');

/**
 * Starts expiring what outlives `retentionDays`; the timer ends when the runtime closes (the
 * clock stops).
 *
 * @example
 * watchDataRetention(runtime, 30); // workbooks created 30 days ago expire now
 */
export function watchDataRetention(runtime: DevRuntime, retentionDays: number): void {
  const retentionMs = retentionDays * DAY_MS;
  const { store, events, clock } = runtime;

  /** Expires every item that is due; returns the earliest time one of the others is. */
  function expireDue<T extends Expirable>(
    items: T[],
    now: number,
    expire: (item: T) => void,
  ): number {
    let next = Number.POSITIVE_INFINITY;
    for (const item of items) {
      if (item.expiredAt !== undefined || item.createdAt === undefined) continue;
      const due = Date.parse(item.createdAt) + retentionMs;
      if (due <= now) expire(item);
      else next = Math.min(next, due);
    }
    return next;
  }

  function sweep() {
    const now = clock.now();
    const expiredAt = clock.nowIso();
    const files = store.collection<ResourceEntity>('files');
    const next = Math.min(
      expireDue(store.spaces.list(), now, (space) => {
        const expired = { ...space, expiredAt };
        store.spaces.put(expired);
        const context = defined({
          ...spaceContext(runtime, expired),
          workbookId: expired.primaryWorkbookId,
          actorId: undefined,
        });
        events.emit('space:expired', { spaceId: space.id }, context);
      }),
      expireDue(store.workbooks.list(), now, (workbook) => {
        const expired = { ...workbook, expiredAt };
        store.workbooks.put(expired);
        events.emit(
          'workbook:expired',
          { workbookId: workbook.id, spaceId: workbook.spaceId },
          workbookContext(runtime, expired),
        );
      }),
      expireDue(files.list(), now, (file) => {
        const expired = { ...file, expiredAt };
        files.put(expired);
        const { actorId: _actor, ...context } = fileContext(runtime, expired);
        events.emit('file:expired', { fileId: file.id }, context);
      }),
      // Whatever is created from now on expires no earlier than this.
      now + retentionMs,
    );
    clock.at(next, sweep);
  }

  clock.at(clock.now() + retentionMs, sweep);
}

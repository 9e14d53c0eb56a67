/**
 * Data retention on the clock: a space, workbook or file expires once its environment's retention
 * period has passed since it was created (365 days by default, the description's figure; the
 * server's `retentionDays` otherwise) or, under the environment's `lastActivity` policy, since it
 * last changed. It is then marked with `expiredAt` and `space:expired`, `workbook:expired` or
 * `file:expired` is emitted; the dev server keeps its data (it loses nothing a developer may still
 * want to look at). One clock timer is armed at the earliest coming expiry, so an idle server does
 * no work; a change of an environment's retention sweeps again at once.
 * @module
 */

import { ownedContext } from '../resources/resource-contexts';
import type { ResourceEntity } from '../resources/resource-definition';
import type { ClockTimer } from '../runtime/clock';
import { spaceContext, workbookContext } from '../runtime/contexts';
import { defined } from '../runtime/lookups';
import type { DevRuntime } from '../runtime/runtime';

/** The description's default retention. */
export const DEFAULT_RETENTION_DAYS = 365;

const DAY_MS = 24 * 60 * 60 * 1000;

interface Expirable {
  id: string;
  createdAt?: string;
  updatedAt?: string;
  expiredAt?: string;
}

/** An environment's retention settings (see the contract's `Environment`). */
interface RetentionSettings {
  /** `lastActivity` on the wire; `last_activity` in environments an older server saved. */
  dataRetentionPolicy?: 'sinceCreated' | 'lastActivity' | 'since_created' | 'last_activity';
  dataRetentionDays?: number;
}

const fileContext = ownedContext('fileId');

/**
 * Starts expiring what outlives its environment's retention (`retentionDays` where the environment
 * sets none); the timer ends when the runtime closes (the clock stops).
 *
 * @example
 * watchDataRetention(runtime, 30); // workbooks created 30 days ago expire now
 */
export function watchDataRetention(runtime: DevRuntime, retentionDays: number): void {
  const { store, events, clock } = runtime;
  const files = store.collection<ResourceEntity>('files');

  /** When an item of this environment falls due, from its creation or its last change. */
  function dueOf(environmentId: string | undefined, item: Expirable): number | undefined {
    const settings = (
      environmentId === undefined ? undefined : store.environments.get(environmentId)
    ) as RetentionSettings | undefined;
    const since =
      settings?.dataRetentionPolicy === 'lastActivity' ||
      settings?.dataRetentionPolicy === 'last_activity'
        ? (item.updatedAt ?? item.createdAt)
        : item.createdAt;
    if (since === undefined) return undefined;
    return Date.parse(since) + (settings?.dataRetentionDays ?? retentionDays) * DAY_MS;
  }

  /** Expires every item that is due; returns the earliest time one of the others is. */
  function expireDue<T extends Expirable>(
    items: T[],
    now: number,
    environmentOf: (item: T) => string | undefined,
    expire: (item: T) => void,
  ): number {
    let next = Number.POSITIVE_INFINITY;
    for (const item of items) {
      if (item.expiredAt !== undefined) continue;
      const due = dueOf(environmentOf(item), item);
      if (due === undefined) continue;
      if (due <= now) expire(item);
      else next = Math.min(next, due);
    }
    return next;
  }

  const spaceEnvironment = (spaceId: string | undefined) =>
    spaceId === undefined ? undefined : store.spaces.get(spaceId)?.environmentId;

  /** The shortest period any environment (or the server) gives: nothing new expires sooner. */
  function shortestPeriodMs(): number {
    let days = retentionDays;
    for (const environment of store.environments.list()) {
      const set = (environment as RetentionSettings).dataRetentionDays;
      if (set !== undefined) days = Math.min(days, set);
    }
    return days * DAY_MS;
  }

  let timer: ClockTimer | undefined;

  function sweep() {
    const now = clock.now();
    const expiredAt = clock.nowIso();
    const next = Math.min(
      expireDue(
        store.spaces.list(),
        now,
        (space) => space.environmentId,
        (space) => {
          const expired = { ...space, expiredAt };
          store.spaces.put(expired);
          const context = defined({
            ...spaceContext(runtime, expired),
            workbookId: expired.primaryWorkbookId,
            actorId: undefined,
          });
          events.emit('space:expired', { spaceId: space.id }, context);
        },
      ),
      expireDue(
        store.workbooks.list(),
        now,
        (workbook) => workbook.environmentId ?? spaceEnvironment(workbook.spaceId),
        (workbook) => {
          const expired = { ...workbook, expiredAt };
          store.workbooks.put(expired);
          events.emit(
            'workbook:expired',
            { workbookId: workbook.id, spaceId: workbook.spaceId },
            workbookContext(runtime, expired),
          );
        },
      ),
      expireDue(
        files.list(),
        now,
        (file) =>
          (file.environmentId as string | undefined) ??
          spaceEnvironment(file.spaceId as string | undefined),
        (file) => {
          const expired = { ...file, expiredAt };
          files.put(expired);
          const { actorId: _actor, ...context } = fileContext(runtime, expired);
          events.emit('file:expired', { fileId: file.id }, context);
        },
      ),
      // Whatever is created (or changed) from now on expires no earlier than this.
      now + shortestPeriodMs(),
    );
    timer = clock.at(next, sweep);
  }

  // A changed retention may bring expiries forward: sweep now and arm the timer again.
  events.subscribe((event) => {
    if (event.topic !== 'environment:updated' && event.topic !== 'environment:created') return;
    timer?.cancel();
    timer = clock.at(clock.now(), sweep);
  });

  timer = clock.at(clock.now() + shortestPeriodMs(), sweep);
}

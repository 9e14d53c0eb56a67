import type { ImportkitClient, ImportkitEvent } from '@importkit/api';
import type { ListenerCore } from '../dispatch/listener-core';
import { toError } from '../error-hook';
import { ConcurrencyGate } from './concurrency-gate';
import { RecentIds } from './recent-ids';

/** How many event ids the loop remembers to drop redelivered events. */
export const REMEMBERED_EVENT_IDS = 10_000;

export interface DispatchLoopOptions {
  readonly core: ListenerCore;
  readonly events: AsyncIterable<ImportkitEvent>;
  readonly client: ImportkitClient | undefined;
  readonly signal: AbortSignal;
  readonly concurrency: number;
  readonly rememberedIds?: number;
}

/**
 * Pulls events and dispatches each one (its handlers in registration order), up to
 * `concurrency` events at once. The next event is only pulled once a slot is free, so a slow
 * handler pushes back on the subscription (which pauses its network read) instead of growing a
 * queue here. An id seen before is skipped. Events that run at the same time may finish in any
 * order. Resolves when the source ends and every handler has finished; rejects (after reporting
 * it) when the source fails. Handler failures never end the loop.
 */
export async function runDispatchLoop(options: DispatchLoopOptions): Promise<void> {
  const { core, events, client, signal } = options;
  const seen = new RecentIds(options.rememberedIds ?? REMEMBERED_EVENT_IDS);
  const gate = new ConcurrencyGate(options.concurrency);
  try {
    for await (const event of events) {
      if (!seen.add(event.id)) {
        core.logger.debug('importkit/listener: duplicate event skipped', { eventId: event.id });
        continue;
      }
      await gate.acquire();
      core
        .route(event, client, signal)
        .catch((error: unknown) => core.report(error, { source: 'handler', event }))
        .finally(() => gate.release());
    }
  } catch (error) {
    await core.report(error, { source: 'subscription' });
    throw toError(error);
  } finally {
    await gate.idle();
  }
}

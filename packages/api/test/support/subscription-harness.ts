/**
 * Shared set-up of the subscription tests: a loopback event server per test, clients of it, and
 * clean-up (servers and subscriptions closed after each test so vitest exits cleanly).
 */
import { afterEach } from 'vitest';
import { createClient, type EventSubscription, type ImportkitEvent } from '../../src/index';
import { type EventServer, type EventServerOptions, startEventServer } from './event-server';
import { eventId, jobReadyEvent } from './events';

export const API_KEY = 'sk_test_subscribe_0123456789';
// Short delays keep the tests quick; the behaviour under test does not depend on them.
export const fast = { reconnectDelayMs: { min: 5, max: 50 }, pollWaitSeconds: 1 } as const;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Runs `cleanup` after the current test. */
export function afterThisTest(cleanup: () => Promise<void>): void {
  cleanups.push(cleanup);
}

export async function server(options: Partial<EventServerOptions> = {}): Promise<EventServer> {
  const started = await startEventServer({ apiKey: API_KEY, ...options });
  afterThisTest(() => started.close());
  return started;
}

export function track<E extends ImportkitEvent>(
  subscription: EventSubscription<E>,
): EventSubscription<E> {
  afterThisTest(() => subscription.close());
  return subscription;
}

export function client(url: string, apiKey = API_KEY) {
  return createClient({ baseUrl: url, apiKey, retry: false });
}

/** Emits events first..last, a few at a time, yielding to the event loop in between. */
export async function emitRange(target: EventServer, first: number, last: number) {
  for (let sequence = first; sequence <= last; sequence++) {
    target.emit(eventId(sequence), jobReadyEvent(sequence));
    if (sequence % 7 === 0) await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

export const ids = (events: { id: string }[]) => events.map((event) => event.id);

export const expectedIds = (first: number, last: number) =>
  Array.from({ length: last - first + 1 }, (_, index) => eventId(first + index));

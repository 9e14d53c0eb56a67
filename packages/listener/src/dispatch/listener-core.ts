import type { EventTopic, ImportkitClient, ImportkitEvent } from '@importkit/api';
import { eventTopics } from '@importkit/api';
import { callErrorHook, printError, toError } from '../error-hook';
import { NoClientError } from '../errors';
import type { EventPredicate } from '../filters/event-filter';
import type { Listener } from '../listener';
import { topicsOf } from '../topics/compile-topics';
import type {
  ErrorHook,
  EventHandler,
  HandlerContext,
  ListenerErrorInfo,
  ListenerLogger,
} from '../types';

/** One `on()` call: its patterns, the filters of its scope and its own, and the handler. */
export interface Registration {
  /** Pattern → the catalog topics it matches (`off` removes patterns one by one). */
  readonly patterns: Map<string, Set<EventTopic>>;
  /** The union of `patterns`' topics. */
  topics: Set<EventTopic>;
  readonly guards: readonly EventPredicate[];
  readonly handler: EventHandler;
  readonly owner: Listener;
}

/** What `dispatch` did with one valid event. */
export interface RouteResult {
  /** How many handlers matched and ran. */
  readonly handlers: number;
  /** What they threw, in registration order (each already passed to the error hook). */
  readonly errors: readonly Error[];
}

const quietLogger: ListenerLogger = { debug() {} };

/**
 * The state a listener shares with its children: the registrations of the whole tree (so one
 * event runs its handlers in registration order, whichever child they were added to), the
 * error hook and the listener's id.
 */
export class ListenerCore {
  readonly id: string;
  readonly logger: ListenerLogger;
  errorHook: ErrorHook = printError;
  #registrations: Registration[] = [];

  constructor(options: { id?: string; logger?: ListenerLogger }) {
    this.id = options.id ?? `lsn_${globalThis.crypto.randomUUID()}`;
    this.logger = options.logger ?? quietLogger;
  }

  add(registration: Registration): void {
    // Copy on write: a dispatch in progress keeps iterating the list it started with.
    this.#registrations = [...this.#registrations, registration];
  }

  remove(owner: Listener, patterns: Iterable<string>, handler: unknown): void {
    const removed = [...patterns];
    this.#registrations = this.#registrations.filter((registration) => {
      if (registration.owner !== owner || registration.handler !== handler) return true;
      for (const pattern of removed) registration.patterns.delete(pattern);
      registration.topics = topicsOf(registration.patterns);
      return registration.patterns.size > 0;
    });
  }

  /** The topics some handler could match, or `undefined` when that is every topic. */
  subscribedTopics(): EventTopic[] | undefined {
    const topics = new Set<EventTopic>();
    for (const registration of this.#registrations) {
      for (const topic of registration.topics) topics.add(topic);
    }
    if (topics.size === 0 || topics.size === eventTopics.length) return undefined;
    return eventTopics.filter((topic) => topics.has(topic));
  }

  report(error: unknown, info: ListenerErrorInfo): Promise<void> {
    return callErrorHook(this.errorHook, error, info);
  }

  /**
   * Runs every matching handler for one (already validated) event, one after another in
   * registration order. A handler's failure is reported and the next handler still runs; the
   * returned promise never rejects.
   */
  async route(
    event: ImportkitEvent,
    client: ImportkitClient | undefined,
    signal: AbortSignal,
  ): Promise<RouteResult> {
    let handlers = 0;
    const errors: Error[] = [];
    for (const registration of this.#registrations) {
      if (!registration.topics.has(event.topic)) continue;
      if (!registration.guards.every((guard) => guard(event))) continue;
      handlers++;
      try {
        const result = registration.handler(event, contextFor(registration.owner, client, signal));
        // Awaiting only what is awaitable spares synchronous handlers a trip through the queue.
        if (isPromiseLike(result)) await result;
      } catch (thrown) {
        const error = toError(thrown);
        errors.push(error);
        await this.report(error, { source: 'handler', event });
      }
    }
    return { handlers, errors };
  }
}

function contextFor(
  listener: Listener,
  client: ImportkitClient | undefined,
  signal: AbortSignal,
): HandlerContext {
  return {
    get client(): ImportkitClient {
      if (!client) throw new NoClientError();
      return client;
    },
    signal,
    listener,
  };
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}

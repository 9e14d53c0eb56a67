/**
 * Every event of one environment, recorded from its creation by one subscription, and waits for
 * an event by a positive signal: a wait is answered by an event already recorded or by the next
 * one that matches, never by a sleep.
 * @module
 */
import {
  type EventSubscription,
  type ImportkitClient,
  type ImportkitError,
  type ImportkitEvent,
  subscribe,
} from '@importkit/api';
import { describeFilter, type EventFilter, eventMatches, type TopicSelector } from './event-match';

/** Options of a wait. */
export interface WaitOptions {
  /** How long to wait before failing with what was seen instead. Default 10,000 ms. */
  readonly timeoutMs?: number;
  /**
   * Which recorded events count: `'all'` (default) also those recorded before the wait began,
   * `'new'` only those after, or an event id (only events after it).
   */
  readonly since?: 'all' | 'new' | string;
}

interface Waiter {
  readonly matches: (event: ImportkitEvent) => boolean;
  readonly resolve: (event: ImportkitEvent) => void;
  readonly reject: (error: Error) => void;
  readonly interruptible: boolean;
}

const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * The newest event id a recorder saw, per dev server. Event ids sort in emission order across
 * environments, so the next environment's recording starts after it (`Last-Event-ID`) and
 * replays whatever it missed, instead of waiting for its stream to open first.
 */
const NEWEST_SEEN = Symbol.for('@importkit/testing newest event seen');
const holder = globalThis as { [NEWEST_SEEN]?: WeakMap<object, { id?: string }> };
const newestSeen = holder[NEWEST_SEEN] ?? new WeakMap<object, { id?: string }>();
holder[NEWEST_SEEN] = newestSeen;
/** Large `records:*` events (10,000 record ids) must not be dropped as too big. */
const MAX_EVENT_BYTES = 64 * 1024 * 1024;

/** The events of one environment, as they happen. */
export class EventRecorder {
  /** Every event recorded so far, in the order the server emitted them. */
  readonly events: ImportkitEvent[] = [];
  readonly #waiters = new Set<Waiter>();
  readonly #subscription: EventSubscription;
  readonly #reading: Promise<void>;
  #problems: ImportkitError[] = [];
  #ended: Error | undefined;

  readonly #newest: { id?: string };

  private constructor(client: ImportkitClient, environmentId: string, newest: { id?: string }) {
    this.#newest = newest;
    this.#subscription = subscribe(client, {
      environmentId,
      after: newest.id,
      maxEventBytes: MAX_EVENT_BYTES,
      onError: (error) => {
        this.#problems = [...this.#problems.slice(-4), error];
      },
    });
    this.#reading = this.#read();
  }

  /**
   * Starts recording an environment made after every event an earlier recorder of `server` saw:
   * from the newest of those on, or, for the first environment of a server, from the moment its
   * stream is open (it resolves once it is). Either way no event of the environment is missed.
   */
  static async start(
    client: ImportkitClient,
    environmentId: string,
    server: object,
  ): Promise<EventRecorder> {
    let newest = newestSeen.get(server);
    if (!newest) {
      newest = {};
      newestSeen.set(server, newest);
    }
    const recorder = new EventRecorder(client, environmentId, newest);
    if (newest.id === undefined) {
      await recorder.#subscription.ready;
      if (recorder.#ended) throw recorder.#ended;
    }
    return recorder;
  }

  async #read(): Promise<void> {
    try {
      for await (const event of this.#subscription) {
        if (this.#newest.id === undefined || event.id > this.#newest.id) this.#newest.id = event.id;
        // The environment's own creation is replayed or not depending on where recording
        // started: it is never part of what the test did.
        if (event.topic === 'environment:created') continue;
        this.events.push(event);
        for (const waiter of this.#waiters) {
          if (waiter.matches(event)) waiter.resolve(event);
        }
      }
    } catch (error) {
      this.#ended = error as Error;
      for (const waiter of this.#waiters) waiter.reject(this.#ended);
    }
  }

  /** The index in `events` from which a wait with `since` looks. */
  #startIndex(since: WaitOptions['since']): number {
    if (since === undefined || since === 'all') return 0;
    if (since === 'new') return this.events.length;
    const at = this.events.findIndex((event) => event.id === since);
    return at === -1 ? 0 : at + 1;
  }

  /** The recorded events of these topics that pass the filter. */
  select(topics: TopicSelector, filter?: EventFilter): ImportkitEvent[] {
    return this.events.filter((event) => eventMatches(event, topics, filter));
  }

  /**
   * The first event of these topics passing the filter, recorded already or still to come.
   * Rejects after `timeoutMs` with what was recorded, or at once when `interrupt` is called.
   */
  waitFor(
    topics: TopicSelector,
    filter: EventFilter | undefined,
    options: WaitOptions & { interruptible?: boolean } = {},
  ): Promise<ImportkitEvent> {
    const matches = (event: ImportkitEvent) => eventMatches(event, topics, filter);
    const found = this.events.slice(this.#startIndex(options.since)).find(matches);
    if (found) return Promise.resolve(found);
    if (this.#ended) return Promise.reject(this.#ended);
    const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    return new Promise<ImportkitEvent>((resolve, reject) => {
      const waiter: Waiter = {
        matches,
        interruptible: options.interruptible ?? true,
        resolve: (event) => {
          settle();
          resolve(event);
        },
        reject: (error) => {
          settle();
          reject(error);
        },
      };
      const timer = setTimeout(
        () => waiter.reject(new Error(this.#timeoutMessage(topics, filter, timeoutMs))),
        timeoutMs,
      );
      const settle = () => {
        clearTimeout(timer);
        this.#waiters.delete(waiter);
      };
      this.#waiters.add(waiter);
    });
  }

  /** Rejects every interruptible wait in progress with `error`; returns whether one was. */
  interrupt(error: Error): boolean {
    let interrupted = false;
    for (const waiter of this.#waiters) {
      if (!waiter.interruptible) continue;
      waiter.reject(error);
      interrupted = true;
    }
    return interrupted;
  }

  #timeoutMessage(topics: TopicSelector, filter: EventFilter | undefined, timeoutMs: number) {
    const recent = this.events.slice(-10).map((event) => {
      const { jobId, sheetId } = event.context as { jobId?: string; sheetId?: string };
      const about = jobId ?? sheetId;
      return about ? `${event.topic} (${about})` : event.topic;
    });
    const problems = this.#problems.map((problem) => problem.message);
    return [
      `importkit/testing: no event ${describeFilter(topics, filter)} within ${timeoutMs} ms.`,
      `The environment's last events: ${recent.length === 0 ? 'none' : recent.join(', ')}.`,
      ...(problems.length > 0 ? [`Subscription problems: ${problems.join('; ')}`] : []),
    ].join(' ');
  }

  /** Stops recording; waits in progress are rejected. */
  async close(): Promise<void> {
    await this.#subscription.close();
    await this.#reading;
    const closed = new Error('importkit/testing: the environment was closed during the wait');
    for (const waiter of this.#waiters) waiter.reject(closed);
  }
}

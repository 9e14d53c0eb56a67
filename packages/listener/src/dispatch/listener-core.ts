import type { EventTopic, ImportkitClient, ImportkitEvent } from '@importkit/api';
import { eventTopics } from '@importkit/api';
import { callErrorHook, printError } from '../error-hook';
import { NoClientError } from '../errors';
import type { EventPredicate } from '../filters/event-filter';
import { callRunHook, type HandlerRunHook } from '../handler-runs';
import type { Listener } from '../listener';
import { isPromiseLike } from '../promise-like';
import { toError } from '../thrown-value';
import { matchesAnyTopic, topicsOf } from '../topics/compile-topics';
import type {
  ErrorHook,
  EventHandler,
  HandlerContext,
  ListenerErrorInfo,
  ListenerLogger,
} from '../types';
import {
  type EventRecord,
  type EventRecordUpdate,
  readEventRecords,
  writeEventRecords,
} from './event-records';

/**
 * One `on()` call: its patterns, the filters of its scope and its own, and the handler. Never
 * changed once registered (`off` replaces it), so a checkpoint can keep it as it is.
 */
export interface Registration {
  /** Pattern → the catalog topics it matches (`off` removes patterns one by one). */
  readonly patterns: ReadonlyMap<string, ReadonlySet<EventTopic>>;
  /** The union of `patterns`' topics. */
  readonly topics: ReadonlySet<EventTopic>;
  /** A pattern matches every topic: the handler also gets events of topics the catalog lacks. */
  readonly anyTopic: boolean;
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
const noErrors: readonly Error[] = Object.freeze([]);

/**
 * The state a listener shares with its children: the registrations of the whole tree (so one
 * event runs its handlers in registration order, whichever child they were added to), the
 * error hook and the listener's id.
 */
export class ListenerCore {
  readonly id: string;
  readonly logger: ListenerLogger;
  errorHook: ErrorHook = printError;
  /** Told of every handler run (`onHandlerRun`); unset, runs are not even timed. */
  runHook: HandlerRunHook | undefined;
  /**
   * Only ever appended to, or replaced by a new array (`remove`, `checkpoint`): a dispatch in
   * progress iterates the array and the length it started with, so handlers added meanwhile
   * wait for the next event, and `add` stays O(1).
   */
  #registrations: Registration[] = [];

  constructor(options: { id?: string; logger?: ListenerLogger }) {
    this.id = options.id ?? `lsn_${globalThis.crypto.randomUUID()}`;
    this.logger = options.logger ?? quietLogger;
  }

  add(registration: Registration): void {
    this.#registrations.push(registration);
  }

  remove(owner: Listener, patterns: Iterable<string>, handler: unknown): void {
    const removed = new Set(patterns);
    const kept: Registration[] = [];
    for (const registration of this.#registrations) {
      if (registration.owner !== owner || registration.handler !== handler) {
        kept.push(registration);
        continue;
      }
      const left = new Map([...registration.patterns].filter(([pattern]) => !removed.has(pattern)));
      if (left.size > 0) {
        kept.push({
          ...registration,
          patterns: left,
          topics: topicsOf(left),
          anyTopic: matchesAnyTopic(left),
        });
      }
    }
    this.#registrations = kept;
  }

  /**
   * Remembers the registrations and the error hook; the function returned puts them back as
   * they were (what a plugin that fails half-way registered is dropped).
   */
  checkpoint(): () => void {
    const registrations = this.#registrations;
    const { length } = registrations;
    const errorHook = this.errorHook;
    return () => {
      // Entries below `length` never change: the array is only appended to or replaced.
      this.#registrations = registrations.slice(0, length);
      this.errorHook = errorHook;
    };
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
   * result never rejects. While the handlers return no promise and throw nothing, it runs
   * synchronously and returns the result itself, sparing the event a trip through the
   * microtask queue.
   */
  route(
    event: ImportkitEvent,
    client: ImportkitClient | undefined,
    signal: AbortSignal,
  ): RouteResult | Promise<RouteResult> {
    const list = this.#registrations;
    const run: RouteRun = { event, client, signal, list, end: list.length, handlers: 0 };
    for (let index = 0; index < run.end; index++) {
      const registration = run.list[index] as Registration;
      if (!matches(registration, event)) continue;
      run.handlers++;
      const started = this.#startRun();
      let outcome: unknown;
      try {
        outcome = callHandler(registration, run);
        if (!isPromiseLike(outcome)) {
          this.#endRun(registration, event, started);
          continue;
        }
      } catch (thrown) {
        outcome = Promise.reject(thrown);
      }
      return this.#routeAsync(
        run,
        index + 1,
        outcome as PromiseLike<unknown>,
        registration,
        started,
      );
    }
    return { handlers: run.handlers, errors: noErrors };
  }

  /** When a handler started, if a run hook wants to know. */
  #startRun(): RunStart | undefined {
    return this.runHook ? { at: new Date(), mark: performance.now() } : undefined;
  }

  /** Tells the run hook that a handler ended. */
  #endRun(
    registration: Registration,
    event: ImportkitEvent,
    started: RunStart | undefined,
    error?: Error,
  ): void {
    if (!started || !this.runHook) return;
    callRunHook(this.runHook, {
      event,
      handlerName: registration.handler.name || undefined,
      topics: [...registration.patterns.keys()],
      startedAt: started.at,
      durationMs: performance.now() - started.mark,
      ...(error ? { error } : {}),
    });
  }

  /** The rest of `route` once a handler returned a promise or threw, from `next` on. */
  async #routeAsync(
    run: RouteRun,
    next: number,
    pending: PromiseLike<unknown>,
    first: Registration,
    firstStarted: RunStart | undefined,
  ): Promise<RouteResult> {
    const errors: Error[] = [];
    let outcome: unknown = pending;
    let index = next;
    let current = first;
    let started = firstStarted;
    for (;;) {
      try {
        await outcome;
        this.#endRun(current, run.event, started);
      } catch (thrown) {
        const error = toError(thrown);
        this.#endRun(current, run.event, started, error);
        errors.push(error);
        await this.report(error, { source: 'handler', event: run.event });
      }
      let registration: Registration | undefined;
      while (index < run.end && !registration) {
        const candidate = run.list[index++] as Registration;
        if (matches(candidate, run.event)) registration = candidate;
      }
      if (!registration) return { handlers: run.handlers, errors };
      run.handlers++;
      current = registration;
      started = this.#startRun();
      try {
        outcome = callHandler(registration, run);
      } catch (thrown) {
        outcome = Promise.reject(thrown);
      }
    }
  }
}

/** When a handler run started: the wall-clock time, and a monotonic mark to time it with. */
interface RunStart {
  readonly at: Date;
  readonly mark: number;
}

/** One event's way through the registrations as they were when it arrived. */
interface RouteRun {
  readonly event: ImportkitEvent;
  readonly client: ImportkitClient | undefined;
  readonly signal: AbortSignal;
  readonly list: readonly Registration[];
  readonly end: number;
  handlers: number;
}

const knownTopics: ReadonlySet<string> = new Set(eventTopics);

function matches(registration: Registration, event: ImportkitEvent): boolean {
  // An event of a topic the catalog does not know reaches the handlers of every topic only.
  const known = knownTopics.has(event.topic)
    ? registration.topics.has(event.topic)
    : registration.anyTopic;
  if (!known) return false;
  for (const guard of registration.guards) if (!guard(event)) return false;
  return true;
}

function callHandler(registration: Registration, run: RouteRun): unknown {
  const context = new Context(registration.owner, run.client, run.signal, run.event);
  return registration.handler(run.event, context);
}

/** A handler's `context`; a class, so that making one per call costs one small allocation. */
class Context implements HandlerContext {
  readonly #client: ImportkitClient | undefined;
  readonly #event: ImportkitEvent;

  constructor(
    readonly listener: Listener,
    client: ImportkitClient | undefined,
    readonly signal: AbortSignal,
    event: ImportkitEvent,
  ) {
    this.#client = client;
    this.#event = event;
  }

  get client(): ImportkitClient {
    if (!this.#client) throw new NoClientError();
    return this.#client;
  }

  // Getters handing out functions, so that `{ readRecords }` may be destructured like `client`,
  // and a handler that never asks costs nothing.
  get readRecords(): () => Promise<EventRecord[]> {
    return () => readEventRecords(this.client, this.#event);
  }

  get writeRecords(): (records: readonly EventRecordUpdate[]) => Promise<void> {
    return (records) => writeEventRecords(this.client, this.#event, records);
  }
}

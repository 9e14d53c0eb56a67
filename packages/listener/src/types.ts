import type { ImportkitClient, ImportkitEvent, UnknownTopicEvent } from '@importkit/api';
import type { EventRecord, EventRecordUpdate } from './dispatch/event-records';
import type { Listener } from './listener';

/**
 * The second argument of every handler: what it needs to act on the event.
 *
 * @example
 * ```ts
 * listener.on('workbook:created', async (event, { client }) => {
 *   await client.GET('/v1/workbooks/{workbookId}', { params: { path: { workbookId: event.payload.workbookId } } });
 * });
 * ```
 */
export interface HandlerContext {
  /**
   * The API client the listener connected with (`listen({ client })`, or the one it built from
   * `baseUrl`/`apiKey`). Plugins use this one; they never build their own or read credentials.
   * Reading it while no client is known (`dispatch` without `{ client }`) throws `NoClientError`.
   */
  readonly client: ImportkitClient;
  /** Aborted when the listener shuts down with `close({ abort: true })`; pass it to long work. */
  readonly signal: AbortSignal;
  /** The listener (or child listener) the handler was registered on. */
  readonly listener: Listener;
  /**
   * The records the event is about, from its `dataUrl` (the events about records carry one:
   * `records:created|updated|deleted`, `commit:created`): what a hosted handler reads as
   * `event.data`. Throws a `ListenerArgumentError` for an event without one.
   */
  readRecords(): Promise<EventRecord[]>;
  /**
   * Writes records of the event back to its `dataUrl` (each its `id` and the cells that change),
   * as a hosted handler's `event.update(records)`: only records the event names; the write makes
   * no `commit:created`, so a record hook does not run again on its own change.
   */
  writeRecords(records: readonly EventRecordUpdate[]): Promise<void>;
}

/** A handler for the events `E`; whatever it returns is awaited, then ignored. */
export type EventHandler<E = ImportkitEvent> = (event: E, context: HandlerContext) => unknown;

/**
 * A plugin: a function that registers handlers (and children, and other plugins) on a listener.
 * Plugins are usually made by a factory that takes their options.
 *
 * @example
 * ```ts
 * const logJobs = (prefix: string): ListenerPlugin => (listener) => {
 *   listener.on('job:*', (event) => console.log(prefix, event.topic, event.payload.job));
 * };
 * listener.use(logJobs('[jobs]'));
 * ```
 */
export type ListenerPlugin = (listener: Listener) => void;

/** Where a reported error came from. */
export type ListenerErrorSource =
  /** A handler threw (or its promise rejected). */
  | 'handler'
  /** An event was malformed (unknown topic, payload or context failing its schema) and skipped. */
  | 'event'
  /** The subscription failed for good (a wrong API key): listening has ended. */
  | 'subscription'
  /** A connection dropped or could not be opened; the subscription is reconnecting by itself. */
  | 'connection'
  /** A job's progress report (`tick`) did not reach the API; the job goes on. */
  | 'job-progress'
  /** A renewal of a job's lease did not reach the API; the next one may, before the lease lapses. */
  | 'job-lease';

/** What the error hook is told besides the error. */
export interface ListenerErrorInfo {
  readonly source: ListenerErrorSource;
  /** The event being handled, when there is one. */
  readonly event?: ImportkitEvent;
  /** The raw value of a malformed event (`source: 'event'`). */
  readonly raw?: unknown;
}

/**
 * The error hook (`listener.onError(hook)`): one place where every failure arrives. It may be
 * async; an error it throws is printed and otherwise ignored.
 */
export type ErrorHook = (error: Error, info: ListenerErrorInfo) => void | Promise<void>;

/** Where the listener writes its debug lines (a job another listener took, a duplicate event). */
export interface ListenerLogger {
  debug(message: string, fields?: Readonly<Record<string, unknown>>): void;
}

/** Options of `new Listener()`. */
export interface ListenerOptions {
  /** This listener's id, sent when it claims a job. Default: a random `lsn_…` id. */
  readonly id?: string;
  /** Where debug lines go (a job another listener took, a duplicate event). Default: nowhere. */
  readonly logger?: ListenerLogger;
}

/** What `dispatch` did with an event. */
export type DispatchResult =
  | {
      readonly status: 'handled';
      /** The event; one of a topic the catalog does not know is an `UnknownTopicEvent`. */
      readonly event: ImportkitEvent | UnknownTopicEvent;
      /** How many handlers matched and ran. */
      readonly handlers: number;
      /** What the handlers threw, in registration order (each was passed to the error hook). */
      readonly errors: readonly Error[];
    }
  | {
      /** The event failed its checks: it was passed to the error hook and no handler ran. */
      readonly status: 'invalid';
      readonly error: Error;
    };

/** Options of `dispatch`. */
export interface DispatchOptions {
  /** The client handlers get as `context.client`. */
  readonly client?: ImportkitClient;
  /** The signal handlers get as `context.signal`. */
  readonly signal?: AbortSignal;
}

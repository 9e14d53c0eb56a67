import type { ImportkitClient } from '../client/create-client';
import type { ImportkitError } from '../errors/importkit-error';
import type { EventTopic, ImportkitEvent } from '../generated/event-catalog';
import type { EventQueue } from './event-queue';

/** `auto`: SSE, falling back to long polling and back; `sse` or `poll`: that transport only. */
export type TransportMode = 'auto' | 'sse' | 'poll';

/** The transport a subscription is using right now. */
export type Transport = 'sse' | 'poll';

export type SubscribeOptions<T extends EventTopic = EventTopic> = {
  /** The environment whose events to receive (required). */
  environmentId: string;
  /** Only events of this space. */
  spaceId?: string;
  /** Only these exact topics (not globs); every topic when omitted. Unknown topics throw. */
  topics?: readonly T[];
  /**
   * Resume after this event id (exclusive), for example a `lastEventId` saved earlier. Without it
   * the subscription delivers events from the moment it starts (over SSE, from the moment the
   * stream is open; `await subscription.ready` before triggering work you want to observe).
   */
  after?: string;
  /** Default `auto`. */
  transport?: TransportMode;
  /**
   * Told about every event that was skipped because it was malformed (`EventValidationError`,
   * with the raw frame or object) and every connection problem the subscription recovered from
   * (`TransportError`). Never called for the error that ends the subscription (`AuthError` on
   * 401/403, `ApiError` on another 4xx such as an unknown environment), which the iterator throws.
   * Default: a `console.warn` for skipped events; connection problems are not logged.
   */
  onError?: (error: ImportkitError, raw?: unknown) => void;
  /**
   * Also deliver the events whose topic the catalog does not know (with a well-formed envelope),
   * unchecked beyond it, instead of reporting and skipping them: they come as
   * `UnknownTopicEvent`s (tell them apart with `isCatalogEvent`). Only without `topics`.
   * Default false.
   */
  unknownTopics?: boolean;
  /** Seconds a long poll may be held by the server, 1 to 30. Default 25. */
  pollWaitSeconds?: number;
  /** An SSE connection that sends no byte (not even its 15 s heartbeat) for this long is replaced. Default 45 s. */
  heartbeatTimeoutMs?: number;
  /** Backoff between reconnects, with jitter: the first delay and the cap. Default 500 ms and 30 s. */
  reconnectDelayMs?: { min?: number; max?: number };
  /** In `auto` mode, how long to stay on long polling before trying SSE again. Default 5 minutes. */
  sseRetryIntervalMs?: number;
  /** Events buffered for a slow consumer before the network is paused. Default 1,000. */
  bufferSize?: number;
  /**
   * The largest SSE line or event, in bytes. A bigger one is dropped unread and reported through
   * `onError` (an `EventValidationError`), and the stream goes on. A long poll's answer may weigh
   * 16 MiB, or one such event and its page if that is more. Default 256 KiB.
   */
  maxEventBytes?: number;
  /** Aborting it closes the subscription. */
  signal?: AbortSignal;
};

/**
 * A running subscription: iterate it with `for await`; `close()` (or `break`) stops it.
 */
export interface EventSubscription<E extends ImportkitEvent = ImportkitEvent>
  extends AsyncIterable<E> {
  /** The transport in use right now. */
  readonly transport: Transport;
  /** The id of the last event the iterator handed out; pass it as `after` to resume later. */
  readonly lastEventId: string | undefined;
  /**
   * Resolves once the server first answered: over SSE when the stream is open, over long polling
   * when a first poll, sent without waiting, came back (so an idle server does not hold it for
   * `pollWaitSeconds`). From then on every new event is delivered. Also resolves when the
   * subscription ends before that (closed, or a 4xx answer: the iterator then throws the
   * `AuthError` or `ApiError`).
   */
  readonly ready: Promise<void>;
  /** Stops everything (connections, timers) and ends the iterator. Safe to call twice. */
  close(): Promise<void>;
}

/** How a transport run ended, as told to the subscription's loop. */
export type TransportEnd =
  | { kind: 'closed' }
  /** An answer retrying cannot change (see `permanentFailure`): the subscription ends with it. */
  | { kind: 'fatal'; error: ImportkitError }
  /** SSE could not open: refused, non-200, not an event stream, no answer. */
  | { kind: 'rejected'; error: ImportkitError }
  /** An open SSE stream ended: cut, stalled, closed by the server. */
  | { kind: 'dropped'; delivered: number; error: ImportkitError }
  /** Long polling stepped aside so that SSE can be tried again. */
  | { kind: 'switch' };

/** What the transports share with the subscription. */
export type SessionContext = {
  readonly client: ImportkitClient;
  readonly options: Readonly<ResolvedSubscribeOptions>;
  readonly queue: EventQueue<ImportkitEvent>;
  /** Aborted when the subscription closes. */
  readonly signal: AbortSignal;
  /** The id of the last event taken from the wire (delivered or skipped): where to resume. */
  readonly cursor: string | undefined;
  /** When the subscription started (ISO), for a first long poll without a cursor. */
  readonly startedAt: string;
  /** Checks, de-duplicates and queues one raw event; returns whether the cursor moved. */
  deliver(raw: unknown, wireId?: string): boolean;
  /** Moves the cursor past an event that was dropped unread (too big), so it is not asked for again. */
  passOver(id: string): void;
  report(error: ImportkitError, raw?: unknown): void;
  connected(transport: Transport): void;
};

export type ResolvedSubscribeOptions = {
  environmentId: string;
  transport: TransportMode;
  spaceId: string | undefined;
  topics: readonly string[] | undefined;
  pollWaitSeconds: number;
  heartbeatTimeoutMs: number;
  sseRetryIntervalMs: number;
  bufferSize: number;
  reconnectMinMs: number;
  reconnectMaxMs: number;
  maxEventBytes: number;
};

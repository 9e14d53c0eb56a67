import {
  createClient,
  type FetchLike,
  type ImportkitClient,
  type ImportkitError,
  type ImportkitEvent,
  type SubscribeOptions,
  subscribe,
  type Transport,
  type TransportMode,
} from '@importkit/api';
import { MAX_TIMER_MS } from '../argument-checks';
import { describeValue } from '../describe-value';
import type { ListenerCore } from '../dispatch/listener-core';
import { ListenerArgumentError } from '../errors';
import { compileTopics, topicsOf } from '../topics/compile-topics';
import type { TopicPatterns } from '../topics/topic-types';
import { runDispatchLoop } from './dispatch-loop';
import { onShutdownSignal } from './signal-handlers';

/** Options of `listener.listen()`. */
export interface ListenOptions {
  /** The API client to subscribe with and to hand to handlers. Default: one built from `baseUrl`/`apiKey`. */
  readonly client?: ImportkitClient;
  /** Used when no `client` is given (falls back to `IMPORTKIT_API_URL`, through `createClient`). */
  readonly baseUrl?: string;
  /** Used when no `client` is given (falls back to `IMPORTKIT_API_KEY`, through `createClient`). */
  readonly apiKey?: string;
  /** Used when no `client` is given. */
  readonly fetch?: FetchLike;
  /** The environment whose events to receive. */
  readonly environmentId: string;
  /** Only events of this space. */
  readonly spaceId?: string;
  /**
   * The topics to subscribe to (globs allowed). Default: the topics the handlers registered so
   * far can match (every topic if one handler uses `*`). Handlers added after `listen()` for
   * other topics need this option.
   */
  readonly topics?: TopicPatterns;
  /** Resume after this event id (exclusive), for example `handle.lastEventId` saved earlier. */
  readonly after?: string;
  /** How many events may be handled at once. Default 4. */
  readonly concurrency?: number;
  /** `auto` (SSE, falling back to long polling), `sse` or `poll`. Default `auto`. */
  readonly transport?: TransportMode;
  /** Close gracefully (drain) on the first SIGINT or SIGTERM. Default false. */
  readonly handleSignals?: boolean;
  /** Fine-tuning of the subscription (poll wait, reconnect delays, buffer size, event size bound). */
  readonly subscription?: Pick<
    SubscribeOptions,
    | 'pollWaitSeconds'
    | 'heartbeatTimeoutMs'
    | 'reconnectDelayMs'
    | 'sseRetryIntervalMs'
    | 'bufferSize'
    | 'maxEventBytes'
  >;
}

/** A running `listen()`. */
export interface ListenHandle {
  /** The client handlers receive. */
  readonly client: ImportkitClient;
  /** The transport in use right now. */
  readonly transport: Transport;
  /** The id of the last event received; pass it as `after` to resume later. */
  readonly lastEventId: string | undefined;
  /**
   * Settles when listening ends: after `close()`, or when the subscription fails for good (a
   * wrong API key); it then rejects with that error, which the error hook has also received.
   */
  readonly done: Promise<void>;
  /**
   * Stops receiving and waits for the handlers in flight, at most `timeoutMs`. With
   * `{ abort: true }` it also aborts the handlers' `context.signal`, asking long work to stop, and
   * starts no event still waiting for a slot. Resolves with what it had to leave behind. Safe to
   * call again, for example to escalate a graceful close that takes too long.
   *
   * @example
   * ```ts
   * const { abandoned } = await handle.close({ abort: true, timeoutMs: 10_000 });
   * for (const event of abandoned) console.warn('not finished:', event.id, event.topic);
   * ```
   */
  close(options?: CloseOptions): Promise<CloseResult>;
}

/** Options of `handle.close()`. */
export interface CloseOptions {
  /** Abort the handlers' `context.signal`, and start no event still waiting for a slot. */
  readonly abort?: boolean;
  /**
   * How long to wait for the handlers in flight before returning anyway (they are left running):
   * a whole number of milliseconds up to 2,147,483,647 (the longest timer Node keeps), or
   * `Infinity` for no limit. Default: no limit, or 5,000 ms with `abort: true` (a handler may
   * ignore its signal).
   */
  readonly timeoutMs?: number;
}

/** What `handle.close()` left behind. */
export interface CloseResult {
  /**
   * The events received but not finished when `close()` returned: their handlers were still
   * running (they go on in the background) or never started. Empty after a complete drain.
   * `lastEventId` is past them: hand them over (or resume from before them) if they matter.
   */
  readonly abandoned: readonly ImportkitEvent[];
}

const ABORT_TIMEOUT_MS = 5_000;

/** Subscribes and dispatches into the listener tree; see `Listener.listen`. */
export async function startListening(
  core: ListenerCore,
  options: ListenOptions,
): Promise<ListenHandle> {
  const { environmentId, concurrency = 4 } = checkOptions(options);
  const client =
    options.client ??
    createClient({ baseUrl: options.baseUrl, apiKey: options.apiKey, fetch: options.fetch });
  const topics =
    options.topics === undefined
      ? core.subscribedTopics()
      : [...topicsOf(compileTopics(options.topics, 'options.topics'))];

  const abort = new AbortController();
  const subscription = subscribe(client, {
    ...options.subscription,
    environmentId,
    spaceId: options.spaceId,
    topics,
    // Without a topic list some handler takes every topic: it gets the catalog's unknown ones too.
    unknownTopics: topics === undefined,
    after: options.after,
    transport: options.transport,
    onError: (error: ImportkitError, raw?: unknown) => {
      // A connection problem is reported although the subscription reconnects by itself: a
      // server that cannot be reached would otherwise leave `listen()` waiting in silence.
      const source = error.code === 'INVALID_EVENT' ? 'event' : 'connection';
      void core.report(error, { source, raw });
    },
  });

  let removeSignalHandlers = () => {};
  let stopping: Promise<void> | undefined;
  const loop = runDispatchLoop({
    events: subscription,
    handle: (event) => core.route(event, client, abort.signal),
    report: (error, info) => core.report(error, info),
    concurrency,
  });
  const done = loop.done.finally(() => removeSignalHandlers());
  done.catch(() => {}); // reported already; `handle.done` rejects for whoever awaits it
  const drained = done.then(
    () => true,
    () => true,
  );
  const close = async (closeOptions: CloseOptions = {}): Promise<CloseResult> => {
    const timeoutMs = checkCloseOptions(closeOptions);
    removeSignalHandlers();
    if (closeOptions.abort) {
      abort.abort();
      loop.halt();
    }
    stopping ??= subscription.close();
    const limit = timeoutMs ?? (closeOptions.abort ? ABORT_TIMEOUT_MS : undefined);
    const finished = await (limit === undefined || limit === Infinity
      ? drained
      : Promise.race([stopping.then(() => drained), delay(limit)]));
    const abandoned = finished === true ? [] : loop.unfinished();
    if (abandoned.length > 0) {
      core.logger.debug('importkit/listener: closed with handlers unfinished', {
        timeoutMs: limit,
        eventIds: abandoned.map((event) => event.id),
      });
    }
    return { abandoned };
  };
  if (options.handleSignals) {
    removeSignalHandlers = onShutdownSignal((signal) => {
      core.logger.debug('importkit/listener: shutting down', { signal });
      void close();
    });
  }

  await subscription.ready;
  return {
    client,
    get transport() {
      return subscription.transport;
    },
    get lastEventId() {
      return subscription.lastEventId;
    },
    done,
    close,
  };
}

/** Resolves with `false` after `ms`, without keeping the process alive for it. */
function delay(ms: number): Promise<false> {
  return new Promise((resolve) => setTimeout(resolve, ms, false).unref());
}

function checkCloseOptions(options: CloseOptions): number | undefined {
  if (typeof options !== 'object' || options === null) {
    throw new ListenerArgumentError(
      'options',
      `close options must be an object (got ${describeValue(options)})`,
    );
  }
  const { timeoutMs } = options;
  if (
    timeoutMs !== undefined &&
    timeoutMs !== Infinity &&
    !(Number.isInteger(timeoutMs) && timeoutMs >= 0 && timeoutMs <= MAX_TIMER_MS)
  ) {
    throw new ListenerArgumentError(
      'options.timeoutMs',
      `options.timeoutMs must be a whole number of milliseconds from 0 to ${MAX_TIMER_MS}, or Infinity for no limit (got ${describeValue(timeoutMs)})`,
    );
  }
  return timeoutMs;
}

function checkOptions(options: ListenOptions): ListenOptions {
  if (typeof options !== 'object' || options === null) {
    throw new ListenerArgumentError(
      'options',
      `options must be an object (got ${describeValue(options)})`,
    );
  }
  if (typeof options.environmentId !== 'string' || options.environmentId.trim() === '') {
    throw new ListenerArgumentError(
      'options.environmentId',
      `options.environmentId must be a non-empty string (got ${describeValue(options.environmentId)})`,
    );
  }
  const { concurrency } = options;
  if (concurrency !== undefined && !(Number.isInteger(concurrency) && concurrency >= 1)) {
    throw new ListenerArgumentError(
      'options.concurrency',
      `options.concurrency must be a positive integer (got ${describeValue(concurrency)})`,
    );
  }
  return options;
}

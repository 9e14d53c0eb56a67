import { type ImportkitEvent, parseEvent } from '@importkit/api';
import { assertFunction } from './argument-checks';
import { ListenerCore } from './dispatch/listener-core';
import { ListenerArgumentError } from './errors';
import { compileFilter, type EventFilter, type EventPredicate } from './filters/event-filter';
import { compileNamespace } from './filters/namespace-filter';
import type { HandlerRunHook } from './handler-runs';
import { type ListenHandle, type ListenOptions, startListening } from './listen/listen';
import { handOverListen } from './listen/listen-handover';
import { isPromiseLike } from './promise-like';
import { stringProperty } from './thrown-value';
import { compileTopics, topicsOf } from './topics/compile-topics';
import type { EventFor, TopicPatterns } from './topics/topic-types';
import type {
  DispatchOptions,
  DispatchResult,
  ErrorHook,
  EventHandler,
  ListenerErrorInfo,
  ListenerLogger,
  ListenerOptions,
  ListenerPlugin,
} from './types';

type Scope = { core: ListenerCore; guards: readonly EventPredicate[] };
const scopeKey = Symbol('importkit.listener.scope');
const neverAborted = new AbortController().signal;

/**
 * Routes importkit events to handlers typed by topic. Compose it with plugins (`use`), narrow it
 * with child listeners (`namespace`, `filter`), connect it with `listen`.
 *
 * @example
 * ```ts
 * import { Listener, jobHandler } from '@importkit/listener';
 *
 * const listener = new Listener()
 *   .on('records:updated', (event) => console.log(event.payload.changes.length, 'cells changed'))
 *   .use(jobHandler('workbook:submit', async (event, tick) => {
 *     await tick(50, 'Halfway');
 *     return { outcome: { message: 'Submitted' } };
 *   }));
 *
 * await listener.listen({ environmentId: 'us_env_1' });
 * ```
 */
export class Listener {
  readonly #core: ListenerCore;
  readonly #guards: readonly EventPredicate[];

  constructor(options: ListenerOptions = {}) {
    const scope = (options as { [scopeKey]?: Scope })[scopeKey];
    this.#core = scope?.core ?? new ListenerCore(options);
    this.#guards = scope?.guards ?? [];
  }

  /** The id this listener claims jobs with (shared by its children). */
  get id(): string {
    return this.#core.id;
  }

  /** Where debug lines go (for plugins that log). */
  get logger(): ListenerLogger {
    return this.#core.logger;
  }

  /**
   * Registers a handler for one topic, a glob (`job:*`, `*:created`, `*`) or an array of them,
   * optionally narrowed by a filter. The handler's event is typed by the topics. A topic not in
   * the catalog throws at once, naming the nearest one.
   *
   * @example
   * ```ts
   * listener.on('job:ready', { job: 'workbook:submit' }, async (event, { client }) => {
   *   console.log(event.payload.job, event.context.jobId);
   * });
   * ```
   */
  on<const P extends TopicPatterns>(topics: P, handler: EventHandler<EventFor<P>>): this;
  on<const P extends TopicPatterns>(
    topics: P,
    filter: EventFilter,
    handler: EventHandler<EventFor<P>>,
  ): this;
  on(topics: unknown, filterOrHandler: unknown, maybeHandler?: unknown): this {
    // on(topics, handler) or on(topics, filter, handler); a lone object is a filter without handler.
    const hasFilter =
      maybeHandler !== undefined ||
      (typeof filterOrHandler === 'object' && filterOrHandler !== null);
    const handler = hasFilter ? maybeHandler : filterOrHandler;
    const patterns = compileTopics(topics);
    const guards = hasFilter ? [...this.#guards, compileFilter(filterOrHandler)] : this.#guards;
    assertFunction(handler, 'handler');
    this.#core.add({
      patterns,
      topics: topicsOf(patterns),
      guards,
      handler: handler as EventHandler,
      owner: this,
    });
    return this;
  }

  /**
   * Removes a handler registered on this listener for these topics (the same patterns given to
   * `on`). Patterns it was not registered for are ignored.
   *
   * @example
   * ```ts
   * listener.on(['job:ready', 'job:updated'], log).off('job:updated', log);
   * ```
   */
  off<const P extends TopicPatterns>(topics: P, handler: EventHandler<EventFor<P>>): this {
    assertFunction(handler, 'handler');
    this.#core.remove(this, compileTopics(topics).keys(), handler);
    return this;
  }

  /**
   * Applies a plugin (a function that registers handlers on this listener) and returns the
   * listener, so calls chain. All or nothing: when the plugin throws, what it registered (and an
   * error hook it set) is undone before the error is rethrown. Plugins are synchronous: one that
   * returns a promise is refused at once with a `ListenerArgumentError` (do async setup before
   * `use()`, or inside the handlers).
   *
   * @example
   * ```ts
   * listener.use(jobHandler('workbook:submit', submit)).use(webhookEgress('workbook:export'));
   * ```
   */
  use(plugin: ListenerPlugin): this {
    assertFunction(plugin, 'plugin');
    const rollBack = this.#core.checkpoint();
    let returned: unknown;
    let async: boolean;
    try {
      returned = plugin(this);
      async = isPromiseLike(returned);
    } catch (error) {
      rollBack();
      throw error;
    }
    if (async) {
      rollBack();
      // The throw below is the report; left alone, the promise's rejection would surface later
      // as an unhandled rejection, far from its cause.
      Promise.resolve(returned).catch(() => {});
      const name = stringProperty(plugin, 'name') ? `plugin ${plugin.name}` : 'plugin';
      throw new ListenerArgumentError(
        'plugin',
        `${name} returned a promise: plugins must register their handlers synchronously ` +
          '(do async setup before use(), or inside the handlers); what it had registered was removed',
      );
    }
    return this;
  }

  /**
   * A child listener that only sees events in these namespaces (globs allowed): the event's
   * `namespaces` or `context.namespaces`, or the namespace of the space or workbook it is about
   * (`payload.namespace`). `fn`, when given, is called with the child.
   *
   * @example
   * ```ts
   * listener.namespace('workbook:orders', (orders) => {
   *   orders.on('workbook:created', (event) => console.log('orders workbook', event.payload.name));
   * });
   * ```
   */
  namespace(namespaces: string | readonly string[], fn?: (child: Listener) => void): Listener {
    return this.#child(compileNamespace(namespaces), fn);
  }

  /**
   * A child listener that only sees events passing the filter (the same filter `on` takes).
   * `fn`, when given, is called with the child.
   *
   * @example
   * ```ts
   * listener.filter({ 'context.spaceId': 'us_sp_1' }, (space) => space.on('records:*', log));
   * ```
   */
  filter(filter: EventFilter, fn?: (child: Listener) => void): Listener {
    return this.#child(compileFilter(filter), fn);
  }

  /**
   * Sets the one error hook of this listener tree: it receives every handler failure, malformed
   * event and subscription error. The default prints one structured line with `console.error`.
   *
   * @example
   * ```ts
   * listener.onError((error, { source, event }) => logger.error({ source, topic: event?.topic }, error));
   * ```
   */
  onError(hook: ErrorHook): this {
    assertFunction(hook, 'hook');
    this.#core.errorHook = hook;
    return this;
  }

  /**
   * Sets the one handler-run hook of this listener tree: after each handler ran for an event
   * (returned, or threw), it is told which handler (`handlerName`, `topics`), for which event,
   * when it started, how long it took and what it threw. For development tools and metrics
   * (`importkit-dev --listener` reports runs to the dev console with it); `undefined` removes it.
   *
   * @example
   * ```ts
   * listener.onHandlerRun(({ event, handlerName, durationMs, error }) =>
   *   metrics.timing('handler', durationMs, { topic: event.topic, handler: handlerName, failed: !!error }),
   * );
   * ```
   */
  onHandlerRun(hook: HandlerRunHook | undefined): this {
    if (hook !== undefined) assertFunction(hook, 'hook');
    this.#core.runHook = hook;
    return this;
  }

  /**
   * Passes an error to the error hook, for plugins that fail outside a handler (background work,
   * a lost progress report). Never rejects.
   *
   * @example
   * ```ts
   * timer.onFailure((error) => listener.reportError(error, { source: 'handler', event }));
   * ```
   */
  reportError(error: unknown, info: ListenerErrorInfo): Promise<void> {
    return this.#core.report(error, info);
  }

  /**
   * Checks an event and runs every matching handler of the listener tree, one after another in
   * registration order. Resolves when all are done, with what happened; never rejects because
   * of a handler (failures go to the error hook and are listed in the result).
   *
   * @example
   * ```ts
   * const result = await listener.dispatch(event, { client });
   * if (result.status === 'handled' && result.errors.length > 0) process.exitCode = 1;
   * ```
   */
  async dispatch(event: ImportkitEvent, options: DispatchOptions = {}): Promise<DispatchResult> {
    const checked = parseEvent(event);
    if (!checked.ok) {
      await this.#core.report(checked.error, { source: 'event', raw: event });
      return { status: 'invalid', error: checked.error };
    }
    const signal = options.signal ?? neverAborted;
    const result = await this.#core.route(checked.event, options.client, signal);
    return { status: 'handled', event: checked.event, ...result };
  }

  /**
   * Subscribes to the environment's events and dispatches them: each event id once, up to
   * `concurrency` events at a time. Resolves with a handle whose `close()` stops receiving and
   * waits for the handlers in flight. See `ListenOptions`.
   *
   * @example
   * ```ts
   * const handle = await listener.listen({ environmentId, handleSignals: true });
   * // later
   * await handle.close();
   * ```
   */
  listen(options: ListenOptions): Promise<ListenHandle> {
    // Under `importkit-dev --listener` the runner subscribes instead (see listen-handover.ts).
    return handOverListen(this, options) ?? startListening(this.#core, options);
  }

  #child(guard: EventPredicate, fn: unknown): Listener {
    if (fn !== undefined) assertFunction(fn, 'fn');
    const scope: Scope = { core: this.#core, guards: [...this.#guards, guard] };
    const child = new Listener({ [scopeKey]: scope } as ListenerOptions);
    if (typeof fn === 'function') fn(child);
    return child;
  }
}

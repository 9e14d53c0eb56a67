/**
 * The base class of every error this package throws at registration: a `TypeError` (the caller
 * passed something wrong) with a stable `code` and a message prefixed with `importkit/listener:`.
 *
 * @example
 * ```ts
 * try {
 *   listener.on('job:redy', handler);
 * } catch (error) {
 *   if (error instanceof ListenerArgumentError) console.error(error.code, error.message);
 * }
 * ```
 */
export class ListenerArgumentError extends TypeError {
  /** `INVALID_ARGUMENT` or `UNKNOWN_TOPIC`. */
  readonly code: 'INVALID_ARGUMENT' | 'UNKNOWN_TOPIC';
  /** The name of the argument at fault, for example `handler` or `topics`. */
  readonly argument: string;

  constructor(
    argument: string,
    message: string,
    code: ListenerArgumentError['code'] = 'INVALID_ARGUMENT',
  ) {
    super(`importkit/listener: ${message}`);
    this.name = new.target.name;
    this.code = code;
    this.argument = argument;
  }
}

/**
 * A topic that is not in the event catalog, or a glob that matches none of its topics. The
 * message names the nearest known topic, and `suggestion` carries it.
 *
 * @example
 * ```ts
 * listener.on('job:redy', handler);
 * // UnknownTopicError: importkit/listener: unknown topic "job:redy" — did you mean "job:ready"?
 * ```
 */
export class UnknownTopicError extends ListenerArgumentError {
  declare readonly code: 'UNKNOWN_TOPIC';
  readonly topic: string;
  readonly suggestion: string | undefined;

  constructor(topic: string, suggestion: string | undefined, isGlob: boolean) {
    const what = isGlob
      ? `topic glob "${topic}" matches no known topic`
      : `unknown topic "${topic}"`;
    const hint = suggestion ? ` — did you mean "${suggestion}"?` : '';
    super('topics', `${what}${hint}`, 'UNKNOWN_TOPIC');
    this.topic = topic;
    this.suggestion = suggestion;
  }
}

/**
 * Thrown by `context.client` when a handler asks for the API client of a listener that is not
 * connected (`dispatch` called without `{ client }`, outside `listen`).
 */
export class NoClientError extends Error {
  readonly code = 'NO_CLIENT' as const;

  constructor() {
    super(
      'importkit/listener: no API client — this event was dispatched outside listen(); ' +
        'pass { client } to dispatch(event, { client })',
    );
    this.name = 'NoClientError';
  }
}

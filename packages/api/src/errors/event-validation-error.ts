import { ImportkitError } from './importkit-error';

/**
 * An event envelope that did not pass its checks (bad JSON, unknown topic, a payload or context
 * that does not match the topic's schema). The subscription reports it through `onError` and
 * skips the event; it is never thrown from the iterator.
 *
 * @example
 * ```ts
 * subscribe(api, {
 *   environmentId,
 *   onError: (error, raw) => {
 *     if (error instanceof EventValidationError) console.warn(error.message, error.issues, raw);
 *   },
 * });
 * ```
 */
export class EventValidationError extends ImportkitError {
  declare readonly code: 'INVALID_EVENT';
  /** The id of the event, when the envelope had a readable one. */
  readonly eventId: string | undefined;
  /** Each problem found, as `path: message`. */
  readonly issues: readonly string[];

  constructor(eventId: string | undefined, issues: string[], options?: { cause?: unknown }) {
    const which = eventId ? `event ${eventId}` : 'an event';
    super('INVALID_EVENT', `skipped ${which}: ${issues.join('; ')}`, options);
    this.eventId = eventId;
    this.issues = issues;
  }
}

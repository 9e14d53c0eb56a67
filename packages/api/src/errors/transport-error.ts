import { ImportkitError } from './importkit-error';

/** Which transport failed. */
export type TransportName = 'sse' | 'poll';

/**
 * A connection problem of the event subscription (refused, cut, stalled, an unexpected status).
 * The subscription recovers by itself (it reconnects or switches transport); this error is only
 * reported through `onError` so that an application can log it.
 *
 * @example
 * ```ts
 * subscribe(api, {
 *   environmentId,
 *   onError: (error) => {
 *     if (error instanceof TransportError) metrics.count(`events.${error.transport}.error`);
 *   },
 * });
 * ```
 */
export class TransportError extends ImportkitError {
  declare readonly code: 'TRANSPORT_ERROR';
  readonly transport: TransportName;
  /** The HTTP status, when the server answered. */
  readonly status: number | undefined;

  constructor(
    transport: TransportName,
    message: string,
    options?: { status?: number; cause?: unknown },
  ) {
    super('TRANSPORT_ERROR', `${transport}: ${message}`, { cause: options?.cause });
    this.transport = transport;
    this.status = options?.status;
  }
}

import type { ErrorItem } from './error-items';
import { ImportkitError } from './importkit-error';

/**
 * The service refused the API key (401) or its permissions (403) while subscribing to events.
 * Retrying cannot help, so the subscription stops and its iterator throws this error.
 *
 * @example
 * ```ts
 * try {
 *   for await (const event of subscribe(api, { environmentId })) handle(event);
 * } catch (error) {
 *   if (error instanceof AuthError) console.error('check IMPORTKIT_API_KEY:', error.status);
 * }
 * ```
 */
export class AuthError extends ImportkitError {
  declare readonly code: 'AUTH_ERROR';
  readonly status: 401 | 403;
  readonly errors: readonly ErrorItem[];

  constructor(status: 401 | 403, what: string, errors: ErrorItem[] = []) {
    const detail = errors.length > 0 ? `: ${errors.map((item) => item.message).join('; ')}` : '';
    super(
      'AUTH_ERROR',
      `${what} was refused with ${status} (${status === 401 ? 'unknown or missing API key' : 'forbidden'})${detail}`,
    );
    this.status = status;
    this.errors = errors;
  }
}

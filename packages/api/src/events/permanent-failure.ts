import { ApiError } from '../errors/api-error';
import { AuthError } from '../errors/auth-error';
import type { ErrorItem } from '../errors/error-items';
import type { ImportkitError } from '../errors/importkit-error';

// Client errors that may pass: a timeout, "too early", "too many requests".
const TRANSIENT_CLIENT_ERRORS = new Set([408, 425, 429]);

/**
 * The one rule, for SSE and long polling alike, of which answers end a subscription: retrying
 * cannot change a 4xx (an unknown environment, a bad cursor, a refused key), so it becomes the
 * error the iterator throws: an `AuthError` for 401/403, an `ApiError` naming the status, the
 * path and the server's message otherwise. `undefined` for everything worth retrying (no
 * answer, 408, 425, 429, 5xx).
 */
export function permanentFailure(
  status: number | undefined,
  path: '/v1/events' | '/v1/events/stream',
  errors: ErrorItem[],
): ImportkitError | undefined {
  if (status === 401 || status === 403) return new AuthError(status, `GET ${path}`, errors);
  if (status === undefined || status < 400 || status >= 500) return undefined;
  if (TRANSIENT_CLIENT_ERRORS.has(status)) return undefined;
  const described = errors.length > 0 ? errors : [{ message: `HTTP ${status}` }];
  return new ApiError({ status, method: 'GET', path, errors: described });
}

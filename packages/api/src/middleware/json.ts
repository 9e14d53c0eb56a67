/**
 * @module JSON content negotiation (and the optional User-Agent).
 */
import type { Middleware } from 'openapi-fetch';

/**
 * Asks for JSON (`Accept: application/json`), labels a body without a content type as JSON, and
 * sets `User-Agent` when one is configured. Headers the caller set are kept.
 *
 * @example
 * ```ts
 * client.use(jsonMiddleware({ userAgent: 'my-listener/1.0' }));
 * ```
 */
export function jsonMiddleware(options: { userAgent?: string | undefined } = {}): Middleware {
  return {
    onRequest({ request }) {
      const { headers } = request;
      if (!headers.has('accept')) headers.set('accept', 'application/json');
      if (request.body !== null && !headers.has('content-type')) {
        headers.set('content-type', 'application/json');
      }
      if (options.userAgent && !headers.has('user-agent')) {
        headers.set('user-agent', options.userAgent);
      }
      return request;
    },
  };
}

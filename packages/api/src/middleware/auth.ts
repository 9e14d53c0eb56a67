/**
 * @module Bearer authentication for every request of the client.
 */
import type { Middleware } from 'openapi-fetch';

/**
 * Adds `Authorization: Bearer <apiKey>` to each request that does not carry an Authorization
 * header already (so one request can use another key). The key is read through a function so
 * that this middleware object holds no copy of it.
 *
 * @example
 * ```ts
 * client.use(authMiddleware(() => process.env.IMPORTKIT_API_KEY ?? ''));
 * ```
 */
export function authMiddleware(readApiKey: () => string): Middleware {
  return {
    onRequest({ request }) {
      if (!request.headers.has('authorization')) {
        request.headers.set('authorization', `Bearer ${readApiKey()}`);
      }
      return request;
    },
  };
}

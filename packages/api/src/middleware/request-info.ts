/**
 * @module Remembers which request produced a response, so that `unwrap` can name the method and
 * path in an `ApiError` (a `Response` knows its URL but not its method).
 */
import type { Middleware } from 'openapi-fetch';

export type RequestInfo = { method: string; url: string };

// Weak: an entry lives exactly as long as the caller keeps the response.
const requestOfResponse = new WeakMap<Response, RequestInfo>();

/** The method and URL of the request behind `response`, when it came through a client of ours. */
export function requestInfoOf(response: Response): RequestInfo | undefined {
  return requestOfResponse.get(response);
}

/**
 * Registered first, so that its `onResponse` runs last and sees the response the caller gets.
 *
 * @example
 * ```ts
 * client.use(requestInfoMiddleware());
 * ```
 */
export function requestInfoMiddleware(): Middleware {
  return {
    onResponse({ request, response }) {
      requestOfResponse.set(response, { method: request.method, url: request.url });
      return undefined;
    },
  };
}

/**
 * @module Bounds what is read of an error answer's body, before openapi-fetch reads it whole.
 */
import type { Middleware } from 'openapi-fetch';
import { readBoundedText } from '../internal/read-bounded';

// Statuses whose Response may not have a body (the constructor throws for them).
const NULL_BODY_STATUSES = new Set([204, 205, 304]);

/**
 * Replaces the body of every non-2xx answer by its first `maxBytes` (the rest is cancelled, so the
 * connection is dropped rather than drained): openapi-fetch would otherwise read an error body of
 * any size into memory to build `{ error }`, and so `ApiError`. A cut body ends with a note saying
 * so; status and headers stay as they were. Registered by `createClient` before the retries, so
 * it bounds the answer the caller finally gets.
 *
 * @example
 * ```ts
 * client.use(boundedErrorBodyMiddleware(64 * 1024));
 * ```
 */
export function boundedErrorBodyMiddleware(maxBytes: number): Middleware {
  return {
    async onResponse({ request, response }) {
      if (response.ok || response.body === null || NULL_BODY_STATUSES.has(response.status)) {
        return undefined;
      }
      const text = await readBoundedText(response.body, maxBytes, request.signal);
      const headers = new Headers(response.headers);
      // The new body is decoded text of another length.
      headers.delete('content-length');
      headers.delete('content-encoding');
      return new Response(text, {
        status: response.status,
        statusText: response.statusText,
        headers,
      });
    },
  };
}

/**
 * The headers of the event endpoints' own requests (the SSE stream and each long poll), which
 * go out as plain `fetch` calls, outside the typed client and its middleware.
 * @module
 */
import type { ResolvedClientConfig } from '../client/client-config';

/** `accept`, the client's bearer key and, when the client has one, its user agent. */
export function eventRequestHeaders(
  config: ResolvedClientConfig,
  accept: string,
): Record<string, string> {
  const headers: Record<string, string> = {
    accept,
    authorization: `Bearer ${config.apiKey}`,
  };
  if (config.userAgent) headers['user-agent'] = config.userAgent;
  return headers;
}

import { userAgent } from '../version';

// Headers the plugin sets itself; a user header of the same name (any case) is ignored.
const RESERVED = new Set([
  'content-type',
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
  'host',
  'user-agent',
  'webhook-id',
  'webhook-timestamp',
  'webhook-signature',
]);

/** The headers of one attempt: the user's, then the plugin's own (which win). */
export function requestHeaders(
  userHeaders: Record<string, string>,
  own: Record<string, string | undefined>,
): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(userHeaders)) {
    if (!RESERVED.has(name.toLowerCase())) headers[name.toLowerCase()] = value;
  }
  headers['content-type'] = 'application/json';
  headers['user-agent'] = userAgent;
  for (const [name, value] of Object.entries(own)) {
    if (value !== undefined) headers[name] = value;
  }
  return headers;
}

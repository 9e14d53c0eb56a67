import createOpenapiClient, { type Client } from 'openapi-fetch';
import type { paths } from '../generated/openapi';
import { authMiddleware } from '../middleware/auth';
import { boundedErrorBodyMiddleware } from '../middleware/bounded-error-body';
import { jsonMiddleware } from '../middleware/json';
import { requestInfoMiddleware } from '../middleware/request-info';
import { retryMiddleware } from '../middleware/retry';
import {
  type ClientOptions,
  type ResolvedClientConfig,
  resolveClientConfig,
} from './client-config';

/**
 * The openapi-fetch client of the importkit API, every path typed from the contract, plus the
 * configuration it was created with (for helpers such as `subscribe` that open their own
 * connections). Calls resolve to `{ data, response }` or `{ error, response }`; wrap a call in
 * `unwrap` to get the body or an `ApiError` thrown instead.
 */
export type ImportkitClient = Client<paths> & { readonly config: ResolvedClientConfig };

/**
 * Creates a client. Options fall back to `IMPORTKIT_API_URL` and `IMPORTKIT_API_KEY`; without a
 * key or a URL it throws a `ConfigError` at once. Every request carries
 * `Authorization: Bearer <apiKey>` and asks for JSON; network errors, 429 and 502/503/504 are
 * retried for idempotent methods (see `retry`).
 *
 * @example
 * ```ts
 * import { createClient } from '@importkit/api';
 *
 * const api = createClient({ baseUrl: 'http://127.0.0.1:8787', apiKey: 'sk_dev_…' });
 * const { data, error } = await api.GET('/v1/spaces', { params: { query: { environmentId } } });
 * if (data) console.log(data.data.map((space) => space.name));
 * ```
 */
export function createClient(options?: ClientOptions): ImportkitClient {
  return clientFor(resolveClientConfig(options));
}

/**
 * A client for a resolved configuration; with `retries: false`, one that never retries, for
 * callers that own their retry loop (the event poll backs off and reconnects itself: retrying in
 * the client as well would hide failures from it for seconds).
 */
export function clientFor(
  config: ResolvedClientConfig,
  { retries = config.retryEnabled }: { retries?: boolean } = {},
): ImportkitClient {
  const client = createOpenapiClient<paths>({ baseUrl: config.baseUrl, fetch: config.fetch });
  // Order matters: request-info first so that its onResponse (run in reverse order) sees the
  // final response; the error-body bound next, so that it cuts the answer the retries settled on;
  // retry before auth and JSON, which only set headers that retries inherit.
  client.use(requestInfoMiddleware(), boundedErrorBodyMiddleware(config.maxErrorBodyBytes));
  if (retries) client.use(retryMiddleware(config.retry));
  client.use(
    authMiddleware(() => config.apiKey),
    jsonMiddleware({ userAgent: config.userAgent }),
  );
  return Object.defineProperty(client, 'config', {
    value: config,
    enumerable: true,
    writable: false,
    configurable: false,
  }) as ImportkitClient;
}

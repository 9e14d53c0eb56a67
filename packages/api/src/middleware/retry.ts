/**
 * @module Retries of network errors, 429 and 502/503/504 through p-retry, honouring
 * `Retry-After`, with exponential backoff and jitter; idempotent methods only unless asked.
 */
import type { Middleware } from 'openapi-fetch';
import pRetry from 'p-retry';
import type { ResolvedClientConfig, RetryInfo } from '../client/client-config';
import { backoffDelay, sleep } from '../internal/backoff';
import { parseRetryAfter } from './retry-after';

const RETRY_STATUSES = new Set([429, 502, 503, 504]);
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/** Thrown inside the retry loop to make p-retry try again after a retryable status. */
class RetryableStatus extends Error {
  constructor(readonly response: Response) {
    super(`HTTP ${response.status}`);
  }
}

type Settings = ResolvedClientConfig['retry'];

/**
 * The first attempt is the request openapi-fetch sends; when it fails in a retryable way, this
 * middleware sends the next attempts itself from `onResponse` / `onError`. A request body can be
 * read only once, so `onRequest` keeps a copy of it, taken before the first attempt, and every
 * retry gets a fresh body from that copy (with the headers of the final request, so the headers
 * of middleware registered later are kept).
 *
 * @example
 * ```ts
 * client.use(retryMiddleware({ retries: 3, minTimeoutMs: 500, maxTimeoutMs: 30_000, retryNonIdempotent: false }));
 * ```
 */
export function retryMiddleware(settings: Settings): Middleware {
  // Keyed by the call's options object (frozen, one per call, passed to every hook of that call):
  // a call whose response or error hooks never run, because a later middleware answered or
  // threw first, leaves no copy behind. An entry exists only for requests that may be retried.
  const bodies = new WeakMap<object, ArrayBuffer | null>();

  return {
    async onRequest({ request, options }) {
      if (settings.retries <= 0) return undefined;
      if (!settings.retryNonIdempotent && !IDEMPOTENT_METHODS.has(request.method)) return undefined;
      bodies.set(options, request.body === null ? null : await request.clone().arrayBuffer());
      return undefined;
    },
    async onResponse({ request, response, options }) {
      const body = take(bodies, options);
      if (body === undefined || !RETRY_STATUSES.has(response.status)) return undefined;
      const outcome = await retry(response, { request, body, fetch: options.fetch, settings });
      if (outcome instanceof Response) return outcome;
      throw outcome;
    },
    async onError({ request, error, options }) {
      const body = take(bodies, options);
      if (body === undefined || request.signal.aborted || !(error instanceof TypeError)) {
        return undefined;
      }
      return retry(error, { request, body, fetch: options.fetch, settings });
    },
  };
}

type Attempt = {
  request: Request;
  body: ArrayBuffer | null;
  fetch: typeof globalThis.fetch;
  settings: Settings;
};

/** Runs the remaining attempts; resolves with the last response, or the last network error. */
async function retry(first: Response | Error, attempt: Attempt): Promise<Response | Error> {
  const { request, settings } = attempt;
  const path = new URL(request.url).pathname;
  try {
    return await pRetry(
      async (attemptNumber) => {
        const outcome = attemptNumber === 1 ? first : await send(attempt);
        if (outcome instanceof Error) throw outcome;
        if (RETRY_STATUSES.has(outcome.status)) throw new RetryableStatus(outcome);
        return outcome;
      },
      {
        retries: settings.retries,
        // The pause is taken in shouldRetry (it depends on Retry-After), so p-retry adds none.
        minTimeout: 0,
        signal: request.signal,
        shouldRetry: async ({ error, attemptNumber }) => {
          const isStatus = error instanceof RetryableStatus;
          // p-retry only lets network TypeErrors get here; anything else (an abort) is final.
          if (!isStatus && !(error instanceof TypeError)) return false;
          const retryAfter = isStatus
            ? parseRetryAfter(error.response.headers.get('retry-after'))
            : undefined;
          if (retryAfter !== undefined && retryAfter > settings.maxTimeoutMs) return false;
          const delayMs =
            retryAfter ?? backoffDelay(attemptNumber, settings.minTimeoutMs, settings.maxTimeoutMs);
          const info: RetryInfo = {
            method: request.method,
            path,
            attempt: attemptNumber,
            reason: isStatus ? error.response.status : 'network',
            delayMs,
            fromRetryAfter: retryAfter !== undefined,
          };
          settings.onRetry?.(info);
          // The failed response is dropped: release its connection. Not awaited: a body that was
          // tee'd (by a mocking layer, say) only settles its cancel once every branch is cancelled.
          if (isStatus) error.response.body?.cancel().catch(() => undefined);
          await sleep(delayMs, request.signal);
          return true;
        },
      },
    );
  } catch (error) {
    if (error instanceof RetryableStatus) return error.response;
    if (error instanceof Error) return error;
    throw error;
  }
}

function send({ request, body, fetch }: Attempt): Promise<Response> {
  return fetch(new Request(request, { body }));
}

function take<T>(map: WeakMap<object, T>, key: object): T | undefined {
  const value = map.get(key);
  map.delete(key);
  return value;
}

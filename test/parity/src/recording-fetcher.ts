/**
 * The `fetcher`s the harness gives the published client. The client's own fetcher does every
 * request, with two changes of transport only:
 * - the `Keep-Alive: timeout=200` header the client sets on every request is dropped: Node's
 *   built-in fetch (undici), which the client picks on Node 18 and later, refuses any request
 *   carrying it ("invalid keep-alive header"), so unchanged, no call would leave the process;
 * - retries are off: the client retries a 501 or a 5xx twice with a back-off of seconds, which
 *   would only slow the run and hide the first answer.
 * The recording one also keeps the request line and the parsed answer, so the harness checks the
 * body the server sent rather than what the client made of it.
 * @module
 */
import type { FetchFunction } from '@flatfile/api/core/index.js';
import * as core from '@flatfile/api/core/index.js';

/** One request the client made, and how it ended. */
export interface Exchange {
  httpMethod: string;
  /** The URL's path, without the query. */
  pathname: string;
  /** The HTTP status, or undefined when no answer came (network error, timeout). */
  status?: number;
  /** The parsed JSON body (or the stream, for a streamed answer). */
  body?: unknown;
  /** Why there was no usable answer, in the client's words. */
  failure?: string;
}

/** The client's own fetcher, without the header Node's fetch refuses and without retries. */
export const nodeFetcher: FetchFunction = <R>(args: Parameters<FetchFunction>[0]) => {
  const headers = Object.fromEntries(
    Object.entries(args.headers ?? {}).filter(([name]) => name.toLowerCase() !== 'keep-alive'),
  );
  return core.fetcher<R>({ ...args, headers, maxRetries: 0 });
};

/**
 * The client's body reader answers a body that is not JSON with this marker object in place of
 * the body (on any status), rather than with an error.
 */
function isNonJsonMarker(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const error = (body as { error: unknown }).error;
  return (
    typeof error === 'object' && error !== null && 'reason' in error && error.reason === 'non-json'
  );
}

/**
 * For a streamed operation the client hands back an error body as a stream too; its JSON (the
 * `errors` list) is read here so the reason can be given.
 */
async function readStreamedError(body: unknown): Promise<unknown> {
  if (typeof body !== 'object' || body === null || !('text' in body)) return body;
  const { text } = body as { text: unknown };
  if (typeof text !== 'function') return body;
  const content = String(await text.call(body));
  try {
    return JSON.parse(content);
  } catch {
    return undefined;
  }
}

/** A fetcher that records every exchange into `exchanges`. */
export function recordingFetcher(exchanges: Exchange[]): FetchFunction {
  return async <R>(args: Parameters<FetchFunction>[0]) => {
    const response = await nodeFetcher<R>(args);
    const exchange: Exchange = {
      httpMethod: args.method,
      pathname: new URL(args.url).pathname,
    };
    if (response.ok) {
      exchange.status = response.rawResponse.status;
      exchange.body = response.body;
    } else if (response.error.reason === 'status-code') {
      exchange.status = response.error.statusCode;
      exchange.body = await readStreamedError(response.error.body);
    } else if (response.error.reason === 'non-json') {
      exchange.status = response.error.statusCode;
      exchange.failure = 'the body is not JSON';
    } else if (response.error.reason === 'timeout') {
      exchange.failure = 'timed out';
    } else {
      exchange.failure = response.error.errorMessage;
    }
    if (isNonJsonMarker(exchange.body)) {
      exchange.body = undefined;
      exchange.failure = 'the body is not JSON';
    }
    exchanges.push(exchange);
    return response;
  };
}

import { ApiError } from './errors/api-error';
import { errorItemsFromBody } from './errors/error-items';
import { requestInfoOf } from './middleware/request-info';

/** Any openapi-fetch result: `{ data, response }` or `{ error, response }`. */
export type FetchResult = { data?: unknown; error?: unknown; response: Response };

/** The success body of an openapi-fetch result type. */
export type SuccessData<R> = R extends { data: infer Data; error?: never } ? Data : never;

/**
 * Awaits an openapi-fetch call and returns its success body (typed from the contract), or throws
 * an `ApiError` carrying the status, the method and path, and the body's `errors[]`. This is the
 * throwing behaviour, for callers who prefer it to `{ data } | { error }`.
 *
 * @example
 * ```ts
 * const { data: space } = await unwrap(api.GET('/v1/spaces/{spaceId}', { params: { path: { spaceId } } }));
 * ```
 */
export async function unwrap<R extends FetchResult>(
  result: R | Promise<R>,
): Promise<SuccessData<R>> {
  const settled = await result;
  if (settled.response.ok) return settled.data as SuccessData<R>;
  throw apiErrorFromResponse(settled.response, settled.error);
}

/** Builds the `ApiError` for a failed response whose body was already read (or could not be). */
export function apiErrorFromResponse(response: Response, body: unknown): ApiError {
  const info = requestInfoOf(response);
  return new ApiError({
    status: response.status,
    method: info?.method ?? 'UNKNOWN',
    path: pathOf(info?.url ?? response.url),
    errors: errorItemsFromBody(body, response.statusText || `HTTP ${response.status}`),
  });
}

function pathOf(url: string): string {
  if (!url) return '(unknown path)';
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

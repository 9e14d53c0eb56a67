import type { ErrorItem } from './error-items';
import { ImportkitError } from './importkit-error';

export type ApiErrorDetails = {
  status: number;
  method: string;
  /** The request path, for example `/v1/jobs/us_jb_1/complete` (no origin, no query). */
  path: string;
  errors: ErrorItem[];
  cause?: unknown;
};

/**
 * An HTTP answer that was not a success, thrown by `unwrap`, the job helpers and the record
 * iterator, and by an event subscription's iterator on a 4xx other than 401/403 (an unknown
 * environment, a bad cursor). Carries the status, the request's method and path, and the body's
 * `errors[]`.
 *
 * @example
 * ```ts
 * try {
 *   await completeJob(api, 'us_jb_1');
 * } catch (error) {
 *   if (error instanceof ApiError && error.status === 409) {
 *     console.log(error.errors[0]?.message); // "Job is completed, cannot complete"
 *   }
 * }
 * ```
 */
export class ApiError extends ImportkitError {
  declare readonly code: 'API_ERROR';
  readonly status: number;
  readonly method: string;
  readonly path: string;
  readonly errors: readonly ErrorItem[];

  constructor(details: ApiErrorDetails) {
    super('API_ERROR', describe(details), { cause: details.cause });
    this.status = details.status;
    this.method = details.method;
    this.path = details.path;
    this.errors = details.errors;
  }
}

function describe({ method, path, status, errors }: ApiErrorDetails): string {
  const messages = errors.map((item) =>
    item.key ? `${item.message} (${item.key})` : item.message,
  );
  return `${method} ${path} → ${status}: ${messages.join('; ')}`;
}

import { redactCredentials } from './redact-credentials';

/**
 * The base class of every error this package throws: a stable `code` to branch on, a message
 * prefixed with `importkit/api:`, and the underlying `cause` when there is one. The message never
 * carries a credential: URL userinfo, secret-named query parameters and Bearer tokens are redacted
 * here, once for every subclass.
 *
 * @example
 * ```ts
 * try {
 *   await completeJob(api, jobId);
 * } catch (error) {
 *   if (error instanceof ImportkitError) console.error(error.code, error.message);
 * }
 * ```
 */
export class ImportkitError extends Error {
  /** A stable, machine-readable code, for example `API_ERROR`. */
  readonly code: string;

  constructor(code: string, message: string, options?: { cause?: unknown }) {
    super(`importkit/api: ${redactCredentials(message)}`, options);
    this.name = new.target.name;
    this.code = code;
  }
}

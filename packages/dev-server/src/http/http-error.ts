/**
 * The one error type handlers throw: it carries the HTTP status and the `errors[]` entries of the
 * response body, so the error handler never has to guess.
 * @module
 */

/** One entry of the `errors[]` body. */
export interface ErrorItem {
  key?: string;
  message: string;
}

/** Stable codes, one per HTTP status the dev server answers with. */
export type HttpErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'NOT_IMPLEMENTED'
  | 'INTERNAL';

const CODES: Record<number, HttpErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  501: 'NOT_IMPLEMENTED',
};

/**
 * An error answered as `{ errors: [...] }` with `status`.
 *
 * @example
 * throw new HttpError(404, 'Sheet us_sh_1 not found', 'sheetId');
 */
export class HttpError extends Error {
  readonly status: number;
  readonly code: HttpErrorCode;
  readonly errors: ErrorItem[];

  constructor(status: number, message: string, key?: string) {
    super(`importkit/dev-server: ${message}`);
    this.name = 'HttpError';
    this.status = status;
    this.code = CODES[status] ?? 'INTERNAL';
    this.errors = [key === undefined ? { message } : { key, message }];
  }
}

/** 400 for input the contract or a rule of the service rejects. */
export const badRequest = (message: string, key?: string) => new HttpError(400, message, key);

/** 404 for an id that names nothing; `key` is the parameter that carried it. */
export const notFound = (what: string, id: string, key: string) =>
  new HttpError(404, `${what} ${id} not found`, key);

/** 409 for a move the current state does not allow. */
export const conflict = (message: string, key?: string) => new HttpError(409, message, key);

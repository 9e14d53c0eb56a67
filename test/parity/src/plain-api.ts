/**
 * Plain HTTP against the dev server's `/v1` API, for prerequisites the published client cannot
 * create on it (yet): a scenario whose setup fails through the client falls back to this, so one
 * missing operation does not fail every scenario that needs what it creates.
 * @module
 */

/** A request the server refused or could not answer. */
export class PlainApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'PlainApiError';
  }
}

export interface PlainApi {
  /** Sends one request and answers the body's `data`; throws a {@link PlainApiError} on non-2xx. */
  request<T = Record<string, unknown>>(
    httpMethod: string,
    path: string,
    options?: { body?: unknown; query?: Record<string, string> },
  ): Promise<T>;
}

export function plainApi(baseUrl: string, apiKey: string): PlainApi {
  return {
    async request<T>(
      httpMethod: string,
      path: string,
      options: { body?: unknown; query?: Record<string, string> } = {},
    ): Promise<T> {
      const url = new URL(`${baseUrl}/v1${path}`);
      for (const [name, value] of Object.entries(options.query ?? {})) {
        url.searchParams.set(name, value);
      }
      const response = await fetch(url, {
        method: httpMethod,
        headers: {
          authorization: `Bearer ${apiKey}`,
          ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
      const text = await response.text();
      const parsed = text === '' ? undefined : (JSON.parse(text) as Record<string, unknown>);
      if (!response.ok) {
        const errors = parsed?.errors as { message?: string }[] | undefined;
        throw new PlainApiError(
          response.status,
          `${httpMethod} ${path}: ${response.status} ${errors?.[0]?.message ?? text}`,
        );
      }
      return parsed?.data as T;
    },
  };
}

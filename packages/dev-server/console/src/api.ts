/**
 * Every request of the console goes through here: the public `/v1` API and the development-only
 * `/_dev/` endpoints of the same origin, with the session's key as a Bearer token. Errors carry
 * the server's own messages (`{ errors: [{ key?, message }] }`).
 * @module
 */
// The contract's generated types (types only: nothing of the client is bundled).
import type { components } from '../../../api/src/generated/openapi';

export type Schemas = components['schemas'];

/** An answer other than 2xx, with the server's messages. */
export class ConsoleApiError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
    message: string,
  ) {
    super(message);
    this.name = 'ConsoleApiError';
  }
}

type Query = Record<string, string | number | boolean | string[] | undefined>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
}

export function queryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(name, String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function errorMessage(response: Response, path: string): Promise<string> {
  try {
    const body = (await response.json()) as { errors?: { key?: string; message?: string }[] };
    const messages = (body.errors ?? []).map((item) =>
      item.key ? `${item.key}: ${item.message}` : String(item.message),
    );
    if (messages.length > 0) return messages.join('; ');
  } catch {
    // Not JSON: the status says enough.
  }
  return `${response.status} ${response.statusText} from ${path}`;
}

/** A client bound to one key; `onUnauthorized` runs when the server refuses the key. */
export function createConsoleApi(apiKey: string, onUnauthorized: () => void) {
  const headers = (hasBody: boolean): HeadersInit => ({
    authorization: `Bearer ${apiKey}`,
    ...(hasBody ? { 'content-type': 'application/json' } : {}),
  });

  async function send(method: string, path: string, options: RequestOptions = {}) {
    const form = options.body instanceof FormData ? options.body : undefined;
    const hasBody = options.body !== undefined && !form;
    const response = await fetch(`${path}${queryString(options.query)}`, {
      method,
      // A form sets its own multipart content type (with its boundary).
      headers: headers(hasBody),
      body: form ?? (hasBody ? JSON.stringify(options.body) : undefined),
      signal: options.signal,
    });
    if (response.status === 401) onUnauthorized();
    if (!response.ok) {
      throw new ConsoleApiError(response.status, path, await errorMessage(response, path));
    }
    return response;
  }

  async function json<T>(method: string, path: string, options?: RequestOptions): Promise<T> {
    const response = await send(method, path, options);
    if (response.status === 204) return undefined as T;
    return (await response.json()) as T;
  }

  return {
    apiKey,
    get: <T>(path: string, options?: RequestOptions) => json<T>('GET', path, options),
    post: <T>(path: string, options?: RequestOptions) => json<T>('POST', path, options),
    put: <T>(path: string, options?: RequestOptions) => json<T>('PUT', path, options),
    delete: <T>(path: string, options?: RequestOptions) => json<T>('DELETE', path, options),
    /** The raw answer, for downloads and the event stream. */
    raw: (path: string, options?: RequestOptions) => send('GET', path, options),
  };
}

export type ConsoleApi = ReturnType<typeof createConsoleApi>;

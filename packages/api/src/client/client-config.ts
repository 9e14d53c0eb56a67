import { ConfigError } from '../errors/config-error';

/** A `fetch` implementation: the global one, undici's, msw's, or a test double. */
export type FetchLike = typeof globalThis.fetch;

/** Retry settings; `false` turns retries off. */
export type RetryOptions = {
  /** How many times a failed request is tried again. Default 3. */
  retries?: number;
  /** The first backoff delay, doubled on each retry (before jitter). Default 500 ms. */
  minTimeoutMs?: number;
  /**
   * The longest backoff delay. Also the longest `Retry-After` the client honours: when the server
   * asks for a longer pause, the response is returned as it is instead of waiting. Default 30 s.
   */
  maxTimeoutMs?: number;
  /** Retry POST and PATCH as well (only if the server is known to handle duplicates). */
  retryNonIdempotent?: boolean;
  /** Called before each retry with the reason and the pause about to be taken (for logging). */
  onRetry?: (info: RetryInfo) => void;
};

/** What `onRetry` is told. Never carries a header, so never the API key. */
export type RetryInfo = {
  method: string;
  path: string;
  /** The attempt that failed, 1 for the first request. */
  attempt: number;
  /** `503`, `429`, … or `network` for a connection failure. */
  reason: number | 'network';
  delayMs: number;
  /** Whether `delayMs` came from the server's `Retry-After` header. */
  fromRetryAfter: boolean;
};

/** Options of `createClient`. Every option falls back to an environment variable where noted. */
export type ClientOptions = {
  /** The service root, for example `http://127.0.0.1:8787` (paths carry `/v1`). Falls back to `IMPORTKIT_API_URL`. */
  baseUrl?: string;
  /** The API key, sent as `Authorization: Bearer …`. Falls back to `IMPORTKIT_API_KEY`. */
  apiKey?: string;
  /** The fetch implementation to use. Default `globalThis.fetch`. */
  fetch?: FetchLike;
  /** Retries of network errors, 429 and 502/503/504. Default on; `false` turns them off. */
  retry?: RetryOptions | false;
  /** A `User-Agent` header for every request. */
  userAgent?: string;
  /**
   * The most of an error answer's body that is read (for the `ApiError` and the subscription's
   * reports); the rest is dropped unread, so a huge or endless error page costs no more memory.
   * Default 64 KiB.
   */
  maxErrorBodyBytes?: number;
};

type ConfigFields = {
  baseUrl: string;
  apiKey: string;
  fetch: FetchLike;
  retry: Required<Omit<RetryOptions, 'onRetry'>> & Pick<RetryOptions, 'onRetry'>;
  retryEnabled: boolean;
  userAgent: string | undefined;
  maxErrorBodyBytes: number;
};

export const DEFAULT_MAX_ERROR_BODY_BYTES = 64 * 1024;

export const DEFAULT_RETRY = { retries: 3, minTimeoutMs: 500, maxTimeoutMs: 30_000 } as const;

/**
 * The configuration a client was created with, after environment fallbacks; other helpers (the
 * event subscription, the listener) read `baseUrl`, `apiKey` and `fetch` from it. The API key
 * lives in a private field behind a getter, so `util.inspect`, `console.log`, `JSON.stringify`
 * and object spread never show it.
 */
export class ResolvedClientConfig {
  readonly baseUrl: string;
  readonly fetch: FetchLike;
  readonly retry: ConfigFields['retry'];
  readonly retryEnabled: boolean;
  readonly userAgent: string | undefined;
  readonly maxErrorBodyBytes: number;
  readonly #apiKey: string;

  constructor(fields: ConfigFields) {
    this.baseUrl = fields.baseUrl;
    this.#apiKey = fields.apiKey;
    this.fetch = fields.fetch;
    this.retry = fields.retry;
    this.retryEnabled = fields.retryEnabled;
    this.userAgent = fields.userAgent;
    this.maxErrorBodyBytes = fields.maxErrorBodyBytes;
    Object.freeze(this);
  }

  /** The API key. Read it to build a request; never log it. */
  get apiKey(): string {
    return this.#apiKey;
  }

  /** What `util.inspect` and `console.log` show, whatever their options: the key redacted. */
  [Symbol.for('nodejs.util.inspect.custom')](
    _depth: number,
    options: object,
    inspect: (value: unknown, options: object) => string,
  ): string {
    const { baseUrl, fetch, retry, retryEnabled, userAgent, maxErrorBodyBytes } = this;
    const shown = {
      baseUrl,
      apiKey: '[redacted]',
      fetch,
      retry,
      retryEnabled,
      userAgent,
      maxErrorBodyBytes,
    };
    return `ResolvedClientConfig ${inspect(shown, options)}`;
  }
}

/** Applies the environment fallbacks and checks what is required; throws `ConfigError` at once. */
export function resolveClientConfig(
  options: ClientOptions = {},
  env: NodeJS.ProcessEnv = process.env,
): ResolvedClientConfig {
  const apiKey = nonEmpty(options.apiKey) ?? nonEmpty(env.IMPORTKIT_API_KEY);
  if (!apiKey) throw new ConfigError('no API key: pass { apiKey } or set IMPORTKIT_API_KEY');
  const rawUrl = nonEmpty(options.baseUrl) ?? nonEmpty(env.IMPORTKIT_API_URL);
  if (!rawUrl) throw new ConfigError('no base URL: pass { baseUrl } or set IMPORTKIT_API_URL');
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch (cause) {
    throw new ConfigError(
      `the base URL is not an absolute URL (from { baseUrl } or IMPORTKIT_API_URL): ${shownUrl(rawUrl)}`,
      // The parser's error quotes the input, so it is kept only when the input is safe to show.
      rawUrl.includes('@') ? undefined : { cause },
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(
      `the base URL must start with http:// or https:// (from { baseUrl } or IMPORTKIT_API_URL): ${shownUrl(rawUrl)}`,
    );
  }
  // Credentials in the URL would be sent and logged with it; the key has its own option.
  if (url.username !== '' || url.password !== '') {
    throw new ConfigError(
      'the base URL must not carry credentials (user:password@…; from { baseUrl } or IMPORTKIT_API_URL): pass the API key as { apiKey } or IMPORTKIT_API_KEY',
    );
  }
  // Paths are appended to the base URL as text, so a query or fragment would end up in front of them.
  if (url.search !== '' || url.hash !== '') {
    throw new ConfigError(
      `the base URL must not have a query or a fragment (from { baseUrl } or IMPORTKIT_API_URL): ${url.origin}${url.pathname}…`,
    );
  }
  const maxErrorBodyBytes = options.maxErrorBodyBytes ?? DEFAULT_MAX_ERROR_BODY_BYTES;
  if (!Number.isInteger(maxErrorBodyBytes) || maxErrorBodyBytes < 1) {
    throw new ConfigError(
      `maxErrorBodyBytes must be a whole number of at least 1 (got ${maxErrorBodyBytes})`,
    );
  }
  const fetch = options.fetch ?? globalThis.fetch;
  if (typeof fetch !== 'function') {
    throw new ConfigError('no fetch available: pass { fetch } (Node 20 or later has one built in)');
  }
  const retry = options.retry === false ? {} : (options.retry ?? {});
  return new ResolvedClientConfig({
    baseUrl: url.href.replace(/\/+$/, ''),
    apiKey,
    fetch,
    retry: {
      retries: retry.retries ?? DEFAULT_RETRY.retries,
      minTimeoutMs: retry.minTimeoutMs ?? DEFAULT_RETRY.minTimeoutMs,
      maxTimeoutMs: retry.maxTimeoutMs ?? DEFAULT_RETRY.maxTimeoutMs,
      retryNonIdempotent: retry.retryNonIdempotent ?? false,
      onRetry: retry.onRetry,
    },
    retryEnabled: options.retry !== false,
    userAgent: nonEmpty(options.userAgent),
    maxErrorBodyBytes,
  });
}

/** A URL that did not parse, as an error may show it: not at all if it may hold userinfo. */
function shownUrl(rawUrl: string): string {
  return rawUrl.includes('@') ? '(not shown: it contains "@", maybe a password)' : rawUrl;
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

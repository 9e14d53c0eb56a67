/** Where the plugin writes what an operator should know (retries, failures). */
export interface WebhookEgressLogger {
  warn(message: string): void;
}

/** Options of `webhookEgress(job, webhookUrl, options)`. */
export interface WebhookEgressOptions {
  /** Extra request headers (for example `Authorization`). The plugin's own headers win. */
  headers?: Record<string, string>;
  /**
   * How long the webhook may keep the plugin waiting, in ms: to accept more of the body, or to
   * answer completely once the body was sent. Default 60,000. A timeout fails the job.
   */
  timeoutMs?: number;
  /**
   * More attempts after a refused or reset connection or a 429/502/503/504, each with the same
   * `webhook-id`, after a doubling backoff with jitter (or the webhook's `Retry-After`). Default 2.
   */
  retries?: number;
  /** The first retry's backoff in ms (doubling, capped at 30 s). Default 500. */
  retryDelayMs?: number;
  /**
   * Signs each request as Standard Webhooks does (`webhook-id`, `webhook-timestamp`,
   * `webhook-signature`). A `whsec_`-prefixed base64 secret, or any string used as raw bytes.
   */
  secret?: string;
  /** Sends the body gzipped (`Content-Encoding: gzip`); a signature still covers the JSON. */
  compress?: boolean;
  /** Records per page read from the API. Default 10,000 (at most 50,000). */
  pageSize?: number;
  /**
   * The most of the webhook's response body that is read; a longer (or endless) body is cut off
   * there and the job completes with a warning. Default 16 MiB (about 150,000 rejections).
   */
  maxResponseBytes?: number;
  /** Records per `PUT` when writing rejections back. Default 5,000. */
  updateBatchSize?: number;
  /** Where retries and failures are logged. Default `console`. */
  logger?: WebhookEgressLogger;
}

/** The options with their defaults applied. */
export type ResolvedWebhookEgressOptions = Required<Omit<WebhookEgressOptions, 'secret'>> &
  Pick<WebhookEgressOptions, 'secret'>;

export const MAX_RETRY_DELAY_MS = 30_000;

function integerOption(
  name: string,
  value: number | undefined,
  {
    fallback,
    min = 1,
    max = Number.MAX_SAFE_INTEGER,
  }: { fallback: number; min?: number; max?: number },
): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(
      `importkit/plugin-webhook-egress: ${name} must be an integer from ${min} to ${max}, got ${value}`,
    );
  }
  return value;
}

/** Checks the options (at registration, so mistakes surface at startup) and applies defaults. */
export function resolveOptions(options: WebhookEgressOptions = {}): ResolvedWebhookEgressOptions {
  if (options.secret !== undefined && options.secret.length === 0) {
    throw new TypeError('importkit/plugin-webhook-egress: secret must not be empty');
  }
  return {
    headers: { ...options.headers },
    timeoutMs: integerOption('timeoutMs', options.timeoutMs, { fallback: 60_000 }),
    retries: integerOption('retries', options.retries, { fallback: 2, min: 0, max: 10 }),
    retryDelayMs: integerOption('retryDelayMs', options.retryDelayMs, {
      fallback: 500,
      min: 0,
      max: MAX_RETRY_DELAY_MS,
    }),
    secret: options.secret,
    compress: options.compress ?? false,
    pageSize: integerOption('pageSize', options.pageSize, { fallback: 10_000, max: 50_000 }),
    maxResponseBytes: integerOption('maxResponseBytes', options.maxResponseBytes, {
      fallback: 16 * 1024 * 1024,
    }),
    updateBatchSize: integerOption('updateBatchSize', options.updateBatchSize, {
      fallback: 5_000,
      max: 50_000,
    }),
    logger: options.logger ?? console,
  };
}

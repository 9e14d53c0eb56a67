import { setTimeout as sleep } from 'node:timers/promises';
import { type WebhookHttpResponse, WebhookRequestFailure } from './post-webhook';

/** Statuses that say "try again": the webhook's gateway or server is briefly unavailable. */
const RETRYABLE_STATUSES = new Set([502, 503, 504]);

export interface RetryPolicy {
  /** Attempts after the first one. */
  retries: number;
  /** The first wait; each later wait doubles, up to `maxDelayMs`. */
  minDelayMs: number;
  maxDelayMs: number;
}

/** What the retry loop reports before it waits for the next attempt. */
export interface RetryNotice {
  attempt: number;
  delayMs: number;
  reason: string;
}

// Retry-After in seconds or as an HTTP date; undefined when absent or unreadable.
function retryAfterMs(response: WebhookHttpResponse): number | undefined {
  const value = response.headers['retry-after'];
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

function backoffMs(policy: RetryPolicy, attempt: number): number {
  const exponential = Math.min(policy.maxDelayMs, policy.minDelayMs * 2 ** (attempt - 1));
  // Full jitter on the upper half, so many listeners retrying at once spread out.
  return Math.round(exponential / 2 + Math.random() * (exponential / 2));
}

/**
 * Runs `attempt` until it gives a response that is not 502/503/504, or fails with something other
 * than a refused or reset connection, or `retries` more attempts are used up. A `Retry-After`
 * header is honoured up to `maxDelayMs`. The last response or failure is what the caller gets.
 */
export async function sendWithRetries(
  attempt: (attemptNumber: number) => Promise<WebhookHttpResponse>,
  policy: RetryPolicy,
  onRetry?: (notice: RetryNotice) => void,
): Promise<WebhookHttpResponse> {
  for (let attemptNumber = 1; ; attemptNumber += 1) {
    const canRetry = attemptNumber <= policy.retries;
    let delayMs: number;
    let reason: string;
    try {
      const response = await attempt(attemptNumber);
      if (!canRetry || !RETRYABLE_STATUSES.has(response.status)) return response;
      delayMs = Math.min(
        policy.maxDelayMs,
        retryAfterMs(response) ?? backoffMs(policy, attemptNumber),
      );
      reason = `HTTP ${response.status}`;
    } catch (error) {
      if (!canRetry || !(error instanceof WebhookRequestFailure) || !error.transient) throw error;
      delayMs = backoffMs(policy, attemptNumber);
      reason = error.code ?? error.message;
    }
    onRetry?.({ attempt: attemptNumber, delayMs, reason });
    await sleep(delayMs);
  }
}

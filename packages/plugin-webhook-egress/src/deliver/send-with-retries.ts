import { setTimeout as sleep } from 'node:timers/promises';
import { backoffDelay, parseRetryAfter } from '@importkit/api';
import { type WebhookHttpResponse, WebhookRequestFailure } from './post-webhook';

/**
 * Statuses that say "try again": too many requests for now (429), or the webhook's gateway or
 * server briefly unavailable (502, 503, 504). Standard Webhooks asks senders to retry these.
 */
const RETRYABLE_STATUSES = new Set([429, 502, 503, 504]);

export interface RetryPolicy {
  /** Attempts after the first one. */
  retries: number;
  /** The first wait; each later wait doubles, up to `maxDelayMs`. */
  minDelayMs: number;
  maxDelayMs: number;
}

/**
 * The doubling backoff with jitter (a random half of it added to the other half), so that many
 * listeners that failed together do not all retry at the same moment.
 */
const backoffMs = (policy: RetryPolicy, attempt: number): number =>
  backoffDelay(attempt, policy.minDelayMs, policy.maxDelayMs);

/** What the retry loop reports before it waits for the next attempt. */
export interface RetryNotice {
  attempt: number;
  delayMs: number;
  reason: string;
}

/**
 * Runs `attempt` until it gives a response that is not 429/502/503/504, or fails with something other
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
      const retryAfter = response.headers['retry-after'];
      delayMs = Math.min(
        policy.maxDelayMs,
        parseRetryAfter(typeof retryAfter === 'string' ? retryAfter : null) ??
          backoffMs(policy, attemptNumber),
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

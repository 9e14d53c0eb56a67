/**
 * Exponential backoff with "equal jitter": the n-th delay (n from 1) is drawn from
 * [base/2, base] with base = min(max, min · 2^(n-1)), so concurrent clients spread out while
 * the delay still grows. The client's retries use it; it is exported for code that retries
 * something of its own (a webhook, say) the same way.
 *
 * @example
 * ```ts
 * await sleep(backoffDelay(attempt, 500, 30_000)); // attempt 1: 250–500 ms, 2: 500–1000 ms, …
 * ```
 */
export function backoffDelay(attempt: number, minMs: number, maxMs: number): number {
  const base = Math.min(maxMs, minMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(base / 2 + (Math.random() * base) / 2);
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

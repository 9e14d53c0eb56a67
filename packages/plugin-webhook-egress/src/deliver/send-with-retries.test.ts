/**
 * The retry loop's waits: a doubling backoff with jitter, so listeners that failed at the same
 * moment spread their retries instead of coming back in lockstep.
 */
import { describe, expect, it } from 'vitest';
import type { WebhookHttpResponse } from './post-webhook';
import { sendWithRetries } from './send-with-retries';

const answer = (status: number): WebhookHttpResponse => ({
  status,
  statusText: '',
  headers: {},
  body: Buffer.alloc(0),
  truncated: false,
});

describe('sendWithRetries', () => {
  it('waits a random point in the second half of the doubling backoff', async () => {
    const waits: number[] = [];
    for (let run = 0; run < 20; run++) {
      const statuses = [503, 429, 200];
      const response = await sendWithRetries(
        async () => answer(statuses.shift() as number),
        { retries: 2, minDelayMs: 8, maxDelayMs: 1000 },
        ({ attempt, delayMs }) => waits.push(attempt === 1 ? delayMs : delayMs / 2),
      );
      expect(response.status).toBe(200);
    }
    // The first wait is within [4, 8] ms, the second (halved here) too: never the same for all.
    expect(waits.every((wait) => wait >= 4 && wait <= 8)).toBe(true);
    expect(new Set(waits).size).toBeGreaterThan(1);
  });
});

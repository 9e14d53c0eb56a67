import { ApiError } from '@importkit/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClaimKeeper } from './claim-keeper';

function conflict(status = 409): ApiError {
  return new ApiError({
    status,
    method: 'POST',
    path: '/v1/jobs/us_jb_1/heartbeat',
    errors: [{ message: 'Job us_jb_1 is ready' }],
  });
}

function keeper(answers: (() => void)[], intervalMs = 1000) {
  let renewals = 0;
  const lost: ApiError[] = [];
  const failures: unknown[] = [];
  const claim = new ClaimKeeper({
    renew: async () => {
      const answer = answers[renewals] ?? (() => {});
      renewals++;
      answer();
    },
    intervalMs,
    onLost: (error) => lost.push(error),
    onFailure: (error) => failures.push(error),
  });
  return {
    claim,
    lost,
    failures,
    get renewals() {
      return renewals;
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('keeping a claim', () => {
  it('renews once per interval until stopped', async () => {
    const state = keeper([]);
    expect(state.renewals).toBe(0);
    await vi.advanceTimersByTimeAsync(3000);
    expect(state.renewals).toBe(3);
    await state.claim.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(state.renewals).toBe(3);
  });

  it('stops and says so once a renewal answers 409', async () => {
    const state = keeper([
      () => {},
      () => {
        throw conflict();
      },
    ]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(state.renewals).toBe(2);
    expect(state.lost).toEqual([expect.objectContaining({ status: 409 })]);
    expect(state.failures).toEqual([]);
  });

  it('stops once the job is gone (404)', async () => {
    const state = keeper([
      () => {
        throw conflict(404);
      },
    ]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(state.renewals).toBe(1);
    expect(state.lost).toEqual([expect.objectContaining({ status: 404 })]);
  });

  it('reports a renewal that failed otherwise and tries again', async () => {
    const outage = new Error('connect ECONNREFUSED');
    const state = keeper([
      () => {
        throw outage;
      },
    ]);
    await vi.advanceTimersByTimeAsync(3000);
    expect(state.failures).toEqual([outage]);
    expect(state.renewals).toBe(3);
    expect(state.lost).toEqual([]);
    await state.claim.stop();
  });

  it('renews no faster than every 10 ms, whatever interval it is given', async () => {
    for (const intervalMs of [0, -5, Number.NaN]) {
      const state = keeper([], intervalMs);
      await vi.advanceTimersByTimeAsync(100);
      expect(state.renewals).toBe(10);
      await state.claim.stop();
    }
  });

  it('renews a very long lease once per longest timer instead of every millisecond', async () => {
    // A third of a lease of 2e10 ms is more than a timer holds: Node would fire it after 1 ms.
    const state = keeper([], 2e10 / 3);
    await vi.advanceTimersByTimeAsync(1000);
    expect(state.renewals).toBe(0);
    await vi.advanceTimersByTimeAsync(2 ** 31 - 1000);
    expect(state.renewals).toBe(1);
    await state.claim.stop();
  });
});

/**
 * The one clock of the dev server: every timed rule (scheduled jobs, job leases, and later cron
 * ticks, retention, readiness timeouts, guest tokens) reads the time and sets its timers here.
 * The real clock follows the wall clock plus an offset that `advance` moves forward; the manual
 * clock stands still until `advance` moves it, which lets tests and the dev console step through
 * time. Either way, a timer runs once the clock reaches its time, in time order.
 * @module
 */

/** How the clock moves: with the wall clock, or only when advanced. */
export type ClockMode = 'real' | 'manual';

/** A timer set on the clock. */
export interface ClockTimer {
  /** Stops the timer from running (no-op once it ran). */
  cancel(): void;
}

export interface DevClock {
  readonly mode: ClockMode;
  /** The current time in milliseconds since the epoch. */
  now(): number;
  /** The current time as an ISO string. */
  nowIso(): string;
  /** Runs `run` once the clock reaches `timeMs` (at the next turn if it already has). */
  at(timeMs: number, run: () => void): ClockTimer;
  /** Moves the clock forward by `ms` and runs every timer that came due, in time order. */
  advance(ms: number): void;
  /** Cancels every timer; the clock sets no more. */
  stop(): void;
  /**
   * Sets the time the clock shows now (a server restored from saved state, before any timer is
   * set): the manual clock stands at `timeMs`, the real clock runs on from it.
   */
  resume(timeMs: number): void;
}

interface PendingTimer {
  time: number;
  sequence: number;
  run: () => void;
  canceled: boolean;
}

/**
 * The most one `advance` moves the clock: every timer that comes due runs synchronously within
 * the call (a cron topic ticks every five minutes), so one call's work stays bounded.
 */
export const MAX_CLOCK_ADVANCE_MS = 31 * 24 * 60 * 60 * 1000;

/** The latest time a `Date` can hold; the clock never goes past it. */
export const MAX_DATE_MS = 8.64e15;

/** The longest delay `setTimeout` accepts; longer waits are re-armed when it fires. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * Creates a clock.
 *
 * @example
 * const clock = createClock('manual');
 * clock.at(clock.now() + 1000, () => console.log('a second later'));
 * clock.advance(1000); // prints
 */
export function createClock(mode: ClockMode): DevClock {
  // The one read of the wall clock in the dev server.
  const wallClock = () => Date.now();
  let offset = 0;
  let manualTime = wallClock();
  let sequence = 0;
  let stopped = false;
  let armed: NodeJS.Timeout | undefined;
  // Kept sorted by (time, sequence); timers are few (one per scheduled or claimed job).
  const pending: PendingTimer[] = [];

  const now = () => (mode === 'manual' ? manualTime : wallClock() + offset);

  /** Where `timer` is (or would go) in `pending`. */
  function position(timer: PendingTimer): number {
    let low = 0;
    let high = pending.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      const other = pending[middle] as PendingTimer;
      const before =
        other.time < timer.time || (other.time === timer.time && other.sequence < timer.sequence);
      if (before) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  function runDue() {
    while (pending.length > 0 && !stopped) {
      const first = pending[0] as PendingTimer;
      if (first.time > now()) break;
      pending.shift();
      if (!first.canceled) first.run();
    }
    arm();
  }

  // The real clock keeps one wall-clock timeout, for the earliest pending timer.
  function arm() {
    if (armed !== undefined) clearTimeout(armed);
    armed = undefined;
    if (mode === 'manual' || stopped) return;
    const first = pending[0];
    if (!first) return;
    const delay = Math.min(Math.max(first.time - now(), 0), MAX_TIMEOUT_MS);
    armed = setTimeout(runDue, delay);
    armed.unref();
  }

  return {
    mode,
    now,
    nowIso: () => new Date(now()).toISOString(),
    at(timeMs, run) {
      const timer: PendingTimer = { time: timeMs, sequence: sequence++, run, canceled: false };
      if (stopped) return { cancel() {} };
      pending.splice(position(timer), 0, timer);
      if (pending[0] === timer) arm();
      return {
        cancel() {
          if (timer.canceled) return;
          timer.canceled = true;
          // Removed at once, so a canceled lease or schedule holds no memory.
          const index = position(timer);
          if (pending[index] === timer) pending.splice(index, 1);
        },
      };
    },
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) {
        throw new RangeError(`importkit/dev-server: the clock moves forward only, got ${ms} ms`);
      }
      if (ms > MAX_CLOCK_ADVANCE_MS) {
        throw new RangeError(
          `importkit/dev-server: the clock moves at most ${MAX_CLOCK_ADVANCE_MS} ms (31 days) per advance, got ${ms} ms`,
        );
      }
      if (now() + ms > MAX_DATE_MS) {
        throw new RangeError(
          `importkit/dev-server: advancing the clock by ${ms} ms would pass the latest time a Date can hold (${new Date(MAX_DATE_MS).toISOString()})`,
        );
      }
      if (mode === 'manual') {
        // Each timer runs with the clock at its own time, so what it records is exact.
        const target = manualTime + ms;
        while (pending.length > 0 && !stopped && (pending[0] as PendingTimer).time <= target) {
          const first = pending.shift() as PendingTimer;
          manualTime = Math.max(manualTime, first.time);
          if (!first.canceled) first.run();
        }
        manualTime = target;
        return;
      }
      offset += ms;
      runDue();
    },
    resume(timeMs) {
      if (!Number.isFinite(timeMs) || timeMs < 0 || timeMs > MAX_DATE_MS) {
        throw new RangeError(`importkit/dev-server: cannot resume the clock at ${timeMs}`);
      }
      if (mode === 'manual') manualTime = timeMs;
      else offset = timeMs - wallClock();
      arm();
    },
    stop() {
      stopped = true;
      for (const timer of pending) timer.canceled = true;
      pending.length = 0;
      if (armed !== undefined) clearTimeout(armed);
      armed = undefined;
    },
  };
}

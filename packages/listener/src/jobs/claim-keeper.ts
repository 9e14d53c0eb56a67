/**
 * Keeps a job's claim alive while its handler runs: the server gives a claimed job back (to
 * `ready`) when its owner has not reported for a lease period, so the keeper renews it at a
 * fraction of that period until stopped.
 * @module
 */
import { ApiError } from '@importkit/api';
import { MAX_TIMER_MS } from '../argument-checks';

/**
 * The shortest pause between two renewals: each is a request, so a shorter pace (a server
 * granting a lease of a few milliseconds) would flood the API instead of keeping a claim.
 */
export const MIN_RENEWAL_INTERVAL_MS = 10;

/** Options of `ClaimKeeper`. */
export interface ClaimKeeperOptions {
  /**
   * Renews the claim; rejects with an `ApiError` 409 (or 404) once the claim is lost. `signal`
   * aborts when the keeper stops: the request should end then, stalled or not.
   */
  readonly renew: (signal: AbortSignal) => Promise<void>;
  /** The pause between two renewals, held within `MIN_RENEWAL_INTERVAL_MS` … 2^31−1 ms. */
  readonly intervalMs: number;
  /** Called once when a renewal answered 409 or 404: the job is no longer this listener's. */
  readonly onLost: (error: ApiError) => void;
  /** Called when a renewal failed otherwise (network, 5xx); the keeper tries again next time. */
  readonly onFailure: (error: unknown) => void;
}

/**
 * Renews a claim every `intervalMs`, one renewal at a time, until `stop()` or until a renewal
 * answers that the claim is lost. A renewal that fails otherwise is reported and retried at the next interval, so a
 * short network outage costs nothing as long as it is shorter than the lease.
 */
export class ClaimKeeper {
  #timer: ReturnType<typeof setTimeout> | undefined;
  #inFlight: Promise<void> | undefined;
  readonly #stopping = new AbortController();
  #stopped = false;
  readonly #intervalMs: number;

  constructor(readonly options: ClaimKeeperOptions) {
    // A lease of more than ~74 days gives a third above what a timer holds, which Node would fire
    // after 1 ms: renewing once per longest timer is still far inside the lease.
    this.#intervalMs = Math.min(
      Math.max(options.intervalMs, MIN_RENEWAL_INTERVAL_MS) || MIN_RENEWAL_INTERVAL_MS,
      MAX_TIMER_MS,
    );
    this.#schedule();
  }

  /**
   * Stops renewing, aborts a renewal in flight and waits for it to settle, so none lands after the
   * job ended and a stalled one does not hold back the job's completion past its lease.
   */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#stopping.abort();
    await this.#inFlight;
  }

  #schedule(): void {
    if (this.#stopped) return;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.#inFlight = this.#renew().finally(() => {
        this.#inFlight = undefined;
      });
    }, this.#intervalMs);
    // A pending renewal must not keep a process alive that has nothing else to do.
    this.#timer.unref?.();
  }

  async #renew(): Promise<void> {
    try {
      await this.options.renew(this.#stopping.signal);
    } catch (error) {
      if (this.#stopped) return;
      if (isClaimLost(error)) {
        this.#stopped = true;
        safely(() => this.options.onLost(error));
        return;
      }
      safely(() => this.options.onFailure(error));
    }
    this.#schedule();
  }
}

/**
 * Whether the API refused a report of the job's owner because the job is no longer its own: 409
 * (the lease lapsed, another listener holds it, it was canceled or ended) or 404 (deleted).
 */
export function isClaimLost(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 409 || error.status === 404);
}

function safely(callback: () => void): void {
  try {
    callback();
  } catch {
    // A failing callback must not stop the keeper or surface as an unhandled rejection.
  }
}

/** Sends one progress report; may reject (the reporter catches it). */
export type SendProgress = (progress: number, info: string | undefined) => Promise<void>;

/**
 * Throttles a job's progress reports: the first goes out at once, later ones at most once per
 * `intervalMs`, each carrying the newest value (values in between are dropped), and one request
 * at a time. `stop()` drops what is pending and waits for the request in flight, so that a
 * report never lands after the job was completed or failed.
 */
export class ProgressReporter {
  #pending: { progress: number; info: string | undefined } | undefined;
  #waiters: (() => void)[] = [];
  #inFlight: Promise<void> | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #lastSentAt = Number.NEGATIVE_INFINITY;
  #stopped = false;

  constructor(
    readonly send: SendProgress,
    readonly onFailure: (error: unknown) => void,
    readonly intervalMs: number,
  ) {}

  /** Queues a report; resolves once it (or a newer one) was sent or dropped. Never rejects. */
  report(progress: number, info?: string): Promise<void> {
    if (this.#stopped || Number.isNaN(progress)) return Promise.resolve();
    this.#pending = { progress: clampProgress(progress), info };
    const settled = new Promise<void>((resolve) => this.#waiters.push(resolve));
    this.#schedule();
    return settled;
  }

  /** Drops pending reports and waits for the one in flight. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#pending = undefined;
    this.#resolveWaiters();
    await this.#inFlight;
  }

  #schedule(): void {
    if (this.#timer !== undefined || this.#inFlight !== undefined) return;
    const wait = this.#lastSentAt + this.intervalMs - Date.now();
    if (wait <= 0) {
      this.#flush();
      return;
    }
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.#flush();
    }, wait);
  }

  #flush(): void {
    const next = this.#pending;
    if (!next || this.#stopped) return;
    this.#pending = undefined;
    const waiters = this.#waiters;
    this.#waiters = [];
    this.#lastSentAt = Date.now();
    this.#inFlight = this.send(next.progress, next.info)
      .catch((error: unknown) => {
        try {
          this.onFailure(error);
        } catch {
          // Reporting a lost progress report must not break the job either.
        }
      })
      .finally(() => {
        this.#inFlight = undefined;
        for (const resolve of waiters) resolve();
        if (this.#pending) this.#schedule();
      });
  }

  #resolveWaiters(): void {
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const resolve of waiters) resolve();
  }
}

/** Progress is a percentage, clamped to 0–100 (a `NaN` report is ignored before this). */
export function clampProgress(progress: number): number {
  return Math.min(100, Math.max(0, progress));
}

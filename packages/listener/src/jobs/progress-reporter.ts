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
  /** What the reports since the last send resolve with: one promise for all of them. */
  #batch: { settled: Promise<void>; resolve: () => void } | undefined;
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
    // Calls in between two sends share one promise: a tick per record costs no allocation.
    this.#batch ??= newBatch();
    const batch = this.#batch;
    this.#schedule(); // may send at once, which takes the batch
    return batch.settled;
  }

  /** Drops pending reports and waits for the one in flight. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#pending = undefined;
    this.#batch?.resolve();
    this.#batch = undefined;
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
    const batch = this.#batch;
    this.#batch = undefined;
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
        batch?.resolve();
        if (this.#pending) this.#schedule();
      });
  }
}

function newBatch(): { settled: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => {};
  const settled = new Promise<void>((done) => {
    resolve = done;
  });
  return { settled, resolve };
}

/** Progress is a percentage, clamped to 0–100 (a `NaN` report is ignored before this). */
export function clampProgress(progress: number): number {
  return Math.min(100, Math.max(0, progress));
}

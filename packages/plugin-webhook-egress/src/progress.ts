/** The listener's progress callback: a percentage (0–100) and a line of text. */
export type Tick = (progress: number, info?: string) => unknown;

/**
 * Reports progress without slowing the egress: reports never wait for each other and never block
 * the caller; while one is in flight only the latest newer one is kept, and reports closer than
 * `minIntervalMs` to the previous one are coalesced (phase changes pass `force`). A failed report
 * is handed to `onError` and does not stop the job.
 */
export class ProgressReporter {
  private inFlight: Promise<void> | undefined;
  private pending: { progress: number; info: string } | undefined;
  private lastSentAt = 0;

  constructor(
    private readonly tick: Tick,
    private readonly onError: (error: unknown) => void,
    private readonly minIntervalMs = 250,
  ) {}

  report(progress: number, info: string, options: { force?: boolean } = {}): void {
    const now = Date.now();
    if (!options.force && now - this.lastSentAt < this.minIntervalMs) return;
    this.lastSentAt = now;
    this.pending = { progress: Math.max(0, Math.min(100, Math.round(progress))), info };
    if (!this.inFlight) this.inFlight = this.drain();
  }

  /** Resolves when every report made so far has been sent. */
  async flush(): Promise<void> {
    await this.inFlight;
  }

  private async drain(): Promise<void> {
    while (this.pending) {
      const { progress, info } = this.pending;
      this.pending = undefined;
      try {
        await this.tick(progress, info);
      } catch (error) {
        this.onError(error);
      }
    }
    this.inFlight = undefined;
  }
}

/** The listener's progress callback: a percentage (0–100) and a line of text. */
export type Tick = (progress: number, info?: string) => unknown;

/**
 * Reports progress without slowing the egress: a report is handed to `tick` and never awaited
 * (the listener's tick queues and throttles the requests itself), reports closer than
 * `minIntervalMs` to the previous one are skipped unless `force`d (phase changes, the last
 * record), and a failed report goes to `onError` without stopping the job.
 */
export class ProgressReporter {
  private lastSentAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly tick: Tick,
    private readonly onError: (error: unknown) => void,
    private readonly minIntervalMs = 250,
  ) {}

  /** `info` may be a function, so that a report that is skipped costs no formatting. */
  report(progress: number, info: string | (() => string), options: { force?: boolean } = {}): void {
    const now = Date.now();
    if (!options.force && now - this.lastSentAt < this.minIntervalMs) return;
    this.lastSentAt = now;
    const percent = Math.max(0, Math.min(100, Math.round(progress)));
    try {
      const text = typeof info === 'function' ? info() : info;
      Promise.resolve(this.tick(percent, text)).catch(this.onError);
    } catch (error) {
      this.onError(error);
    }
  }
}

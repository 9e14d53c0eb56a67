import type { Tick } from '@importkit/listener';

export type { Tick };

/**
 * The progress of one egress, handed to the listener's `tick` (which throttles the requests and
 * never rejects). A new phase is reported at once; a running count, reported per chunk or per
 * batch, only when its whole percentage moves, so its line of text is built about a hundred
 * times rather than once per chunk.
 */
export class EgressProgress {
  #lastPercent = -1;

  constructor(private readonly tick: Tick) {}

  /** A new phase (or its last count): reported now. */
  phase(progress: number, info: string): void {
    this.#send(Math.round(progress), info);
  }

  /** A running count: reported when its whole percentage differs from the last report's. */
  count(progress: number, info: () => string): void {
    const percent = Math.round(progress);
    if (percent !== this.#lastPercent) this.#send(percent, info());
  }

  #send(percent: number, info: string): void {
    this.#lastPercent = percent;
    void this.tick(percent, info);
  }
}

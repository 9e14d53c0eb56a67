/**
 * The handler runs a listener reported (`--listener` reports each one): which handler ran for
 * which event, when, for how long, and what it threw. The newest {@link MAX_HANDLER_RUNS} are
 * kept per server, so a listener in a loop never grows the server's memory.
 * @module
 */

/** One run of one handler for one event. */
export interface HandlerRun {
  eventId: string;
  topic: string;
  /** The handler's name (its function name, or the topics it was registered for). */
  handler: string;
  startedAt: string;
  durationMs: number;
  /** What it threw, if it did. */
  error?: { name: string; message: string };
}

/** How many runs a server keeps. */
export const MAX_HANDLER_RUNS = 10_000;

/** The runs of one server, oldest first. */
export class HandlerRunLog {
  private runs: HandlerRun[] = [];

  add(run: HandlerRun): void {
    this.runs.push(run);
    // Trim in steps, not one shift per run: the array is copied once per thousand runs.
    if (this.runs.length > MAX_HANDLER_RUNS + 1000) this.runs = this.runs.slice(-MAX_HANDLER_RUNS);
  }

  /** The newest runs (all, or those of one event), oldest first, at most `limit`. */
  list(eventId?: string, limit = MAX_HANDLER_RUNS): HandlerRun[] {
    const kept = this.runs.slice(-MAX_HANDLER_RUNS);
    const selected = eventId === undefined ? kept : kept.filter((run) => run.eventId === eventId);
    return selected.slice(-limit);
  }

  clear(): void {
    this.runs = [];
  }
}

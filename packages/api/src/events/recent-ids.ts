/**
 * The ids of the most recent events, to drop an event delivered before (a server that replays
 * one event too many after a reconnect). Bounded: the oldest ids are forgotten first.
 *
 * The oldest id is kept in a ring buffer next to the set rather than found by iterating the set:
 * a set whose first entries were deleted keeps them as holes that every fresh iteration steps
 * over, so evicting through `values().next()` cost a scan of thousands of holes per event.
 *
 * @example
 * ```ts
 * const seen = new RecentIds(10_000);
 * if (seen.add(event.id)) await handle(event); // false: delivered before, skip it
 * ```
 */
export class RecentIds {
  readonly #ids = new Set<string>();
  readonly #ring: (string | undefined)[];
  #next = 0;

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) {
      throw new RangeError(`importkit/api: RecentIds capacity must be a positive integer`);
    }
    this.#ring = new Array(capacity);
  }

  has(id: string): boolean {
    return this.#ids.has(id);
  }

  /** Remembers the id, forgetting the oldest one when full; returns `false` if it was known. */
  add(id: string): boolean {
    if (this.#ids.has(id)) return false;
    const oldest = this.#ring[this.#next];
    if (oldest !== undefined) this.#ids.delete(oldest);
    this.#ring[this.#next] = id;
    this.#next = (this.#next + 1) % this.capacity;
    this.#ids.add(id);
    return true;
  }
}

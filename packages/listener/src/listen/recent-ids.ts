/**
 * The ids of the most recent events handled, so that an event delivered twice (a reconnect that
 * replays one too many) runs its handlers once. Bounded: the oldest ids are forgotten first.
 *
 * The oldest id is found in a ring buffer rather than by iterating the set: a set whose first
 * entries were deleted keeps them as holes that every fresh iteration steps over, which made
 * each eviction cost thousands of steps.
 */
export class RecentIds {
  readonly #ids = new Set<string>();
  readonly #ring: (string | undefined)[];
  #next = 0;

  constructor(readonly capacity: number) {
    this.#ring = new Array(capacity);
  }

  /** Remembers the id; returns `false` when it was already there. */
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

/**
 * The ids of the most recent events handled, so that an event delivered twice (a reconnect that
 * replays one too many) runs its handlers once. Bounded: the oldest ids are forgotten first.
 */
export class RecentIds {
  readonly #ids = new Set<string>();

  constructor(readonly capacity: number) {}

  /** Remembers the id; returns `false` when it was already there. */
  add(id: string): boolean {
    if (this.#ids.has(id)) return false;
    this.#ids.add(id);
    if (this.#ids.size > this.capacity) {
      const oldest = this.#ids.values().next();
      if (!oldest.done) this.#ids.delete(oldest.value);
    }
    return true;
  }
}

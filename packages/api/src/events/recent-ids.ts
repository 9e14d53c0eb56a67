/**
 * The ids of the most recent events, to drop an event delivered before (a server that replays
 * one event too many after a reconnect). Bounded: the oldest ids are forgotten first.
 */
export class RecentIds {
  readonly #ids = new Set<string>();

  constructor(readonly capacity: number) {}

  has(id: string): boolean {
    return this.#ids.has(id);
  }

  add(id: string): void {
    this.#ids.add(id);
    if (this.#ids.size > this.capacity) {
      const oldest = this.#ids.values().next();
      if (!oldest.done) this.#ids.delete(oldest.value);
    }
  }
}

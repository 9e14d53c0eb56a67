/**
 * The ids of the most recent events, to drop an event delivered before (a server that replays
 * one event too many after a reconnect). Bounded: the oldest ids are forgotten first.
 *
 * The ids are kept in a ring buffer, oldest first. Event ids sort in emission order, so they
 * usually arrive ascending: then an id greater than the newest is surely new and costs a string
 * comparison, and one that is not (a replay) is looked up by binary search in the sorted ring, no
 * set needed. Ids that arrive out of order (a server whose ids do not sort, or a replay that was
 * not a repeat) switch to a set beside the ring, kept until the ring is sorted again (`capacity`
 * ascending ids in a row). Evicting through the ring, not through the set's first entry, also
 * spares the set's iteration the holes that deleted entries leave.
 *
 * @example
 * ```ts
 * const seen = new RecentIds(10_000);
 * if (seen.add(event.id)) await handle(event); // false: delivered before, skip it
 * ```
 */
export class RecentIds {
  readonly #ring: (string | undefined)[];
  /** The slot of the next id: the oldest one once the ring is full. */
  #next = 0;
  #size = 0;
  #newest: string | undefined;
  /** How many of the latest ids came in a row, each greater than the one before. */
  #ascendingRun = 0;
  /** The ring's ids as a set, only while the ring is not sorted. */
  #unordered: Set<string> | undefined;

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) {
      throw new RangeError(`importkit/api: RecentIds capacity must be a positive integer`);
    }
    this.#ring = new Array(capacity);
  }

  has(id: string): boolean {
    if (this.#unordered !== undefined) return this.#unordered.has(id);
    if (this.#newest === undefined || id > this.#newest) return false;
    return this.#sortedRingHas(id);
  }

  /** Remembers the id, forgetting the oldest one when full; returns `false` if it was known. */
  add(id: string): boolean {
    const ascending = this.#newest === undefined || id > this.#newest;
    if (this.#unordered !== undefined) {
      if (this.#unordered.has(id)) return false;
    } else if (!ascending) {
      if (this.#sortedRingHas(id)) return false;
      this.#unordered = new Set(this.#ring.filter((known) => known !== undefined));
    }
    const oldest = this.#ring[this.#next];
    if (oldest !== undefined) this.#unordered?.delete(oldest);
    this.#ring[this.#next] = id;
    this.#next = this.#next + 1 === this.capacity ? 0 : this.#next + 1;
    if (this.#size < this.capacity) this.#size++;
    this.#unordered?.add(id);
    this.#newest = id;
    this.#ascendingRun = ascending ? this.#ascendingRun + 1 : 1;
    // Every id in the ring now came in ascending order: the ring is sorted, the set not needed.
    if (this.#ascendingRun >= this.capacity) this.#unordered = undefined;
    return true;
  }

  #sortedRingHas(id: string): boolean {
    const start = this.#size < this.capacity ? 0 : this.#next;
    let low = 0;
    let high = this.#size - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const known = this.#ring[(start + middle) % this.capacity] as string;
      if (known === id) return true;
      if (known < id) low = middle + 1;
      else high = middle - 1;
    }
    return false;
  }
}

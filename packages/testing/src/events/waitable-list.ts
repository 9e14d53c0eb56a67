/**
 * A list that grows as things happen (handler runs, webhook requests), with waits for the first
 * item that matches: already there, or still to come.
 * @module
 */

interface Waiter<T> {
  readonly matches: (item: T) => boolean;
  readonly resolve: (item: T) => void;
}

/** Items in the order they happened, and waits on them. */
export class WaitableList<T> {
  readonly items: T[] = [];
  readonly #waiters = new Set<Waiter<T>>();

  push(item: T): void {
    this.items.push(item);
    for (const waiter of this.#waiters) {
      if (waiter.matches(item)) waiter.resolve(item);
    }
  }

  /**
   * The first item that matches; rejects after `timeoutMs` with `describe()` (what was waited
   * for, and what there is).
   */
  waitFor(matches: (item: T) => boolean, timeoutMs: number, describe: () => string): Promise<T> {
    const found = this.items.find(matches);
    if (found !== undefined) return Promise.resolve(found);
    return new Promise<T>((resolve, reject) => {
      const waiter: Waiter<T> = {
        matches,
        resolve: (item) => {
          clearTimeout(timer);
          this.#waiters.delete(waiter);
          resolve(item);
        },
      };
      const timer = setTimeout(() => {
        this.#waiters.delete(waiter);
        reject(new Error(describe()));
      }, timeoutMs);
      this.#waiters.add(waiter);
    });
  }
}

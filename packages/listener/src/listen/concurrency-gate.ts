/**
 * Lets at most `limit` tasks run at once. `acquire` resolves when a slot is free (in call order);
 * `idle` resolves when no task runs.
 */
export class ConcurrencyGate {
  #active = 0;
  #waiting: (() => void)[] = [];
  #idle: (() => void)[] = [];

  constructor(readonly limit: number) {}

  /** Takes a slot if one is free, without waiting; returns whether it did. */
  tryAcquire(): boolean {
    if (this.#active >= this.limit) return false;
    this.#active++;
    return true;
  }

  acquire(): Promise<void> {
    if (this.tryAcquire()) return Promise.resolve();
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  release(): void {
    const next = this.#waiting.shift();
    if (next) {
      next(); // the slot passes straight to the next task
      return;
    }
    this.#active--;
    if (this.#active === 0) {
      const idle = this.#idle;
      this.#idle = [];
      for (const resolve of idle) resolve();
    }
  }

  idle(): Promise<void> {
    if (this.#active === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idle.push(resolve));
  }
}

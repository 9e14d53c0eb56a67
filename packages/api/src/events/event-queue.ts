type Waiter<T> = {
  resolve: (result: IteratorResult<T, undefined>) => void;
  reject: (error: unknown) => void;
};

/**
 * The buffer between the transports (producers) and the subscription's async iterator. Events
 * are queued while the consumer is busy; above `highWaterMark` the producers are asked to wait
 * (`waitForRoom`), which pauses reading from the network and so pushes back on the server
 * instead of growing without bound. Concurrent `next()` calls are served in call order.
 */
export class EventQueue<T> {
  #items: T[] = [];
  #head = 0;
  #ended = false;
  #failure: { error: unknown } | undefined;
  #waiters: Waiter<T>[] = [];
  #roomWaiters: (() => void)[] = [];

  constructor(readonly highWaterMark: number) {}

  get size(): number {
    return this.#items.length - this.#head;
  }

  get isFull(): boolean {
    return this.size >= this.highWaterMark;
  }

  get isEnded(): boolean {
    return this.#ended;
  }

  push(item: T): void {
    if (this.#ended) return;
    const waiter = this.#waiters.shift();
    if (waiter) waiter.resolve({ done: false, value: item });
    else this.#items.push(item);
  }

  /** Ends the stream: the consumer gets what is queued, then `done` (or `error`, if given). */
  end(error?: unknown): void {
    if (this.#ended) return;
    this.#ended = true;
    if (error !== undefined) this.#failure = { error };
    this.#wakeProducers();
    this.#settleWaiters();
  }

  /** Ends the stream at once, dropping what is queued and any error. */
  discard(): void {
    this.#items = [];
    this.#head = 0;
    this.#failure = undefined;
    this.#ended = true;
    this.#wakeProducers();
    this.#settleWaiters();
  }

  /** Resolves when the queue is below its high-water mark (or ended). */
  waitForRoom(): Promise<void> {
    if (!this.isFull || this.#ended) return Promise.resolve();
    return new Promise((resolve) => this.#roomWaiters.push(resolve));
  }

  /** The next queued item without waiting, or `undefined` when none is queued. */
  takeQueued(): T | undefined {
    return this.size > 0 ? this.#take() : undefined;
  }

  next(): Promise<IteratorResult<T, undefined>> {
    if (this.size > 0) return Promise.resolve({ done: false, value: this.#take() });
    if (this.#ended) return this.#finalResult();
    return new Promise((resolve, reject) => this.#waiters.push({ resolve, reject }));
  }

  #take(): T {
    const item = this.#items[this.#head] as T;
    this.#head++;
    // Drop consumed slots now and then, so a long-lived queue does not keep them.
    if (this.#head >= 1024 && this.#head * 2 >= this.#items.length) {
      this.#items = this.#items.slice(this.#head);
      this.#head = 0;
    }
    if (!this.isFull) this.#wakeProducers();
    return item;
  }

  #finalResult(): Promise<IteratorResult<T, undefined>> {
    const failure = this.#failure;
    if (failure) {
      // The error is delivered once; later calls see a finished iterator.
      this.#failure = undefined;
      return Promise.reject(failure.error);
    }
    return Promise.resolve({ done: true, value: undefined });
  }

  #settleWaiters(): void {
    if (this.size > 0) return;
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const waiter of waiters) this.#finalResult().then(waiter.resolve, waiter.reject);
  }

  #wakeProducers(): void {
    const waiters = this.#roomWaiters;
    this.#roomWaiters = [];
    for (const wake of waiters) wake();
  }
}

/**
 * Iterates `source` one item ahead: the next item is requested as soon as the current one is
 * handed out, so fetching page n+1 overlaps with sending page n. At most one extra item is held.
 */
export async function* prefetchOne<T>(source: AsyncIterable<T>): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  let pending = iterator.next();
  let finished = false;
  try {
    while (true) {
      const result = await pending;
      if (result.done) {
        finished = true;
        return;
      }
      pending = iterator.next();
      // If the consumer stops early, this request's failure must not become an unhandled rejection.
      pending.catch(() => {});
      yield result.value;
    }
  } finally {
    if (!finished) await iterator.return?.();
  }
}

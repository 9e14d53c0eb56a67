/** Reads `count` items from an async iterable (then stops reading; the caller closes). */
export async function take<T>(iterable: AsyncIterable<T>, count: number): Promise<T[]> {
  const items: T[] = [];
  if (count === 0) return items;
  const iterator = iterable[Symbol.asyncIterator]();
  while (items.length < count) {
    const result = await iterator.next();
    if (result.done) break;
    items.push(result.value);
  }
  return items;
}

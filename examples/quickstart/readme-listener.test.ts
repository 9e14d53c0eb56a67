/**
 * The repository README's first listener is this example's listener, word for word: the code a
 * reader copies is the code the `--listener` tests run (packages/dev-server/test/listener-runner).
 */
import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';

it("is the README's first listener", async () => {
  const readme = await readFile(new URL('../../README.md', import.meta.url), 'utf8');
  const listener = await readFile(new URL('./src/listener.ts', import.meta.url), 'utf8');
  const firstBlock = /## A listener in 20 lines\n\n```ts\n([\s\S]*?)```/.exec(readme)?.[1];
  expect(firstBlock).toBe(listener);
});

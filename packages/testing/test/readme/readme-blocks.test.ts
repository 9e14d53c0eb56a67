/**
 * The README's examples are these files, exactly: the test of a listener it starts with (run by
 * vitest as `submit-flow.test.ts`) and the node:test example (run by `node-test.test.ts`).
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const readme = read('../../README.md');
const blocks = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1]);

it('starts with the listener test in submit-flow.test.ts, under 25 lines', () => {
  const file = read('./submit-flow.test.ts');
  expect(blocks[0]).toBe(file);
  expect(file.trimEnd().split('\n').length).toBeLessThan(25);
});

it('shows the node:test example as it is in test/runners', () => {
  expect(blocks).toContain(read('../runners/node-test-example.ts'));
});

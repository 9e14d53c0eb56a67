import { describe, expect, it } from 'vitest';
import { afterMicrotasks } from './after-microtasks';

describe('afterMicrotasks', () => {
  it('resolves after the reactions already queued and the ones they queue, before any timer', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('timer'), 0);
    const chain = Promise.resolve()
      .then(() => order.push('first'))
      .then(() => order.push('second'))
      .then(() => Promise.resolve().then(() => order.push('nested')));

    await afterMicrotasks();
    order.push('after');

    await chain;
    expect(order).toEqual(['first', 'second', 'nested', 'after']);
  });
});

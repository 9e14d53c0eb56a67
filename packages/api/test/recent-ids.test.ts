import { describe, expect, it } from 'vitest';
import { RecentIds } from '../src/events/recent-ids';

describe('RecentIds (de-duplication memory of the subscription)', () => {
  it('remembers the last `capacity` ids and forgets the oldest first, over many evictions', () => {
    const recent = new RecentIds(3);
    for (let n = 1; n <= 1000; n++) expect(recent.add(`e${n}`)).toBe(true);

    expect(['e997', 'e998', 'e999', 'e1000'].map((id) => recent.has(id))).toEqual([
      false,
      true,
      true,
      true,
    ]);
  });

  it('does not count an id twice: re-adding a known id neither evicts nor refreshes anything', () => {
    const recent = new RecentIds(2);
    recent.add('a');
    recent.add('b');

    expect(recent.add('a')).toBe(false);
    recent.add('c'); // evicts 'a', the oldest, not 'b'

    expect([recent.has('a'), recent.has('b'), recent.has('c')]).toEqual([false, true, true]);
  });

  it('refuses a capacity that cannot hold an id', () => {
    expect(() => new RecentIds(0)).toThrow(RangeError);
  });
});

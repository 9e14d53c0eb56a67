import { describe, expect, it } from 'vitest';
import { RecentIds } from './recent-ids';

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

  it('drops a replayed id that arrives after ascending ones, and keeps a late new one', () => {
    const recent = new RecentIds(100);
    for (let n = 10; n < 60; n++) recent.add(`evt_${n}`);

    // A reconnect that replays from further back: each of them was delivered before.
    expect([30, 31, 59].map((n) => recent.add(`evt_${n}`))).toEqual([false, false, false]);
    // An id that sorts before the newest but was never seen is new, and is then known.
    expect(recent.add('evt_45a')).toBe(true);
    expect(recent.add('evt_45a')).toBe(false);
    expect(recent.add('evt_60')).toBe(true);
    expect(recent.has('evt_10')).toBe(true);
  });

  it('answers as a plain bounded memory would, for ids in any order, replays and all', () => {
    // A simple model: the last `capacity` distinct ids, oldest forgotten first.
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (const capacity of [1, 3, 16]) {
      const recent = new RecentIds(capacity);
      const model: string[] = [];
      let next = 0;
      for (let step = 0; step < 5000; step++) {
        // Mostly ascending ids, sometimes a replay from a little back, sometimes any id at all.
        const roll = random();
        const n =
          roll < 0.6
            ? next++
            : roll < 0.85
              ? next - 1 - Math.floor(random() * 2 * capacity)
              : Math.floor(random() * next);
        const id = `e${String(n).padStart(5, '0')}`;
        const known = model.includes(id);
        expect(recent.has(id), `has ${id} at step ${step}`).toBe(known);
        expect(recent.add(id), `add ${id} at step ${step}`).toBe(!known);
        if (!known) {
          model.push(id);
          if (model.length > capacity) model.shift();
        }
      }
    }
  });

  it('refuses a capacity that cannot hold an id', () => {
    expect(() => new RecentIds(0)).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import { createClock, MAX_CLOCK_ADVANCE_MS, MAX_DATE_MS } from './clock';

describe('the manual clock', () => {
  it('stands still until advanced, then runs due timers in time order, each at its own time', () => {
    const clock = createClock('manual');
    const start = clock.now();
    const seen: [string, number][] = [];
    clock.at(start + 300, () => seen.push(['c', clock.now() - start]));
    clock.at(start + 100, () => seen.push(['a', clock.now() - start]));
    clock.at(start + 100, () => seen.push(['b', clock.now() - start]));
    clock.at(start + 1000, () => seen.push(['late', clock.now() - start]));
    expect(clock.now()).toBe(start);
    clock.advance(500);
    expect(seen).toEqual([
      ['a', 100],
      ['b', 100],
      ['c', 300],
    ]);
    expect(clock.now()).toBe(start + 500);
  });

  it('runs a timer set by a timer when it comes due within the same advance', () => {
    const clock = createClock('manual');
    const start = clock.now();
    const seen: number[] = [];
    clock.at(start + 10, () => clock.at(clock.now() + 10, () => seen.push(clock.now() - start)));
    clock.advance(100);
    expect(seen).toEqual([20]);
  });

  it('never runs a canceled timer, nor any after stop', () => {
    const clock = createClock('manual');
    const seen: string[] = [];
    clock.at(clock.now() + 10, () => seen.push('canceled')).cancel();
    clock.at(clock.now() + 20, () => seen.push('stopped'));
    clock.stop();
    clock.advance(100);
    expect(seen).toEqual([]);
  });

  it('moves at most 31 days per advance and never past the latest time a Date can hold', () => {
    const clock = createClock('manual');
    const start = clock.now();
    expect(() => clock.advance(8.9e15)).toThrow(/at most 2678400000 ms \(31 days\) per advance/);
    expect(() => clock.advance(MAX_CLOCK_ADVANCE_MS + 1)).toThrow(RangeError);
    expect(clock.now()).toBe(start);
    clock.advance(MAX_CLOCK_ADVANCE_MS);
    expect(clock.now()).toBe(start + MAX_CLOCK_ADVANCE_MS);

    while (clock.now() + MAX_CLOCK_ADVANCE_MS <= MAX_DATE_MS) clock.advance(MAX_CLOCK_ADVANCE_MS);
    const last = clock.now();
    expect(() => clock.advance(MAX_CLOCK_ADVANCE_MS)).toThrow(/latest time a Date can hold/);
    expect(clock.now()).toBe(last);
    expect(() => clock.nowIso()).not.toThrow();
  });

  it('refuses to move backwards', () => {
    expect(() => createClock('manual').advance(-1)).toThrow(/forward only/);
  });
});

describe('the real clock', () => {
  it('advance adds an offset to the wall clock and runs the timers it passes', () => {
    const clock = createClock('real');
    const seen: string[] = [];
    const before = clock.now();
    clock.at(before + 3_600_000, () => seen.push('an hour later'));
    clock.advance(3_600_000);
    expect(seen).toEqual(['an hour later']);
    expect(clock.now()).toBeGreaterThanOrEqual(before + 3_600_000);
    clock.stop();
  });
});

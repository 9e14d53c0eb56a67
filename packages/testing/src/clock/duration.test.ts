import { describe, expect, it } from 'vitest';
import { durationMs } from './duration';

describe('durationMs', () => {
  it('reads each unit, sums of units and plain milliseconds', () => {
    expect(durationMs('250ms')).toBe(250);
    expect(durationMs('30s')).toBe(30_000);
    expect(durationMs('5m')).toBe(300_000);
    expect(durationMs('2h')).toBe(7_200_000);
    expect(durationMs('1d')).toBe(86_400_000);
    expect(durationMs('1w')).toBe(604_800_000);
    expect(durationMs('1h30m')).toBe(5_400_000);
    expect(durationMs('1.5s')).toBe(1500);
    expect(durationMs(42)).toBe(42);
  });

  it('refuses text that is not a duration, naming it', () => {
    for (const text of ['', '5', 'm5', '5 minutes', '5m x', '-5m']) {
      expect(() => durationMs(text)).toThrow(`"${text}" is not a duration`);
    }
    expect(() => durationMs(-1)).toThrow('a duration must be 0 ms or more (got -1)');
  });
});

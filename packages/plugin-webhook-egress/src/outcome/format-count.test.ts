import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it('groups whole numbers by thousands with commas, as en-US does', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(21_000)).toBe('21,000');
    expect(formatCount(100_000)).toBe('100,000');
    expect(formatCount(1_234_567)).toBe('1,234,567');
    expect(formatCount(-1_234)).toBe('-1,234');
  });

  it('gives what en-US gives for any safe integer and for other numbers', () => {
    const values = [
      1,
      12,
      123,
      1234,
      12_345,
      123_456,
      9_999_999,
      10_000_000,
      -5,
      -999_999,
      Number.MAX_SAFE_INTEGER,
      -Number.MAX_SAFE_INTEGER,
      1.5,
      1234.5678,
      2 ** 60,
      Number.NaN,
    ];
    for (const value of values) expect(formatCount(value)).toBe(value.toLocaleString('en-US'));
  });
});

/**
 * `like` matched without a regular expression (ffql.ts `likeMatcher`) must agree with the
 * regular expression it replaces on every pattern and value: checked over random short patterns
 * of `%`, `_` and two letters against random short values, both cases.
 */
import { describe, expect, it } from 'vitest';
import { likeMatcher } from './ffql';

/** A small deterministic generator (mulberry32), so a failure names the seed that made it. */
function randomOf(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What `like` means, as a (backtracking) regular expression: fine for short values. */
function likeRegex(pattern: string, ignoreCase: boolean): RegExp {
  const body = [...pattern]
    .map((char) => (char === '%' ? '.*' : char === '_' ? '.' : char))
    .join('');
  return new RegExp(`^${body}$`, ignoreCase ? 'si' : 's');
}

const textOf = (random: () => number, alphabet: string, length: number) =>
  Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');

describe('likeMatcher', () => {
  it('agrees with the regular expression on random patterns and values', () => {
    const random = randomOf(24);
    for (let round = 0; round < 4000; round++) {
      const pattern = textOf(random, 'ab%_A', Math.floor(random() * 7));
      const value = textOf(random, 'abAB', Math.floor(random() * 9));
      for (const ignoreCase of [false, true]) {
        const expected = likeRegex(pattern, ignoreCase).test(value);
        expect([pattern, value, ignoreCase, likeMatcher(pattern, ignoreCase)(value)]).toEqual([
          pattern,
          value,
          ignoreCase,
          expected,
        ]);
      }
    }
  });

  it('reads a long value once per piece of the pattern', () => {
    const value = 'a'.repeat(100_000);
    expect(likeMatcher('%a%a%a%a%a%a%a%a%a%a%a%a%b', false)(value)).toBe(false);
    expect(likeMatcher('%a%a%a%a%a%a%a%a%a%a%a%a%', false)(value)).toBe(true);
  });
});

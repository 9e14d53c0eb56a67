/**
 * Durations as tests write them: `'5m'`, `'1h30m'`, `'2d'`, `'250ms'`, or a number of
 * milliseconds.
 * @module
 */

const UNIT_MS: Record<string, number> = {
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
  w: 604_800_000,
};

/** A duration: milliseconds, or text such as `'5m'`, `'1h30m'`, `'2d'`, `'250ms'`. */
export type Duration = number | string;

const PART = /(\d+(?:\.\d+)?)(ms|s|m|h|d|w)/g;

/**
 * The duration in milliseconds. Throws a `RangeError` naming the text when it is not a sum of
 * `<number><unit>` parts (units `ms`, `s`, `m`, `h`, `d`, `w`) or is negative.
 *
 * @example
 * durationMs('1h30m'); // 5_400_000
 */
export function durationMs(duration: Duration): number {
  if (typeof duration === 'number') {
    if (!Number.isFinite(duration) || duration < 0) {
      throw new RangeError(`importkit/testing: a duration must be 0 ms or more (got ${duration})`);
    }
    return duration;
  }
  const text = duration.replace(/\s+/g, '');
  let total = 0;
  let consumed = 0;
  for (const match of text.matchAll(PART)) {
    if (match.index !== consumed) break;
    total += Number(match[1]) * (UNIT_MS[match[2] as string] as number);
    consumed += match[0].length;
  }
  if (text === '' || consumed !== text.length) {
    throw new RangeError(
      `importkit/testing: "${duration}" is not a duration (write it as 250ms, 30s, 5m, 2h, 1d, 1w or a sum such as 1h30m)`,
    );
  }
  return Math.round(total);
}

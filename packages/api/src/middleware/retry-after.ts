/**
 * Reads a `Retry-After` header (RFC 9110: delay-seconds or an HTTP-date) as milliseconds from
 * now; `undefined` when absent or unreadable. A date in the past means "now" (0).
 *
 * @example
 * ```ts
 * parseRetryAfter('120'); // 120000
 * parseRetryAfter('-1'); // undefined: neither seconds nor an HTTP-date
 * ```
 */
export function parseRetryAfter(
  value: string | null,
  now: number = Date.now(),
): number | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP-date starts with the day name; Date.parse would also take "-1" or "2026".
  if (!/^[A-Za-z]/.test(text)) return undefined;
  const date = Date.parse(text);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

/**
 * A count as messages show it: `21,000` (the same grouping whatever the machine's locale).
 *
 * Whole numbers are grouped here rather than with `toLocaleString('en-US')`, whose first call
 * in a process loads the ICU locale data (a few hundred milliseconds on a busy machine, paid by
 * the first egress of every listener process); other numbers still go through it.
 */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) return count.toLocaleString('en-US');
  const digits = String(Math.abs(count));
  let grouped = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let at = grouped.length; at < digits.length; at += 3) {
    grouped += `,${digits.slice(at, at + 3)}`;
  }
  return count < 0 ? `-${grouped}` : grouped;
}

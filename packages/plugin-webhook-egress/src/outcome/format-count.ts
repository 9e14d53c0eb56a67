/** A count as messages show it: `21,000` (the same grouping whatever the machine's locale). */
export function formatCount(count: number): string {
  return count.toLocaleString('en-US');
}

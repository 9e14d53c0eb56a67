/**
 * Glob matching for topics and filter values. Only `*` is special:
 * - in a topic (`separator` = `:`), `*` matches within one `domain`/`action` part and `**` across
 *   parts; a pattern that is just `*` or `**` matches every topic;
 * - in a filter value (no separator), `*` matches any run of characters.
 */
export type StringMatcher = (value: string) => boolean;

export function isGlob(pattern: string): boolean {
  return pattern.includes('*');
}

/** A matcher of `pattern` (a glob: callers compare plain strings with `===` themselves). */
export function compileGlob(pattern: string, separator?: string): StringMatcher {
  if (pattern === '*' || pattern === '**') return () => true;
  const one = separator ? `[^${escapeRegExp(separator)}]*` : '.*';
  const source = pattern
    .split(/(\*\*|\*)/)
    .map((part) => (part === '**' ? '.*' : part === '*' ? one : escapeRegExp(part)))
    .join('');
  const regexp = new RegExp(`^${source}$`, 's');
  return (value) => regexp.test(value);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Topic globs as the listener has them: `job:*`, `*:created`, `records:*`, `*`. A `*` matches any
 * run of characters; several globs may be given, separated by commas or spaces.
 * @module
 */

function globToRegExp(glob: string): RegExp {
  const escaped = glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`);
}

/** A predicate on topics; an empty pattern matches every topic. */
export function topicMatcher(pattern: string): (topic: string) => boolean {
  const globs = pattern
    .split(/[\s,]+/)
    .map((glob) => glob.trim())
    .filter(Boolean);
  if (globs.length === 0) return () => true;
  const expressions = globs.map(globToRegExp);
  return (topic) => expressions.some((expression) => expression.test(topic));
}

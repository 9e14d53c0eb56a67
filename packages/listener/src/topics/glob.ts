/**
 * Glob matching for topics and filter values. Only `*` is special:
 * - in a topic (`separator` = `:`), `*` matches within one `domain`/`action` part and `**` across
 *   parts; a pattern that is just `*` or `**` matches every topic;
 * - in a filter value (no separator), `*` matches any run of characters.
 *
 * Values come from events, so anyone who can name a workbook chooses them. The matcher therefore
 * never backtracks: it reads the value once, keeping the set of pattern positions reached so far
 * (at most one per pattern character), so its time is linear in the value for a given pattern.
 * A regular expression such as `^.*a.*a.*b$` would instead try every split of a long value.
 */
export type StringMatcher = (value: string) => boolean;

/** A pattern position: a character code to match, or one of the two stars. */
type Token = number;
/** `*` in a topic: any run of characters but the separator. */
const STAR = -1;
/** `**`, or `*` without a separator: any run of characters. */
const GLOBSTAR = -2;

export function isGlob(pattern: string): boolean {
  return pattern.includes('*');
}

/** A matcher of `pattern` (a glob: callers compare plain strings with `===` themselves). */
export function compileGlob(pattern: string, separator?: string): StringMatcher {
  if (pattern === '*' || pattern === '**') return () => true;
  const firstStar = pattern.indexOf('*');
  const lastStar = pattern.lastIndexOf('*');
  // The literal text around the stars is compared directly; only the middle needs the automaton.
  const prefix = pattern.slice(0, firstStar);
  const suffix = pattern.slice(lastStar + 1);
  const middle = tokenize(pattern.slice(firstStar, lastStar + 1), separator !== undefined);
  const separatorCode = separator === undefined ? -3 : separator.charCodeAt(0);
  const fixedLength = prefix.length + suffix.length;
  // Reused between calls: matching never calls out, so two calls cannot interleave.
  let current = new Uint8Array(middle.length + 1);
  let next = new Uint8Array(middle.length + 1);

  return (value) => {
    if (value.length < fixedLength || !value.startsWith(prefix) || !value.endsWith(suffix)) {
      return false;
    }
    const end = value.length - suffix.length;
    current.fill(0);
    current[0] = 1;
    skipStars(middle, current);
    for (let at = prefix.length; at < end; at++) {
      const code = value.charCodeAt(at);
      next.fill(0);
      let alive = false;
      for (let position = 0; position < middle.length; position++) {
        if (current[position] === 0) continue;
        const token = middle[position] as Token;
        if (token === GLOBSTAR || (token === STAR && code !== separatorCode)) {
          next[position] = 1; // the star takes this character and may take more
          alive = true;
        } else if (token === code) {
          next[position + 1] = 1;
          alive = true;
        }
      }
      if (!alive) return false;
      skipStars(middle, next);
      [current, next] = [next, current];
    }
    return current[middle.length] === 1;
  };
}

/** A star may match nothing: whoever reached it has also reached the position after it. */
function skipStars(tokens: readonly Token[], reached: Uint8Array): void {
  for (let position = 0; position < tokens.length; position++) {
    if (reached[position] === 1 && (tokens[position] as Token) < 0) reached[position + 1] = 1;
  }
}

/** The tokens of a pattern; runs of stars fold into one (`**` wins over `*`). */
function tokenize(pattern: string, hasSeparator: boolean): Token[] {
  const tokens: Token[] = [];
  for (let at = 0; at < pattern.length; at++) {
    if (pattern[at] !== '*') {
      tokens.push(pattern.charCodeAt(at));
      continue;
    }
    let run = 1;
    while (pattern[at + 1] === '*') {
      run++;
      at++;
    }
    const star = run > 1 || !hasSeparator ? GLOBSTAR : STAR;
    const previous = tokens.at(-1);
    if (previous === GLOBSTAR) continue;
    if (previous === STAR) tokens[tokens.length - 1] = star;
    else tokens.push(star);
  }
  return tokens;
}

/**
 * FFQL, the hosted service's record query language (`q`), as its public reference gives it:
 * `[field] <operator> <value>` conditions joined by `and` / `or` (`and` binds tighter) and grouped
 * with parentheses; `is error` / `is valid`, alone or after a field, ask for validity. A field is
 * named by its key or its label; a field or value with spaces is quoted (`"…"` or `'…'`). Without
 * a field a condition holds when it holds for some field of the record (`ne` then: when no field
 * equals the value).
 *
 * Operators: `eq` (`eq ""` also matches an empty cell), `ne`, `lt`, `gt`, `lte`, `gte` (numbers
 * when both sides are numbers, otherwise the texts compared, so ISO dates order by time), `like`
 * (case-sensitive; `%` any run of characters, `_` one character), `ilike` (the same, ignoring
 * case) and `contains` (a list cell holding the value).
 * @module
 */
import type { StoredRecord } from './entities';

/** A query FFQL cannot read; `offset` is where in the text (0-based). */
export class FfqlError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

/** How deep parentheses may nest. */
export const MAX_NESTING = 64;

const OPERATORS = new Set(['eq', 'ne', 'lt', 'gt', 'lte', 'gte', 'like', 'ilike', 'contains']);
const STATUSES = new Set(['error', 'valid']);

interface Token {
  text: string;
  quoted: boolean;
  offset: number;
}

/** A compiled query: whether a stored record matches. */
export type RecordPredicate = (record: StoredRecord) => boolean;

function tokenize(query: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < query.length) {
    const char = query[at] as string;
    if (/\s/.test(char)) {
      at++;
    } else if (char === '(' || char === ')') {
      tokens.push({ text: char, quoted: false, offset: at });
      at++;
    } else if (char === '"' || char === "'") {
      const end = query.indexOf(char, at + 1);
      if (end === -1) throw new FfqlError(`The quote opened at ${at} is not closed`, at);
      tokens.push({ text: query.slice(at + 1, end), quoted: true, offset: at });
      at = end + 1;
    } else {
      const start = at;
      while (at < query.length && !/[\s()"']/.test(query[at] as string)) at++;
      tokens.push({ text: query.slice(start, at), quoted: false, offset: start });
    }
  }
  return tokens;
}

const isKeyword = (token: Token | undefined, words: Set<string> | string) =>
  token !== undefined &&
  !token.quoted &&
  (typeof words === 'string' ? token.text === words : words.has(token.text));

function cellOf(record: StoredRecord, key: string) {
  return Object.hasOwn(record.values, key) ? record.values[key] : undefined;
}

const asNumber = (value: unknown) => {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || value.trim() === '') return Number.NaN;
  return Number(value);
};

/** Whether `segment` (`_` any one character) matches `text` at `at`. */
function segmentAt(text: string, at: number, segment: string): boolean {
  for (let index = 0; index < segment.length; index++) {
    const code = segment.charCodeAt(index);
    if (code !== UNDERSCORE && text.charCodeAt(at + index) !== code) return false;
  }
  return true;
}

/** Where `segment` first matches in `text` from `from`, ending by `end`; -1 when nowhere. */
function segmentIndex(text: string, segment: string, from: number, end: number): number {
  if (!segment.includes('_')) {
    const found = text.indexOf(segment, from);
    return found !== -1 && found + segment.length <= end ? found : -1;
  }
  for (let at = from; at + segment.length <= end; at++) {
    if (segmentAt(text, at, segment)) return at;
  }
  return -1;
}

const UNDERSCORE = '_'.charCodeAt(0);

/**
 * `like` without a regular expression: a compiled `%a%a%a%b` backtracks exponentially on a long
 * value, and a query must not stop the server. The pattern is split at `%`; the first piece must
 * start the text, the last end it, and each piece between is matched where it first fits after
 * the one before (the earliest fit never loses a match), so a value is read once per piece.
 */
export function likeMatcher(pattern: string, ignoreCase: boolean): (text: string) => boolean {
  const wanted = ignoreCase ? pattern.toLowerCase() : pattern;
  const pieces = wanted.split('%');
  const first = pieces[0] as string;
  const last = pieces.at(-1) as string;
  const middle = pieces.slice(1, -1).filter((piece) => piece !== '');
  return (value) => {
    const text = ignoreCase ? value.toLowerCase() : value;
    if (pieces.length === 1) return text.length === first.length && segmentAt(text, 0, first);
    const end = text.length - last.length;
    if (end < first.length || !segmentAt(text, 0, first) || !segmentAt(text, end, last)) {
      return false;
    }
    let at = first.length;
    for (const piece of middle) {
      const found = segmentIndex(text, piece, at, end);
      if (found === -1) return false;
      at = found + piece.length;
    }
    return true;
  };
}

/** Whether one cell value satisfies `<operator> <value>`. */
function valueTest(operator: string, wanted: string): (value: unknown) => boolean {
  const text = (value: unknown) =>
    value === null || value === undefined
      ? ''
      : Array.isArray(value)
        ? value.join(',')
        : String(value);
  const compare = (value: unknown) => {
    const left = asNumber(value);
    const right = asNumber(wanted);
    if (!Number.isNaN(left) && !Number.isNaN(right)) return left - right;
    const own = text(value);
    return own < wanted ? -1 : own > wanted ? 1 : 0;
  };
  switch (operator) {
    case 'eq':
    case 'ne':
      return (value) => text(value) === wanted;
    case 'lt':
      return (value) => text(value) !== '' && compare(value) < 0;
    case 'gt':
      return (value) => text(value) !== '' && compare(value) > 0;
    case 'lte':
      return (value) => text(value) !== '' && compare(value) <= 0;
    case 'gte':
      return (value) => text(value) !== '' && compare(value) >= 0;
    case 'like':
    case 'ilike': {
      const matches = likeMatcher(wanted, operator === 'ilike');
      return (value) => value !== null && value !== undefined && matches(text(value));
    }
    default:
      return (value) => Array.isArray(value) && value.some((item) => String(item) === wanted);
  }
}

/**
 * Compiles `query` against a sheet's fields (`key` and optional `label`). Throws an
 * {@link FfqlError} naming what it could not read, or an unknown field.
 */
export function compileFfql(
  query: string,
  fields: readonly { key: string; label?: string }[],
): RecordPredicate {
  const tokens = tokenize(query);
  let at = 0;
  const peek = () => tokens[at];
  const endOffset = query.length;

  function fieldKey(token: Token): string {
    const byKey = fields.find((field) => field.key === token.text);
    const found = byKey ?? fields.find((field) => field.label === token.text);
    if (!found) {
      throw new FfqlError(
        `"${token.text}" is neither a field key nor a label of the sheet`,
        token.offset,
      );
    }
    return found.key;
  }

  function condition(): RecordPredicate {
    const first = peek();
    if (first === undefined) throw new FfqlError('A condition is missing at the end', endOffset);
    let key: string | undefined;
    if (!isKeyword(first, OPERATORS) && !isKeyword(first, 'is')) {
      key = fieldKey(first);
      at++;
    }
    const operator = peek();
    if (isKeyword(operator, 'is')) {
      at++;
      const status = peek();
      if (!isKeyword(status, STATUSES)) {
        throw new FfqlError('"is" is followed by error or valid', status?.offset ?? endOffset);
      }
      at++;
      const wantValid = status?.text === 'valid';
      if (key === undefined) return (record) => record.valid === wantValid;
      const only = key;
      return (record) => (cellOf(record, only)?.valid ?? true) === wantValid;
    }
    if (!isKeyword(operator, OPERATORS)) {
      throw new FfqlError(
        `Expected an operator (${[...OPERATORS].join(', ')} or is) here`,
        operator?.offset ?? endOffset,
      );
    }
    at++;
    const value = peek();
    if (value === undefined || (!value.quoted && (value.text === '(' || value.text === ')'))) {
      throw new FfqlError(`"${operator?.text}" needs a value`, value?.offset ?? endOffset);
    }
    at++;
    const name = operator?.text as string;
    const test = valueTest(name, value.text);
    if (key !== undefined) {
      const only = key;
      return name === 'ne'
        ? (record) => !test(cellOf(record, only)?.value)
        : (record) => test(cellOf(record, only)?.value);
    }
    const some = (record: StoredRecord) =>
      Object.values(record.values).some((cell) => test(cell.value));
    return name === 'ne' ? (record) => !some(record) : some;
  }

  let depth = 0;

  function operand(): RecordPredicate {
    const token = peek();
    if (isKeyword(token, '(')) {
      // Each level is a frame of recursion (here and when the predicate runs): a bound keeps a
      // hostile query a 400, not a stack overflow.
      if (++depth > MAX_NESTING) {
        throw new FfqlError(
          `Parentheses nest more than ${MAX_NESTING} deep`,
          token?.offset ?? endOffset,
        );
      }
      at++;
      const inner = orExpression();
      depth--;
      if (!isKeyword(peek(), ')')) {
        throw new FfqlError('The parenthesis is not closed', token?.offset ?? endOffset);
      }
      at++;
      return inner;
    }
    return condition();
  }

  function andExpression(): RecordPredicate {
    const parts = [operand()];
    while (isKeyword(peek(), 'and')) {
      at++;
      parts.push(operand());
    }
    return parts.length === 1
      ? (parts[0] as RecordPredicate)
      : (record) => parts.every((part) => part(record));
  }

  function orExpression(): RecordPredicate {
    const parts = [andExpression()];
    while (isKeyword(peek(), 'or')) {
      at++;
      parts.push(andExpression());
    }
    return parts.length === 1
      ? (parts[0] as RecordPredicate)
      : (record) => parts.some((part) => part(record));
  }

  if (tokens.length === 0) throw new FfqlError('The query is empty', 0);
  const predicate = orExpression();
  const rest = peek();
  if (rest !== undefined) {
    throw new FfqlError(`Unexpected "${rest.text}" (join conditions with and / or)`, rest.offset);
  }
  return predicate;
}

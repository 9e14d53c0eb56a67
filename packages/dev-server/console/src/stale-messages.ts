/**
 * A message that quotes the value it was about (`"no-at-5" is not an email address`) is stale
 * once the cell holds another value: the user fixed it, and whatever wrote the message (a webhook,
 * a listener) has not looked again. Only a message quoting exactly one value is judged; one that
 * quotes several (`must be one of "a", "b"`) or none says nothing about the value it saw.
 * @module
 */

/** The values a message quotes, between straight or curly double quotes. */
export function quotedValues(message: string): string[] {
  return [...message.matchAll(/"([^"]*)"|“([^”]*)”/g)].map((match) => match[1] ?? match[2] ?? '');
}

/**
 * The value a stale message quoted, or undefined when the message is not stale.
 *
 * @example
 * staleQuote('"no-at-5" is not an email address', 'ada@example.com'); // 'no-at-5'
 * staleQuote('"no-at-5" is not an email address', 'no-at-5'); // undefined
 */
export function staleQuote(message: string, currentText: string): string | undefined {
  const quoted = quotedValues(message);
  if (quoted.length !== 1) return undefined;
  const [value] = quoted as [string];
  return value === currentText ? undefined : value;
}

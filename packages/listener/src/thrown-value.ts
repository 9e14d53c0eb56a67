/**
 * The one way this package turns whatever a handler or plugin threw into something it can report.
 * JavaScript lets anything be thrown, and merely reading what was thrown can throw again: an
 * object with no prototype has no `toString`, a `toString` or a `message` getter may throw, a
 * revoked proxy throws on every access. Every read here is guarded, so describing a failure never
 * becomes a second, unreported failure that leaves a dispatch rejected or a job executing.
 * @module
 */

/** A message for anything thrown: an error's message, a string as is, else a description. Never throws. */
export function messageOf(thrown: unknown): string {
  if (typeof thrown === 'string') return thrown;
  const message = stringProperty(thrown, 'message');
  if (message !== undefined && isObject(thrown)) return message;
  return `non-error thrown: ${describeThrown(thrown)}`;
}

/**
 * An `Error` for anything thrown: the error itself when it is one whose `message` (and `stack`)
 * read as strings, else a new `Error` with `messageOf(thrown)` and the original as `cause`.
 * Never throws.
 */
export function toError(thrown: unknown): Error {
  if (isReadableError(thrown)) return thrown;
  return new Error(messageOf(thrown), { cause: thrown });
}

/** `value[key]` when it is a string; `undefined` when it is not, or when reading it throws. */
export function stringProperty(value: unknown, key: string): string | undefined {
  if (!isObject(value)) return undefined;
  try {
    const property: unknown = (value as Record<string, unknown>)[key];
    return typeof property === 'string' ? property : undefined;
  } catch {
    return undefined;
  }
}

function isReadableError(value: unknown): value is Error {
  try {
    if (!(value instanceof Error)) return false;
  } catch {
    return false; // a revoked proxy throws even on `instanceof`
  }
  if (stringProperty(value, 'message') === undefined) return false;
  try {
    const stack: unknown = value.stack;
    return stack === undefined || typeof stack === 'string';
  } catch {
    return false;
  }
}

function describeThrown(value: unknown): string {
  if (!isObject(value)) {
    // Primitives convert without running user code (a symbol only through String()).
    return typeof value === 'bigint' ? `${String(value)}n` : String(value);
  }
  let prototype: object | null;
  try {
    prototype = Object.getPrototypeOf(value);
  } catch {
    return 'an object that cannot be read (a revoked proxy?)';
  }
  if (prototype === null) return 'an object with no prototype';
  try {
    const text = String(value);
    if (typeof text === 'string') return text;
  } catch (toStringError) {
    const reason = stringProperty(toStringError, 'message') ?? 'no message';
    return `an object whose toString() throws (${reason})`;
  }
  return 'an object';
}

function isObject(value: unknown): value is object {
  return (typeof value === 'object' && value !== null) || typeof value === 'function';
}

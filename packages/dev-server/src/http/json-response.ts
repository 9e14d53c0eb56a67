/**
 * Response bodies as JSON that cannot outgrow a JavaScript string. Each entity is at most a body
 * (64 MiB by default), but a list of them can pass V8's string limit (about 512 MiB), and then
 * `JSON.stringify` throws and the list answers 500 from then on. Such a value is serialized part
 * by part into bytes instead, with the same JSON text as the result.
 * @module
 */

/** Serializations longer than this are split (V8's limit is 2^29 − 24 UTF-16 units). */
const MAX_STRING_CHARS = 2 ** 28;

function stringifyWithin(value: unknown, maxChars: number): string | undefined {
  try {
    const json = JSON.stringify(value) as string | undefined;
    if (json === undefined) return 'null';
    return json.length <= maxChars ? json : undefined;
  } catch (error) {
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}

function pushParts(value: unknown, maxChars: number, parts: Buffer[]): void {
  const whole = stringifyWithin(value, maxChars);
  if (whole !== undefined) {
    parts.push(Buffer.from(whole));
    return;
  }
  if (Array.isArray(value)) {
    parts.push(Buffer.from('['));
    value.forEach((item, index) => {
      if (index > 0) parts.push(Buffer.from(','));
      // As JSON.stringify does: what JSON cannot hold is null inside an array.
      pushParts(item === undefined || typeof item === 'function' ? null : item, maxChars, parts);
    });
    parts.push(Buffer.from(']'));
    return;
  }
  if (typeof value === 'object' && value !== null && !('toJSON' in value)) {
    parts.push(Buffer.from('{'));
    let first = true;
    for (const [key, child] of Object.entries(value)) {
      if (child === undefined || typeof child === 'function') continue;
      parts.push(Buffer.from(`${first ? '' : ','}${JSON.stringify(key)}:`));
      first = false;
      pushParts(child, maxChars, parts);
    }
    parts.push(Buffer.from('}'));
    return;
  }
  // A single string or toJSON value too long for any string: nothing smaller to split it into.
  throw new RangeError('importkit/dev-server: a single value is too large to serialize');
}

/**
 * The JSON of a response body: one string when it fits, else bytes assembled part by part.
 *
 * @example
 * serializeJson({ data: [{ id: 'us_sp_1' }] }); // '{"data":[{"id":"us_sp_1"}]}'
 */
export function serializeJson(value: unknown, maxChars = MAX_STRING_CHARS): string | Buffer {
  const whole = stringifyWithin(value, maxChars);
  if (whole !== undefined) return whole;
  const parts: Buffer[] = [];
  pushParts(value, maxChars, parts);
  return Buffer.concat(parts);
}

/** One entry of an error body `{ "errors": [{ "key"?, "message" }] }`. */
export type ErrorItem = { key?: string; message: string };

const MAX_TEXT_LENGTH = 500;

/**
 * Reads the `errors[]` of an error body, whatever arrived: the documented JSON shape, other JSON,
 * plain text (a proxy's HTML page, say) or nothing at all: then the one `fallback` message, or
 * no item without one. Never throws.
 */
export function errorItemsFromBody(body: unknown, fallback?: string): ErrorItem[] {
  if (isRecord(body) && Array.isArray(body.errors)) {
    const items = body.errors.filter(isRecord).map(toErrorItem);
    if (items.length > 0) return items;
  }
  if (typeof body === 'string' && body.trim() !== '') {
    const text = body.trim();
    return [
      { message: text.length > MAX_TEXT_LENGTH ? `${text.slice(0, MAX_TEXT_LENGTH)}…` : text },
    ];
  }
  return fallback === undefined ? [] : [{ message: fallback }];
}

function toErrorItem(entry: Record<string, unknown>): ErrorItem {
  const message = typeof entry.message === 'string' ? entry.message : JSON.stringify(entry);
  return typeof entry.key === 'string' ? { key: entry.key, message } : { message };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

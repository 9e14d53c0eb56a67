/**
 * The difference of two JSON values as JSON Patch operations (RFC 6902), the form in which a
 * space draft's merge preview says what would change. Objects are compared key by key; arrays
 * and other values are replaced whole when they differ (a field list reordered is one `replace`,
 * which reads better than a run of index moves).
 * @module
 */
import type { Schema } from '../contract/wire-types';

export type JsonPatchOperation = Schema<'JsonPatchOperation'>;

/** A key as one JSON Pointer segment (`~` and `/` escaped). */
export function pointerSegment(key: string): string {
  return key.replaceAll('~', '~0').replaceAll('/', '~1');
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether two JSON values are equal (key order aside). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) if (!sameJson(a[key], b[key])) return false;
    return true;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameJson(item, b[index]));
  }
  return a === b;
}

/**
 * The operations that turn `before` into `after`, under `path` (a JSON Pointer, `''` for the
 * root). An `undefined` member counts as absent.
 *
 * @example
 * jsonDiff({ name: 'A', labels: [] }, { name: 'B' });
 * // [{ op: 'replace', path: '/name', value: 'B' }, { op: 'remove', path: '/labels' }]
 */
export function jsonDiff(before: unknown, after: unknown, path = ''): JsonPatchOperation[] {
  if (sameJson(before, after)) return [];
  if (!isPlainObject(before) || !isPlainObject(after)) {
    return [{ op: 'replace', path, value: after }];
  }
  const operations: JsonPatchOperation[] = [];
  for (const [key, value] of Object.entries(before)) {
    if (value === undefined) continue;
    const at = `${path}/${pointerSegment(key)}`;
    if (after[key] === undefined) operations.push({ op: 'remove', path: at });
    else operations.push(...jsonDiff(value, after[key], at));
  }
  for (const [key, value] of Object.entries(after)) {
    if (value !== undefined && before[key] === undefined) {
      operations.push({ op: 'add', path: `${path}/${pointerSegment(key)}`, value });
    }
  }
  return operations;
}

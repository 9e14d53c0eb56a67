/**
 * The order of a records read sorted by a field (`sortField`, `sortDirection`): by the cell's
 * value — numbers by size, anything else by its text (strings as they are, other values as
 * JSON), numbers before texts — with empty cells (missing, null or "") last in both directions,
 * and records of equal values in insertion order.
 * @module
 */
import type { StoredRecord } from './entities';

/** A cell value reduced to what it sorts by: a number, a text, or undefined (empty). */
export type SortKey = number | string | undefined;

export function sortKeyOf(record: StoredRecord, field: string): SortKey {
  const cell = Object.hasOwn(record.values, field) ? record.values[field] : undefined;
  const value = cell?.value;
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'number') return value;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Compares two keys for `direction`; empties compare last whatever the direction. */
export function compareSortKeys(a: SortKey, b: SortKey, direction: 'asc' | 'desc'): number {
  if (a === undefined || b === undefined) {
    return a === undefined ? (b === undefined ? 0 : 1) : -1;
  }
  let order: number;
  if (typeof a === typeof b) order = a < b ? -1 : a > b ? 1 : 0;
  else order = typeof a === 'number' ? -1 : 1;
  return direction === 'desc' ? -order : order;
}

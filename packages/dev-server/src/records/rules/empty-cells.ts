/**
 * A record carries a cell for every field of its sheet, with or without a value, as the hosted
 * records API answers: code written for it sets `record.values[key].value` on any field. An empty
 * cell is `{ "valid": true, "messages": [] }`.
 * @module
 */
import type { SheetEntity } from '../../store/entities';

/**
 * Returns a function that adds an empty cell, in place, for every field of `sheet` that `values`
 * lacks, and returns `values`.
 *
 * @example
 * const fill = emptyCellFiller(sheet); // fields email, name
 * fill({ email: { value: 'a@x' } }); // { email: { value: 'a@x' }, name: { valid: true, messages: [] } }
 */
export function emptyCellFiller(
  sheet: Pick<SheetEntity, 'config'>,
): <T extends object>(values: T) => T {
  const keys = sheet.config.fields.map((field) => field.key);
  return (values) => {
    const cells = values as Record<string, unknown>;
    for (const key of keys) {
      // Own cells only: a field keyed `constructor` must not find Object's.
      if (!Object.hasOwn(cells, key)) cells[key] = { valid: true, messages: [] };
    }
    return values;
  };
}

/**
 * Enum options in their display order (`config.sortBy`: `label` by default, `value`, or
 * `ordinal`), applied wherever the dev server lists a sheet's fields, `enum` and `enum-list`
 * alike. An answer always carries `config.options` (`[]` when none were given: the description
 * treats undefined options as none, and the hosted client requires the key). The stored
 * configuration keeps the order it was given in.
 * @module
 */
import type { Schema } from '../contract/wire-types';
import type { FieldConfig } from '../store/entities';

type EnumOption = { value?: unknown; label?: string; ordinal?: number };

type EnumConfig = Schema<'EnumPropertyConfig'>;

const textOf = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return textOf(a).localeCompare(textOf(b));
}

const comparators: Record<string, (a: EnumOption, b: EnumOption) => number> = {
  label: (a, b) => (a.label ?? textOf(a.value)).localeCompare(b.label ?? textOf(b.value)),
  value: (a, b) => compareValues(a.value, b.value),
  // Options without an ordinal come last.
  ordinal: (a, b) =>
    (a.ordinal ?? Number.POSITIVE_INFINITY) - (b.ordinal ?? Number.POSITIVE_INFINITY) || 0,
};

/** The fields with each enum's options in its `sortBy` order (a stable sort: equals keep theirs). */
export function fieldsInDisplayOrder(fields: FieldConfig[]): FieldConfig[] {
  return fields.map((field) => {
    if (field.type !== 'enum' && field.type !== 'enum-list') return field;
    const config: Partial<EnumConfig> = field.config ?? {};
    const compare = comparators[config.sortBy ?? 'label'] ?? comparators.label;
    const options = [...(config.options ?? [])].sort(compare);
    return { ...field, config: { ...config, options } as EnumConfig };
  });
}

/**
 * The built-in validation of a sheet's fields: `required` (an empty cell is an error, source
 * `required-constraint`) and enum options (a value that is not an option is an error, source
 * `invalid-option`; undefined `options` are no options; `allowCustom` turns the rule off). The
 * messages these rules add are recomputed on every write, so they go away once the cell is fixed;
 * messages from elsewhere (a listener's) are kept as they are.
 * @module
 */
import type { FieldConfig, SheetEntity, ValidationMessage } from '../store/entities';

/** A cell as the rules see it (a request's cell or a stored one). */
interface RuledCell {
  value?: unknown;
  valid?: boolean;
  messages?: ValidationMessage[];
}

/** Applies a sheet's built-in rules to one record's cells, in place. */
export type BuiltinRules = (values: Record<string, RuledCell>) => void;

const BUILTIN_SOURCES = new Set(['required-constraint', 'invalid-option']);

interface FieldRule {
  key: string;
  required: boolean;
  /** The enum's option values as JSON text (undefined: not an enum, or custom values allowed). */
  options?: Set<string>;
}

function ruleOf(field: FieldConfig): FieldRule | undefined {
  const required = field.constraints?.some((constraint) => constraint.type === 'required') ?? false;
  let options: Set<string> | undefined;
  if (field.type === 'enum' && field.config?.allowCustom !== true) {
    options = new Set((field.config?.options ?? []).map((option) => JSON.stringify(option.value)));
  }
  return required || options ? { key: field.key, required, options } : undefined;
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);

/** The built-in rules of a sheet, or undefined when none of its fields has one. */
export function builtinRules(sheet: SheetEntity): BuiltinRules | undefined {
  const rules = sheet.config.fields.map(ruleOf).filter((rule) => rule !== undefined);
  if (rules.length === 0) return undefined;
  return (values) => {
    for (const rule of rules) {
      const cell = Object.hasOwn(values, rule.key) ? values[rule.key] : undefined;
      const found: ValidationMessage[] = [];
      const value = cell?.value;
      if (rule.required && isEmpty(value)) {
        found.push({
          type: 'error',
          source: 'required-constraint',
          field: rule.key,
          message: `${rule.key} is required`,
        });
      }
      if (rule.options && !isEmpty(value) && !rule.options.has(JSON.stringify(value))) {
        found.push({
          type: 'error',
          source: 'invalid-option',
          field: rule.key,
          message: `${JSON.stringify(value)} is not an option of ${rule.key}`,
        });
      }
      const kept = cell?.messages?.filter((message) => !BUILTIN_SOURCES.has(message.source ?? ''));
      const messages = [...(kept ?? []), ...found];
      if (cell === undefined && found.length === 0) continue;
      const next = cell ?? {};
      if (messages.length > 0) next.messages = messages;
      else delete next.messages;
      next.valid = !messages.some((message) => (message.type ?? 'error') === 'error');
      values[rule.key] = next;
    }
  };
}

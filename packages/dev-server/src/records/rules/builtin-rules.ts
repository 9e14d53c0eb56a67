/**
 * The built-in validation of a sheet's fields, one record at a time: `required` (an empty cell is
 * an error, source `required-constraint`), enum options (a value that is not an option is an
 * error, source `invalid-option`; undefined `options` are no options; `allowCustom` turns the rule
 * off; an `enum-list`, or an enum with `multi` or `isArray`, checks each element of a list and
 * names the wrong ones by `path`) and references (a value the referenced sheet does not hold is an error, source `unlinked`;
 * each missing element of a `reference-list` gets its own, with the element's `path`). The
 * messages these rules add are recomputed on every write, so they go away once the cell is fixed;
 * messages from elsewhere (a listener's) are kept as they are. Unique constraints span records:
 * see `unique-rules.ts`.
 * @module
 */
import type { DevRuntime } from '../../runtime/runtime';
import type { FieldConfig, SheetEntity, ValidationMessage } from '../../store/entities';
import {
  type ReferenceLookup,
  referencedSheet,
  referenceText,
  referenceValues,
} from './reference-values';

/** A cell as the rules see it (a request's cell or a stored one). */
interface RuledCell {
  value?: unknown;
  valid?: boolean;
  messages?: ValidationMessage[];
}

/** Applies a sheet's built-in rules to one record's cells, in place. */
export type BuiltinRules = (values: Record<string, RuledCell>) => void;

const BUILTIN_SOURCES = new Set(['required-constraint', 'invalid-option', 'unlinked']);

/** What a reference field can point at. */
interface ReferenceRule {
  /** The lookup texts of the referenced values (see `referenceValues`). */
  values: ReferenceLookup;
  /** With a filter: this record's field whose value the referenced record's `refField` must hold. */
  recordField?: string;
  list: boolean;
  /** `<key> of sheet "<name>"`, for the message. */
  target: string;
}

interface FieldRule {
  key: string;
  required: boolean;
  /** The enum's option values as JSON text (undefined: not an enum, or custom values allowed). */
  options?: Set<string>;
  /** The options are checked per element of an array value (`enum-list`, `multi`, `isArray`). */
  optionList?: boolean;
  reference?: ReferenceRule;
}

function referenceRuleOf(
  field: FieldConfig,
  sheet: SheetEntity,
  runtime: DevRuntime | undefined,
): ReferenceRule | undefined {
  if ((field.type !== 'reference' && field.type !== 'reference-list') || runtime === undefined) {
    return undefined;
  }
  const { ref, key, filter } = field.config;
  const target = referencedSheet(runtime, sheet, ref);
  return {
    values: target ? referenceValues(runtime, target.id, key, filter?.refField) : new Set<string>(),
    recordField: filter?.recordField,
    list: field.type === 'reference-list',
    target: `${key} of sheet "${target?.name ?? ref}"`,
  };
}

function ruleOf(
  field: FieldConfig,
  sheet: SheetEntity,
  runtime: DevRuntime | undefined,
): FieldRule | undefined {
  const required = field.constraints?.some((constraint) => constraint.type === 'required') ?? false;
  let options: Set<string> | undefined;
  let optionList = false;
  if ((field.type === 'enum' || field.type === 'enum-list') && field.config?.allowCustom !== true) {
    options = new Set((field.config?.options ?? []).map((option) => JSON.stringify(option.value)));
    optionList = field.type === 'enum-list' || field.multi === true || field.isArray === true;
  }
  const reference = referenceRuleOf(field, sheet, runtime);
  return required || options || reference
    ? { key: field.key, required, options, optionList, reference }
    : undefined;
}

/** The `unlinked` messages of a reference cell's value (one per missing element of a list). */
function unlinkedMessages(
  rule: FieldRule,
  reference: ReferenceRule,
  value: unknown,
  values: Record<string, RuledCell>,
): ValidationMessage[] {
  const filterValue =
    reference.recordField === undefined
      ? undefined
      : Object.hasOwn(values, reference.recordField)
        ? (values[reference.recordField]?.value ?? null)
        : null;
  const items = reference.list && Array.isArray(value) ? value : [value];
  const found: ValidationMessage[] = [];
  items.forEach((item, index) => {
    if (isEmpty(item) || reference.values.has(referenceText(item, filterValue))) return;
    found.push({
      type: 'error',
      source: 'unlinked',
      field: rule.key,
      ...(reference.list && Array.isArray(value) && { path: `$[${index}]` }),
      message: `${JSON.stringify(item)} was not found in ${reference.target}`,
    });
  });
  return found;
}

/** The `invalid-option` messages of an enum cell (one per wrong element of a list, with its path). */
function invalidOptions(
  rule: FieldRule,
  options: Set<string>,
  value: unknown,
): ValidationMessage[] {
  const list = rule.optionList === true && Array.isArray(value);
  const items = list ? (value as unknown[]) : [value];
  const found: ValidationMessage[] = [];
  items.forEach((item, index) => {
    if (isEmpty(item) || options.has(JSON.stringify(item))) return;
    found.push({
      type: 'error',
      source: 'invalid-option',
      field: rule.key,
      ...(list && { path: `$[${index}]` }),
      message: `${JSON.stringify(item)} is not an option of ${rule.key}`,
    });
  });
  return found;
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);

/**
 * The built-in rules of a sheet, or undefined when none of its fields has one. Without `runtime`
 * reference fields are not checked (their referenced sheet cannot be read).
 */
export function builtinRules(sheet: SheetEntity, runtime?: DevRuntime): BuiltinRules | undefined {
  const rules = sheet.config.fields
    .map((field) => ruleOf(field, sheet, runtime))
    .filter((rule) => rule !== undefined);
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
      if (rule.options && !isEmpty(value)) found.push(...invalidOptions(rule, rule.options, value));
      if (rule.reference && !isEmpty(value)) {
        found.push(...unlinkedMessages(rule, rule.reference, value, values));
      }
      const kept = cell?.messages?.filter((message) => !BUILTIN_SOURCES.has(message.source ?? ''));
      const messages = [...(kept ?? []), ...found];
      if (cell === undefined && found.length === 0) continue;
      const next = cell ?? {};
      next.messages = messages;
      next.valid = !messages.some((message) => (message.type ?? 'error') === 'error');
      values[rule.key] = next;
    }
  };
}

/**
 * The unique constraints of a sheet as rules, and the index of their values: for each rule, the
 * ids of the records holding each value (or combination of values). A write looks up and moves
 * only the values it changes, so a sheet of a million records is never rescanned per write.
 * @module
 */
import { badRequest } from '../../http/http-error';
import type {
  SheetConfig,
  SheetEntity,
  StoredRecord,
  ValidationMessage,
} from '../../store/entities';

type Level = NonNullable<ValidationMessage['type']>;

interface UniqueConfig {
  caseSensitive?: boolean;
  ignoreEmpty?: boolean;
  message?: string;
  level?: Level;
}

/** One unique constraint: a field's (one key) or the sheet's (several keys). */
export interface UniqueRule {
  /** The cells that get the message when a record's key is shared. */
  fields: string[];
  /** Fields that must not be empty for the record to be compared (sheet-level). */
  requiredFields: string[];
  composite: boolean;
  /** `concat` compares the values' texts joined; otherwise the values one by one. */
  concat: boolean;
  caseSensitive: boolean;
  ignoreEmpty: boolean;
  level: Level;
  /** The message text (undefined: the default one, which names the value). */
  message?: string;
  /** The constraint's name (sheet-level). */
  name?: string;
}

export const UNIQUE_SOURCE = 'unique-constraint';

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);

function cellValueOf(record: StoredRecord, key: string): unknown {
  const cell = Object.hasOwn(record.values, key) ? record.values[key] : undefined;
  return cell?.value;
}

/** The unique rules of a sheet, from its fields' constraints and its own. */
export function uniqueRulesOf(sheet: SheetEntity): UniqueRule[] {
  const rules: UniqueRule[] = [];
  for (const field of sheet.config.fields) {
    for (const constraint of field.constraints ?? []) {
      if (constraint.type !== 'unique') continue;
      const config = (constraint.config ?? {}) as UniqueConfig;
      rules.push({
        fields: [field.key],
        requiredFields: [],
        composite: false,
        concat: false,
        caseSensitive: config.caseSensitive ?? constraint.caseSensitive ?? true,
        ignoreEmpty: config.ignoreEmpty ?? constraint.ignoreEmpty ?? true,
        level: config.level ?? 'error',
        message: config.message,
      });
    }
  }
  for (const constraint of sheet.config.constraints ?? []) {
    if (constraint.type !== 'unique') continue;
    const config = (constraint.config ?? {}) as UniqueConfig;
    rules.push({
      fields: constraint.fields,
      requiredFields: constraint.requiredFields ?? [],
      composite: true,
      concat: constraint.strategy === 'concat',
      caseSensitive: true,
      ignoreEmpty: true,
      level: config.level ?? 'error',
      message: config.message,
      name: constraint.name,
    });
  }
  return rules;
}

const textOf = (value: unknown) =>
  Array.isArray(value) ? value.map((item) => String(item)).join(',') : String(value ?? '');

/** The value a record is compared by under a rule; undefined when the rule leaves it out. */
export function uniqueKey(rule: UniqueRule, record: StoredRecord): string | undefined {
  if (!rule.composite) {
    const value = cellValueOf(record, rule.fields[0] as string);
    if (rule.ignoreEmpty && isEmpty(value)) return undefined;
    const text = JSON.stringify(value ?? null);
    return rule.caseSensitive ? text : text.toLowerCase();
  }
  for (const key of rule.requiredFields) if (isEmpty(cellValueOf(record, key))) return undefined;
  const values = rule.fields.map((key) => cellValueOf(record, key) ?? null);
  if (values.every(isEmpty)) return undefined;
  return rule.concat ? values.map(textOf).join('') : JSON.stringify(values);
}

/** The message a record's cell gets when its key is shared. */
export function uniqueMessage(
  rule: UniqueRule,
  record: StoredRecord,
  field: string,
): ValidationMessage {
  let message = rule.message;
  if (message === undefined) {
    message = rule.composite
      ? `The combination of ${rule.fields.join(', ')} must be unique (constraint "${rule.name}")`
      : `${JSON.stringify(cellValueOf(record, field) ?? null)} is not unique in ${field}`;
  }
  return { type: rule.level, source: UNIQUE_SOURCE, field, message };
}

/** The ids holding each key of one rule: one id alone, a set once shared. */
export class KeyGroups {
  private readonly groups = new Map<string, string | Set<string>>();

  add(key: string, id: string): void {
    const group = this.groups.get(key);
    if (group === undefined) this.groups.set(key, id);
    else if (typeof group === 'string') this.groups.set(key, new Set([group, id]));
    else group.add(id);
  }

  remove(key: string, id: string): void {
    const group = this.groups.get(key);
    if (group === undefined) return;
    if (typeof group === 'string') {
      if (group === id) this.groups.delete(key);
      return;
    }
    group.delete(id);
    if (group.size === 1) this.groups.set(key, group.values().next().value as string);
  }

  /** How many records hold the key. */
  size(key: string): number {
    const group = this.groups.get(key);
    return group === undefined ? 0 : typeof group === 'string' ? 1 : group.size;
  }

  members(key: string): Iterable<string> {
    const group = this.groups.get(key);
    return group === undefined ? [] : typeof group === 'string' ? [group] : group;
  }

  /** The ids of every shared key. */
  *sharedMembers(): Iterable<string> {
    for (const group of this.groups.values()) if (typeof group !== 'string') yield* group;
  }
}

/**
 * Rejects sheet-level constraints that name a field the sheet does not have. `at` is the
 * caller-facing path of the sheet's configuration (`body.sheets[0]`).
 */
export function checkSheetConstraints(config: SheetConfig, at: string): void {
  const keys = new Set(config.fields.map((field) => field.key));
  config.constraints?.forEach((constraint, index) => {
    const label = constraint.type === 'unique' ? constraint.name : constraint.validator;
    const named: [string, string[] | undefined][] = [
      ['fields', constraint.fields],
      ['requiredFields', constraint.type === 'unique' ? constraint.requiredFields : undefined],
    ];
    for (const [list, fields] of named) {
      fields?.forEach((key, position) => {
        if (keys.has(key)) return;
        throw badRequest(
          `Constraint "${label}" of sheet "${config.name}" names "${key}", which is not a field of the sheet`,
          `${at}.constraints[${index}].${list}[${position}]`,
        );
      });
    }
  });
}

/**
 * The rule types of a mapping program, each with the settings its `config` takes, and what a rule
 * writes into a destination record. A rule is checked against the program's sides before it is
 * stored, so a transform never meets a rule it cannot apply.
 * @module
 */

import { appendPathSegment } from '../contract/validation-issue';
import { badRequest } from '../http/http-error';

/** A rule as a request carries it (the hosted `MappingRuleConfig`). */
export interface RuleInput {
  name: string;
  type: string;
  config?: Record<string, unknown>;
  [other: string]: unknown;
}

/** What kind of value a setting of a rule's config takes. */
type SettingKind =
  | 'sourceField'
  | 'sourceFields'
  | 'destinationField'
  | 'value'
  | 'text'
  | 'valueMap';

interface Setting {
  kind: SettingKind;
  optional?: boolean;
}

/** The rule types, by name, with their config settings. */
const RULE_TYPES: Record<string, Record<string, Setting>> = {
  assign: { sourceField: { kind: 'sourceField' }, destinationField: { kind: 'destinationField' } },
  ignore: { sourceField: { kind: 'sourceField' } },
  constant: { destinationField: { kind: 'destinationField' }, value: { kind: 'value' } },
  concatenate: {
    sourceFields: { kind: 'sourceFields' },
    destinationField: { kind: 'destinationField' },
    separator: { kind: 'text', optional: true },
  },
  'map-enum': {
    sourceField: { kind: 'sourceField' },
    destinationField: { kind: 'destinationField' },
    values: { kind: 'valueMap' },
  },
};

/** The names of the rule types, for messages and docs. */
export const RULE_TYPE_NAMES = Object.keys(RULE_TYPES);

/** The field keys of a program's two sides. */
export interface ProgramSides {
  sourceKeys: ReadonlySet<string>;
  destinationKeys: ReadonlySet<string>;
}

const isCellValue = (value: unknown) =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

function checkSetting(
  setting: Setting,
  value: unknown,
  sides: ProgramSides,
  at: string,
  type: string,
): void {
  const field = (keys: ReadonlySet<string>, side: string, key: unknown, where: string) => {
    if (typeof key !== 'string' || key === '') {
      throw badRequest(`${where} must be the key of a ${side} field (a string)`, where);
    }
    if (!keys.has(key)) {
      const known = [...keys].join(', ') || 'none';
      throw badRequest(
        `${where} "${key}" is not a ${side} field of the program (${side} fields: ${known})`,
        where,
      );
    }
  };
  switch (setting.kind) {
    case 'sourceField':
      field(sides.sourceKeys, 'source', value, at);
      return;
    case 'destinationField':
      field(sides.destinationKeys, 'destination', value, at);
      return;
    case 'sourceFields':
      if (!Array.isArray(value) || value.length === 0) {
        throw badRequest(`${at} must be a non-empty array of source field keys`, at);
      }
      value.forEach((key, index) => {
        field(sides.sourceKeys, 'source', key, `${at}[${index}]`);
      });
      return;
    case 'value':
      if (!isCellValue(value)) {
        throw badRequest(`${at} of a ${type} rule must be a string, number, boolean or null`, at);
      }
      return;
    case 'text':
      if (typeof value !== 'string') throw badRequest(`${at} must be a string`, at);
      return;
    case 'valueMap':
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        throw badRequest(`${at} must be an object of source value → destination value`, at);
      }
      for (const [from, to] of Object.entries(value)) {
        if (!isCellValue(to)) {
          const where = appendPathSegment(at, from);
          throw badRequest(`${where} must be a string, number, boolean or null`, where);
        }
      }
  }
}

/**
 * Checks one rule: a known type, a config with exactly its type's settings, field keys of the
 * program's sides. `at` is where the rule is in the request (`body.rules[2]`).
 *
 * @example
 * checkRule({ name: 'email', type: 'assign', config: { sourceField: 'Email', destinationField: 'email' } }, sides, 'body[0]');
 */
export function checkRule(rule: RuleInput, sides: ProgramSides, at: string): void {
  const settings = Object.hasOwn(RULE_TYPES, rule.type) ? RULE_TYPES[rule.type] : undefined;
  if (!settings) {
    throw badRequest(
      `${at}.type "${rule.type}" is not a mapping rule type (types: ${RULE_TYPE_NAMES.join(', ')})`,
      `${at}.type`,
    );
  }
  const config = rule.config ?? {};
  for (const key of Object.keys(config)) {
    if (Object.hasOwn(settings, key)) continue;
    const where = appendPathSegment(`${at}.config`, key);
    throw badRequest(
      `${where} is not a setting of a ${rule.type} rule (its settings: ${Object.keys(settings).join(', ')})`,
      where,
    );
  }
  for (const [key, setting] of Object.entries(settings)) {
    const where = `${at}.config.${key}`;
    if (config[key] === undefined) {
      if (setting.optional) continue;
      throw badRequest(`${where} is required by a ${rule.type} rule`, where);
    }
    checkSetting(setting, config[key], sides, where, rule.type);
  }
}

/** The destination field a rule writes, if it writes one. */
export function destinationOf(rule: RuleInput): string | undefined {
  const key = rule.config?.destinationField;
  return typeof key === 'string' ? key : undefined;
}

/**
 * Checks a program's whole rule list: each rule, and every destination field written by one
 * rule at most. `pathOf(index)` names a rule in the request.
 */
export function checkRules(
  rules: RuleInput[],
  sides: ProgramSides,
  pathOf: (index: number) => string,
): void {
  const writers = new Map<string, number>();
  rules.forEach((rule, index) => {
    checkRule(rule, sides, pathOf(index));
    const destination = destinationOf(rule);
    if (destination === undefined) return;
    const earlier = writers.get(destination);
    if (earlier !== undefined) {
      const where = `${pathOf(index)}.config.destinationField`;
      throw badRequest(
        `${where} "${destination}" is already written by ${pathOf(earlier)} (a destination field takes one rule)`,
        where,
      );
    }
    writers.set(destination, index);
  });
}

/** A source record's cells, as the records store holds them. */
type SourceCells = Record<string, { value?: unknown } | undefined>;

/** What a program writes into one destination record: a value (or null) per destination field. */
export type MappedValues = Record<string, unknown>;

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Compiles checked rules into one function from a source record's cells to the destination
 * values. Every destination field a rule writes gets a key (`null` when the rule has nothing to
 * write), so an update in place also empties what the source no longer has.
 */
export function compileRules(rules: RuleInput[]): (cells: SourceCells) => MappedValues {
  const steps = rules.flatMap((rule): ((cells: SourceCells, out: MappedValues) => void)[] => {
    const config = rule.config ?? {};
    const destination = config.destinationField as string;
    const cellValue = (cells: SourceCells, key: string) =>
      Object.hasOwn(cells, key) ? cells[key]?.value : undefined;
    switch (rule.type) {
      case 'assign': {
        const source = config.sourceField as string;
        return [
          (cells, out) => {
            const value = cellValue(cells, source);
            out[destination] = isEmpty(value) ? null : value;
          },
        ];
      }
      case 'constant':
        return [
          (_cells, out) => {
            out[destination] = config.value ?? null;
          },
        ];
      case 'concatenate': {
        const sources = config.sourceFields as string[];
        const separator = typeof config.separator === 'string' ? config.separator : ' ';
        return [
          (cells, out) => {
            const parts = sources.map((key) => cellValue(cells, key)).filter((v) => !isEmpty(v));
            out[destination] = parts.length > 0 ? parts.map(String).join(separator) : null;
          },
        ];
      }
      case 'map-enum': {
        const source = config.sourceField as string;
        const values = config.values as Record<string, unknown>;
        return [
          (cells, out) => {
            const value = cellValue(cells, source);
            if (isEmpty(value)) {
              out[destination] = null;
              return;
            }
            const text = String(value);
            out[destination] = Object.hasOwn(values, text) ? (values[text] ?? null) : value;
          },
        ];
      }
      default:
        // `ignore` writes nothing: it only records that a source field is left out on purpose.
        return [];
    }
  });
  return (cells) => {
    const out: MappedValues = {};
    for (const step of steps) step(cells, out);
    return out;
  };
}

import type { z } from 'zod';

/** True only when the schema the predicate was made from surely accepts `value`. */
export type SchemaPredicate = (value: unknown) => boolean;

/**
 * Turns a zod schema of the event catalog into a plain predicate over a parsed JSON value, for
 * the path every well-formed event takes: a few `typeof` checks and no allocation, where
 * `safeParse` builds a result, an issue list and a copy of each object. It only ever answers
 * "surely valid": `false` means "ask zod", which decides and words what is wrong. Returns
 * `undefined` for a schema using anything it does not know (a string with checks, a union, …),
 * which is then always left to zod: an unknown construct can make the predicate slower to
 * build, never more lenient than the schema.
 *
 * Understood: `looseObject` (and `object`, whose unknown keys zod strips, not refuses), `string`
 * without checks, `number` (finite; `.int()`), `boolean`, `enum`, `array`, `unknown`, `optional`.
 *
 * @example
 * ```ts
 * const isValid = schemaPredicate(schema) ?? (() => false);
 * if (!isValid(value)) return schema.safeParse(value); // zod words the failure
 * ```
 */
export function schemaPredicate(schema: z.ZodType): SchemaPredicate | undefined {
  return compile(schema, false);
}

type Def = {
  type: string;
  checks?: readonly { _zod: { def: { check?: string; format?: string } } }[];
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  entries?: Record<string, unknown>;
  element?: z.ZodType;
  innerType?: z.ZodType;
};

function compile(schema: z.ZodType, optional: boolean): SchemaPredicate | undefined {
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  const checks = def.checks ?? [];
  let predicate: SchemaPredicate | undefined;
  switch (def.type) {
    case 'unknown':
      return isAnything;
    case 'optional': {
      if (!def.innerType) return undefined;
      return compile(def.innerType, true);
    }
    case 'string':
      predicate = checks.length === 0 ? isString : undefined;
      break;
    case 'boolean':
      predicate = checks.length === 0 ? isBoolean : undefined;
      break;
    case 'number':
      predicate = numberPredicate(checks);
      break;
    case 'enum': {
      const values = new Set(Object.values(def.entries ?? {}));
      predicate = checks.length === 0 ? (value) => values.has(value) : undefined;
      break;
    }
    case 'array':
      predicate = checks.length === 0 && def.element ? arrayPredicate(def.element) : undefined;
      break;
    case 'object':
      predicate = checks.length === 0 ? objectPredicate(def) : undefined;
      break;
  }
  if (!predicate || !optional) return predicate;
  const required = predicate;
  return (value) => value === undefined || required(value);
}

const isAnything: SchemaPredicate = () => true;
const isString: SchemaPredicate = (value) => typeof value === 'string';
const isBoolean: SchemaPredicate = (value) => typeof value === 'boolean';
const isFiniteNumber: SchemaPredicate = (value) =>
  typeof value === 'number' && Number.isFinite(value);
const isSafeInteger: SchemaPredicate = (value) => Number.isSafeInteger(value);

function numberPredicate(checks: NonNullable<Def['checks']>): SchemaPredicate | undefined {
  if (checks.length === 0) return isFiniteNumber;
  const [only] = checks;
  const format = only?._zod.def;
  if (checks.length === 1 && format?.check === 'number_format' && format.format === 'safeint') {
    return isSafeInteger;
  }
  return undefined;
}

function arrayPredicate(element: z.ZodType): SchemaPredicate | undefined {
  const item = compile(element, false);
  if (!item) return undefined;
  if (item === isAnything) return Array.isArray;
  return (value) => {
    if (!Array.isArray(value)) return false;
    for (let index = 0; index < value.length; index++) if (!item(value[index])) return false;
    return true;
  };
}

function objectPredicate(def: Def): SchemaPredicate | undefined {
  // A catch-all other than `unknown` (a strict object's `never`, a typed record) checks the
  // unknown keys too: left to zod.
  const catchall = def.catchall ? compile(def.catchall, false) : isAnything;
  if (catchall !== isAnything) return undefined;
  const keys: string[] = [];
  const checks: SchemaPredicate[] = [];
  for (const [key, field] of Object.entries(def.shape ?? {})) {
    const check = compile(field, false);
    if (!check) return undefined;
    if (check === isAnything) continue;
    keys.push(key);
    checks.push(check);
  }
  const count = keys.length;
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    const record = value as Record<string, unknown>;
    for (let index = 0; index < count; index++) {
      if (!(checks[index] as SchemaPredicate)(record[keys[index] as string])) return false;
    }
    return true;
  };
}

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { eventSchemas, eventTopics } from '../generated/event-catalog';
import { schemaPredicate } from './schema-predicate';

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  entries?: Record<string, unknown>;
  element?: z.ZodType;
  innerType?: z.ZodType;
};

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** A value the schema accepts, with every optional key present. */
function sampleOf(schema: z.ZodType): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return 'text';
    case 'number':
      return 3;
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'array':
      return def.element ? [sampleOf(def.element), sampleOf(def.element)] : [];
    case 'optional':
      return def.innerType ? sampleOf(def.innerType) : undefined;
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape ?? {}).map(([key, field]) => [key, sampleOf(field)]),
      );
    default:
      return { any: 'thing' };
  }
}

/** Every place in `value` (objects and arrays, the root included), as a path of keys. */
function pathsOf(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  const paths = [path];
  if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      paths.push(...pathsOf(inner, [...path, Array.isArray(value) ? Number(key) : key]));
    }
  }
  return paths;
}

const DELETE = Symbol('delete');
/** Wrong values of every JSON type, and a few a caller's own object may hold. */
const replacements: unknown[] = [
  DELETE,
  undefined,
  null,
  0,
  1.5,
  -1,
  2 ** 60,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  '',
  'text',
  'ready',
  true,
  [],
  ['text'],
  {},
  { status: 'x' },
  new Date(0),
];

/** `value` with the thing at `path` replaced (or deleted); the root path replaces the whole. */
function replaced(value: unknown, path: (string | number)[], by: unknown): unknown {
  if (path.length === 0) return by === DELETE ? undefined : by;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path.at(-1) as string | number;
  if (by === DELETE) delete parent[last];
  else parent[last] = by;
  return copy;
}

const catalogSchemas = eventTopics.flatMap((topic) => [
  [`${topic} payload`, eventSchemas[topic].payload] as const,
  [`${topic} context`, eventSchemas[topic].context] as const,
]);

describe('schemaPredicate', () => {
  it.each(catalogSchemas)('covers the %s schema and accepts a valid value', (_, schema) => {
    const predicate = schemaPredicate(schema);
    const sample = sampleOf(schema);

    expect(schema.safeParse(sample).success).toBe(true);
    expect(predicate).toBeTypeOf('function');
    expect(predicate?.(sample)).toBe(true);
  });

  // The predicate may say "not sure" of a valid value (zod then decides), never "valid" of one
  // zod refuses: that event would reach handlers unchecked.
  it.each(catalogSchemas)('accepts nothing the %s schema refuses', (_, schema) => {
    const predicate = schemaPredicate(schema);
    const sample = sampleOf(schema);
    const accepted: string[] = [];
    for (const path of pathsOf(sample)) {
      for (const by of replacements) {
        const value = replaced(sample, path, by);
        if (predicate?.(value) && !schema.safeParse(value).success) {
          accepted.push(`${path.join('.') || '(root)'} = ${String(by)}`);
        }
      }
    }

    expect(accepted).toEqual([]);
  });

  it('leaves to zod what it does not know', () => {
    expect(schemaPredicate(z.looseObject({ id: z.string().min(1) }))).toBeUndefined();
    expect(schemaPredicate(z.union([z.string(), z.number()]))).toBeUndefined();
    expect(schemaPredicate(z.strictObject({ id: z.string() }))).toBeUndefined();
    expect(schemaPredicate(z.number().min(0))).toBeUndefined();
    expect(schemaPredicate(z.looseObject({ list: z.array(z.string()).max(3) }))).toBeUndefined();
  });

  it('tells integers, finite numbers, enums and optional keys apart as zod does', () => {
    const predicate = schemaPredicate(
      z.looseObject({
        count: z.number().int(),
        ratio: z.number().optional(),
        status: z.enum(['ready', 'failed']),
      }),
    );

    expect(predicate?.({ count: 2, status: 'ready' })).toBe(true);
    expect(predicate?.({ count: 2, ratio: 0.5, status: 'failed', extra: [1] })).toBe(true);
    expect(predicate?.({ count: 2.5, status: 'ready' })).toBe(false);
    expect(predicate?.({ count: 2, ratio: Number.POSITIVE_INFINITY, status: 'ready' })).toBe(false);
    expect(predicate?.({ count: 2, status: 'done' })).toBe(false);
    expect(predicate?.({ status: 'ready' })).toBe(false);
    expect(predicate?.([2])).toBe(false);
  });
});

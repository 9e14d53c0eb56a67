/**
 * Checks a success body with the published client's own serializer for that operation, with the
 * validation it skips by default turned on: strict on enum values and union members, tolerant of
 * keys it does not know (the hosted service adds fields over time; so may we).
 * @module
 */
import * as serialization from '@flatfile/api/serialization/index.js';

interface ValidationIssue {
  path: string[];
  message: string;
}

interface SerializerSchema {
  parse(
    raw: unknown,
    options: Record<string, unknown>,
  ): { ok: true } | { ok: false; errors: ValidationIssue[] };
}

const STRICT = {
  unrecognizedObjectKeys: 'passthrough',
  allowUnrecognizedEnumValues: false,
  allowUnrecognizedUnionMembers: false,
  skipValidation: false,
} as const;

/** The serializer at a dotted name (`SpaceResponse`, `flags.get.Response`). */
export function serializerNamed(name: string): SerializerSchema {
  let node: unknown = serialization;
  for (const part of name.split('.')) {
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[part]
        : undefined;
  }
  if (
    typeof node !== 'object' ||
    node === null ||
    typeof (node as SerializerSchema).parse !== 'function'
  ) {
    throw new Error(`parity: @flatfile/api has no serializer ${name}`);
  }
  return node as SerializerSchema;
}

/**
 * The first way the body breaks the schema (`data.status: "completed" …`), or undefined when it
 * fits.
 */
export function responseDivergence(serializer: string, body: unknown): string | undefined {
  const result = serializerNamed(serializer).parse(body, STRICT);
  if (result.ok) return undefined;
  const [first] = result.errors;
  if (!first) return 'rejected without a reason';
  // Breadcrumbs come as `['data', '[0]', 'status']`; written the way a reader names the key.
  const path = first.path.map((part, index) =>
    index > 0 && !part.startsWith('[') ? `.${part}` : part,
  );
  const where = path.length > 0 ? `${path.join('')}: ` : 'the body: ';
  return `${where}${first.message}`;
}

/**
 * Renders every file of `src/generated/` from `openapi/openapi.yaml`, in memory, so that the
 * generate script can write them and a test can prove the committed copies are not stale.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';

export const contractPath = fileURLToPath(new URL('../openapi/openapi.yaml', import.meta.url));
export const generatedDir = fileURLToPath(new URL('../src/generated/', import.meta.url));

const banner =
  '// Generated from openapi/openapi.yaml by `npm run generate`. Do not edit by hand.\n';

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  allOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  discriminator?: { mapping?: Record<string, string> };
};

type Document = { components: { schemas: Record<string, JsonSchema> } };

export async function renderGeneratedFiles(): Promise<Record<string, string>> {
  const source = await readFile(contractPath, 'utf8');
  const document = parse(source) as Document;
  const ast = await openapiTS(source);
  return {
    'openapi.ts': banner + astToString(ast),
    'event-catalog.ts': renderEventCatalog(document),
    'contract-document.ts': `${banner}/** The OpenAPI document, as parsed from openapi/openapi.yaml. */\nexport const openapiDocument: Record<string, unknown> = ${JSON.stringify(document, null, 2)};\n`,
  };
}

/** The topic list and one zod schema per topic, for runtime checks of incoming envelopes. */
function renderEventCatalog(document: Document): string {
  const schemas = document.components.schemas;
  const mapping = schemas.Event?.discriminator?.mapping ?? {};
  const topics = Object.keys(mapping);
  const lines: string[] = [
    banner,
    "import { z } from 'zod';",
    "import type { components } from './openapi.js';",
    '',
    '/** Every topic of the event catalog, in the order of the service description. */',
    `export const eventTopics = ${JSON.stringify(topics)} as const;`,
    '',
    'export type EventTopic = (typeof eventTopics)[number];',
    '',
    '/** Any event of the catalog; narrow it with `topic`. */',
    "export type ImportkitEvent = components['schemas']['Event'];",
    '',
    '/** The event of one topic (or of a union of topics). */',
    'export type EventOf<T extends EventTopic> = Extract<ImportkitEvent, { topic: T }>;',
    '',
    '/** Payload and context checks for each topic (unknown keys are kept). */',
    'export const eventSchemas = {',
  ];
  for (const topic of topics) {
    const variant = resolve(schemas, mapping[topic] as string);
    const own = variant.allOf?.find((part) => !part.$ref)?.properties ?? {};
    const payload = toZod(schemas, own.payload ?? {});
    const context = toZod(schemas, own.context ?? {});
    lines.push(`  '${topic}': { payload: ${payload}, context: ${context} },`);
  }
  lines.push(
    '} as const satisfies Record<EventTopic, { payload: z.ZodType; context: z.ZodType }>;',
    '',
  );
  return lines.join('\n');
}

function resolve(schemas: Record<string, JsonSchema>, ref: string): JsonSchema {
  const name = ref.replace('#/components/schemas/', '');
  const schema = schemas[name];
  if (!schema) throw new Error(`openapi.yaml: unresolved reference ${ref}`);
  return schema;
}

/** Collapses `allOf` of objects into one object schema, so that zod sees one shape. */
function flatten(schemas: Record<string, JsonSchema>, schema: JsonSchema): JsonSchema {
  const target = schema.$ref ? resolve(schemas, schema.$ref) : schema;
  if (!target.allOf) return target;
  const merged: JsonSchema = { type: 'object', properties: {}, required: [] };
  for (const part of target.allOf.map((p) => flatten(schemas, p))) {
    Object.assign(merged.properties as object, part.properties);
    merged.required = [...(merged.required ?? []), ...(part.required ?? [])];
  }
  return merged;
}

function toZod(schemas: Record<string, JsonSchema>, input: JsonSchema): string {
  const schema = flatten(schemas, input);
  // An enum is checked as its type only: a value the hosted service adds later must not make a
  // whole event invalid (the generated TS types still list the known values).
  if (schema.enum)
    return schema.enum.every((value) => typeof value === 'string') ? 'z.string()' : 'z.unknown()';
  const union = schema.oneOf ?? schema.anyOf;
  if (union) {
    const members = [...new Set(union.map((s) => toZod(schemas, s)))];
    return members.length === 1 ? (members[0] as string) : `z.union([${members.join(', ')}])`;
  }
  switch (schema.type) {
    case 'string':
      return 'z.string()';
    case 'number':
      return 'z.number()';
    case 'integer':
      return 'z.number().int()';
    case 'boolean':
      return 'z.boolean()';
    case 'null':
      return 'z.null()';
    case 'array':
      return `z.array(${schema.items ? toZod(schemas, schema.items) : 'z.unknown()'})`;
    case 'object': {
      const required = new Set(schema.required ?? []);
      const fields = Object.entries(schema.properties ?? {}).map(([key, value]) => {
        const field = toZod(schemas, value);
        return `${JSON.stringify(key)}: ${required.has(key) ? field : `${field}.optional()`}`;
      });
      return `z.looseObject({ ${fields.join(', ')} })`;
    }
    default:
      return 'z.unknown()';
  }
}

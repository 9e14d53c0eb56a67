/**
 * Compiles the contract's request schemas (path parameters, query, JSON body) with ajv
 * (OpenAPI 3.1 = JSON Schema 2020-12). Each schema is compiled when first used, once per document,
 * and shared by every server of the process, so starting a server stays cheap.
 * @module
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { isPlainRecordBatch, isRecordBatchSchema } from './fast-record-check';
import type { ContractOperation, JsonSchema } from './operations';
import { appendPathSegment, toValidationIssue, type ValidationIssue } from './validation-issue';

/** Validates the parts of one request; each returns the first issue, or undefined. */
export interface OperationValidator {
  /** Checks (and coerces, and fills defaults into) the parsed path parameters. */
  params(params: Record<string, unknown>): ValidationIssue | undefined;
  /** Checks (and coerces, and fills defaults into) the parsed query string. */
  query(query: Record<string, unknown>): ValidationIssue | undefined;
  /** Checks the parsed JSON body (`undefined` when there was none). */
  body(body: unknown): ValidationIssue | undefined;
}

const CONTRACT_ID = 'importkit-contract';

/** Points `#/components/schemas/X` at the `$defs` of the registered contract schema. */
export function contractSchema(schema: JsonSchema): JsonSchema {
  return rewriteRefs(schema) as JsonSchema;
}

function contractRef(ref: string): string {
  return ref.startsWith('#/components/schemas/')
    ? `${CONTRACT_ID}#/$defs/${ref.slice('#/components/schemas/'.length)}`
    : ref;
}

/**
 * OpenAPI's `oneOf` + `discriminator` as `if`/`then` per tag value, when the mapping names every
 * branch: ajv then checks only the branch the tag picks, so an error names the field that is
 * wrong in it (`body.outcome.next.url is required`) instead of the tag of every other branch.
 */
function discriminatedUnion(node: Record<string, unknown>): Record<string, unknown> | undefined {
  const { oneOf, discriminator, ...rest } = node;
  if (!Array.isArray(oneOf) || typeof discriminator !== 'object' || discriminator === null) {
    return undefined;
  }
  const { propertyName, mapping } = discriminator as { propertyName?: unknown; mapping?: unknown };
  if (typeof propertyName !== 'string' || typeof mapping !== 'object' || mapping === null) {
    return undefined;
  }
  const targets = Object.values(mapping as Record<string, string>);
  const covered = oneOf.every(
    (branch) => typeof branch?.$ref === 'string' && targets.includes(branch.$ref),
  );
  if (!covered) return undefined;
  return {
    ...(rewriteRefs(rest) as Record<string, unknown>),
    type: 'object',
    required: [propertyName],
    properties: { [propertyName]: { enum: Object.keys(mapping) } },
    allOf: Object.entries(mapping as Record<string, string>).map(([value, ref]) => ({
      if: { properties: { [propertyName]: { const: value } } },
      // biome-ignore lint/suspicious/noThenProperty: JSON Schema's keyword, not a thenable
      then: { $ref: contractRef(ref) },
    })),
  };
}

function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (typeof value !== 'object' || value === null) return value;
  const union = discriminatedUnion(value as Record<string, unknown>);
  if (union) return union;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    out[key] =
      key === '$ref' && typeof child === 'string' ? contractRef(child) : rewriteRefs(child);
  }
  return out;
}

/**
 * An ajv instance that knows the contract's component schemas. `coerce` is for path and query
 * parameters (strings that become integers, booleans and arrays, with defaults filled in).
 *
 * @example
 * const ajv = createContractAjv(openapiDocument, false);
 * const validate = ajv.compile(contractSchema({ $ref: '#/components/schemas/Space' }));
 */
export function createContractAjv(document: Record<string, unknown>, coerce: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    strict: true,
    strictTypes: false,
    // A `required` in one `allOf` branch may name a property another branch declares
    // (`CellValueWithLinks` requires the `messages` of `CellValue`): valid JSON Schema.
    strictRequired: false,
    allowUnionTypes: true,
    coerceTypes: coerce ? 'array' : false,
    useDefaults: coerce,
    allErrors: false,
    // The contract is checked against the JSON Schema meta-schema by a test, not at every start:
    // compiling the meta-schema took a quarter of a second per instance.
    validateSchema: false,
  });
  addFormats(ajv);
  // OpenAPI's `discriminator` is an annotation here: `oneOf` already decides.
  ajv.addVocabulary(['discriminator']);
  const components = (document.components ?? {}) as Record<string, unknown>;
  ajv.addSchema({ $id: CONTRACT_ID, $defs: rewriteRefs(components.schemas ?? {}) as JsonSchema });
  return ajv;
}

function objectSchema(operation: ContractOperation, location: 'path' | 'query'): JsonSchema {
  const parameters = operation.parameters.filter((p) => p.in === location);
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [p.name, rewriteRefs(p.schema)])),
    required: parameters.filter((p) => p.required).map((p) => p.name),
    // A query parameter the operation does not have (a filter on a field that does not exist)
    // is a 400 naming it, not silently ignored.
    ...(location === 'query' ? { additionalProperties: false } : {}),
  };
}

function check(root: string, validate: ValidateFunction, data: unknown) {
  return validate(data) ? undefined : toValidationIssue(root, validate.errors ?? []);
}

/** An operation without a request body accepts none, or an empty object. */
function noBodyIssue(data: unknown): ValidationIssue | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { key: 'body', message: 'body must be absent: this operation takes no body' };
  }
  const [unknown] = Object.keys(data);
  if (unknown === undefined) return undefined;
  const key = appendPathSegment('body', unknown);
  return { key, message: `${key} is not a known property: this operation takes no body` };
}

const cache = new WeakMap<Record<string, unknown>, Map<string, OperationValidator>>();

/** `create()` on the first call, the same value after. */
function once<T>(create: () => T): () => T {
  let value: T | undefined;
  let made = false;
  return () => {
    if (!made) {
      value = create();
      made = true;
    }
    return value as T;
  };
}

/**
 * One validator per operation of the document (cached per document object). Each schema is
 * compiled by ajv when it first checks something, not here: compiling all of them took about
 * 2.5 s of CPU, paid by every dev server process at start, for operations a run mostly never
 * calls. A schema ajv refuses therefore throws at its operation's first request (the contract
 * tests call every operation).
 *
 * @example
 * const validators = requestValidators(openapiDocument, readContractOperations(openapiDocument));
 * validators.get('getRecords')?.query({ pageSize: '0' }); // { key: 'query.pageSize', ... }
 */
export function requestValidators(
  document: Record<string, unknown>,
  operations: ContractOperation[],
): Map<string, OperationValidator> {
  const cached = cache.get(document);
  if (cached) return cached;
  const coercing = once(() => createContractAjv(document, true));
  const strict = once(() => createContractAjv(document, false));
  const validators = new Map<string, OperationValidator>();
  for (const operation of operations) {
    const params = once(() => coercing().compile(objectSchema(operation, 'path')));
    const query = once(() => coercing().compile(objectSchema(operation, 'query')));
    const { bodySchema } = operation;
    const body = bodySchema
      ? once(() => strict().compile(rewriteRefs(bodySchema) as JsonSchema))
      : undefined;
    const quickAccept = isRecordBatchSchema(bodySchema) ? isPlainRecordBatch : undefined;
    validators.set(operation.operationId, {
      params: (data) => check('', params(), data),
      query: (data) => check('query', query(), data),
      body: (data) => {
        if (data === undefined) {
          return operation.bodyRequired ? { key: 'body', message: 'body is required' } : undefined;
        }
        if (!body) return noBodyIssue(data);
        if (quickAccept?.(data)) return undefined;
        return check('body', body(), data);
      },
    });
  }
  cache.set(document, validators);
  return validators;
}

/**
 * Reads the operations out of the OpenAPI document: method, path, operationId, parameters (with
 * `$ref`s to `components.parameters` resolved) and the JSON request body schema.
 * @module
 */

/** A JSON Schema as it appears in the contract (kept loose: the contract is data here). */
export type JsonSchema = Record<string, unknown>;

/** One parameter of an operation. */
export interface OperationParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

/** One operation of the contract, ready to be registered as a route. */
export interface ContractOperation {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The contract's path, for example `/v1/sheets/{sheetId}/records`. */
  path: string;
  /** The same path in the router's syntax, for example `/v1/sheets/:sheetId/records`. */
  routePath: string;
  parameters: OperationParameter[];
  /** The `application/json` request body schema, when the operation takes a body. */
  bodySchema?: JsonSchema;
  bodyRequired: boolean;
  /** The `application/json` schema of the 200 response, when it has one. */
  responseSchema?: JsonSchema;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Follows a local `$ref` (`#/components/...`) inside the document. */
function resolveRef(document: Record<string, unknown>, ref: string): unknown {
  if (!ref.startsWith('#/')) {
    throw new Error(`importkit/dev-server: only local $refs are supported, got ${ref}`);
  }
  let node: unknown = document;
  for (const part of ref.slice(2).split('/')) {
    if (!isObject(node)) break;
    node = node[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  if (node === undefined) throw new Error(`importkit/dev-server: unresolved $ref ${ref}`);
  return node;
}

function deref(document: Record<string, unknown>, value: unknown): Record<string, unknown> {
  let node = value;
  while (isObject(node) && typeof node.$ref === 'string') node = resolveRef(document, node.$ref);
  if (!isObject(node)) throw new Error('importkit/dev-server: malformed contract node');
  return node;
}

function readParameters(document: Record<string, unknown>, list: unknown): OperationParameter[] {
  if (!Array.isArray(list)) return [];
  return list.map((entry) => {
    const parameter = deref(document, entry);
    return {
      name: String(parameter.name),
      in: parameter.in as OperationParameter['in'],
      required: parameter.required === true,
      schema: isObject(parameter.schema) ? parameter.schema : {},
    };
  });
}

function readResponseSchema(document: Record<string, unknown>, responses: unknown) {
  if (!isObject(responses) || responses['200'] === undefined) return undefined;
  const ok = deref(document, responses['200']);
  const content = isObject(ok.content) ? ok.content['application/json'] : undefined;
  return isObject(content) && isObject(content.schema) ? content.schema : undefined;
}

/**
 * Lists every operation of the document, in document order.
 *
 * @example
 * const operations = readContractOperations(openapiDocument);
 * operations.find((op) => op.operationId === 'getSpace')?.routePath; // '/v1/spaces/:spaceId'
 */
export function readContractOperations(document: Record<string, unknown>): ContractOperation[] {
  const paths = document.paths;
  if (!isObject(paths)) throw new Error('importkit/dev-server: the contract has no paths');
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    const shared = readParameters(document, item.parameters);
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const own = readParameters(document, operation.parameters);
      // Operation-level parameters override path-level ones with the same name and location.
      const parameters = [
        ...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)),
        ...own,
      ];
      const requestBody = operation.requestBody
        ? deref(document, operation.requestBody)
        : undefined;
      const content = requestBody && isObject(requestBody.content) ? requestBody.content : {};
      const json = content['application/json'];
      operations.push({
        operationId: String(operation.operationId),
        method: method.toUpperCase() as ContractOperation['method'],
        path,
        routePath: path.replace(/\{([^}]+)\}/g, ':$1'),
        parameters,
        bodySchema: isObject(json) && isObject(json.schema) ? json.schema : undefined,
        bodyRequired: requestBody?.required === true,
        responseSchema: readResponseSchema(document, operation.responses),
      });
    }
  }
  return operations;
}

/**
 * The operations of the published client, read from the installed `@flatfile/api` at run time:
 * its resources (the getters of `FlatfileClient`), their methods (each resource class's
 * prototype) and, from each resource's generated `Client.js`, the HTTP method, the path and the
 * serializer the client parses a success body with. Nothing here is a hand-kept list, so a new
 * client version cannot add, rename or re-type an operation without the harness seeing it.
 * @module
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { FlatfileClient } from '@flatfile/api/Client.js';

/** How the client reads a success body. */
export type ResponseKind =
  /** JSON parsed by the named serializer (`serializers.<name>` of `@flatfile/api`). */
  | { kind: 'json'; serializer: string }
  /** A byte stream (`responseType: "streaming"`): any 2xx answer serves it. */
  | { kind: 'stream' }
  /** JSON handed over as it came, with no schema to check it against. */
  | { kind: 'untyped' };

/** One operation of the client. */
export interface ClientOperation {
  /** The client's getter, for example `spaces`. */
  resource: string;
  /** The resource's method, for example `archiveSpace`. */
  method: string;
  /** The HTTP method, for example `POST`. */
  httpMethod: string;
  /** The path relative to the client's base URL, for example `/spaces/{spaceId}/archive`. */
  path: string;
  response: ResponseKind;
}

const requireFromHere = createRequire(import.meta.url);

/** The client's resource getters, in the order the client declares them. */
export function clientResources(): string[] {
  const descriptors = Object.getOwnPropertyDescriptors(FlatfileClient.prototype);
  return Object.entries(descriptors)
    .filter(([name, descriptor]) => descriptor.get !== undefined && !name.startsWith('_'))
    .map(([name]) => name);
}

/** The public methods of one resource client: its prototype's functions, less the private ones. */
export function resourceMethods(resource: string): string[] {
  const client = new FlatfileClient({ environment: 'http://127.0.0.1', token: 'unused' });
  const instance = (client as unknown as Record<string, object>)[resource];
  if (instance === undefined) throw new Error(`parity: the client has no resource ${resource}`);
  const prototype = Object.getPrototypeOf(instance) as Record<string, unknown>;
  return Object.getOwnPropertyNames(prototype).filter(
    (name) =>
      name !== 'constructor' && !name.startsWith('_') && typeof prototype[name] === 'function',
  );
}

/**
 * The body of each generated method: `__name(...) {` up to the next method at class level (the
 * public `name()` only wraps `__name()` in an `HttpResponsePromise`).
 */
function methodBodies(source: string): Map<string, string> {
  const bodies = new Map<string, string>();
  const starts = [...source.matchAll(/^ {4}(\w+)\(.*\) \{$/gm)];
  for (const [index, start] of starts.entries()) {
    const name = start[1];
    if (!name?.startsWith('__')) continue;
    const end = starts[index + 1]?.index ?? source.length;
    bodies.set(name.slice(2), source.slice(start.index, end));
  }
  return bodies;
}

function readOperation(resource: string, method: string, body: string): ClientOperation {
  const where = `${resource}.${method}`;
  // The timeout message is the one place the generator writes the path template whole.
  const call = /Timeout exceeded when calling (\w+) ([^"]+)\."/.exec(body);
  const declared = /\bmethod: "(\w+)"/.exec(body);
  if (!call?.[1] || !call[2] || !declared) {
    throw new Error(`parity: cannot read the HTTP method and path of ${where}`);
  }
  if (call[1] !== declared[1]) {
    throw new Error(`parity: ${where} sends ${declared[1]} but names ${call[1]} ${call[2]}`);
  }
  const success = body.slice(body.indexOf('if (_response.ok) {'));
  const serializer =
    /^\s*if \(_response\.ok\) \{\s*return \{\s*data: serializers\.([\w.]+)\.parseOrThrow\(_response\.body/.exec(
      success,
    );
  let response: ResponseKind;
  if (serializer?.[1]) response = { kind: 'json', serializer: serializer[1] };
  else if (/responseType: "streaming"/.test(body)) response = { kind: 'stream' };
  else if (/^\s*if \(_response\.ok\) \{\s*return \{ data: _response\.body,/.test(success)) {
    response = { kind: 'untyped' };
  } else throw new Error(`parity: cannot tell how ${where} reads its response`);
  return { resource, method, httpMethod: call[1], path: call[2], response };
}

/** Every operation of one resource, in the order of its prototype. */
export function resourceOperations(resource: string): ClientOperation[] {
  const file = requireFromHere.resolve(`@flatfile/api/api/resources/${resource}/client/Client.js`);
  const bodies = methodBodies(readFileSync(file, 'utf8'));
  return resourceMethods(resource).map((method) => {
    const body = bodies.get(method);
    if (body === undefined) throw new Error(`parity: ${file} has no __${method}`);
    return readOperation(resource, method, body);
  });
}

/** Every operation of the client, resource by resource. */
export function clientOperations(): ClientOperation[] {
  return clientResources().flatMap(resourceOperations);
}

/** The installed client's version (the harness pins it, and PARITY.md names it). */
export function clientVersion(): string {
  const manifest = requireFromHere('@flatfile/api/package.json') as { version: string };
  return manifest.version;
}

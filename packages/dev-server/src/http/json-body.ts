/**
 * The one JSON parser of every request body. Beyond `JSON.parse` it refuses, with a 400 naming
 * where, what the dev server could accept but not store and serve back faithfully: bytes that are
 * not UTF-8, nesting deeper than {@link MAX_JSON_DEPTH} (which would overflow the stack of every
 * later `JSON.stringify` — the list, the event log, the stream), numbers JSON text can hold but a
 * JavaScript number cannot (`1e400` would come back as `null`, `12345678901234567890` as
 * `12345678901234567000`), and the key `__proto__` (an assignment anywhere downstream would turn
 * it into a prototype change instead of data). `constructor` and `prototype` are ordinary data.
 * @module
 */
import { isUtf8 } from 'node:buffer';
import { appendPathSegment } from '../contract/validation-issue';
import { badRequest } from './http-error';

/** The deepest nesting of arrays and objects a body may have (the body itself is depth 1). */
export const MAX_JSON_DEPTH = 64;

/** The one key no object of a body may have. */
const PROTOTYPE_KEY = '__proto__';

function numberProblem(value: number): string | undefined {
  if (!Number.isFinite(value)) return `is a number too large to represent (${value})`;
  if (Number.isInteger(value) && !Number.isSafeInteger(value)) {
    return `is a whole number beyond ±${Number.MAX_SAFE_INTEGER}, which cannot be kept exactly: send it as a string`;
  }
  return undefined;
}

/** What the walk found wrong: the container, the key within it, and the problem. */
interface Finding {
  container: object;
  key: string | number;
  problem: string;
}

/** The problem with one member of a container, if any. */
function memberProblem(key: string, child: unknown, depth: number): string | undefined {
  if (key === PROTOTYPE_KEY) return 'is not allowed as a key';
  if (typeof child === 'number') return numberProblem(child);
  if (typeof child === 'object' && child !== null && depth >= MAX_JSON_DEPTH) {
    return `is nested deeper than ${MAX_JSON_DEPTH} levels`;
  }
  return undefined;
}

/**
 * The first problem in a parsed value, found without recursion (its own depth cannot overflow
 * the stack) and without allocating per node (a batch has millions): two parallel stacks of
 * containers and their depths.
 */
function findProblem(root: object): Finding | undefined {
  const containers: object[] = [root];
  const depths: number[] = [1];
  while (containers.length > 0) {
    const container = containers.pop() as object;
    const depth = depths.pop() as number;
    if (Array.isArray(container)) {
      for (let index = 0; index < container.length; index++) {
        const child: unknown = container[index];
        const problem = memberProblem('', child, depth);
        if (problem) return { container, key: index, problem };
        if (typeof child === 'object' && child !== null) {
          containers.push(child);
          depths.push(depth + 1);
        }
      }
      continue;
    }
    for (const key of Object.keys(container)) {
      const child: unknown = (container as Record<string, unknown>)[key];
      const problem = memberProblem(key, child, depth);
      if (problem) return { container, key, problem };
      if (typeof child === 'object' && child !== null) {
        containers.push(child);
        depths.push(depth + 1);
      }
    }
  }
  return undefined;
}

/** The caller-facing path of `target` inside `root` (only run once a problem was found). */
function pathTo(root: object, target: object, rootPath: string): string {
  const paths = new Map<object, string>([[root, rootPath]]);
  const containers: object[] = [root];
  while (containers.length > 0) {
    const container = containers.pop() as object;
    const path = paths.get(container) as string;
    if (container === target) return path;
    for (const [key, child] of Object.entries(container)) {
      if (typeof child !== 'object' || child === null || paths.has(child)) continue;
      paths.set(child, Array.isArray(container) ? `${path}[${key}]` : appendPathSegment(path, key));
      containers.push(child);
    }
  }
  return rootPath;
}

/**
 * Walks a parsed body once and throws a 400 naming the first value that breaks a rule of the
 * module comment.
 */
export function checkJsonValue(root: unknown, rootPath = 'body'): void {
  if (typeof root === 'number') {
    const problem = numberProblem(root);
    if (problem) throw badRequest(`${rootPath} ${problem}`, rootPath);
  }
  if (typeof root !== 'object' || root === null) return;
  const finding = findProblem(root);
  if (!finding) return;
  const base = pathTo(root, finding.container, rootPath);
  const path =
    typeof finding.key === 'number'
      ? `${base}[${finding.key}]`
      : appendPathSegment(base, finding.key);
  throw badRequest(`${path} ${finding.problem}`, path);
}

/**
 * Parses a request body; an empty one is no body (`undefined`).
 *
 * @example
 * parseJsonBody(Buffer.from('{"name":"Imports"}')); // { name: 'Imports' }
 * parseJsonBody(Buffer.from('{"n":1e400}')); // throws 400 with key 'body.n'
 */
export function parseJsonBody(bytes: Buffer): unknown {
  if (!isUtf8(bytes)) throw badRequest('body is not valid UTF-8', 'body');
  const text = bytes.toString('utf8');
  // An empty body is no body (a POST /ack without details), not malformed JSON.
  if (text.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw badRequest(`body is not valid JSON: ${(error as Error).message}`, 'body');
  }
  checkJsonValue(value);
  return value;
}

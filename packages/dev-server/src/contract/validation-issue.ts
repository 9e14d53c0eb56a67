/**
 * Turns ajv's errors into one `{ key, message }` that names the offending field the way a caller
 * wrote it (`body[3].values.email`, `query.pageSize`).
 * @module
 */
import type { ErrorObject } from 'ajv';

/** One problem with a request, as it goes into the `errors[]` body. */
export interface ValidationIssue {
  key: string;
  message: string;
}

const IDENTIFIER = /^[A-Za-z_$][\w$-]*$/;

/** Appends one JSON Pointer segment to a caller-facing path. */
export function appendPathSegment(path: string, segment: string): string {
  if (/^\d+$/.test(segment)) return `${path}[${segment}]`;
  if (IDENTIFIER.test(segment)) return path ? `${path}.${segment}` : segment;
  return `${path}[${JSON.stringify(segment)}]`;
}

/** `/3/values/email` under `body` → `body[3].values.email`. */
export function pointerToPath(root: string, pointer: string): string {
  if (!pointer) return root;
  return pointer
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce(appendPathSegment, root);
}

function joinAlternatives(values: string[]): string {
  const unique = [...new Set(values)];
  if (unique.length <= 1) return unique[0] ?? '';
  return `${unique.slice(0, -1).join(', ')} or ${unique.at(-1)}`;
}

function depth(error: ErrorObject): number {
  return error.instancePath.split('/').length;
}

/**
 * Picks the most useful of ajv's errors: the deepest one that is not a bare `oneOf`/`anyOf`
 * summary, with sibling `type`/`enum` alternatives merged into one message.
 *
 * @example
 * toValidationIssue('query', validate.errors); // { key: 'query.pageSize', message: 'query.pageSize must be <= 50000' }
 */
export function toValidationIssue(root: string, errors: ErrorObject[]): ValidationIssue {
  const specific = errors.filter((e) => !['oneOf', 'anyOf', 'allOf', 'if'].includes(e.keyword));
  const candidates = specific.length > 0 ? specific : errors;
  let best = candidates[0];
  for (const error of candidates) if (best && depth(error) > depth(best)) best = error;
  if (!best) return { key: root, message: `${root} is invalid` };

  let key = pointerToPath(root, best.instancePath);
  let message: string;
  const siblings = candidates.filter(
    (e) => e.instancePath === best.instancePath && e.keyword === best.keyword,
  );
  switch (best.keyword) {
    case 'required':
      key = appendPathSegment(key, String(best.params.missingProperty));
      message = `${key} is required`;
      break;
    case 'additionalProperties':
    case 'unevaluatedProperties':
      key = appendPathSegment(
        key,
        String(best.params.additionalProperty ?? best.params.unevaluatedProperty),
      );
      message = `${key} is not a known property`;
      break;
    case 'type':
      message = `${key} must be ${joinAlternatives(siblings.map((e) => String(e.params.type)))}`;
      break;
    case 'enum':
    case 'const': {
      const allowed = siblings.flatMap((e) =>
        e.keyword === 'enum' ? (e.params.allowedValues as unknown[]) : [e.params.allowedValue],
      );
      message = `${key} must be one of ${joinAlternatives(allowed.map((v) => JSON.stringify(v)))}`;
      break;
    }
    default:
      message = `${key} ${best.message ?? 'is invalid'}`;
  }
  return { key, message };
}

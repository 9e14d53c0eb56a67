import type { ImportkitEvent } from '@importkit/api';
import { describeValue } from '../describe-value';
import { ListenerArgumentError } from '../errors';
import { compileValue, type EventPredicate } from './event-filter';

/**
 * Compiles `namespace(ns)`. An event is in a namespace when one of these holds a matching value
 * (globs allowed, `space:*`): the envelope's `namespaces` array or `context.namespaces` (what the
 * hosted service sends, for example `["space:red"]`), or `payload.namespace` (the namespace of
 * the space or workbook the event is about, for example on `workbook:created`).
 */
export function compileNamespace(namespaces: unknown, argument = 'namespace'): EventPredicate {
  const list: unknown[] = Array.isArray(namespaces) ? namespaces : [namespaces];
  if (list.length === 0 || list.some((item) => typeof item !== 'string' || item.trim() === '')) {
    throw new ListenerArgumentError(
      argument,
      `${argument} must be a non-empty string or an array of them (got ${describeValue(namespaces)})`,
    );
  }
  const matches = compileValue(list, argument);
  return (event) => namespacesOf(event).some((namespace) => matches(namespace));
}

function namespacesOf(event: ImportkitEvent): string[] {
  const found: string[] = [];
  const envelope = event as { namespaces?: unknown };
  const context = event.context as { namespaces?: unknown };
  const payload = event.payload as { namespace?: unknown } | undefined;
  for (const list of [envelope.namespaces, context.namespaces]) {
    if (Array.isArray(list))
      for (const item of list) if (typeof item === 'string') found.push(item);
  }
  if (typeof payload?.namespace === 'string') found.push(payload.namespace);
  return found;
}

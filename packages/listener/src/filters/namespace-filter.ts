import { nameList } from '../argument-checks';
import { compileValue, type EventPredicate } from './event-filter';

/**
 * Compiles `namespace(ns)`. An event is in a namespace when one of these holds a matching value
 * (globs allowed, `space:*`): the envelope's `namespaces` array or `context.namespaces` (what the
 * hosted service sends, for example `["space:red"]`), or `payload.namespace` (the namespace of
 * the space or workbook the event is about, for example on `workbook:created`).
 */
export function compileNamespace(namespaces: unknown, argument = 'namespace'): EventPredicate {
  const matches = compileValue(nameList(namespaces, argument, 'a non-empty string'), argument);
  // The matcher takes a value or an array of values and ignores what is not a string.
  return (event) =>
    matches((event as { namespaces?: unknown }).namespaces) ||
    matches((event.context as { namespaces?: unknown }).namespaces) ||
    matches((event.payload as { namespace?: unknown } | undefined)?.namespace);
}

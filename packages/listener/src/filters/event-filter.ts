import type { ImportkitEvent } from '@importkit/api';
import { describeValue } from '../describe-value';
import { ListenerArgumentError } from '../errors';
import { compileGlob, isGlob, type StringMatcher } from '../topics/glob';

/** One value a filter key may take. Strings may hold `*` globs (`workbook:*`, `us_sh_*`). */
export type FilterScalar = string | number | boolean | null;
/** A value, or an array of values of which any may match. */
export type FilterValue = FilterScalar | readonly FilterScalar[];

/** A dotted path into the event: `context.sheetId`, `payload.status`, `attributes.targetId`. */
export type EventFilterPath = `context.${string}` | `payload.${string}` | `attributes.${string}`;

/**
 * Which events a handler or child listener sees. Every key given must match (and); an array
 * value matches when any of its values does (or). `job` matches a job event's `payload.job`;
 * the other keys are envelope fields or dotted paths into `context`, `payload` or `attributes`.
 * When the event holds an array at that path, one matching element is enough.
 *
 * @example
 * ```ts
 * listener.on('job:ready', { job: 'workbook:*' }, handler);
 * listener.on('records:*', { 'context.sheetId': ['us_sh_1', 'us_sh_2'] }, handler);
 * listener.on('job:updated', { 'payload.status': 'executing' }, handler);
 * ```
 */
export type EventFilter = {
  readonly job?: string | readonly string[];
  readonly id?: FilterValue;
  readonly topic?: FilterValue;
  readonly domain?: FilterValue;
  readonly createdAt?: FilterValue;
} & { readonly [path in EventFilterPath]?: FilterValue };

/** A compiled check: does this event pass? */
export type EventPredicate = (event: ImportkitEvent) => boolean;

/** Checks a filter argument and compiles it; a `TypeError` names what is wrong. */
export function compileFilter(filter: unknown, argument = 'filter'): EventPredicate {
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
    throw new ListenerArgumentError(
      argument,
      `${argument} must be an object such as { job: 'workbook:submit' } (got ${describeValue(filter)})`,
    );
  }
  const checks: EventPredicate[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined) continue;
    if (key === '') throw new ListenerArgumentError(argument, `${argument} has an empty key`);
    const path = key === 'job' ? ['payload', 'job'] : key.split('.');
    const matches = compileValue(value, `${argument}.${key}`);
    checks.push((event) => matches(valueAt(event, path)));
  }
  return (event) => checks.every((check) => check(event));
}

/** Compiles a filter value into a check of the value found in the event. */
export function compileValue(value: unknown, argument: string): (found: unknown) => boolean {
  const options = Array.isArray(value) ? (value as unknown[]) : [value];
  if (options.length === 0) {
    throw new ListenerArgumentError(argument, `${argument} must not be an empty array`);
  }
  const matchers = options.map((option) => compileScalar(option, argument));
  const matchesOne = (found: unknown) => matchers.some((matcher) => matcher(found));
  return (found) => (Array.isArray(found) ? found.some(matchesOne) : matchesOne(found));
}

function compileScalar(option: unknown, argument: string): (found: unknown) => boolean {
  if (typeof option === 'string') {
    if (!isGlob(option)) return (found) => found === option;
    const matches: StringMatcher = compileGlob(option);
    return (found) => typeof found === 'string' && matches(found);
  }
  if (typeof option === 'number' || typeof option === 'boolean' || option === null) {
    return (found) => found === option;
  }
  throw new ListenerArgumentError(
    argument,
    `${argument} must be a string, number, boolean, null or an array of them (got ${describeValue(option)})`,
  );
}

function valueAt(event: ImportkitEvent, path: readonly string[]): unknown {
  let current: unknown = event;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

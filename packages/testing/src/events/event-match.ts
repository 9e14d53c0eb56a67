/**
 * Which events a wait or a read asks for: topics (globs such as `job:*`) and a filter, either a
 * function or an object of expected values by path (`{ 'context.jobId': id }`, `{ jobId: id }`).
 * @module
 */
import type { ImportkitEvent } from '@importkit/api';

/** A value a filter expects: equal, one of a list, or a text matching a regular expression. */
export type ExpectedValue =
  | string
  | number
  | boolean
  | null
  | RegExp
  | readonly (string | number | boolean | null)[];

/**
 * Which events match. An object maps paths to expected values: a dotted path starts at the event
 * (`'context.jobId'`, `'payload.status'`); a bare key is looked up in the event, then its context,
 * then its payload (`{ jobId }` reads `context.jobId`, `{ status }` reads `payload.status`).
 */
export type EventFilter =
  | ((event: ImportkitEvent) => boolean)
  | Readonly<Record<string, ExpectedValue | undefined>>;

/** One topic or glob (`job:*`, `*:created`, `*`), or a list of them. */
export type TopicSelector = string | readonly string[];

const globCache = new Map<string, RegExp>();

function globOf(pattern: string): RegExp {
  let regex = globCache.get(pattern);
  if (!regex) {
    const source = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
    regex = new RegExp(`^${source}$`);
    globCache.set(pattern, regex);
  }
  return regex;
}

/** Whether `topic` is one of the topics or globs. */
export function topicMatches(selector: TopicSelector, topic: string): boolean {
  const patterns = typeof selector === 'string' ? [selector] : selector;
  return patterns.some((pattern) => globOf(pattern).test(topic));
}

function valueAt(event: ImportkitEvent, key: string): unknown {
  if (key.includes('.')) {
    let value: unknown = event;
    for (const part of key.split('.')) {
      if (typeof value !== 'object' || value === null) return undefined;
      value = (value as Record<string, unknown>)[part];
    }
    return value;
  }
  for (const scope of [event, event.context, event.payload] as unknown[]) {
    if (typeof scope !== 'object' || scope === null) continue;
    const value = (scope as Record<string, unknown>)[key];
    if (value !== undefined) return value;
  }
  return undefined;
}

function valueMatches(actual: unknown, expected: ExpectedValue): boolean {
  if (expected instanceof RegExp) return typeof actual === 'string' && expected.test(actual);
  if (Array.isArray(expected)) return expected.some((candidate) => Object.is(candidate, actual));
  return Object.is(actual, expected);
}

/**
 * Whether the event is of one of the topics and passes the filter.
 *
 * @example
 * eventMatches(event, 'job:*', { jobId: 'us_jb_1' });
 */
export function eventMatches(
  event: ImportkitEvent,
  topics: TopicSelector,
  filter?: EventFilter,
): boolean {
  if (!topicMatches(topics, event.topic)) return false;
  if (filter === undefined) return true;
  if (typeof filter === 'function') return filter(event);
  return Object.entries(filter).every(
    ([key, expected]) => expected === undefined || valueMatches(valueAt(event, key), expected),
  );
}

/** The filter in words, for an error message. */
export function describeFilter(topics: TopicSelector, filter?: EventFilter): string {
  const topicText = typeof topics === 'string' ? topics : topics.join(' | ');
  if (filter === undefined) return topicText;
  if (typeof filter === 'function') return `${topicText} passing ${filter.name || 'a filter'}`;
  const parts = Object.entries(filter)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${value instanceof RegExp ? value : JSON.stringify(value)}`);
  return parts.length === 0 ? topicText : `${topicText} with ${parts.join(', ')}`;
}

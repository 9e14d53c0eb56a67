import { type EventTopic, eventTopics } from '@importkit/api';
import { describeValue } from '../describe-value';
import { ListenerArgumentError, UnknownTopicError } from '../errors';
import { compileGlob, isGlob } from './glob';
import { nearest } from './nearest-topic';

const knownTopics: ReadonlySet<string> = new Set(eventTopics);

// What a mistyped glob is compared with: every domain glob and every action glob.
const knownGlobs: readonly string[] = [
  ...new Set(eventTopics.map((topic) => `${topic.slice(0, topic.indexOf(':'))}:*`)),
  ...new Set(eventTopics.map((topic) => `*:${topic.slice(topic.indexOf(':') + 1)}`)),
];

/**
 * Checks the `topics` argument of `on`/`off` and returns the patterns with the catalog topics
 * each one matches. A plain topic must be in the catalog and a glob must match at least one of
 * its topics; otherwise an `UnknownTopicError` names the nearest known topic.
 */
export function compileTopics(topics: unknown, argument = 'topics'): Map<string, Set<EventTopic>> {
  const list = Array.isArray(topics) ? (topics as unknown[]) : [topics];
  if (list.length === 0) {
    throw new ListenerArgumentError(argument, `${argument} must name at least one topic`);
  }
  const compiled = new Map<string, Set<EventTopic>>();
  for (const pattern of list) {
    if (typeof pattern !== 'string' || pattern.trim() === '') {
      throw new ListenerArgumentError(
        argument,
        `${argument} must be a non-empty topic string or an array of them (got ${describeValue(pattern)})`,
      );
    }
    compiled.set(pattern, topicsMatching(pattern));
  }
  return compiled;
}

/** The patterns that match every topic, those the catalog does not know included. */
const ANY_TOPIC: ReadonlySet<string> = new Set(['*', '**', '*:*']);

/**
 * Whether one of the patterns matches every topic (`*`, `**`, `*:*`): its handler also gets the
 * events of topics the catalog does not know.
 */
export function matchesAnyTopic(patterns: ReadonlyMap<string, unknown>): boolean {
  for (const pattern of patterns.keys()) if (ANY_TOPIC.has(pattern)) return true;
  return false;
}

/** Every catalog topic that one of the compiled patterns matches. */
export function topicsOf(patterns: ReadonlyMap<string, ReadonlySet<EventTopic>>): Set<EventTopic> {
  const topics = new Set<EventTopic>();
  for (const matched of patterns.values()) for (const topic of matched) topics.add(topic);
  return topics;
}

/** The catalog topics one pattern matches; throws `UnknownTopicError` when there are none. */
export function topicsMatching(pattern: string): Set<EventTopic> {
  if (!isGlob(pattern)) {
    if (knownTopics.has(pattern)) return new Set([pattern as EventTopic]);
    throw new UnknownTopicError(pattern, nearest(pattern, eventTopics), false);
  }
  const matches = compileGlob(pattern, ':');
  const topics = new Set(eventTopics.filter((topic) => matches(topic)));
  if (topics.size === 0) throw new UnknownTopicError(pattern, nearest(pattern, knownGlobs), true);
  return topics;
}

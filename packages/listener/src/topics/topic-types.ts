import type { EventOf, EventTopic, UnknownTopicEvent } from '@importkit/api';

type DomainOf<T> = T extends `${infer Domain}:${string}` ? Domain : never;
type ActionOf<T> = T extends `${string}:${infer Action}` ? Action : never;

/** The part of a topic before the colon: `job`, `records`, `workbook`, … */
export type EventDomain = DomainOf<EventTopic>;
/** The part of a topic after the colon: `ready`, `created`, … */
export type EventAction = ActionOf<EventTopic>;

/**
 * What `on()` accepts as a topic: a topic of the catalog (`job:ready`), every action of a domain
 * (`job:*`), one action in every domain (`*:created`), or everything (`*`, `**`, `*:*`).
 */
export type TopicPattern =
  | EventTopic
  | `${EventDomain}:*`
  | `*:${EventAction}`
  | '*:*'
  | '*'
  | '**';

/** One pattern or several. */
export type TopicPatterns = TopicPattern | readonly TopicPattern[];

/** The catalog topics one pattern matches. */
export type TopicsOfPattern<P> = P extends EventTopic
  ? P
  : P extends '*' | '**' | '*:*'
    ? EventTopic
    : P extends `${infer Domain}:*`
      ? Extract<EventTopic, `${Domain}:${string}`>
      : P extends `*:${infer Action}`
        ? Extract<EventTopic, `${string}:${Action}`>
        : never;

/** The catalog topics a pattern, or an array of patterns, matches. */
export type TopicsOf<P> = P extends readonly (infer Item)[]
  ? TopicsOfPattern<Item>
  : TopicsOfPattern<P>;

/**
 * The event a handler registered for these patterns receives: one topic's event, or the union of
 * the events a glob matches; `*` (`**`, `*:*`) also receives the events of topics the catalog
 * does not know, typed `UnknownTopicEvent` (`isCatalogEvent(event)` tells them apart).
 *
 * @example
 * ```ts
 * type Ready = EventFor<'job:ready'>; // payload.job: string
 * type AnyJob = EventFor<'job:*'>;    // job:created | job:ready | …
 * ```
 */
export type EventFor<P> =
  | EventOf<TopicsOf<P>>
  | (MatchesAnyTopic<P> extends true ? UnknownTopicEvent : never);

/** Whether a pattern (or one of several) is `*`, `**` or `*:*`, which match every topic. */
type MatchesAnyTopic<P> = P extends readonly (infer Item)[]
  ? true extends MatchesAnyTopic<Item>
    ? true
    : false
  : P extends '*' | '**' | '*:*'
    ? true
    : false;

/**
 * Events whose topic the catalog does not know: a newer server's, or a topic a publisher made up.
 * `parseEvent` refuses them (their payload has no schema to check); a caller that wants them
 * anyway — a listener's `*` handlers — reads them with `readUnknownTopicEvent`, which checks the
 * envelope only and types the payload and context as unknown.
 * @module
 */
import { eventTopics, type ImportkitEvent } from '../generated/event-catalog';

const knownTopics: ReadonlySet<string> = new Set(eventTopics);

/** An event of a topic the catalog does not know: its envelope is checked, nothing else. */
export interface UnknownTopicEvent {
  readonly id: string;
  readonly topic: string;
  readonly domain: string;
  readonly createdAt: string;
  readonly context: { readonly environmentId: string } & Readonly<Record<string, unknown>>;
  readonly payload: unknown;
  readonly dataUrl?: string;
  readonly [key: string]: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The event, when `raw` (an object or JSON text) is a well-formed envelope of a topic the catalog
 * does not know; undefined otherwise (a catalog topic, or a malformed envelope).
 *
 * @example
 * ```ts
 * const result = parseEvent(raw);
 * const unknown = result.ok ? undefined : readUnknownTopicEvent(raw);
 * ```
 */
export function readUnknownTopicEvent(raw: unknown): UnknownTopicEvent | undefined {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return undefined;
    }
  }
  if (!isRecord(value)) return undefined;
  const { id, topic, domain, createdAt, context } = value;
  if (typeof id !== 'string' || id === '' || typeof topic !== 'string') return undefined;
  if (knownTopics.has(topic) || typeof domain !== 'string' || typeof createdAt !== 'string') {
    return undefined;
  }
  if (!isRecord(context) || typeof context.environmentId !== 'string') return undefined;
  return value as UnknownTopicEvent;
}

/** Whether an event is of a catalog topic (and so typed by it), not an `UnknownTopicEvent`. */
export function isCatalogEvent(event: ImportkitEvent | UnknownTopicEvent): event is ImportkitEvent {
  return knownTopics.has(event.topic);
}

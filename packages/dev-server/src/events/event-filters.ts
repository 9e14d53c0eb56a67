/**
 * Reading the event filters and cursors shared by the long poll and the SSE stream.
 * @module
 */
import { badRequest } from '../http/http-error';
import { type EventFilter, parseEventId } from '../runtime/event-log';
import { requireEnvironment } from '../runtime/lookups';
import type { DevRuntime } from '../runtime/runtime';

/**
 * The filter of `environmentId` (the default environment when absent: the long poll may omit
 * it), `spaceId`, repeated `topic`, `domain` and `since`.
 */
export function readEventFilter(runtime: DevRuntime, query: Record<string, unknown>): EventFilter {
  const environmentId = (query.environmentId as string | undefined) ?? runtime.environmentId;
  requireEnvironment(runtime, environmentId, 'query.environmentId');
  const since = typeof query.since === 'string' ? Date.parse(query.since) : undefined;
  return {
    environmentId,
    spaceId: query.spaceId as string | undefined,
    topics: query.topic as string[] | undefined,
    domain: query.domain as string | undefined,
    since,
  };
}

/** The sequence after which to read (0 = from the start); a cursor that is not an event id is a 400. */
export function readCursor(value: string | undefined, key: string): number {
  if (value === undefined || value === '') return 0;
  const sequence = parseEventId(value);
  if (sequence === undefined) throw badRequest(`${key} "${value}" is not an event id`, key);
  return sequence;
}

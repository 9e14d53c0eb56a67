import type { ResolvedSubscribeOptions } from './subscription-types';

/** The filters both event endpoints take: environment, space, and the topics (one `topic` each). */
export type EventFilterQuery = { environmentId: string; spaceId?: string; topic?: string[] };

/** The subscription's filters as the query of `GET /v1/events` and `GET /v1/events/stream`. */
export function eventFilterQuery(options: ResolvedSubscribeOptions): EventFilterQuery {
  return {
    environmentId: options.environmentId,
    ...(options.spaceId !== undefined && { spaceId: options.spaceId }),
    ...(options.topics !== undefined && { topic: [...options.topics] }),
  };
}

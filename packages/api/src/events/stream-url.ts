import { eventFilterQuery } from './event-filter-query';
import type { ResolvedSubscribeOptions } from './subscription-types';

/** The URL of an event endpoint (`path`) with the subscription's filters (topic repeated). */
export function filteredEventsUrl(
  baseUrl: string,
  path: '/v1/events' | '/v1/events/stream',
  options: ResolvedSubscribeOptions,
): URL {
  const url = new URL(`${baseUrl}${path}`);
  const { topic = [], ...single } = eventFilterQuery(options);
  for (const [name, value] of Object.entries(single)) url.searchParams.set(name, value);
  for (const each of topic) url.searchParams.append('topic', each);
  return url;
}

/** The URL of `GET /v1/events/stream` with the subscription's filters (topic repeated). */
export function streamUrl(baseUrl: string, options: ResolvedSubscribeOptions): URL {
  return filteredEventsUrl(baseUrl, '/v1/events/stream', options);
}

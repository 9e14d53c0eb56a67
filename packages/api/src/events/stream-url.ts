import { eventFilterQuery } from './event-filter-query';
import type { ResolvedSubscribeOptions } from './subscription-types';

/** The URL of `GET /v1/events/stream` with the subscription's filters (topic repeated). */
export function streamUrl(baseUrl: string, options: ResolvedSubscribeOptions): URL {
  const url = new URL(`${baseUrl}/v1/events/stream`);
  const { topic = [], ...single } = eventFilterQuery(options);
  for (const [name, value] of Object.entries(single)) url.searchParams.set(name, value);
  for (const each of topic) url.searchParams.append('topic', each);
  return url;
}

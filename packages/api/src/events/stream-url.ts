import type { ResolvedSubscribeOptions } from './subscription-types';

/** The URL of `GET /v1/events/stream` with the subscription's filters (topic repeated). */
export function streamUrl(baseUrl: string, options: ResolvedSubscribeOptions): URL {
  const url = new URL(`${baseUrl}/v1/events/stream`);
  url.searchParams.set('environmentId', options.environmentId);
  if (options.spaceId !== undefined) url.searchParams.set('spaceId', options.spaceId);
  for (const topic of options.topics ?? []) url.searchParams.append('topic', topic);
  return url;
}

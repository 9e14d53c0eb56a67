/**
 * The URL of one long poll, `GET /v1/events`: the subscription's filters and the poll's own
 * parameters (where to start, how long to wait, how many events).
 * @module
 */
import { filteredEventsUrl } from './stream-url';
import type { ResolvedSubscribeOptions } from './subscription-types';

/**
 * What changes from one poll to the next: the cursor (or the start time), the wait, the page
 * size, and the reader the poll's answers are chained by (see `PollChain`).
 */
export type PollParameters = ({ after: string } | { since: string }) & {
  wait: number;
  pageSize: number;
  reader: string;
};

/** `GET /v1/events?…` with the filters (`topic` repeated, as in the stream's URL) and `poll`. */
export function pollUrl(
  baseUrl: string,
  options: ResolvedSubscribeOptions,
  poll: PollParameters,
): URL {
  const url = filteredEventsUrl(baseUrl, '/v1/events', options);
  for (const [name, value] of Object.entries(poll)) url.searchParams.set(name, String(value));
  return url;
}

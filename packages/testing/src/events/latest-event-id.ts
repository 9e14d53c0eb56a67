/**
 * The id of an environment's newest event now: where a long-polling listener starts, so that it
 * receives what happens from now on, as an SSE stream opened now does.
 * @module
 */
import { type ImportkitClient, unwrap } from '@importkit/api';

/**
 * Pages through the environment's events after `after` (all of them without it) and returns the
 * last one's id, or `after` when there is none newer.
 *
 * @example
 * const from = await latestEventId(client, environmentId);
 */
export async function latestEventId(
  client: ImportkitClient,
  environmentId: string,
  after?: string,
): Promise<string | undefined> {
  let cursor = after;
  for (;;) {
    const { data } = await unwrap(
      client.GET('/v1/events', {
        params: { query: { environmentId, after: cursor, pageSize: 1000 } },
      }),
    );
    const last = data.at(-1);
    if (!last) return cursor;
    cursor = last.id;
  }
}

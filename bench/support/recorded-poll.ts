/**
 * Recorded long-poll answers, replayed from memory: the pages a dev server answered to
 * `GET /v1/events` for N events, handed to a consumer through a `fetch` of its own, so that a
 * polling consumer's CPU time per event can be measured without a socket, a server or the rest of
 * the machine in the way (the long-polling counterpart of recorded-sse.ts).
 * @module
 */
import type { FetchLike } from '@importkit/api';
import type { DevServerTarget } from './dev-server-child';

/** Pages of this many events: what the subscription asks for while answers are small. */
const PAGE_SIZE = 1000;

/**
 * Reads the `job:ready` events after `after` page by page until `events` of them came, and returns
 * each answer's bytes under the cursor it answers (the last page may hold a few more events).
 */
export async function recordPollPages(
  target: DevServerTarget,
  after: string,
  events: number,
): Promise<Map<string, Uint8Array>> {
  const pages = new Map<string, Uint8Array>();
  let cursor = after;
  let seen = 0;
  while (seen < events) {
    const url = new URL(`${target.url}/v1/events`);
    url.searchParams.set('environmentId', target.environmentId);
    url.searchParams.set('topic', 'job:ready');
    url.searchParams.set('after', cursor);
    url.searchParams.set('wait', '0');
    url.searchParams.set('pageSize', String(PAGE_SIZE));
    const response = await fetch(url, { headers: { authorization: `Bearer ${target.apiKey}` } });
    const bytes = new Uint8Array(await response.arrayBuffer());
    const page = JSON.parse(new TextDecoder().decode(bytes)) as { data: { id: string }[] };
    const last = page.data.at(-1);
    if (!response.ok || !last) throw new Error(`poll: ended after ${seen} of ${events} events`);
    pages.set(cursor, bytes);
    seen += page.data.length;
    cursor = last.id;
  }
  return pages;
}

/**
 * A `fetch` that answers a poll whose `after` has a recorded page with that page, at once; any
 * other poll (past the recording) is held, as a live server holds it, until the consumer aborts it.
 */
export function replayPollFetch(pages: ReadonlyMap<string, Uint8Array>): FetchLike {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    const page = pages.get(url.searchParams.get('after') ?? '');
    if (page !== undefined) {
      return new Response(page, { status: 200, headers: { 'content-type': 'application/json' } });
    }
    await new Promise<void>((resolve) => {
      if (!signal || signal.aborted) return resolve();
      signal.addEventListener('abort', () => resolve(), { once: true });
    });
    throw signal?.reason ?? new Error('replay ended');
  };
}

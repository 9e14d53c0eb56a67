/**
 * A recorded SSE stream, replayed from memory: the bytes a dev server sent for N events, handed
 * to a consumer through a `fetch` of its own, so that the consumer's CPU time per event can be
 * measured without a socket, a server or the rest of the machine in the way.
 */
import type { FetchLike } from '@importkit/api';
import type { DevServerTarget } from './dev-server-child';

const FRAME_DATA = '\ndata:';

/**
 * Reads the stream of `job:ready` events after `after` until `events` of them came, and returns
 * the chunks as they arrived from the socket (the last one may hold a few more events).
 */
export async function recordSseStream(
  target: DevServerTarget,
  after: string,
  events: number,
): Promise<Uint8Array[]> {
  const url = new URL(`${target.url}/v1/events/stream`);
  url.searchParams.set('environmentId', target.environmentId);
  url.searchParams.set('topic', 'job:ready');
  const abort = new AbortController();
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${target.apiKey}`, 'last-event-id': after },
    signal: abort.signal,
  });
  if (!response.body) throw new Error(`stream: ${response.status}`);
  const chunks: Uint8Array[] = [];
  const decoder = new TextDecoder();
  let seen = 0;
  // The end of the text before, so that a data line split across two chunks is counted too.
  let carried = '';
  try {
    for await (const chunk of response.body) {
      chunks.push(chunk);
      const text = carried + decoder.decode(chunk, { stream: true });
      for (let at = text.indexOf(FRAME_DATA); at !== -1; at = text.indexOf(FRAME_DATA, at + 1)) {
        seen++;
      }
      carried = text.slice(-(FRAME_DATA.length - 1));
      if (seen >= events) break;
    }
  } finally {
    abort.abort();
  }
  if (seen < events) throw new Error(`stream: ended after ${seen} of ${events} events`);
  return chunks;
}

/**
 * A `fetch` that answers every request with the recorded chunks as an SSE stream, one chunk per
 * read. The stream then stays open (as a live server's would) until the request is aborted.
 */
export function replayFetch(chunks: readonly Uint8Array[]): FetchLike {
  return async (_input, init) => {
    const signal = init?.signal ?? undefined;
    let next = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const chunk = chunks[next++];
        if (chunk !== undefined) {
          controller.enqueue(chunk);
          return;
        }
        // Nothing more recorded: hold the stream open until the consumer lets go.
        return new Promise<void>((resolve) => {
          if (!signal || signal.aborted) return resolve();
          signal.addEventListener('abort', () => resolve(), { once: true });
        }).then(() => controller.error(signal?.reason ?? new Error('replay ended')));
      },
    });
    return new Response(body, {
      status: 200,
      headers: { 'content-type': 'text/event-stream; charset=utf-8' },
    });
  };
}

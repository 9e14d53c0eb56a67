/**
 * The consumers of bench/listener.ts, as one shape (`Consumer`: hand each `job:ready` event's job
 * id to `onEvent`), and the floor among them: a raw SSE read no more expensive per event than our
 * own reader (see `rawSse`).
 * @module
 */
import type { FetchLike } from '@importkit/api';
import type { DevServerTarget } from './dev-server-child';

/** The server to read from, and the `fetch` to read it with (a recorded stream's, from memory). */
export interface Target extends DevServerTarget {
  fetch: FetchLike;
}

/** Calls `onEvent(jobId)` for each `job:ready` event; `stop()` ends the consumer. */
export type Consumer = (
  target: Target,
  onEvent: (jobId: string) => void,
  after: string | undefined,
) => Promise<{ stop(): Promise<unknown> }>;

const FRAME_END = Buffer.from('\n\n');

/**
 * The floor: the SSE stream read with plain fetch, the bytes of whole frames decoded once (a
 * frame cut by a chunk's end waits as bytes), frames found with `indexOf`, each frame's data
 * parsed; no checks, no ids kept, no dispatch. Cheaper per event than our own reader (the
 * subscription's frame parser), which a floor must be.
 */
export const rawSse: Consumer = async (target, onEvent, after) => {
  const url = new URL(`${target.url}/v1/events/stream`);
  url.searchParams.set('environmentId', target.environmentId);
  url.searchParams.set('topic', 'job:ready');
  const abort = new AbortController();
  const headers: Record<string, string> = { authorization: `Bearer ${target.apiKey}` };
  if (after) headers['last-event-id'] = after;
  const response = await target.fetch(url, { headers, signal: abort.signal });
  if (!response.body) throw new Error(`stream: ${response.status}`);
  const reader = response.body.getReader();
  const reading = (async () => {
    // The bytes after the last whole frame so far: only whole frames are decoded, each once.
    let carried: Buffer | undefined;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        const chunk = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
        const bytes = carried ? Buffer.concat([carried, chunk]) : chunk;
        const whole = bytes.lastIndexOf(FRAME_END) + FRAME_END.length;
        if (whole < FRAME_END.length) {
          carried = Buffer.from(bytes);
          continue;
        }
        carried = whole < bytes.length ? Buffer.from(bytes.subarray(whole)) : undefined;
        const text = bytes.toString('utf8', 0, whole);
        let from = 0;
        for (let end = text.indexOf('\n\n'); end !== -1; end = text.indexOf('\n\n', from)) {
          const data = text.indexOf('\ndata:', from);
          if (data !== -1 && data < end)
            onEvent(JSON.parse(text.slice(data + 6, end)).context.jobId);
          from = end + 2;
        }
      }
    } catch (error) {
      if (!abort.signal.aborted) throw error;
    }
  })();
  return {
    async stop() {
      abort.abort();
      await reading;
    },
  };
};

/** What the floor is, in one line. */
export const RAW_SSE_FLOOR =
  'a raw SSE read: plain fetch, whole frames decoded once, found by indexOf, each data line JSON.parsed (in this process)';

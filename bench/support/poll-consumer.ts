/**
 * A bare long-poll loop, the least any consumer reading events by long polling must do: one plain
 * `fetch` of `GET /v1/events?after=<cursor>&wait=1` after another, each answer's text
 * `JSON.parse`d and each event's job id handed on; no checks, no de-duplication, no bounds, no
 * retry. bench/listener.ts prints our polling consumers against it as a reference line beside the
 * raw SSE floor: what polling itself costs (a request and an answer per page) is in this loop
 * too, so the distance to it is what our layers add.
 * @module
 */
import type { Consumer } from './sse-consumer';

/** What the reference line is, in one line. */
export const BARE_POLL_REFERENCE =
  'a bare long-poll loop: plain fetch of GET /v1/events after the last event, wait=1, each answer JSON.parsed (in this process)';

export const barePoll: Consumer = async (target, onEvent, after) => {
  const abort = new AbortController();
  const headers = { authorization: `Bearer ${target.apiKey}` };
  // Without a cursor, start now, as a subscription does (`since` its start).
  const since = new Date().toISOString();
  let cursor = after;
  const poll = async (wait: number) => {
    const url = new URL(`${target.url}/v1/events`);
    url.searchParams.set('environmentId', target.environmentId);
    url.searchParams.set('topic', 'job:ready');
    if (cursor !== undefined) url.searchParams.set('after', cursor);
    else url.searchParams.set('since', since);
    url.searchParams.set('wait', String(wait));
    url.searchParams.set('pageSize', '1000');
    const response = await target.fetch(url, { headers, signal: abort.signal });
    if (!response.ok) throw new Error(`poll: ${response.status}`);
    const page = JSON.parse(await response.text()) as {
      data: { id: string; context: { jobId: string } }[];
    };
    for (const event of page.data) {
      cursor = event.id;
      onEvent(event.context.jobId);
    }
  };
  // Ready once the server first answered, as `subscription.ready` is over long polling.
  await poll(0);
  const polling = (async () => {
    try {
      for (;;) await poll(1);
    } catch (error) {
      if (!abort.signal.aborted) throw error;
    }
  })();
  return {
    async stop() {
      abort.abort();
      await polling;
    },
  };
};

/**
 * The live event log: the same SSE stream the SDK reads (`GET /v1/events/stream`), over `fetch`
 * so the key travels in the Authorization header (an `EventSource` cannot send one). History
 * first comes from `GET /v1/events` pages; the stream then resumes after the last event seen, and
 * again after every dropped connection, so the log loses nothing and shows nothing twice.
 * @module
 */
import type { ConsoleApi, Schemas } from './api';

export type ConsoleEvent = Schemas['EventEnvelope'];

/** Splits SSE text into frames; returns the `data:` of each complete frame and the rest. */
export function readFrames(buffer: string): { data: string[]; rest: string } {
  const data: string[] = [];
  const normalized = buffer.replace(/\r\n?/g, '\n');
  const frames = normalized.split('\n\n');
  const rest = frames.pop() ?? '';
  for (const frame of frames) {
    const lines = frame.split('\n').filter((line) => line.startsWith('data:'));
    if (lines.length === 0) continue; // a comment (heartbeat) or an id-only frame
    data.push(lines.map((line) => line.slice(line.startsWith('data: ') ? 6 : 5)).join('\n'));
  }
  return { data, rest };
}

const HISTORY_PAGE = 1000;
const RECONNECT_MS = 1000;

export interface EventFeed {
  close(): void;
}

/**
 * Calls `onHistory` with the newest `historyLimit` events, then `onEvent` for each new one.
 * `onStatus` tells whether the stream is connected.
 */
export function followEvents(
  api: ConsoleApi,
  environmentId: string,
  handlers: {
    historyLimit: number;
    onHistory: (events: ConsoleEvent[]) => void;
    onEvent: (event: ConsoleEvent) => void;
    onStatus: (connected: boolean) => void;
  },
): EventFeed {
  const controller = new AbortController();
  let lastId: string | undefined;

  async function loadHistory() {
    let history: ConsoleEvent[] = [];
    for (;;) {
      const { data } = await api.get<{ data: ConsoleEvent[] }>('/v1/events', {
        query: { environmentId, pageSize: HISTORY_PAGE, after: lastId },
        signal: controller.signal,
      });
      history = history.concat(data).slice(-handlers.historyLimit);
      const last = data.at(-1);
      if (last) lastId = last.id;
      if (data.length < HISTORY_PAGE) break;
    }
    handlers.onHistory(history);
  }

  async function stream() {
    const response = await api.raw('/v1/events/stream', {
      query: { environmentId, lastEventId: lastId },
      signal: controller.signal,
    });
    const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
    if (!reader) return;
    handlers.onStatus(true);
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      const { data, rest } = readFrames(buffer + value);
      buffer = rest;
      for (const text of data) {
        const event = JSON.parse(text) as ConsoleEvent;
        lastId = event.id;
        handlers.onEvent(event);
      }
    }
  }

  void (async () => {
    try {
      await loadHistory();
    } catch {
      // The stream below reports the connection state; history is best effort.
    }
    while (!controller.signal.aborted) {
      try {
        await stream();
      } catch {
        // Dropped or refused: try again shortly, from the last event seen.
      }
      handlers.onStatus(false);
      if (controller.signal.aborted) return;
      await new Promise((resolve) => setTimeout(resolve, RECONNECT_MS));
    }
  })();

  return { close: () => controller.abort() };
}

/** A minimal reader of the dev server's event stream, over plain fetch. */
import { buildUrl, type Json, type RequestOptions, type TestApi } from './test-api';

export interface SseFrame {
  id?: string;
  data?: Json;
  event?: string;
}

export interface SseReader {
  status: number;
  contentType: string | null;
  frames: SseFrame[];
  comments: string[];
  /** Resolves once `predicate` holds (checked after every block received). */
  until(predicate: (reader: SseReader) => boolean): Promise<void>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openStream(
  api: TestApi,
  query: RequestOptions['query'],
  headers: Record<string, string> = {},
): Promise<SseReader> {
  const abort = new AbortController();
  const response = await fetch(buildUrl(api.server.url, '/v1/events/stream', query), {
    headers: { authorization: `Bearer ${api.server.apiKey}`, ...headers },
    signal: abort.signal,
  });
  const waiters = new Set<() => void>();
  const reader: SseReader = {
    status: response.status,
    contentType: response.headers.get('content-type'),
    frames: [],
    comments: [],
    until(predicate) {
      if (predicate(reader)) return Promise.resolve();
      return new Promise((resolve) => {
        const check = () => {
          if (!predicate(reader)) return;
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
      });
    },
    ended: Promise.resolve(),
    close: () => abort.abort(),
  };
  reader.ended = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body ?? []) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const frame: SseFrame = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) reader.comments.push(line.slice(1).trim());
            else if (line.startsWith('id: ')) frame.id = line.slice(4);
            else if (line.startsWith('data: ')) frame.data = JSON.parse(line.slice(6));
            else if (line.startsWith('event:')) frame.event = line.slice(6).trim();
          }
          if (frame.id !== undefined || frame.data !== undefined) reader.frames.push(frame);
          for (const waiter of [...waiters]) waiter();
          end = buffer.indexOf('\n\n');
        }
      }
    } catch (error) {
      if ((error as Error).name !== 'AbortError') throw error;
    }
  })();
  return reader;
}

/**
 * The dev server in the benchmark's own process, and a bare `fetch` to its API: the records
 * benchmarks time the server's work, so requests carry prepared text and answers come back as
 * text, with no client layer in between. The server's memory is the benchmark's memory.
 */
import { startDevServer } from '@importkit/dev-server';

export interface InProcessApi {
  /** Sends `body` as JSON; resolves with the answer's text, rejects on any status but 200. */
  call(method: string, path: string, body?: string): Promise<string>;
  close(): Promise<void>;
}

export async function startInProcessApi(): Promise<InProcessApi> {
  const server = await startDevServer({ port: 0 });
  const headers = { authorization: `Bearer ${server.apiKey}`, 'content-type': 'application/json' };
  return {
    async call(method, path, body) {
      const response = await fetch(server.url + path, { method, headers, body });
      const text = await response.text();
      if (response.status !== 200)
        throw new Error(
          `${method} ${path.slice(0, 100)}: ${response.status} ${text.slice(0, 300)}`,
        );
      return text;
    },
    close: () => server.close(),
  };
}

/** Milliseconds `run` takes. */
export async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

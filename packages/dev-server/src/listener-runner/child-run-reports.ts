/**
 * The child's side of the handler runs: each run a listener reports is sent to the dev server
 * (`POST /_dev/handler-runs`), in batches, so that the console and `GET /_dev/handler-runs` show
 * it. A server that stopped answering costs a message on stderr, never the listener.
 * @module
 */
import type { HandlerRun } from './handler-runs';

/** Runs kept while the server does not take them; the oldest go first. */
const MAX_PENDING_RUNS = 10_000;
const RUNS_PER_REQUEST = 1000;
const BATCH_DELAY_MS = 50;

/** Where runs are sent. */
export interface RunReporter {
  add(run: HandlerRun): void;
  /** Sends what is pending; resolves when the server answered (or failed to). */
  flush(): Promise<void>;
}

/** A run's error as the server keeps it: any thrown value, bounded. */
export function describeRunError(error: unknown): HandlerRun['error'] {
  const thrown = error as { name?: unknown; message?: unknown } | null | undefined;
  const name = typeof thrown?.name === 'string' ? thrown.name : 'Error';
  const message = typeof thrown?.message === 'string' ? thrown.message : String(error);
  return { name: name.slice(0, 1000), message: message.slice(0, 10_000) };
}

export function createRunReporter(server: { url: string; apiKey: string }): RunReporter {
  const pending: HandlerRun[] = [];
  let timer: NodeJS.Timeout | undefined;
  let sending: Promise<void> = Promise.resolve();

  const post = async (runs: HandlerRun[]) => {
    try {
      const response = await fetch(`${server.url}/_dev/handler-runs`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${server.apiKey}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ runs }),
      });
      if (response.status !== 204) {
        console.error(
          `importkit-dev: reporting handler runs failed: ${response.status} ${await response.text()}`,
        );
      }
    } catch (error) {
      console.error(`importkit-dev: reporting handler runs failed: ${(error as Error).message}`);
    }
  };

  const flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    sending = sending.then(async () => {
      while (pending.length > 0) await post(pending.splice(0, RUNS_PER_REQUEST));
    });
    return sending;
  };

  return {
    add(run) {
      pending.push(run);
      if (pending.length > MAX_PENDING_RUNS) pending.splice(0, pending.length - MAX_PENDING_RUNS);
      timer ??= setTimeout(flush, BATCH_DELAY_MS);
    },
    flush,
  };
}

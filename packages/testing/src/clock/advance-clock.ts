/**
 * Moves a dev server's manual clock through its public `/_dev/clock` routes, so every timed rule
 * (scheduled jobs, leases, retention, cron, readiness) runs as the time passes.
 * @module
 */
import { type Duration, durationMs } from './duration';

/** The most one `POST /_dev/clock/advance` moves (31 days); longer advances are sent in steps. */
export const MAX_ADVANCE_STEP_MS = 31 * 86_400_000;

/** Where the dev server is, and its key. */
export interface DevServerAddress {
  readonly url: string;
  readonly apiKey: string;
}

async function devRequest<T>(server: DevServerAddress, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${server.apiKey}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) {
    throw new Error(`importkit/testing: ${path} answered ${response.status}: ${text}`);
  }
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

/**
 * The server's clock now.
 *
 * @example
 * const now = await readClock({ url, apiKey });
 */
export async function readClock(server: DevServerAddress): Promise<Date> {
  const { data } = await devRequest<{ data: { now: string } }>(server, '/_dev/clock');
  return new Date(data.now);
}

/**
 * Moves the clock forward by `duration` and resolves once every rule that came due has run. An
 * advance longer than 31 days is made in 31-day steps, so rules due in between run in order.
 *
 * @example
 * await advanceClock(server, '5m');
 */
export async function advanceClock(server: DevServerAddress, duration: Duration): Promise<Date> {
  let left = durationMs(duration);
  let now: string | undefined;
  do {
    const step = Math.min(left, MAX_ADVANCE_STEP_MS);
    ({
      data: { now },
    } = await devRequest<{ data: { now: string } }>(server, '/_dev/clock/advance', { ms: step }));
    left -= step;
  } while (left > 0);
  return new Date(now as string);
}

/**
 * Development-only endpoints, outside `/v1` and outside the contract (a hosted service has none
 * of them), behind the same API key as every other request: `GET /_dev/clock` reads the
 * server's clock and `POST /_dev/clock/advance` `{ "ms": 60000 }` moves it forward, running every
 * timed rule that came due (at most 31 days per call), so a person or the dev console can step through schedules and leases.
 * @module
 */
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../http/http-error';
import { MAX_CLOCK_ADVANCE_MS, MAX_DATE_MS } from '../runtime/clock';
import type { DevRuntime } from '../runtime/runtime';

function clockView(runtime: DevRuntime) {
  return { data: { now: runtime.clock.nowIso(), mode: runtime.clock.mode } };
}

/** Registers the `/_dev/` routes. */
export function registerDevRoutes(app: FastifyInstance, runtime: DevRuntime): void {
  app.get('/_dev/clock', async () => clockView(runtime));
  app.post('/_dev/clock/advance', async (request) => {
    const body = request.body as { ms?: unknown } | undefined;
    const ms = body?.ms;
    if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0 || ms > MAX_CLOCK_ADVANCE_MS) {
      throw badRequest(
        `body.ms must be a number of milliseconds from 0 to ${MAX_CLOCK_ADVANCE_MS} (31 days) per advance`,
        'body.ms',
      );
    }
    if (runtime.clock.now() + ms > MAX_DATE_MS) {
      throw badRequest(
        `body.ms: advancing the clock by ${ms} ms would pass the latest time a Date can hold (${new Date(MAX_DATE_MS).toISOString()})`,
        'body.ms',
      );
    }
    runtime.clock.advance(ms);
    return clockView(runtime);
  });
}

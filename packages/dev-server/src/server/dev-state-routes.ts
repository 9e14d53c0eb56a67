/**
 * Development-only endpoints for the server's state and for developing a listener, outside `/v1`
 * and behind the API key like `/_dev/clock`:
 * - `POST /_dev/reset` → 204: every store emptied back to a fresh server's (same key, same default
 *   environment id; ids and event ids go on counting).
 * - `POST /_dev/events/{eventId}/replay` → 201 `{ data: <new event> }`: the event emitted again as
 *   a new event (new id, same topic, payload and context) with `attributes.replayOf` naming it.
 * - `POST /_dev/handler-runs` `{ "runs": [...] }` → 204: a listener reports the handlers it ran
 *   (`importkit-dev --listener` does); `GET /_dev/handler-runs?eventId=…&limit=…` →
 *   `{ data: [...] }`, the newest runs, oldest first.
 * @module
 */
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../http/http-error';
import { type HandlerRun, MAX_HANDLER_RUNS } from '../listener-runner/handler-runs';
import { resetRuntime } from '../persistence/reset-runtime';
import type { DevRuntime } from '../runtime/runtime';

/** The most runs one report may carry. */
export const MAX_RUNS_PER_REPORT = 1000;

const MAX_TEXT = 1000;
const MAX_MESSAGE = 10_000;

function text(value: unknown, key: string, max = MAX_TEXT): string {
  if (typeof value !== 'string' || value === '' || value.length > max) {
    throw badRequest(`${key} must be a non-empty string of at most ${max} characters`, key);
  }
  return value;
}

/** One reported run, checked field by field (the 400 names the first bad one). */
function readRun(value: unknown, key: string): HandlerRun {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badRequest(`${key} must be an object`, key);
  }
  const run = value as Record<string, unknown>;
  const startedAt = text(run.startedAt, `${key}.startedAt`);
  if (Number.isNaN(Date.parse(startedAt))) {
    throw badRequest(
      `${key}.startedAt must be a date-time, got "${startedAt}"`,
      `${key}.startedAt`,
    );
  }
  const { durationMs } = run;
  if (typeof durationMs !== 'number' || !Number.isFinite(durationMs) || durationMs < 0) {
    throw badRequest(
      `${key}.durationMs must be a number of milliseconds, 0 or more`,
      `${key}.durationMs`,
    );
  }
  const checked: HandlerRun = {
    eventId: text(run.eventId, `${key}.eventId`),
    topic: text(run.topic, `${key}.topic`),
    handler: text(run.handler, `${key}.handler`),
    startedAt,
    durationMs,
  };
  if (run.error !== undefined) {
    const error = run.error as Record<string, unknown> | null;
    if (typeof error !== 'object' || error === null || Array.isArray(error)) {
      throw badRequest(`${key}.error must be an object { name, message }`, `${key}.error`);
    }
    if (typeof error.message !== 'string' || error.message.length > MAX_MESSAGE) {
      throw badRequest(
        `${key}.error.message must be a string of at most ${MAX_MESSAGE} characters`,
        `${key}.error.message`,
      );
    }
    checked.error = { name: text(error.name, `${key}.error.name`), message: error.message };
  }
  return checked;
}

function readLimit(value: unknown): number {
  if (value === undefined) return MAX_HANDLER_RUNS;
  const limit = Number(value);
  if (!/^\d+$/.test(String(value)) || limit < 1 || limit > MAX_HANDLER_RUNS) {
    throw badRequest(
      `query.limit must be a whole number from 1 to ${MAX_HANDLER_RUNS}`,
      'query.limit',
    );
  }
  return limit;
}

/** Registers the state and listener-development routes under `/_dev/`. */
export function registerDevStateRoutes(app: FastifyInstance, runtime: DevRuntime): void {
  app.post('/_dev/reset', async (_request, reply) => {
    resetRuntime(runtime);
    return reply.code(204).send();
  });

  app.post('/_dev/events/:eventId/replay', async (request, reply) => {
    const { eventId } = request.params as { eventId: string };
    const event = runtime.events.get(eventId);
    if (!event) throw notFound('Event', eventId, 'eventId');
    const replayed = runtime.events.emit(event.topic, event.payload, event.context, {
      ...event.attributes,
      replayOf: event.id,
    });
    return reply.code(201).send({ data: replayed });
  });

  app.post('/_dev/handler-runs', async (request, reply) => {
    const runs = (request.body as { runs?: unknown } | undefined)?.runs;
    if (!Array.isArray(runs) || runs.length > MAX_RUNS_PER_REPORT) {
      throw badRequest(
        `body.runs must be an array of at most ${MAX_RUNS_PER_REPORT} handler runs`,
        'body.runs',
      );
    }
    // Checked whole before any is kept.
    const checked = runs.map((run, index) => readRun(run, `body.runs[${index}]`));
    const log = runtime.state.handlerRuns;
    for (const run of checked) log.add(run);
    return reply.code(204).send();
  });

  app.get('/_dev/handler-runs', async (request) => {
    const query = request.query as { eventId?: unknown; limit?: unknown };
    if (query.eventId !== undefined && typeof query.eventId !== 'string') {
      throw badRequest('query.eventId must be one event id', 'query.eventId');
    }
    return { data: runtime.state.handlerRuns.list(query.eventId, readLimit(query.limit)) };
  });
}

/**
 * Waiting for a job or an event by a positive signal: the server's long poll answers as soon as a
 * matching event is emitted, and the job is read again after each of its events. No sleeps, no
 * attempt counts; a bound on the whole wait turns a job that never moves into a clear failure.
 */
import type { DevServer } from '@importkit/dev-server';
import type { Json } from './test-api';

/** How long a wait may take before it fails the test (well under the test timeout). */
const WAIT_LIMIT_MS = 20_000;
/** Seconds one long poll is held by the server (its maximum is 30). */
const POLL_SECONDS = 5;

/** The statuses a job ends in. */
export const SETTLED_STATUSES = ['complete', 'failed', 'canceled'];

async function call(server: DevServer, path: string, query: Record<string, string[]> = {}) {
  const url = new URL(path, server.url);
  for (const [key, values] of Object.entries(query)) {
    for (const value of values) url.searchParams.append(key, value);
  }
  const response = await fetch(url, { headers: { authorization: `Bearer ${server.apiKey}` } });
  const body = (await response.json()) as Json;
  if (response.status !== 200)
    throw new Error(`GET ${path} answered ${response.status}: ${JSON.stringify(body)}`);
  return body.data;
}

/**
 * Resolves with the first event of `environmentId` (default: the server's) that `matches`, among
 * those already emitted and those to come. `topics` narrows what the server sends.
 */
export async function waitForEvent(
  server: DevServer,
  matches: (event: Json) => boolean,
  options: { environmentId?: string; topics?: string[] } = {},
): Promise<Json> {
  const deadline = Date.now() + WAIT_LIMIT_MS;
  const query = {
    environmentId: [options.environmentId ?? server.environmentId],
    topic: options.topics ?? [],
    pageSize: ['10000'],
  };
  let after: string | undefined;
  while (Date.now() < deadline) {
    const events = (await call(server, '/v1/events', {
      ...query,
      ...(after === undefined ? {} : { after: [after], wait: [String(POLL_SECONDS)] }),
    })) as Json[];
    const found = events.find(matches);
    if (found) return found;
    if (events.length > 0) after = events[events.length - 1].id;
  }
  throw new Error(`no matching event within ${WAIT_LIMIT_MS} ms`);
}

/**
 * Resolves with the job once `until` holds for it (by default: once it has settled), reading it
 * again after each of its events.
 */
export async function waitForJob(
  server: DevServer,
  jobId: string,
  until: (job: Json) => boolean = (job) => SETTLED_STATUSES.includes(job.status),
): Promise<Json> {
  const deadline = Date.now() + WAIT_LIMIT_MS;
  let job = await call(server, `/v1/jobs/${jobId}`);
  let after: string | undefined;
  while (!until(job)) {
    if (Date.now() > deadline) {
      throw new Error(`job ${jobId} is still ${job.status} after ${WAIT_LIMIT_MS} ms`);
    }
    const events = (await call(server, '/v1/events', {
      environmentId: [job.environmentId],
      domain: ['job'],
      pageSize: ['10000'],
      ...(after === undefined ? {} : { after: [after], wait: [String(POLL_SECONDS)] }),
    })) as Json[];
    if (events.length > 0) after = events[events.length - 1].id;
    job = await call(server, `/v1/jobs/${jobId}`);
  }
  return job;
}

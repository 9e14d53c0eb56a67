/**
 * What every handler works with: the store, the event log, the clock, the job engine, the id
 * generator, who the caller is, and the hooks that let `close()` end streams and held requests.
 * @module
 */

import { JobEngine } from '../jobs/job-engine';
import type { DevStore } from '../store/dev-store';
import { createMemoryStore } from '../store/memory-store';
import { type ClockMode, createClock, type DevClock } from './clock';
import { EventLog } from './event-log';
import { createIdGenerator, type IdSource, type IdState } from './ids';

/** The state and services of one running dev server. */
export interface DevRuntime {
  store: DevStore;
  events: EventLog;
  nextId: IdSource;
  accountId: string;
  /** The actor every request acts as (the API key's actor). */
  actorId: string;
  /** The default environment. */
  environmentId: string;
  heartbeatMs: number;
  /** Bytes an SSE stream may have written but not yet sent to a client before writes pause. */
  sseBufferBytes: number;
  /** The one clock every timed rule reads. */
  clock: DevClock;
  /** The job state table and everything timed or chained around it. */
  jobs: JobEngine;
  /** The current time (of `clock`) as an ISO string. */
  now(): string;
  /** Registers a function that `close()` calls (ends an SSE stream, answers a held poll). */
  onClose(cleanup: () => void): () => void;
  /** Runs every registered cleanup once. */
  runCloseHooks(): void;
}

/** The default byte bound of the event log. */
export const DEFAULT_EVENT_LOG_BYTES = 256 * 1024 * 1024;

/** The default bound of what an SSE stream holds for a slow client. */
export const DEFAULT_SSE_BUFFER_BYTES = 8 * 1024 * 1024;

export interface RuntimeOptions {
  eventLogLimit: number;
  /** Default 256 MiB. */
  eventLogBytes?: number;
  heartbeatMs: number;
  /** Default 8 MiB. */
  sseBufferBytes?: number;
  store?: DevStore;
  /** Default `real`. */
  clock?: ClockMode;
  /** How long a job claim lasts without a report. Default {@link DEFAULT_JOB_LEASE_MS}. */
  jobLeaseMs?: number;
  /** The ids of a server restored from saved state (default: new ones). */
  identity?: RuntimeIdentity;
}

/** Who a server is: its account, default environment and actor ids, and the ids handed out. */
export interface RuntimeIdentity {
  accountId: string;
  environmentId: string;
  actorId: string;
  ids: IdState;
}

/** The default job lease: five minutes without a report and a claimed job is ready again. */
export const DEFAULT_JOB_LEASE_MS = 5 * 60 * 1000;

/** The environment every server starts with (and a reset brings back). */
export function defaultEnvironment(environmentId: string, accountId: string) {
  return { id: environmentId, accountId, name: 'Development', slug: 'development', isProd: false };
}

/**
 * Creates the runtime with its default environment.
 *
 * @example
 * const runtime = createRuntime({ eventLogLimit: 100_000, heartbeatMs: 15_000 });
 */
export function createRuntime(options: RuntimeOptions): DevRuntime {
  const leaseMs = options.jobLeaseMs ?? DEFAULT_JOB_LEASE_MS;
  if (!Number.isInteger(leaseMs) || leaseMs < 1) {
    throw new RangeError(
      `importkit/dev-server: jobLeaseMs must be a whole number of milliseconds, 1 or more, got ${leaseMs}`,
    );
  }
  if (options.clock !== undefined && options.clock !== 'real' && options.clock !== 'manual') {
    throw new RangeError(
      `importkit/dev-server: clock must be 'real' or 'manual', got ${String(options.clock)}`,
    );
  }
  const nextId = createIdGenerator(options.identity?.ids);
  const store = options.store ?? createMemoryStore();
  const accountId = options.identity?.accountId ?? nextId('us_acc_');
  const environmentId = options.identity?.environmentId ?? nextId('us_env_');
  store.environments.put(defaultEnvironment(environmentId, accountId));
  const cleanups = new Set<() => void>();
  const clock = createClock(options.clock ?? 'real');
  const events = new EventLog(
    { count: options.eventLogLimit, bytes: options.eventLogBytes ?? DEFAULT_EVENT_LOG_BYTES },
    clock.now,
  );
  const actorId = options.identity?.actorId ?? nextId('us_key_');
  const jobs = new JobEngine({ store, events, clock, nextId, accountId, actorId }, leaseMs);
  cleanups.add(() => {
    jobs.stop();
    clock.stop();
  });
  return {
    store,
    events,
    nextId,
    accountId,
    actorId,
    environmentId,
    heartbeatMs: options.heartbeatMs,
    sseBufferBytes: options.sseBufferBytes ?? DEFAULT_SSE_BUFFER_BYTES,
    clock,
    jobs,
    now: clock.nowIso,
    onClose(cleanup) {
      cleanups.add(cleanup);
      return () => cleanups.delete(cleanup);
    },
    runCloseHooks() {
      for (const cleanup of [...cleanups]) {
        cleanups.delete(cleanup);
        cleanup();
      }
    },
  };
}

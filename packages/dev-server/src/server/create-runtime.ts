/**
 * Builds a server's runtime: the store with its default environment, the clock, the event log,
 * the job engine with every service-run job registered (each concern registers its own, here and
 * only here), and the rest of its state (runtime/server-state.ts).
 * @module
 */

import { hostedEnvelope } from '../events/hosted-envelope';
import { PollReaders } from '../events/poll-readers';
import { DEFAULT_EXTRACTION_LIMITS, type ExtractionLimits } from '../files/extraction-limits';
import { registerFileExtraction } from '../files/file-extraction';
import { UploadStorage } from '../files/upload-storage';
import { JobEngine } from '../jobs/job-engine';
import { HandlerRunLog } from '../listener-runner/handler-runs';
import { registerTransform } from '../mapping/transform-job';
import { registerDeleteRecordsJob } from '../records/delete-records-job';
import { ServerKey } from '../resources/api-keys';
import { CronTimers } from '../resources/cron';
import { type ClockMode, createClock } from '../runtime/clock';
import { EventLog } from '../runtime/event-log';
import { createIdGenerator } from '../runtime/ids';
import {
  DEFAULT_EVENT_LOG_BYTES,
  DEFAULT_JOB_LEASE_MS,
  DEFAULT_MAX_UPLOAD_BYTES,
  DEFAULT_SSE_BUFFER_BYTES,
  type DevRuntime,
  defaultEnvironment,
  type RuntimeIdentity,
} from '../runtime/runtime';
import type { ServerState } from '../runtime/server-state';
import type { DevStore } from '../store/dev-store';
import { createMemoryStore } from '../store/memory-store';
import { WebhookInbox } from '../webhook-inbox/webhook-inbox';
import { registerFlagJob } from '../workbooks/flag-job';

export interface RuntimeOptions {
  eventLogLimit: number;
  /** Default 256 MiB. */
  eventLogBytes?: number;
  heartbeatMs: number;
  /** Default 8 MiB. */
  sseBufferBytes?: number;
  /** Default 1 GiB. */
  maxUploadBytes?: number;
  /** Bounds of one file's extraction to change; the others keep their defaults. */
  extractionLimits?: Partial<ExtractionLimits>;
  store?: DevStore;
  /** Default `real`. */
  clock?: ClockMode;
  /** How long a job claim lasts without a report. Default {@link DEFAULT_JOB_LEASE_MS}. */
  jobLeaseMs?: number;
  /** The ids of a server restored from saved state (default: new ones). */
  identity?: RuntimeIdentity;
  /**
   * The tag of the ids a new server hands out, instead of a random one: the same tag makes the
   * same default environment, account and actor ids at every start (`stableCredentials`).
   */
  idTag?: string;
}

/** Every part of a fresh server's state, empty. */
function createServerState(): ServerState {
  return {
    snapshots: new Map(),
    snapshotsLoading: new Map(),
    latestVersions: new Map(),
    versionSequences: new Map(),
    uploads: new UploadStorage(),
    handlerRuns: new HandlerRunLog(),
    cronTimers: new CronTimers(),
    uniqueIndexes: new Map(),
    referencedValues: new Map(),
    referenceLinks: new Map(),
    serverKey: new ServerKey(),
    webhookInbox: new WebhookInbox(),
    pollReaders: new PollReaders(),
    jobsCreatedReady: new Set(),
  };
}

/** The jobs the service runs itself, each registered by the concern that does the work. */
function registerServiceJobs(runtime: DevRuntime): void {
  registerDeleteRecordsJob(runtime);
  registerTransform(runtime);
  registerFileExtraction(runtime);
  registerFlagJob(runtime);
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
  const nextId = createIdGenerator(
    options.identity?.ids ??
      (options.idTag === undefined ? undefined : { tag: options.idTag, counters: {} }),
  );
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
  const state = createServerState();
  cleanups.add(() => {
    jobs.stop();
    clock.stop();
  });
  const runtime: DevRuntime = {
    store,
    events,
    nextId,
    accountId,
    actorId,
    environmentId,
    heartbeatMs: options.heartbeatMs,
    sseBufferBytes: options.sseBufferBytes ?? DEFAULT_SSE_BUFFER_BYTES,
    maxUploadBytes: options.maxUploadBytes ?? DEFAULT_MAX_UPLOAD_BYTES,
    extractionLimits: { ...DEFAULT_EXTRACTION_LIMITS, ...options.extractionLimits },
    clock,
    jobs,
    state,
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
  events.completeEnvelopesWith(hostedEnvelope(runtime));
  registerServiceJobs(runtime);
  return runtime;
}

/**
 * What every handler works with: the store, the event log, the clock, the job engine, the id
 * generator, who the caller is, the rest of the server's state (server-state.ts), and the hooks
 * that let `close()` end streams and held requests. `server/create-runtime.ts` builds it.
 * @module
 */
import type { ExtractionLimits } from '../files/extraction-limits';
import type { JobEngine } from '../jobs/job-engine';
import type { DevStore } from '../store/dev-store';
import type { DevClock } from './clock';
import type { EventLog } from './event-log';
import type { IdSource, IdState } from './ids';
import type { ServerState } from './server-state';

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
  /** The largest file an upload may carry. */
  maxUploadBytes: number;
  /** What extracting one file may cost (fields per row, columns per sheet, inflated bytes, …). */
  extractionLimits: ExtractionLimits;
  /** The one clock every timed rule reads. */
  clock: DevClock;
  /** The job state table and everything timed or chained around it. */
  jobs: JobEngine;
  /** Everything else the server keeps (snapshots, uploads, indexes, …), declared in one place. */
  state: ServerState;
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

/** The largest upload accepted by default: 1 GiB. */
export const DEFAULT_MAX_UPLOAD_BYTES = 1024 * 1024 * 1024;

/** The default job lease: five minutes without a report and a claimed job is ready again. */
export const DEFAULT_JOB_LEASE_MS = 5 * 60 * 1000;

/** Who a server is: its account, default environment and actor ids, and the ids handed out. */
export interface RuntimeIdentity {
  accountId: string;
  environmentId: string;
  actorId: string;
  ids: IdState;
}

/** The environment every server starts with (and a reset brings back). */
export function defaultEnvironment(environmentId: string, accountId: string) {
  return {
    id: environmentId,
    accountId,
    name: 'Development',
    slug: 'development',
    isProd: false,
    guestAuthentication: ['shared_link' as const],
    features: {},
    metadata: {},
  };
}

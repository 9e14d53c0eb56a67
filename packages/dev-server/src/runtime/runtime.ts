/**
 * What every handler works with: the store, the event log, the id generator, who the caller is,
 * and the hooks that let `close()` end streams and held requests.
 * @module
 */
import { EventLog } from '../events/event-log';
import type { DevStore } from '../store/dev-store';
import { createMemoryStore } from '../store/memory-store';
import { createIdGenerator, type IdGenerator } from './ids';

/** The state and services of one running dev server. */
export interface DevRuntime {
  store: DevStore;
  events: EventLog;
  nextId: IdGenerator;
  accountId: string;
  /** The actor every request acts as (the API key's actor). */
  actorId: string;
  /** The default environment. */
  environmentId: string;
  heartbeatMs: number;
  /** Bytes an SSE stream may have written but not yet sent to a client before writes pause. */
  sseBufferBytes: number;
  /** The current time as an ISO string. */
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
}

/**
 * Creates the runtime with its default environment.
 *
 * @example
 * const runtime = createRuntime({ eventLogLimit: 100_000, heartbeatMs: 15_000 });
 */
export function createRuntime(options: RuntimeOptions): DevRuntime {
  const nextId = createIdGenerator();
  const store = options.store ?? createMemoryStore();
  const accountId = nextId('us_acc_');
  const environmentId = nextId('us_env_');
  store.environments.put({
    id: environmentId,
    accountId,
    name: 'Development',
    slug: 'development',
    isProd: false,
  });
  const cleanups = new Set<() => void>();
  return {
    store,
    events: new EventLog({
      count: options.eventLogLimit,
      bytes: options.eventLogBytes ?? DEFAULT_EVENT_LOG_BYTES,
    }),
    nextId,
    accountId,
    actorId: nextId('us_key_'),
    environmentId,
    heartbeatMs: options.heartbeatMs,
    sseBufferBytes: options.sseBufferBytes ?? DEFAULT_SSE_BUFFER_BYTES,
    now: () => new Date().toISOString(),
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

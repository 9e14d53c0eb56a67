/**
 * `startDevServer`: the service, in memory, on a real port.
 * @module
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { ExtractionLimits } from '../files/extraction-limits';
import { keepState, loadDataDirectory } from '../persistence/data-directory';
import { applySeed } from '../persistence/seed/apply-seed';
import type { ClockMode } from '../runtime/clock';
import type { DevRuntime, RuntimeIdentity } from '../runtime/runtime';
import { DEFAULT_RETENTION_DAYS, watchDataRetention } from '../workbooks/data-retention';
import { watchWorkbookReadiness } from '../workbooks/workbook-readiness';
import { buildApp } from './build-app';
import { consoleUrl } from './console-route';
import { createRuntime } from './create-runtime';
import { createHostCheck } from './host-check';
import { operationHandlers } from './operation-handlers';
import { checkDevServerOptions, DevServerOptionsError } from './server-options';
import { type StateSummary, summarizeState } from './state-summary';
import { applyWebhookInboxOptions, type WebhookInboxOptions } from './webhook-inbox-options';
import { webhookEndpointUrl } from './webhook-routes';

export { DevServerOptionsError };

/** Options of {@link startDevServer}. */
export interface DevServerOptions {
  /** The port to listen on; 0 picks a free one. Default 8787. */
  port?: number;
  /** The interface to listen on. Default `127.0.0.1`. */
  host?: string;
  /**
   * Host names (besides this machine's own addresses and `localhost`) that requests may address
   * the server by; any other `Host` is refused with 403, so no web page reaches the server by DNS
   * rebinding.
   */
  allowedHosts?: string[];
  /**
   * The API key every `/v1` request must carry. Default: the one saved in `dataDir`, else
   * {@link LOCAL_API_KEY} with `stableCredentials`, else a random `sk_dev_…`.
   */
  apiKey?: string;
  /**
   * The same credentials at every start: the API key {@link LOCAL_API_KEY} (unless `apiKey` is
   * given) and the same ids of the default environment, account and actor, so variables exported
   * once stay valid across restarts. With `dataDir`, the saved key and ids are kept either way.
   * `importkit-dev` starts with this on.
   */
  stableCredentials?: boolean;
  /** How many events the log keeps for replay and long polls. Default 100,000. */
  eventLogLimit?: number;
  /** How many bytes of event JSON the log keeps (large `records:*` events). Default 256 MiB. */
  eventLogBytes?: number;
  /** The largest request body accepted; larger ones get 413. Default 64 MiB. */
  bodyLimitBytes?: number;
  /** The largest file `POST /v1/files` accepts; larger ones get 413 and nothing is kept. Default 1 GiB. */
  maxUploadBytes?: number;
  /**
   * What extracting one uploaded file may cost; a file past a bound fails its extraction with a
   * message naming it (the server goes on). Each is a positive whole number; those not given keep
   * their defaults: `maxFieldsPerRow` 100,000 (fields of one CSV/TSV row, empty ones included),
   * `maxRowCharacters` 16 MiB (of one CSV/TSV row), `maxColumns` 2,000 (of one sheet: its header,
   * or a worksheet's cells), `maxInflatedBytes` 4 GiB (all parts of one `.xlsx` inflated),
   * `maxSharedStringBytes` 512 MiB (the shared strings of one `.xlsx`), `parseWorkerHeapBytes`
   * 1 GiB (the heap of the thread that parses a CSV/TSV file of 1 MiB or more).
   */
  extractionLimits?: Partial<ExtractionLimits>;
  /** How long a request (headers and body) may take to arrive; slower ones get 408. Default 60,000 ms. */
  bodyTimeoutMs?: number;
  /** How often an SSE stream gets a `: heartbeat` comment. Default 15,000 ms. */
  heartbeatMs?: number;
  /**
   * How many bytes an SSE stream may have waiting for a slow client before it stops writing; a
   * client that then reads nothing for a heartbeat interval is dropped. Default 8 MiB.
   */
  sseBufferBytes?: number;
  /**
   * The clock of every timed rule (scheduled jobs, job leases): `real` (default) follows the wall
   * clock; `manual` stands still until `advanceClock` moves it.
   */
  clock?: ClockMode;
  /** How long a job claim lasts without a report before the job is ready again. Default 300,000 ms. */
  jobLeaseMs?: number;
  /**
   * A directory that keeps the server's state across restarts (records, jobs, files, events,
   * clock, …): loaded at start; every change is journaled there, and a write is on the disk before
   * it is answered, so even a killed server loses nothing it answered. A state file that cannot be
   * loaded (corrupt, or written by a newer server) makes `startDevServer` throw, naming it; so
   * does a directory another running server uses.
   */
  dataDir?: string;
  /**
   * With `dataDir`: how large the journal grows before a new state file is written and the
   * journal starts over. Default 64 MiB.
   */
  journalBytes?: number;
  /**
   * A blueprint file (JSON) of spaces, workbooks and records to create at start, through the
   * API; skipped when `dataDir` held saved state. An unusable one makes `startDevServer` throw,
   * naming the file and the JSON path.
   */
  seed?: string;
  /**
   * Days after their creation that spaces, workbooks and files expire (`space:expired`,
   * `workbook:expired`, `file:expired` on the clock), 1 to 36,500. Default 365.
   */
  retentionDays?: number;
  /**
   * The webhook inbox at `<url>/_dev/webhooks/<name>`: endpoints scripted from the start (answers
   * and the secret signatures are verified with), how many requests each keeps (default 50) and
   * how much of a body (default 1 MiB).
   */
  webhookInbox?: WebhookInboxOptions;
}

/** A running dev server. */
export interface DevServer {
  /** The base URL, for example `http://127.0.0.1:8787` (paths start with `/v1`). */
  url: string;
  /**
   * The dev console in a browser, with the key in the fragment (never sent in a request):
   * `http://127.0.0.1:8787/console/#key=<apiKey>`.
   */
  consoleUrl: string;
  apiKey: string;
  /** The id of the default environment (`us_env_…`). */
  environmentId: string;
  accountId: string;
  /**
   * The inbox's `default` endpoint, `<url>/_dev/webhooks/default`: a webhook URL that captures
   * what is sent and answers by its script (every endpoint name works the same way).
   */
  webhookUrl: string;
  /**
   * What the server started with, when it did not start empty: the state `dataDir` held, or what
   * `seed` created (counted once it was loaded).
   */
  loaded?: { from: 'data' | 'seed'; path: string; summary: StateSummary };
  /**
   * Moves the server's clock forward by `ms` and runs every timed rule that came due (a
   * scheduled job becomes ready, a lease lapses). Same as `POST /_dev/clock/advance`.
   */
  advanceClock(ms: number): Promise<void>;
  /** Ends every connection (SSE streams and held long polls included) and stops listening. */
  close(): Promise<void>;
}

/** The API key of `stableCredentials` (and of `importkit-dev` by default): local use only. */
export const LOCAL_API_KEY = 'sk_dev_importkit_local';

/** The id tag of `stableCredentials` (four characters, as every tag): `us_env_locl000001`. */
const LOCAL_ID_TAG = 'locl';

/** The default largest request body: room for 10,000-record batches of wide records. */
export const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024 * 1024;

/** The default time a request may take to arrive. */
export const DEFAULT_BODY_TIMEOUT_MS = 60_000;

/** The longest URL accepted; longer ones get 414 (Node answers 431 past its header limit). */
export const MAX_URL_LENGTH = 8192;

/** How long `close()` lets in-flight requests finish before it cuts their connections. */
const CLOSE_GRACE_MS = 2000;

function urlHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}

/**
 * Starts the dev server and resolves once it listens. Options that cannot work (an empty API key
 * or one with whitespace, a port outside 0–65535, a limit that is not a positive whole number)
 * throw a {@link DevServerOptionsError} before anything listens.
 *
 * @example
 * import { startDevServer } from '@importkit/dev-server';
 *
 * const server = await startDevServer({ port: 0 });
 * const response = await fetch(`${server.url}/v1/spaces`, {
 *   headers: { Authorization: `Bearer ${server.apiKey}` },
 * });
 * console.log(await response.json()); // { data: [] }
 * await server.close();
 */
export async function startDevServer(options: DevServerOptions = {}): Promise<DevServer> {
  checkDevServerOptions({ ...options });
  const makeRuntime = (identity?: RuntimeIdentity) =>
    createRuntime({
      eventLogLimit: options.eventLogLimit ?? 100_000,
      eventLogBytes: options.eventLogBytes,
      heartbeatMs: options.heartbeatMs ?? 15_000,
      sseBufferBytes: options.sseBufferBytes,
      clock: options.clock,
      jobLeaseMs: options.jobLeaseMs,
      maxUploadBytes: options.maxUploadBytes,
      extractionLimits: options.extractionLimits,
      identity,
      idTag: options.stableCredentials === true ? LOCAL_ID_TAG : undefined,
    });
  const loaded =
    options.dataDir === undefined
      ? undefined
      : await loadDataDirectory(options.dataDir, makeRuntime);
  const runtime: DevRuntime = loaded?.runtime ?? makeRuntime();
  const restored = loaded?.restored ?? false;
  const apiKey =
    options.apiKey ??
    loaded?.apiKey ??
    (options.stableCredentials === true
      ? LOCAL_API_KEY
      : `sk_dev_${randomBytes(16).toString('hex')}`);
  let app: ReturnType<typeof buildApp>;
  try {
    applyWebhookInboxOptions(runtime.state.webhookInbox, options.webhookInbox);
    watchDataRetention(runtime, options.retentionDays ?? DEFAULT_RETENTION_DAYS);
    watchWorkbookReadiness(runtime);
    app = buildApp(runtime, {
      apiKey,
      bodyLimitBytes: options.bodyLimitBytes ?? DEFAULT_BODY_LIMIT_BYTES,
      bodyTimeoutMs: options.bodyTimeoutMs ?? DEFAULT_BODY_TIMEOUT_MS,
      maxUrlLength: MAX_URL_LENGTH,
      handlers: operationHandlers,
      isOwnHost: createHostCheck(options.host ?? '127.0.0.1', options.allowedHosts),
    });
  } catch (error) {
    runtime.runCloseHooks();
    loaded?.release();
    throw error;
  }
  const host = options.host ?? '127.0.0.1';
  let saved: Awaited<ReturnType<typeof keepState>> | undefined;
  try {
    if (options.dataDir !== undefined && loaded !== undefined) {
      saved = await keepState(options.dataDir, runtime, app, {
        ...loaded,
        apiKey,
        compactBytes: options.journalBytes,
      });
    }
    if (options.seed !== undefined && !restored) await applySeed(runtime, options.seed);
    await app.listen({ port: options.port ?? 8787, host });
  } catch (error) {
    runtime.runCloseHooks();
    await app.close();
    if (saved) await saved.close();
    else loaded?.release();
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      // End SSE streams and answer held polls first, so their connections go idle and close.
      runtime.runCloseHooks();
      const force = setTimeout(() => app.server.closeAllConnections(), CLOSE_GRACE_MS);
      force.unref();
      try {
        await app.close();
      } finally {
        clearTimeout(force);
      }
      // The last save, once nothing can change the state any more.
      await saved?.close();
    })();
    return closing;
  };

  const url = `http://${urlHost(host)}:${port}`;
  const loadedFrom =
    restored && options.dataDir !== undefined
      ? { from: 'data' as const, path: options.dataDir }
      : options.seed !== undefined
        ? { from: 'seed' as const, path: options.seed }
        : undefined;
  return {
    url,
    consoleUrl: consoleUrl(url, apiKey),
    apiKey,
    environmentId: runtime.environmentId,
    accountId: runtime.accountId,
    webhookUrl: webhookEndpointUrl(url),
    ...(loadedFrom ? { loaded: { ...loadedFrom, summary: summarizeState(runtime) } } : {}),
    advanceClock: async (ms) => runtime.clock.advance(ms),
    close,
  };
}

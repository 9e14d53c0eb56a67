import { ConfigError } from '../errors/config-error';
import { eventTopics } from '../generated/event-catalog';
import type { ResolvedSubscribeOptions, SubscribeOptions } from './subscription-types';

const MAX_POLL_WAIT_SECONDS = 30;
const DEFAULT_MAX_EVENT_BYTES = 256 * 1024;
const known: ReadonlySet<string> = new Set(eventTopics);

/** Checks the options of `subscribe` and fills in the defaults; throws `ConfigError` at once. */
export function resolveSubscribeOptions(options: SubscribeOptions): ResolvedSubscribeOptions {
  if (typeof options.environmentId !== 'string' || options.environmentId === '') {
    throw new ConfigError('subscribe() needs { environmentId }');
  }
  const unknown = options.topics?.filter((topic) => !known.has(topic)) ?? [];
  if (unknown.length > 0) {
    throw new ConfigError(`subscribe(): unknown topic ${unknown.map((t) => `"${t}"`).join(', ')}`);
  }
  if (options.transport !== undefined && !['auto', 'sse', 'poll'].includes(options.transport)) {
    throw new ConfigError(`subscribe(): transport must be 'auto', 'sse' or 'poll'`);
  }
  const wait = options.pollWaitSeconds ?? 25;
  // At least 1 s: with 0 an idle server would answer at once and the loop would spin.
  if (!(wait >= 1 && wait <= MAX_POLL_WAIT_SECONDS)) {
    throw new ConfigError(
      `subscribe(): pollWaitSeconds must be between 1 and ${MAX_POLL_WAIT_SECONDS}`,
    );
  }
  const heartbeatTimeoutMs = options.heartbeatTimeoutMs ?? 45_000;
  const reconnectMinMs = options.reconnectDelayMs?.min ?? 500;
  const reconnectMaxMs = options.reconnectDelayMs?.max ?? 30_000;
  const sseRetryIntervalMs = options.sseRetryIntervalMs ?? 5 * 60_000;
  const bufferSize = options.bufferSize ?? 1000;
  const maxEventBytes = options.maxEventBytes ?? DEFAULT_MAX_EVENT_BYTES;
  // Zero would spin or stall: a watchdog firing at once, reconnects with no pause, a buffer that
  // is always full and so is never read into.
  requirePositive('heartbeatTimeoutMs', heartbeatTimeoutMs);
  requirePositive('reconnectDelayMs.min', reconnectMinMs);
  // 0 is fine here: back to SSE after the next poll, which still waits for events.
  if (!(sseRetryIntervalMs >= 0)) {
    throw new ConfigError(
      `subscribe(): sseRetryIntervalMs must not be negative (got ${sseRetryIntervalMs})`,
    );
  }
  if (!(reconnectMaxMs >= reconnectMinMs)) {
    throw new ConfigError(
      `subscribe(): reconnectDelayMs.max (${reconnectMaxMs}) must be at least reconnectDelayMs.min (${reconnectMinMs})`,
    );
  }
  requireWholeNumber('bufferSize', bufferSize, 1);
  // Below 64 bytes not even an envelope's fixed fields fit.
  requireWholeNumber('maxEventBytes', maxEventBytes, 64);
  return {
    environmentId: options.environmentId,
    transport: options.transport ?? 'auto',
    spaceId: options.spaceId,
    topics: options.topics && options.topics.length > 0 ? [...options.topics] : undefined,
    pollWaitSeconds: Math.floor(wait),
    heartbeatTimeoutMs,
    reconnectMinMs,
    reconnectMaxMs,
    sseRetryIntervalMs,
    bufferSize,
    maxEventBytes,
  };
}

function requireWholeNumber(name: string, value: number, least: number): void {
  if (!Number.isInteger(value) || value < least) {
    throw new ConfigError(
      `subscribe(): ${name} must be a whole number of at least ${least} (got ${value})`,
    );
  }
}

function requirePositive(name: string, value: number): void {
  if (!(value > 0)) {
    throw new ConfigError(`subscribe(): ${name} must be more than 0 (got ${value})`);
  }
}

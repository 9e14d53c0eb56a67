import { ConfigError } from '../errors/config-error';
import { eventTopics } from '../generated/event-catalog';
import type { ResolvedSubscribeOptions, SubscribeOptions } from './subscription-types';

const MAX_POLL_WAIT_SECONDS = 30;
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
  return {
    environmentId: options.environmentId,
    spaceId: options.spaceId,
    topics: options.topics && options.topics.length > 0 ? [...options.topics] : undefined,
    pollWaitSeconds: Math.floor(wait),
    heartbeatTimeoutMs: options.heartbeatTimeoutMs ?? 45_000,
    reconnectMinMs: options.reconnectDelayMs?.min ?? 500,
    reconnectMaxMs: options.reconnectDelayMs?.max ?? 30_000,
  };
}

/**
 * The checks on the options of `startDevServer` (and the CLI flags that become them): a value
 * that cannot work is refused before anything listens, with the reason, instead of a server
 * that no client can reach or that answers every request with 401.
 * @module
 */

import { EXTRACTION_LIMIT_NAMES } from '../files/extraction-limits';

/** Thrown by `startDevServer` for an option that cannot work (the CLI exits with code 2). */
export class DevServerOptionsError extends Error {
  constructor(message: string) {
    super(`importkit/dev-server: ${message}`);
    this.name = 'DevServerOptionsError';
  }
}

/** Why an API key cannot work, or undefined when it can. */
export function apiKeyProblem(apiKey: string): string | undefined {
  if (apiKey === '') return 'the API key cannot be empty';
  if (/\s/.test(apiKey)) {
    return 'the API key cannot contain whitespace (a client could not send it in the Authorization header)';
  }
  return undefined;
}

/** The port a flag spells, or undefined unless it is a plain decimal integer from 0 to 65535. */
export function parsePort(text: string): number | undefined {
  if (!/^\d{1,5}$/.test(text)) return undefined;
  const port = Number(text);
  return port <= 65535 ? port : undefined;
}

function checkWhole(name: string, value: unknown, min: number, max: number) {
  if (value === undefined) return;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new DevServerOptionsError(
      `${name} must be a whole number from ${min} to ${max}, got ${String(value)}`,
    );
  }
}

/**
 * The shortest and longest job lease: a listener renews at a third of the lease, so the lease
 * must leave it time for a request, and a third of the longest must still fit one timer.
 */
export const MIN_JOB_LEASE_MS = 1000;
export const MAX_JOB_LEASE_MS = 24 * 60 * 60 * 1000;

/** The numeric options and their ranges. */
const RANGES: [string, number, number][] = [
  ['port', 0, 65535],
  ['eventLogLimit', 1, Number.MAX_SAFE_INTEGER],
  ['eventLogBytes', 1, Number.MAX_SAFE_INTEGER],
  ['bodyLimitBytes', 1, Number.MAX_SAFE_INTEGER],
  ['maxUploadBytes', 1, Number.MAX_SAFE_INTEGER],
  ['bodyTimeoutMs', 1, 2 ** 31 - 1],
  ['heartbeatMs', 1, 2 ** 31 - 1],
  ['sseBufferBytes', 1, Number.MAX_SAFE_INTEGER],
  ['jobLeaseMs', MIN_JOB_LEASE_MS, MAX_JOB_LEASE_MS],
  ['retentionDays', 1, 36_500],
  ['journalBytes', 1, Number.MAX_SAFE_INTEGER],
];

/**
 * Throws a {@link DevServerOptionsError} for the first option that cannot work.
 *
 * @example
 * checkDevServerOptions({ apiKey: 'sk dev' }); // throws: the API key cannot contain whitespace …
 */
export function checkDevServerOptions(options: Record<string, unknown>): void {
  if (options.apiKey !== undefined) {
    const problem =
      typeof options.apiKey === 'string'
        ? apiKeyProblem(options.apiKey)
        : 'the API key must be a string';
    if (problem) throw new DevServerOptionsError(problem);
  }
  if (options.host !== undefined && (typeof options.host !== 'string' || options.host === '')) {
    throw new DevServerOptionsError('host must be a non-empty string');
  }
  if (
    options.allowedHosts !== undefined &&
    (!Array.isArray(options.allowedHosts) ||
      options.allowedHosts.some((name) => typeof name !== 'string' || name.trim() === ''))
  ) {
    throw new DevServerOptionsError('allowedHosts must be a list of non-empty host names');
  }
  for (const name of ['dataDir', 'seed']) {
    const value = options[name];
    if (value !== undefined && (typeof value !== 'string' || value === '')) {
      throw new DevServerOptionsError(`${name} must be a non-empty path`);
    }
  }
  for (const [name, min, max] of RANGES) checkWhole(name, options[name], min, max);
  checkExtractionLimits(options.extractionLimits);
}

/** `extractionLimits`: an object of known bounds, each a positive whole number. */
function checkExtractionLimits(limits: unknown): void {
  if (limits === undefined) return;
  if (typeof limits !== 'object' || limits === null || Array.isArray(limits)) {
    throw new DevServerOptionsError('extractionLimits must be an object of bounds');
  }
  for (const [name, value] of Object.entries(limits)) {
    if (!(EXTRACTION_LIMIT_NAMES as string[]).includes(name)) {
      throw new DevServerOptionsError(
        `extractionLimits.${name} is not a bound (the bounds: ${EXTRACTION_LIMIT_NAMES.join(', ')})`,
      );
    }
    checkWhole(`extractionLimits.${name}`, value, 1, Number.MAX_SAFE_INTEGER);
  }
}

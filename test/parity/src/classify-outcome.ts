/**
 * Turns what one scenario's request got into a result: `works` (2xx and the body passes the
 * client's schema), `not emulated` (a 501 that says why) or `fails` with the first divergence in
 * a few words. Reasons carry no ids or timestamps, so the table is the same on every run.
 * @module
 */
import type { ClientOperation } from './operation-catalog.ts';
import type { Exchange } from './recording-fetcher.ts';
import { responseDivergence } from './response-check.ts';

export type ResultKind = 'works' | 'not emulated' | 'fails';

export interface Outcome {
  result: ResultKind;
  /** Why it is not `works`; a reason starting with `scenario:` is a bug of the harness. */
  reason?: string;
}

const MAX_REASON = 140;

/** Drops what changes from run to run (ids, timestamps) and keeps the reason short. */
export function scrub(text: string): string {
  const stable = text
    .replace(/\b(us_[a-z]+_)[A-Za-z0-9]+/g, '$1…')
    .replace(/\d{4}-\d{2}-\d{2}T[\d:.]+Z?/g, '<time>')
    .replace(/\s+/g, ' ')
    .trim();
  return stable.length > MAX_REASON ? `${stable.slice(0, MAX_REASON - 1)}…` : stable;
}

/** The path template as a pattern over the request's pathname (`{spaceId}` is one segment). */
function pathPattern(basePath: string, template: string): RegExp {
  const escaped = `${basePath}${template}`
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${escaped}$`);
}

function firstErrorMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return undefined;
  const errors = (body as { errors: unknown }).errors;
  if (!Array.isArray(errors)) return undefined;
  const first: unknown = errors[0];
  if (typeof first !== 'object' || first === null || !('message' in first)) return undefined;
  return typeof first.message === 'string' ? first.message : undefined;
}

function errorMessageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function classifyAnswer(operation: ClientOperation, exchange: Exchange): Outcome {
  const { status, body } = exchange;
  if (status === undefined)
    return { result: 'fails', reason: scrub(`no answer: ${exchange.failure}`) };
  if (status >= 200 && status < 300) {
    if (exchange.failure)
      return { result: 'fails', reason: scrub(`${status}, ${exchange.failure}`) };
    if (operation.response.kind !== 'json') return { result: 'works' };
    const divergence = responseDivergence(operation.response.serializer, body);
    return divergence
      ? { result: 'fails', reason: scrub(`response: ${divergence}`) }
      : { result: 'works' };
  }
  const message = firstErrorMessage(body);
  if (status === 501) {
    return message
      ? { result: 'not emulated', reason: scrub(message) }
      : { result: 'fails', reason: '501 without errors[0].message' };
  }
  if (status === 404 && message?.startsWith('No operation ')) {
    return { result: 'fails', reason: '404 no route' };
  }
  const detail = message ?? exchange.failure ?? 'no errors[0].message';
  return { result: 'fails', reason: scrub(`${status} ${detail}`) };
}

/**
 * The outcome of one scenario: `exchanges` is what its recorded client sent (exactly one
 * request, of this operation's method and path, is expected), `thrown` what the scenario threw.
 */
export function classifyOutcome(
  operation: ClientOperation,
  exchanges: Exchange[],
  thrown: unknown,
  basePath = '/v1',
): Outcome {
  const [exchange, ...others] = exchanges;
  if (!exchange) {
    const why = thrown === undefined ? 'made no request' : errorMessageOf(thrown);
    return { result: 'fails', reason: scrub(`scenario: ${why}`) };
  }
  if (others.length > 0) {
    return { result: 'fails', reason: `scenario: made ${exchanges.length} requests, not one` };
  }
  const pattern = pathPattern(basePath, operation.path);
  if (exchange.httpMethod !== operation.httpMethod || !pattern.test(exchange.pathname)) {
    return {
      result: 'fails',
      reason: scrub(
        `scenario: sent ${exchange.httpMethod} ${exchange.pathname}, not this operation`,
      ),
    };
  }
  return classifyAnswer(operation, exchange);
}

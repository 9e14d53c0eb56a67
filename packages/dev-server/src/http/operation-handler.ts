/**
 * The shape of an operation handler: validated input in, a response body out.
 * @module
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DevRuntime } from '../runtime/runtime';

/** A request after its path, query and body passed the contract's validation. */
export interface OperationInput {
  params: Record<string, string>;
  /** Coerced to the contract's types, with its defaults filled in. */
  query: Record<string, unknown>;
  body: unknown;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * A response body that is already JSON (record pages are built as bytes, not objects), whole or
 * as pieces sent one after another: a page's pieces are slices of the store's memory, which stay
 * as they are (see store/byte-arena.ts), so they are never copied into one buffer.
 */
export class RawJson {
  constructor(readonly json: string | Buffer | readonly Buffer[]) {}
}

/** Returned by a handler that has taken over the response itself (the SSE stream). */
export const HIJACKED = Symbol('hijacked');

/** Handles one operation of the contract; the result is sent as the JSON response body. */
export type OperationHandler = (
  input: OperationInput,
  runtime: DevRuntime,
) => unknown | Promise<unknown>;

/** Handlers by operationId. */
export type HandlerMap = Record<string, OperationHandler>;

/** `{ data: { success: true } }`, the contract's `Success`. */
export const success = () => ({ data: { success: true } });

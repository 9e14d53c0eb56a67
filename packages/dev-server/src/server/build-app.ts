/**
 * The Fastify app: one route per operation of the contract, each request validated against the
 * contract before its handler runs, bearer auth on `/v1`, and every error answered as
 * `{ errors: [{ key?, message }] }` with an honest status.
 * @module
 */

import { isUtf8 } from 'node:buffer';
import { Readable } from 'node:stream';
import { openapiDocument } from '@importkit/api/contract';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { type ContractOperation, readContractOperations } from '../contract/operations';
import { requestValidators } from '../contract/request-validators';
import { isUploadRequest, registerMultipartUploads } from '../files/multipart-uploads';
import { createKeyCheck } from '../http/auth';
import { registerBodyTimeouts } from '../http/body-timeouts';
import { type ErrorLimits, errorOptions, registerErrorReplies } from '../http/error-replies';
import { registerGzipBodies } from '../http/gzip-bodies';
import { badRequest, HttpError } from '../http/http-error';
import { checkJsonValue, parseJsonBody } from '../http/json-body';
import { serializeJson } from '../http/json-response';
import {
  type HandlerMap,
  HIJACKED,
  type OperationHandler,
  RawJson,
} from '../http/operation-handler';
import { issuedKeyDigests } from '../resources/api-keys';
import type { DevRuntime } from '../runtime/runtime';
import { RecordBatchText, scanRecordBatch } from '../store/record-batch-text';
import { isConsoleAsset, registerConsoleRoutes } from './console-route';
import { registerDevRoutes } from './dev-routes';
import { registerDevStateRoutes } from './dev-state-routes';
import { NOT_EMULATED, NOT_SERVED_YET } from './not-emulated';
import { registerSampleDataRoute } from './sample-data-route';
import { isWebhookCapture, registerWebhookRoutes } from './webhook-routes';

export interface AppOptions extends ErrorLimits {
  apiKey: string;
  handlers: HandlerMap;
  /** Whether a `Host` header names this server (default: every host). */
  isOwnHost?: (host: string | undefined) => boolean;
}

/** How often Node looks for requests past their timeout (it also bounds how late one ends). */
const TIMEOUT_CHECK_MS = 1000;

/** Why an operation is not served: the reason it answers with 501, or undefined when it is. */
export type NotServed = (operationId: string) => string | undefined;

/** The operations of `NOT_EMULATED` and `NOT_SERVED_YET`, with the reason each answers. */
export const notServed: NotServed = (operationId) =>
  NOT_EMULATED[operationId] ??
  (NOT_SERVED_YET.includes(operationId)
    ? 'the dev server does not serve it yet (its parity work is in progress)'
    : undefined);

/**
 * The operationIds of the contract with neither a handler nor a reason not to serve them, and the
 * handlers without an operation.
 */
export function handlerCoverage(
  operations: ContractOperation[],
  handlers: HandlerMap,
  reasonNotServed: NotServed = notServed,
) {
  const ids = new Set(operations.map((operation) => operation.operationId));
  return {
    missing: [...ids].filter((id) => !(id in handlers) && reasonNotServed(id) === undefined),
    unknown: Object.keys(handlers).filter((id) => !ids.has(id)),
  };
}

/** The 501 of an operation that is not served, naming it and saying why. */
function notServedHandler(operation: ContractOperation, reason: string): OperationHandler {
  return () => {
    throw new HttpError(
      501,
      `${operation.operationId} (${operation.method} ${operation.path}) is not emulated by the dev server: ${reason}`,
      operation.operationId,
    );
  };
}

/**
 * A request body as its handler gets it: a records insert's kept as text when it scans as plain
 * cells (see record-batch-text.ts: such a body breaks no rule of the parse or the contract),
 * every other one parsed.
 */
function parseBody(operationId: string | undefined, bytes: Buffer): unknown {
  if (operationId === 'insertRecords' && isUtf8(bytes)) {
    const scanned = scanRecordBatch(bytes);
    if (scanned) return scanned;
  }
  return parseJsonBody(bytes);
}

function registerJsonParser(app: FastifyInstance) {
  // JSON is the only body the contract has: any other media type is refused with 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    try {
      const { operationId } = request.routeOptions.config as { operationId?: string };
      done(null, parseBody(operationId, body as Buffer));
    } catch (error) {
      done(error as HttpError);
    }
  });
}

/**
 * Below this many bytes a body given as pieces is joined and sent as one buffer: a stream's set-up
 * costs more than copying a small body.
 */
const JOIN_PIECES_BELOW_BYTES = 1024 * 1024;

/**
 * Sends a body given as pieces in order, with its length; a large one without joining them. A
 * read's (GET) is written straight to the response, corked: the head and every piece leave in one
 * write, as a static file's would, where a stream writes the head, then waits for each piece to
 * drain before the next (more system calls here, more wake-ups for the reader). A write's goes
 * through Fastify's `onSend` hooks (the data directory answers only once the change is on disk),
 * which a reply written directly skips; a read has none to pass. `onResponse` hooks run either way.
 */
function sendPieces(reply: FastifyReply, pieces: readonly Buffer[]) {
  let length = 0;
  for (const piece of pieces) length += piece.length;
  if (length < JOIN_PIECES_BELOW_BYTES) return reply.send(Buffer.concat(pieces, length));
  reply.header('content-length', length);
  if (reply.request.method === 'GET') return writePieces(reply, pieces);
  return reply.send(Readable.from(pieces, { objectMode: false }));
}

/** Writes the reply's status, headers and pieces itself, in one corked write (see `sendPieces`). */
function writePieces(reply: FastifyReply, pieces: readonly Buffer[]) {
  reply.hijack();
  const response = reply.raw;
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) response.setHeader(name, value);
  }
  response.statusCode = reply.statusCode;
  response.cork();
  for (const piece of pieces) response.write(piece);
  response.end();
  response.uncork();
  return reply;
}

/**
 * Builds the app (not yet listening). Throws when an operation of the contract has no handler.
 *
 * @example
 * const app = buildApp(runtime, {
 *   apiKey,
 *   bodyLimitBytes: 64 * 1024 * 1024,
 *   bodyTimeoutMs: 60_000,
 *   maxUrlLength: 8192,
 *   handlers: operationHandlers,
 * });
 * await app.listen({ port: 0, host: '127.0.0.1' });
 */
export function buildApp(runtime: DevRuntime, options: AppOptions): FastifyInstance {
  const document = openapiDocument as Record<string, unknown>;
  const operations = readContractOperations(document);
  const { missing, unknown } = handlerCoverage(operations, options.handlers);
  if (missing.length > 0 || unknown.length > 0) {
    throw new Error(
      `importkit/dev-server: handlers do not match the contract (missing: ${missing.join(', ') || 'none'}; unknown: ${unknown.join(', ') || 'none'})`,
    );
  }
  const validators = requestValidators(document, operations);
  const limits: ErrorLimits = {
    bodyLimitBytes: options.bodyLimitBytes,
    bodyTimeoutMs: options.bodyTimeoutMs,
    maxUrlLength: options.maxUrlLength,
  };
  const app = Fastify({
    logger: false,
    bodyLimit: options.bodyLimitBytes,
    exposeHeadRoutes: false,
    forceCloseConnections: 'idle',
    // How long a request may take to arrive is http/body-timeouts.ts's (an upload is bounded by
    // idleness, any other request by the body timeout); Node's request timeout would cut off
    // uploads too. Once received, a request may be answered as late as it likes (SSE, polls).
    requestTimeout: 0,
    http: {
      requestTimeout: 0,
      headersTimeout: Math.min(60_000, options.bodyTimeoutMs),
      connectionsCheckingInterval: Math.min(TIMEOUT_CHECK_MS, options.bodyTimeoutMs),
    },
    ...errorOptions(limits),
  });
  registerErrorReplies(app, limits);
  registerBodyTimeouts(app, options.bodyTimeoutMs, isUploadRequest);
  // Bodies may come gzip-encoded on every route; they are inflated before any parser reads them.
  registerGzipBodies(app);
  registerJsonParser(app);
  // Multipart, for the upload route only (every other route stays JSON-only).
  registerMultipartUploads(app, runtime);

  const isOwnHost = options.isOwnHost ?? (() => true);
  app.addHook('onRequest', async (request, reply) => {
    if (isOwnHost(request.headers.host)) return;
    const message = `Host ${request.headers.host} is not this dev server: it answers only requests addressed to this machine (a page elsewhere cannot reach it by DNS rebinding). Allow a name with --allowed-host (allowedHosts).`;
    return reply.code(403).send({ errors: [{ key: 'host', message }] });
  });
  runtime.state.serverKey.start(options.apiKey, runtime.now());
  const isAuthorized = createKeyCheck(options.apiKey, () => issuedKeyDigests(runtime));
  // Every request, not only /v1 ones: no path spelling can get around the key.
  app.addHook('onRequest', async (request, reply) => {
    // The console's page and assets hold no data; everything it shows needs the key. A webhook
    // sender posting to the inbox has no key either (what it captured is read with the key).
    if (isConsoleAsset(request) || isWebhookCapture(request)) return;
    if (isAuthorized(request.headers.authorization)) return;
    const message = 'Missing or invalid API key: send the header Authorization: Bearer <API key>';
    return reply.code(401).send({ errors: [{ message }] });
  });

  registerDevRoutes(app, runtime);
  registerDevStateRoutes(app, runtime);
  registerWebhookRoutes(app, runtime);
  registerSampleDataRoute(app, runtime);
  registerConsoleRoutes(app);
  for (const operation of operations) {
    const reason = notServed(operation.operationId);
    const handler =
      options.handlers[operation.operationId] ??
      (reason === undefined ? undefined : notServedHandler(operation, reason));
    const validator = validators.get(operation.operationId);
    if (!handler || !validator) continue;
    app.route({
      method: operation.method,
      url: operation.routePath,
      config: { operationId: operation.operationId },
      handler: async (request, reply) => {
        const params = { ...(request.params as Record<string, string>) };
        const query = { ...(request.query as Record<string, unknown>) };
        const issue = validator.params(params) ?? validator.query(query);
        if (issue) throw badRequest(issue.message, issue.key);
        // Coercion turns `?pageSize=1e400` into Infinity: the body's rules hold for the query too
        // (checked before the body, so a bad query is named even when the body is missing too).
        checkJsonValue(query, 'query');
        const bodyIssue =
          request.body instanceof RecordBatchText ? undefined : validator.body(request.body);
        if (bodyIssue) throw badRequest(bodyIssue.message, bodyIssue.key);
        const input = { params, query, body: request.body, request, reply };
        const result = await handler(input, runtime);
        if (result === HIJACKED) return reply;
        const json = result instanceof RawJson ? result.json : serializeJson(result);
        reply.type('application/json; charset=utf-8');
        return typeof json === 'string' || Buffer.isBuffer(json)
          ? reply.send(json)
          : sendPieces(reply, json);
      },
    });
  }
  return app;
}

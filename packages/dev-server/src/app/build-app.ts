/**
 * The Fastify app: one route per operation of the contract, each request validated against the
 * contract before its handler runs, bearer auth on `/v1`, and every error answered as
 * `{ errors: [{ key?, message }] }` with an honest status.
 * @module
 */
import { openapiDocument } from '@importkit/api/contract';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { type ContractOperation, readContractOperations } from '../contract/operations';
import { compileRequestValidators } from '../contract/request-validators';
import type { DevRuntime } from '../runtime/runtime';
import { createKeyCheck } from './auth';
import { registerDevRoutes } from './dev-routes';
import { badRequest, HttpError } from './http-error';
import { type HandlerMap, HIJACKED, RawJson } from './operation-handler';

export interface AppOptions {
  apiKey: string;
  bodyLimitBytes: number;
  handlers: HandlerMap;
}

/** The operationIds of the contract without a handler, and the handlers without an operation. */
export function handlerCoverage(operations: ContractOperation[], handlers: HandlerMap) {
  const ids = new Set(operations.map((operation) => operation.operationId));
  return {
    missing: [...ids].filter((id) => !(id in handlers)),
    unknown: Object.keys(handlers).filter((id) => !ids.has(id)),
  };
}

function registerErrorHandling(app: FastifyInstance, bodyLimitBytes: number) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.status).send({ errors: error.errors });
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const message = `body is larger than the limit of ${bodyLimitBytes} bytes`;
      return reply.code(413).send({ errors: [{ key: 'body', message }] });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ errors: [{ message: error.message }] });
    }
    request.log.error(error);
    const message = `importkit/dev-server: internal error: ${error.message}`;
    return reply.code(500).send({ errors: [{ message }] });
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    reply.code(404).send({ errors: [{ message: `No operation ${request.method} ${path}` }] });
  });
}

function registerJsonParser(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = body as string;
    // An empty body is no body (a POST /ack without details), not malformed JSON.
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch (error) {
      done(badRequest(`body is not valid JSON: ${(error as Error).message}`, 'body'));
    }
  });
}

/**
 * Builds the app (not yet listening). Throws when an operation of the contract has no handler.
 *
 * @example
 * const app = buildApp(runtime, { apiKey, bodyLimitBytes: 64 * 1024 * 1024, handlers: operationHandlers });
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
  const validators = compileRequestValidators(document, operations);
  const app = Fastify({
    logger: false,
    bodyLimit: options.bodyLimitBytes,
    exposeHeadRoutes: false,
    forceCloseConnections: 'idle',
  });
  registerErrorHandling(app, options.bodyLimitBytes);
  registerJsonParser(app);

  const isAuthorized = createKeyCheck(options.apiKey);
  // Every request, not only /v1 ones: no path spelling can get around the key.
  app.addHook('onRequest', async (request, reply) => {
    if (isAuthorized(request.headers.authorization)) return;
    const message = 'Missing or invalid API key: send the header Authorization: Bearer <API key>';
    return reply.code(401).send({ errors: [{ message }] });
  });

  registerDevRoutes(app, runtime);
  for (const operation of operations) {
    const handler = options.handlers[operation.operationId];
    const validator = validators.get(operation.operationId);
    if (!handler || !validator) continue;
    app.route({
      method: operation.method,
      url: operation.routePath,
      handler: async (request, reply) => {
        const params = { ...(request.params as Record<string, string>) };
        const query = { ...(request.query as Record<string, unknown>) };
        const issue =
          validator.params(params) ?? validator.query(query) ?? validator.body(request.body);
        if (issue) throw badRequest(issue.message, issue.key);
        const input = { params, query, body: request.body, request, reply };
        const result = await handler(input, runtime);
        if (result === HIJACKED) return reply;
        if (result instanceof RawJson) {
          return reply.type('application/json; charset=utf-8').send(result.json);
        }
        return result;
      },
    });
  }
  return app;
}

/**
 * The one place where error answers are shaped. Every error, whoever raises it — a handler, the
 * contract validation, Fastify's router and body parsing, or Node's HTTP parser before Fastify
 * sees a request (a header block too large, a body that trickles past the timeout) — is answered
 * as `{ errors: [{ key?, message }] }` with an honest status.
 * @module
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ErrorItem, HttpError } from './http-error';

/** What a bad request is answered with. */
export interface ErrorAnswer {
  status: number;
  errors: ErrorItem[];
}

/** The limits an error message may quote. */
export interface ErrorLimits {
  bodyLimitBytes: number;
  bodyTimeoutMs: number;
  maxUrlLength: number;
}

const answer = (status: number, message: string, key?: string): ErrorAnswer => ({
  status,
  errors: [key === undefined ? { message } : { key, message }],
});

/** Fastify's own errors, by code, as the answers a caller can act on. */
function fastifyAnswer(error: FastifyError, limits: ErrorLimits): ErrorAnswer | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return answer(413, `body is larger than the limit of ${limits.bodyLimitBytes} bytes`, 'body');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_TYPE':
      return answer(
        415,
        'the body must be JSON, sent with the header Content-Type: application/json',
        'content-type',
      );
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return answer(400, 'Content-Length does not match the body', 'content-length');
    case 'FST_ERR_BAD_URL':
      return answer(400, 'the URL is not valid (a malformed %-escape?)', 'url');
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return answer(414, 'a path parameter of the URL is too long', 'url');
    default:
      return undefined;
  }
}

/**
 * The answer to an error thrown while a request was handled: handlers' `HttpError`s as they
 * are, Fastify's errors mapped, other 4xx kept with their message, anything else a 500.
 */
export function errorAnswer(error: unknown, limits: ErrorLimits): ErrorAnswer {
  if (error instanceof HttpError) return { status: error.status, errors: error.errors };
  const fastifyError = error as FastifyError;
  const mapped = fastifyAnswer(fastifyError, limits);
  if (mapped) return mapped;
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) return answer(status, String(fastifyError.message));
  return answer(500, `importkit/dev-server: internal error: ${String(fastifyError.message)}`);
}

/** The answer to an error Node's HTTP parser reports before there is a request to reply to. */
function clientErrorAnswer(error: NodeJS.ErrnoException, limits: ErrorLimits): ErrorAnswer {
  switch (error.code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return answer(
        408,
        `the request was not received within ${limits.bodyTimeoutMs} ms (headers and body)`,
        'body',
      );
    case 'HPE_HEADER_OVERFLOW':
      return answer(
        431,
        'the request line and headers are larger than the server accepts',
        'headers',
      );
    default:
      return answer(400, `the request is not valid HTTP (${error.code ?? error.message})`);
  }
}

/** Writes an answer straight to the socket and closes it (no request to reply through). */
export function writeRawAnswer(socket: Socket, { status, errors }: ErrorAnswer) {
  const body = JSON.stringify({ errors });
  socket.once('finish', () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Connection: close\r\n\r\n${body}`,
  );
}

function isGzip(request: FastifyRequest): boolean {
  const encoding = request.headers['content-encoding'];
  return typeof encoding === 'string' && /gzip/i.test(encoding);
}

/**
 * Installs the error handler, the not-found handler and the URL length check on an app. The
 * options for Fastify's constructor come from {@link errorOptions}.
 */
export function registerErrorReplies(app: FastifyInstance, limits: ErrorLimits) {
  app.setErrorHandler((error: unknown, request, reply) => {
    const { status, errors } = errorAnswer(error, limits);
    if ((error as FastifyError).code === 'FST_ERR_CTP_BODY_TOO_LARGE' && isGzip(request)) {
      // The limit holds for the inflated body (gzip-bodies.ts): say so, or the caller who sent a
      // small body is left puzzled.
      const message = `body is larger than the limit of ${limits.bodyLimitBytes} bytes (the limit holds for the gzip body as sent and as inflated)`;
      return reply.code(status).send({ errors: [{ key: 'body', message }] });
    }
    if (status >= 500) request.log.error(error);
    return reply.code(status).send({ errors });
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    reply.code(404).send({ errors: [{ message: `No operation ${request.method} ${path}` }] });
  });
  // Before auth, so even a caller without the key learns why a long URL is refused.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.length <= limits.maxUrlLength) return;
    const message = `the URL is ${request.url.length} characters long, more than the limit of ${limits.maxUrlLength}`;
    return reply.code(414).send({ errors: [{ key: 'url', message }] });
  });
}

/** Fastify constructor options that route its pre-request errors through the same shaping. */
export function errorOptions(limits: ErrorLimits) {
  return {
    clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
      // A reset connection has no one left to answer.
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      if (socket.writable) writeRawAnswer(socket, clientErrorAnswer(error, limits));
      else socket.destroy();
    },
    frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
      const { status, errors } = errorAnswer(error, limits);
      reply.code(status).send({ errors });
    },
  };
}

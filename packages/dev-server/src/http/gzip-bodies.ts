/**
 * Request bodies sent with `Content-Encoding: gzip` (the hosted client gzips record writes), on
 * every operation: the body is inflated as it arrives, before the JSON parser sees it.
 *
 * The body limit holds for the inflated bytes, counted while they are inflated: a small body
 * that would inflate past the limit (a gzip bomb) is a 413 once the limit is passed, and what was
 * inflated until then is all the memory it costs. Content-Length still counts the bytes sent. A
 * body that is not gzip is a 400 saying so; an encoding other than gzip (or identity) is a 415.
 * Multipart uploads are read from the connection itself, not from here, and no client compresses
 * them: a gzip-encoded upload is a 415 too.
 * @module
 */
import { PassThrough, type Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './http-error';

/** The encodings a body may carry, lower case (`x-gzip` is gzip's old name). */
const GZIP = new Set(['gzip', 'x-gzip']);

/** A stream Fastify reads a body from; it compares `receivedEncodedLength` with Content-Length. */
type BodyStream = PassThrough & { receivedEncodedLength: number };

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  if (length !== undefined) return length !== '0';
  return request.headers['transfer-encoding'] !== undefined;
}

/** The body's encoding, lower case; undefined for none or `identity`. */
function encodingOf(request: FastifyRequest): string | undefined {
  const header = request.headers['content-encoding'];
  const value = (Array.isArray(header) ? header.join(',') : (header ?? '')).trim().toLowerCase();
  return value === '' || value === 'identity' ? undefined : value;
}

/** The inflated body, with the compressed bytes counted for Fastify's length checks. */
function inflate(payload: Readable): BodyStream {
  const inflated = new PassThrough() as BodyStream;
  inflated.receivedEncodedLength = 0;
  payload.on('data', (chunk: Buffer) => {
    inflated.receivedEncodedLength += chunk.length;
  });
  // Once Fastify has answered (a 413 at the limit) it stops listening: a later error on the
  // stream must not become an unhandled one.
  inflated.on('error', () => {});
  const gunzip = createGunzip();
  // Fastify answers the error the body stream ends with: this one, naming the body.
  gunzip.on('error', (error) => {
    inflated.destroy(
      new HttpError(
        400,
        `body is not valid gzip (Content-Encoding: gzip): ${error.message}`,
        'body',
      ),
    );
  });
  payload.pipe(gunzip).pipe(inflated);
  return inflated;
}

/**
 * Registers the inflation of gzip request bodies on an app.
 *
 * @example
 * registerGzipBodies(app); // then `Content-Encoding: gzip` bodies parse as their JSON
 */
export function registerGzipBodies(app: FastifyInstance): void {
  app.addHook('preParsing', async (request, _reply, payload) => {
    const encoding = encodingOf(request);
    if (encoding === undefined || !hasBody(request)) return payload;
    if (!GZIP.has(encoding)) {
      throw new HttpError(
        415,
        `Content-Encoding "${encoding}" is not accepted: send the body as is, or gzip it (Content-Encoding: gzip)`,
        'content-encoding',
      );
    }
    if (request.headers['content-type']?.toLowerCase().startsWith('multipart/')) {
      throw new HttpError(
        415,
        'a multipart upload cannot be gzip-encoded: send it without Content-Encoding',
        'content-encoding',
      );
    }
    return inflate(payload);
  });
}

/**
 * Multipart bodies, accepted on the upload route only: `@fastify/multipart` parses them as a
 * stream (every other route keeps the JSON-only rule and answers 415), uploads may be as large as
 * `maxUploadBytes`, and the server's stored bytes go when it closes.
 * @module
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error';
import type { DevRuntime } from '../runtime/runtime';

/** The one route that takes a multipart body. */
export const UPLOAD_ROUTE = { method: 'POST', url: '/v1/files' } as const;

/** Whether a request is an upload (to the one route that takes a multipart body). */
export const isUploadRequest = (request: FastifyRequest): boolean =>
  request.method === UPLOAD_ROUTE.method && request.routeOptions.url === UPLOAD_ROUTE.url;

/** Registers the multipart parser, its route rule and the clean-up of stored bytes. */
export function registerMultipartUploads(app: FastifyInstance, runtime: DevRuntime): void {
  app.register(multipart, {
    limits: {
      fileSize: runtime.maxUploadBytes,
      files: 1,
      fields: 1000,
      fieldSize: 1024 * 1024,
      parts: 1001,
      headerPairs: 100,
    },
    throwFileSizeLimit: true,
  });
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    const route = request.routeOptions;
    if (route.method === UPLOAD_ROUTE.method && route.url === UPLOAD_ROUTE.url) return;
    throw new HttpError(
      415,
      `multipart/form-data is accepted only by ${UPLOAD_ROUTE.method} ${UPLOAD_ROUTE.url}: send this body as JSON (Content-Type: application/json)`,
      'content-type',
    );
  });
  app.addHook('onClose', async () => runtime.state.uploads.close());
}

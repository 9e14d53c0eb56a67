/**
 * How long a request may take to arrive. A request must be whole within the body timeout (408),
 * so a trickling body holds nothing for long; an upload is bounded by idleness instead: its body
 * may take as long as it needs while bytes keep coming, and ends with 408 once none came for the
 * same time (a 1 GiB file on a slow link is not cut off at 60 s). Node's own request timeout
 * would bound every request alike, so it is off and these two take its place; its headers
 * timeout stays.
 * @module
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { writeRawAnswer } from './error-replies';

/** Registers both timeouts; `isUpload` tells the requests bounded by idleness. */
export function registerBodyTimeouts(
  app: FastifyInstance,
  bodyTimeoutMs: number,
  isUpload: (request: FastifyRequest) => boolean,
): void {
  const timers = new WeakMap<FastifyRequest, NodeJS.Timeout>();
  /** Requests answered before their body arrived (a refusal needs no body). */
  const answered = new WeakSet<FastifyRequest>();
  app.addHook('onRequest', async (request) => {
    const { raw } = request;
    if (raw.complete) return;
    if (isUpload(request)) {
      raw.setTimeout(bodyTimeoutMs, () => {
        if (raw.complete) return;
        writeRawAnswer(raw.socket, {
          status: 408,
          errors: [
            {
              key: 'body',
              message: `the upload stalled: no bytes arrived for ${bodyTimeoutMs} ms`,
            },
          ],
        });
      });
      return;
    }
    const timer = setTimeout(() => {
      if (raw.complete || raw.socket.destroyed) return;
      // Answered already: the rest of its body is not waited for.
      if (answered.has(request)) {
        raw.socket.destroy();
        return;
      }
      writeRawAnswer(raw.socket, {
        status: 408,
        errors: [
          {
            key: 'body',
            message: `the request was not received within ${bodyTimeoutMs} ms (headers and body)`,
          },
        ],
      });
    }, bodyTimeoutMs);
    timer.unref();
    timers.set(request, timer);
  });
  app.addHook('onResponse', async (request) => {
    if (request.raw.complete) clearTimeout(timers.get(request));
    else answered.add(request);
    // The socket may carry more requests: no idle bound outlives the upload.
    if (isUpload(request)) request.raw.socket?.setTimeout(0);
  });
}

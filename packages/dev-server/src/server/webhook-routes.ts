/**
 * The webhook inbox's routes. `<server>/_dev/webhooks/<name>` takes any request without the key
 * (a webhook sender has none), captures it and answers by the endpoint's script; the rest need
 * the key like every `/_dev/` route:
 * - `GET /_dev/webhooks`: the endpoints, with their request counts;
 * - `GET /_dev/webhooks/<name>/requests`: its kept requests, newest first, each with its answer;
 * - `DELETE /_dev/webhooks/<name>/requests`: forgets them;
 * - `PUT /_dev/webhooks/<name>/script` `{ "answers": [...] | "429:2,accept", "secret"?: "whsec_…" | null }`:
 *   the answers from the next request on, and the secret signatures are verified with.
 * @module
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../http/http-error';
import type { DevRuntime } from '../runtime/runtime';
import { AnswerSpecError, parseScript } from '../webhook-inbox/answer-spec';
import { captureRequest } from '../webhook-inbox/capture-request';
import { ENDPOINT_NAME } from '../webhook-inbox/webhook-inbox';

/** Where the inbox's endpoints are: `<server>/_dev/webhooks/<name>`. */
export const WEBHOOKS_PATH = '/_dev/webhooks';

/** The endpoint the command line and the examples send to when no `WEBHOOK_SITE_URL` is set. */
export const DEFAULT_WEBHOOK_ENDPOINT = 'default';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A webhook inbox endpoint: takes requests without the key. */
    webhookCapture?: boolean;
  }
}

/** Whether the request is to an inbox endpoint (taken without the key). */
export function isWebhookCapture(request: FastifyRequest): boolean {
  return request.routeOptions.config?.webhookCapture === true;
}

/** The URL of an inbox endpoint on a server. */
export function webhookEndpointUrl(baseUrl: string, name = DEFAULT_WEBHOOK_ENDPOINT): string {
  return `${baseUrl}${WEBHOOKS_PATH}/${encodeURIComponent(name)}`;
}

function endpointName(params: unknown): string {
  const name = (params as { name?: string }).name ?? '';
  if (!ENDPOINT_NAME.test(name)) {
    throw badRequest('an endpoint name is 1 to 64 letters, digits, "-" or "_"', 'name');
  }
  return name;
}

/** Registers the inbox's routes. */
export function registerWebhookRoutes(app: FastifyInstance, runtime: DevRuntime): void {
  const inbox = runtime.state.webhookInbox;
  app.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: `${WEBHOOKS_PATH}/:name`,
    config: { webhookCapture: true },
    // The request is taken from the connection before any body parser reads it: the script
    // decides whether the body is read at all.
    onRequest: async (request, reply) => {
      const name = endpointName(request.params);
      reply.hijack();
      captureRequest(inbox, name, request.raw, reply.raw).catch((error: unknown) => {
        if (!reply.raw.headersSent) {
          reply.raw.writeHead(500, { 'content-type': 'text/plain' });
        }
        reply.raw.end(String(error));
      });
    },
    handler: async () => undefined,
  });

  app.get(WEBHOOKS_PATH, async () => ({ data: inbox.list() }));
  app.get(`${WEBHOOKS_PATH}/:name/requests`, async (request) => {
    const name = endpointName(request.params);
    const requests = inbox.requests(name);
    if (!requests) {
      throw new HttpError(404, `No webhook endpoint ${name} has been used or scripted yet`, 'name');
    }
    return { data: requests };
  });
  app.delete(`${WEBHOOKS_PATH}/:name/requests`, async (request) => {
    inbox.clearRequests(endpointName(request.params));
    return { data: { cleared: true } };
  });
  app.put(`${WEBHOOKS_PATH}/:name/script`, async (request) => {
    const name = endpointName(request.params);
    const body = (request.body ?? {}) as { answers?: unknown; secret?: unknown };
    if (typeof body !== 'object' || Array.isArray(body)) {
      throw badRequest('the body is { "answers": [...], "secret"?: string | null }', 'body');
    }
    const { secret } = body;
    if (secret !== undefined && secret !== null && (typeof secret !== 'string' || secret === '')) {
      throw badRequest('body.secret must be a non-empty string, or null for none', 'body.secret');
    }
    let script: ReturnType<typeof parseScript> | undefined;
    try {
      script = body.answers === undefined ? undefined : parseScript(body.answers, 'body.answers');
    } catch (error) {
      if (error instanceof AnswerSpecError) throw badRequest(error.message, error.path);
      throw error;
    }
    inbox.configure(name, { script, secret: secret as string | null | undefined });
    return { data: inbox.list().find((endpoint) => endpoint.name === name) };
  });
}

/**
 * A real dev server on port 0 with the typed client of @importkit/api, and the events the server
 * emitted, read back through the same client.
 */
import { createClient, type ImportkitClient } from '@importkit/api';
import { type DevServer, type DevServerOptions, startDevServer } from '@importkit/dev-server';
import type { Json } from './test-api';

export interface ClientApi {
  server: DevServer;
  client: ImportkitClient;
  /** The events of `environmentId` (default: the server's) so far, optionally of some topics. */
  events(topics?: string[], environmentId?: string): Promise<Json[]>;
  close(): Promise<void>;
}

export async function startClientApi(options: DevServerOptions = {}): Promise<ClientApi> {
  const server = await startDevServer({ port: 0, ...options });
  const client = createClient({ baseUrl: server.url, apiKey: server.apiKey, retry: false });
  return {
    server,
    client,
    async events(topics, environmentId = server.environmentId) {
      const { data, error } = await client.GET('/v1/events', {
        params: { query: { environmentId, topic: topics, pageSize: 10000 } },
      });
      if (error) throw new Error(`listEvents failed: ${JSON.stringify(error)}`);
      return data.data;
    },
    close: () => server.close(),
  };
}

/** The body of a response that must have succeeded. */
export function ok<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.data === undefined) {
    throw new Error(`${result.response.status}: ${JSON.stringify(result.error)}`);
  }
  return result.data;
}

/** The status and first error of a response that must have failed. */
export function failure(result: { error?: unknown; response: Response }) {
  const errors = (result.error as { errors?: { key?: string; message: string }[] } | undefined)
    ?.errors;
  return { status: result.response.status, error: errors?.[0], text: JSON.stringify(result.error) };
}

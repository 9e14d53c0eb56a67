/**
 * The CRM's webhook, on loopback: it verifies each delivery's signature and counts the contacts
 * it received.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyWebhookSignature, type WebhookPayload } from '@importkit/plugin-webhook-egress';

export interface RunningReceiver {
  url: string;
  /** Contacts received in deliveries with a valid signature. */
  readonly contacts: number;
  readonly deliveries: number;
  close(): Promise<void>;
}

export async function startReceiver(secret: string): Promise<RunningReceiver> {
  let contacts = 0;
  let deliveries = 0;
  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      respond(response, 500, { error: error instanceof Error ? error.message : String(error) });
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method !== 'POST') return respond(response, 405, { error: 'POST only' });
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    if (!verifyWebhookSignature({ secret, headers: request.headers, body })) {
      return respond(response, 401, { error: 'bad signature' });
    }
    const payload = JSON.parse(body.toString('utf8')) as WebhookPayload;
    deliveries += 1;
    for (const sheet of payload.workbook.sheets) contacts += sheet.records.length;
    respond(response, 200, { received: true });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/crm/contacts`,
    get contacts() {
      return contacts;
    },
    get deliveries() {
      return deliveries;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function respond(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

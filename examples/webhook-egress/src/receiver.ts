/**
 * A webhook receiver, as a customer's CRM would run it: it verifies the signature, reads the
 * workbook, and rejects contacts whose email has no `@`. Run alone with `npm run receiver -w
 * @importkit/example-webhook-egress` (port from PORT, secret from WEBHOOK_SECRET).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { verifyWebhookSignature, type WebhookPayload } from '@importkit/plugin-webhook-egress';

export interface ReceiverOptions {
  /** The signing secret shared with the listener's `webhookEgress(…, { secret })`. */
  secret: string;
  port?: number;
}

export interface RunningReceiver {
  url: string;
  /** How many workbooks arrived with a valid signature. */
  readonly deliveries: number;
  close(): Promise<void>;
}

type Rejection = {
  id: string;
  values: { field: string; message: string }[];
};

export async function startReceiver(options: ReceiverOptions): Promise<RunningReceiver> {
  let deliveries = 0;
  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      respond(response, 500, { error: error instanceof Error ? error.message : String(error) });
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method !== 'POST') return respond(response, 405, { error: 'POST only' });
    const body = await readBody(request);
    const verified = verifyWebhookSignature({
      secret: options.secret,
      headers: request.headers,
      body,
    });
    if (!verified) return respond(response, 401, { error: 'bad signature' });
    deliveries += 1;
    const payload = JSON.parse(body.toString('utf8')) as WebhookPayload;
    respond(response, 200, { rejections: rejectBadEmails(payload) });
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/crm/import`,
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

/**
 * The rule this CRM enforces: a contact's email must contain `@`. The messages for one record
 * (none when it is accepted); the dev server's inbox answers by the same rule in `npm start`.
 */
export function badEmailMessages(record: {
  values?: Readonly<Record<string, { readonly value?: unknown } | undefined>>;
}): Record<string, string> | undefined {
  const email = record.values?.email?.value;
  if (typeof email === 'string' && !email.includes('@')) {
    return { email: `"${email}" is not an email address` };
  }
  return undefined;
}

/** The rejections of a whole payload, by {@link badEmailMessages}. */
export function rejectBadEmails(payload: WebhookPayload) {
  const sheets = payload.workbook.sheets.flatMap((sheet) => {
    const rejectedRecords: Rejection[] = [];
    for (const record of sheet.records) {
      const messages = badEmailMessages(record);
      if (messages) {
        rejectedRecords.push({
          id: record.id,
          values: Object.entries(messages).map(([field, message]) => ({ field, message })),
        });
      }
    }
    return rejectedRecords.length > 0 ? [{ sheetId: sheet.id, rejectedRecords }] : [];
  });
  return { id: payload.workbook.id, sheets };
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function respond(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const secret = process.env.WEBHOOK_SECRET;
  if (!secret) throw new Error('Set WEBHOOK_SECRET to the secret your listener signs with.');
  const receiver = await startReceiver({ secret, port: Number(process.env.PORT ?? 0) });
  console.log(`receiver listening on ${receiver.url}`);
}

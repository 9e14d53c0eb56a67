/**
 * The CRM's webhook receiver of the example (it rejects emails without `@`), holding each answer
 * until the test opens the gate, so the test sees the job running before it ends.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WebhookPayload } from '@importkit/plugin-webhook-egress';
import { rejectBadEmails } from '../../../examples/webhook-egress/src/receiver';

export async function startGatedReceiver() {
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  let delivered: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    delivered = resolve;
  });
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const payload = JSON.parse(Buffer.concat(chunks).toString('utf8')) as WebhookPayload;
      delivered();
      await gate;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ rejections: rejectBadEmails(payload) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/crm/import`,
    /** Resolves once a workbook arrived (the answer waits for `open`). */
    arrived,
    open: () => open(),
    close: () =>
      new Promise<void>((resolve) => {
        open();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

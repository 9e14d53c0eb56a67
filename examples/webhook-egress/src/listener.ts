/**
 * The listener a customer ships: copy this file. On every Submit it posts the whole workbook to
 * the CRM webhook, signed, and marks the records the CRM rejects.
 *
 * Run it against a dev server (`npx importkit-dev` prints the values):
 *   IMPORTKIT_API_URL=… IMPORTKIT_API_KEY=… IMPORTKIT_ENVIRONMENT_ID=… \
 *   WEBHOOK_SITE_URL=… WEBHOOK_SECRET=… npm run listener -w @importkit/example-webhook-egress
 */
import { pathToFileURL } from 'node:url';
import { createClient, type ImportkitClient } from '@importkit/api';
import { Listener } from '@importkit/listener';
import { webhookEgress } from '@importkit/plugin-webhook-egress';
import { submitJob } from './workbook-config';

export interface CrmListenerOptions {
  /** Where the workbook goes; when omitted, WEBHOOK_SITE_URL is used. */
  webhookUrl?: string;
  /** Signs each delivery (Standard Webhooks headers) so the CRM can verify it. */
  secret?: string;
}

export function createCrmListener(options: CrmListenerOptions = {}): Listener {
  return new Listener().use(
    webhookEgress(submitJob, options.webhookUrl, {
      secret: options.secret,
      timeoutMs: 60_000,
      retries: 2,
    }),
  );
}

export async function listenForSubmits(
  client: ImportkitClient,
  environmentId: string,
  options: CrmListenerOptions = {},
) {
  return createCrmListener(options).listen({ client, environmentId });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const environmentId = process.env.IMPORTKIT_ENVIRONMENT_ID;
  if (!environmentId)
    throw new Error('Set IMPORTKIT_ENVIRONMENT_ID (npx importkit-dev prints it).');
  const client = createClient();
  await createCrmListener({ secret: process.env.WEBHOOK_SECRET }).listen({
    client,
    environmentId,
    handleSignals: true,
  });
  console.log('listening for workbook:submit — press Ctrl+C to stop');
}

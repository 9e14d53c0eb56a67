import { createSignatureHmac, signatureOf, signaturesEqual } from './signature';

/** Request headers as Node's `IncomingMessage`, a fetch `Headers` or a plain object give them. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

/** What `verifyWebhookSignature` needs. */
export interface VerifyWebhookSignatureInput {
  /** The secret the plugin was given (`whsec_…` or raw). */
  secret: string;
  /** The request's headers: `webhook-id`, `webhook-timestamp`, `webhook-signature` are read. */
  headers: WebhookHeaders;
  /**
   * The raw request body exactly as received (after undoing `Content-Encoding: gzip`, since the
   * plugin signs the JSON payload, not its compressed form). Not a re-serialized object.
   */
  body: string | Uint8Array;
  /** How far `webhook-timestamp` may be from now, in seconds (default 300, as Standard Webhooks). */
  toleranceSeconds?: number;
  /** The current time in ms (tests). Defaults to `Date.now()`. */
  now?: number;
}

function header(headers: WebhookHeaders, name: string): string | undefined {
  if (typeof (headers as Headers).get === 'function') {
    return (headers as Headers).get(name) ?? undefined;
  }
  const record = headers as Record<string, string | string[] | undefined>;
  let value = record[name];
  if (value === undefined) {
    // Node lower-cases header names; a hand-built object may not.
    const key = Object.keys(record).find((candidate) => candidate.toLowerCase() === name);
    value = key === undefined ? undefined : record[key];
  }
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Checks a webhook request signed by this plugin (Standard Webhooks: HMAC-SHA256 of
 * `${webhook-id}.${webhook-timestamp}.${body}`). True only when one of the `v1,` signatures
 * matches (compared in constant time) and the timestamp is within the tolerance.
 *
 * @example
 * import { createServer } from 'node:http';
 * import { verifyWebhookSignature } from '@importkit/plugin-webhook-egress';
 *
 * createServer(async (req, res) => {
 *   const chunks: Buffer[] = [];
 *   for await (const chunk of req) chunks.push(chunk);
 *   const body = Buffer.concat(chunks);
 *   if (!verifyWebhookSignature({ secret: process.env.WEBHOOK_SECRET!, headers: req.headers, body })) {
 *     res.writeHead(401).end();
 *     return;
 *   }
 *   res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
 * }).listen(3000);
 */
export function verifyWebhookSignature(input: VerifyWebhookSignatureInput): boolean {
  const id = header(input.headers, 'webhook-id');
  const timestampText = header(input.headers, 'webhook-timestamp');
  const signatures = header(input.headers, 'webhook-signature');
  if (!id || !timestampText || !signatures || !/^\d+$/.test(timestampText)) return false;

  const timestamp = Number(timestampText);
  const nowSeconds = Math.floor((input.now ?? Date.now()) / 1000);
  if (Math.abs(nowSeconds - timestamp) > (input.toleranceSeconds ?? 300)) return false;

  const expected = signatureOf(createSignatureHmac(input.secret, id, timestamp).update(input.body));
  // Several space-separated signatures may be sent (key rotation); one match is enough. Every
  // candidate is compared, so the time taken does not reveal which one matched.
  let matched = false;
  for (const candidate of signatures.split(' ')) {
    if (candidate.startsWith('v1,') && signaturesEqual(expected, candidate)) matched = true;
  }
  return matched;
}

import { createHmac, type Hmac, timingSafeEqual } from 'node:crypto';

/**
 * The key bytes of a signing secret: a `whsec_`-prefixed secret (as Standard Webhooks and Svix
 * issue them) is base64 after the prefix; any other string is used as its UTF-8 bytes.
 */
export function decodeSigningSecret(secret: string): Buffer {
  if (secret.length === 0) {
    throw new TypeError('importkit/plugin-webhook-egress: the signing secret must not be empty');
  }
  if (secret.startsWith('whsec_')) {
    const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
    if (key.length === 0) {
      throw new TypeError('importkit/plugin-webhook-egress: the whsec_ secret holds no base64 key');
    }
    return key;
  }
  return Buffer.from(secret, 'utf8');
}

/**
 * An HMAC-SHA256 already fed the Standard Webhooks prefix `${id}.${timestamp}.`: feed it the body
 * (in as many chunks as it comes) and pass it to `signatureOf`.
 */
export function createSignatureHmac(secret: string, id: string, timestamp: number): Hmac {
  return createHmac('sha256', decodeSigningSecret(secret)).update(`${id}.${timestamp}.`);
}

/** The `webhook-signature` header value of a fed HMAC: `v1,<base64>`. */
export function signatureOf(hmac: Hmac): string {
  return `v1,${hmac.digest('base64')}`;
}

/**
 * Signs a whole body at once (for receivers' tests and small payloads; the plugin itself streams
 * the body through `createSignatureHmac`).
 *
 * @example
 * const signature = signWebhookBody({ secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', id: 'msg_1', timestamp: 1700000000, body: '{}' });
 * // 'v1,…'
 */
export function signWebhookBody(input: {
  secret: string;
  id: string;
  timestamp: number;
  body: string | Uint8Array;
}): string {
  return signatureOf(
    createSignatureHmac(input.secret, input.id, input.timestamp).update(input.body),
  );
}

/** Whether two `v1,` signatures are equal, compared in constant time. */
export function signaturesEqual(expected: string, received: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(received);
  return a.length === b.length && timingSafeEqual(a, b);
}

import { createSignatureHmac, signatureOf } from './signature';
import { type SpooledBody, spoolToTempFile } from './spool';

/**
 * The longest a signature made while spooling is reused. Receivers accept a timestamp within a
 * tolerance (Standard Webhooks libraries: 5 minutes); past this age the file is hashed again
 * with a fresh timestamp, so a slow spool or a late retry still arrives well within it.
 */
export const MAX_SIGNATURE_AGE_SECONDS = 60;

/** A signature header pair: `webhook-timestamp` (seconds) and `webhook-signature`. */
export interface BodySignature {
  timestamp: number;
  signature: string;
}

/** A spooled body with its signature. */
export interface SignedSpool {
  body: SpooledBody;
  /** The signature to send now: the one made while spooling, or a fresh one when that is old. */
  sign(): Promise<BodySignature>;
}

const nowInSeconds = (): number => Math.floor(Date.now() / 1000);

/**
 * Spools `chunks` to a temporary file and signs them in the same pass (timestamped when the
 * spool starts), so the body is hashed while it is written instead of read back for it.
 */
export async function spoolSigned(
  chunks: AsyncIterable<Buffer>,
  secret: string,
  id: string,
  now: () => number = nowInSeconds,
): Promise<SignedSpool> {
  const timestamp = now();
  const hmac = createSignatureHmac(secret, id, timestamp);
  const body = await spoolToTempFile(chunks, (chunk) => hmac.update(chunk));
  let current: BodySignature = { timestamp, signature: signatureOf(hmac) };
  return {
    body,
    async sign() {
      const at = now();
      if (at - current.timestamp <= MAX_SIGNATURE_AGE_SECONDS) return current;
      const fresh = createSignatureHmac(secret, id, at);
      const chunks = body.read();
      for await (const chunk of chunks) {
        fresh.update(chunk);
        chunks.release(chunk);
      }
      current = { timestamp: at, signature: signatureOf(fresh) };
      return current;
    },
  };
}

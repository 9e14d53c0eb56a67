/**
 * One request a test webhook received, read whole: headers, the body as sent and as JSON, the
 * records it carried, and whether its signature verifies with the egress plugin's own verifier.
 * @module
 */
import type { IncomingHttpHeaders } from 'node:http';
import { gunzipSync } from 'node:zlib';
import type { ScriptPayload } from '@importkit/dev-server';
import { verifyWebhookSignature } from '@importkit/plugin-webhook-egress';

/** Whether the request's signature verified: `unchecked` when the receiver has no secret. */
export type SignatureCheck = 'valid' | 'invalid' | 'unchecked';

/** A request the receiver read whole. */
export interface ReceivedWebhook {
  /** Its place among every request the receiver got (cut-off ones included), from 0. */
  readonly index: number;
  readonly method: string;
  /** The path with its query, as requested. */
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  /** The body as it came over the wire (gzipped when `content-encoding: gzip`). */
  readonly raw: Buffer;
  /** The body after undoing `content-encoding: gzip`. */
  readonly body: Buffer;
  /** The body parsed as JSON, when it is JSON (else `undefined`). */
  readonly payload: ScriptPayload | undefined;
  /** Records in the payload, over all its sheets. */
  readonly recordCount: number;
  /** Records per sheet of the payload, by sheet name (or id). */
  readonly recordsBySheet: Readonly<Record<string, number>>;
  readonly signature: SignatureCheck;
  /** The body parsed as JSON (throws when it is not JSON). */
  json(): unknown;
}

function parsed(body: Buffer): ScriptPayload | undefined {
  try {
    return JSON.parse(body.toString('utf8')) as ScriptPayload;
  } catch {
    return undefined;
  }
}

/** Reads what arrived into a {@link ReceivedWebhook}. */
export function readWebhook(
  arrived: {
    index: number;
    method: string;
    url: string;
    headers: IncomingHttpHeaders;
    raw: Buffer;
  },
  secret: string | undefined,
): ReceivedWebhook {
  const body =
    arrived.headers['content-encoding'] === 'gzip' ? gunzipSync(arrived.raw) : arrived.raw;
  const payload = parsed(body);
  const recordsBySheet: Record<string, number> = {};
  let recordCount = 0;
  for (const sheet of payload?.workbook?.sheets ?? []) {
    const count = sheet.records?.length ?? 0;
    recordsBySheet[sheet.name ?? sheet.id] = count;
    recordCount += count;
  }
  const signature: SignatureCheck =
    secret === undefined
      ? 'unchecked'
      : verifyWebhookSignature({ secret, headers: arrived.headers, body })
        ? 'valid'
        : 'invalid';
  return {
    ...arrived,
    body,
    payload,
    recordCount,
    recordsBySheet,
    signature,
    json: () => JSON.parse(body.toString('utf8')),
  };
}

/**
 * One request to an inbox endpoint, from the connection itself: read as its endpoint's script
 * says (whole, cut off mid-body, or not at all), kept with its signature checked by the egress
 * plugin's own verifier, and answered by the script (at once, late, never, or by closing the
 * connection). The answer sent is kept beside the request.
 * @module
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { verifyWebhookSignature } from '@importkit/plugin-webhook-egress';
import {
  pickAnswer,
  planAnswer,
  rejectionBody,
  type ScriptPayload,
  type WebhookAnswer,
} from './answer-script';
import type { CapturedRequest, SentAnswer, SignatureCheck, WebhookInbox } from './webhook-inbox';

type Respond = Extract<WebhookAnswer, { kind: 'respond' }>;

function decoded(raw: Buffer, encoding: string | undefined): Buffer {
  if (encoding !== 'gzip' && encoding !== 'x-gzip') return raw;
  try {
    return gunzipSync(raw);
  } catch {
    return raw; // kept as sent: the inbox shows what arrived, even when it is broken
  }
}

function parsedPayload(body: Buffer): ScriptPayload | undefined {
  try {
    const value = JSON.parse(body.toString('utf8')) as unknown;
    return typeof value === 'object' && value !== null ? (value as ScriptPayload) : undefined;
  } catch {
    return undefined;
  }
}

function recordCount(payload: ScriptPayload | undefined): number {
  let count = 0;
  for (const sheet of payload?.workbook?.sheets ?? []) count += sheet.records?.length ?? 0;
  return count;
}

function signatureOf(
  secret: string | undefined,
  headers: IncomingMessage['headers'],
  body: Buffer,
): SignatureCheck {
  if (secret === undefined) return 'unchecked';
  return verifyWebhookSignature({ secret, headers, body }) ? 'valid' : 'invalid';
}

function cap(text: string, maxBytes: number): { text: string; truncated: boolean } {
  if (Buffer.byteLength(text) <= maxBytes) return { text, truncated: false };
  return { text: Buffer.from(text).subarray(0, maxBytes).toString('utf8'), truncated: true };
}

function writeAnswer(res: ServerResponse, answer: Respond, maxBodyBytes: number): SentAnswer {
  const text = typeof answer.body === 'string';
  const body = answer.body === undefined ? '' : text ? answer.body : JSON.stringify(answer.body);
  const headers = { 'content-type': text ? 'text/plain' : 'application/json', ...answer.headers };
  res.writeHead(answer.status, headers).end(body);
  return {
    outcome: 'answered',
    status: answer.status,
    headers,
    body: cap(body as string, maxBodyBytes).text,
    delayMs: 0,
  };
}

/**
 * Captures and answers a request to the endpoint `name`. Resolves once it is answered (or left
 * unanswered, as the script says).
 */
export async function captureRequest(
  inbox: WebhookInbox,
  name: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const { endpoint, index } = inbox.arrive(name);
  const receivedAt = new Date().toISOString();
  const picked = pickAnswer(endpoint.script, {
    index: index - endpoint.scriptStart,
    method: req.method ?? '',
    path: req.url ?? '',
    headers: req.headers,
  });
  const { delayMs, final } = planAnswer(picked);
  const { maxBodyBytes } = inbox.limits;
  const base = {
    endpoint: name,
    index,
    receivedAt,
    method: req.method ?? '',
    url: req.url ?? '',
    headers: { ...req.headers },
  };
  const keepUnread = (outcome: SentAnswer['outcome'], raw: Buffer) =>
    inbox.keep(endpoint, {
      ...base,
      size: raw.length,
      bodySize: raw.length,
      body: cap(raw.toString('utf8'), maxBodyBytes).text,
      bodyTruncated: raw.length > maxBodyBytes,
      complete: false,
      recordCount: 0,
      signature: 'unchecked',
      answer: { outcome, delayMs: 0 },
    });

  if (final.kind === 'cut' && final.when === 'mid-body') {
    req.once('data', (chunk: Buffer) => {
      keepUnread('cut', chunk);
      req.socket.destroy();
    });
    req.once('end', () => {
      // The whole body came in one piece before the cut: the connection closes all the same.
      req.socket.destroy();
    });
    return;
  }
  if (final.kind === 'stop-reading') {
    req.pause();
    keepUnread('stop-reading', Buffer.alloc(0));
    return;
  }

  const chunks: Buffer[] = [];
  try {
    for await (const chunk of req) chunks.push(chunk as Buffer);
  } catch {
    return; // the sender went away mid-body
  }
  const raw = Buffer.concat(chunks);
  const body = decoded(raw, req.headers['content-encoding']?.toLowerCase());
  const payload = parsedPayload(body);
  const kept = cap(body.toString('utf8'), maxBodyBytes);
  const captured: CapturedRequest = inbox.keep(endpoint, {
    ...base,
    size: raw.length,
    bodySize: body.length,
    body: kept.text,
    bodyTruncated: kept.truncated,
    complete: true,
    recordCount: recordCount(payload),
    signature: signatureOf(endpoint.secret, req.headers, body),
  });

  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  if (final.kind === 'silent') {
    captured.answer = { outcome: 'silent', delayMs };
    return;
  }
  if (final.kind === 'cut') {
    captured.answer = { outcome: 'cut', delayMs };
    req.socket.destroy();
    return;
  }
  if (final.kind === 'trickle') {
    captured.answer = { outcome: 'trickle', status: final.status, delayMs };
    res.writeHead(final.status, { 'content-type': 'application/json' });
    const timer = setInterval(() => res.write(final.chunk), final.everyMs);
    res.on('close', () => clearInterval(timer));
    return;
  }
  const answer: Respond =
    final.kind === 'reject'
      ? { kind: 'respond', status: 200, body: rejectionBody(final.rule, payload ?? {}) }
      : final;
  captured.answer = { ...writeAnswer(res, answer, maxBodyBytes), delayMs };
}

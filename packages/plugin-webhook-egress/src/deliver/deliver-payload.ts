import type { ImportkitClient } from '@importkit/api';
import type { Sheet, Workbook } from '../contract-types';
import { MAX_RETRY_DELAY_MS, type ResolvedWebhookEgressOptions } from '../options';
import { formatCount } from '../outcome/format-count';
import type { EgressProgress } from '../outcome/progress';
import { type RecordBytes, workbookRecordBytes } from '../read/record-pages';
import { SentIds } from '../read/sent-ids';
import { PriorMessages } from '../rejections/webhook-messages';
import { gzipChunks } from './gzip-chunks';
import { serializePayload } from './payload-writer';
import { BodySourceError, postWebhook, type WebhookHttpResponse } from './post-webhook';
import { redactUrl } from './redact-url';
import { requestHeaders } from './request-headers';
import { sendWithRetries } from './send-with-retries';
import { spoolSigned } from './signed-spool';

export interface DeliveryInput {
  client: ImportkitClient;
  jobId: string;
  url: URL;
  workbook: Workbook;
  sheets: readonly Sheet[];
  /** Records per sheet when counted (same order as `sheets`). */
  sheetTotals: readonly number[];
  totalRecords: number;
  options: ResolvedWebhookEgressOptions;
  progress: EgressProgress;
}

/** The webhook's answer and what was learnt from the records while they were sent. */
export interface Delivery {
  response: WebhookHttpResponse;
  recordCount: number;
  /** Per sheet (same order as the workbook's sheets): the records sent. */
  sheetCounts: number[];
  /** Per sheet: the ids of the records sent. */
  sentIds: SentIds[];
  /** Per sheet: the cells that carried messages. */
  prior: PriorMessages[];
}

/** The share of the progress bar given to gathering (and, when streamed, sending) records. */
export const GATHER_PROGRESS = 80;

/** A failure of our own reads (the API, the spool) is reported as itself, not as the webhook's. */
function rethrowSourceFailure(error: unknown): never {
  throw error instanceof BodySourceError ? error.cause : error;
}

/** One pass over the records: the serialized payload, noting message-carrying cells on the way. */
function payloadPass(input: DeliveryInput) {
  const prior = input.sheets.map(() => new PriorMessages());
  const sentIds = input.sheets.map(() => new SentIds());
  const gathered = { records: 0, bySheet: input.sheets.map(() => 0) };
  const sheetsToRead = input.sheets.map((sheet, index) => ({
    id: sheet.id,
    total: input.sheetTotals[index] ?? 0,
    ids: sentIds[index],
  }));
  const gatheredInfo = () =>
    `Gathering records: ${formatCount(gathered.records)} of ${formatCount(input.totalRecords)}`;
  async function* counted(): AsyncGenerator<RecordBytes> {
    // Only records that carry messages are parsed: to clear old rejections and keep the others.
    const parts = workbookRecordBytes(
      input.client,
      sheetsToRead,
      input.options.pageSize,
      (sheetIndex, records) => prior[sheetIndex]?.note(records),
    );
    for await (const part of parts) {
      gathered.records += part.count;
      gathered.bySheet[part.sheetIndex] = (gathered.bySheet[part.sheetIndex] ?? 0) + part.count;
      const share = input.totalRecords === 0 ? 1 : gathered.records / input.totalRecords;
      input.progress.count(Math.min(1, share) * GATHER_PROGRESS, gatheredInfo);
      yield part;
    }
    input.progress.phase(GATHER_PROGRESS, gatheredInfo());
    input.progress.phase(GATHER_PROGRESS, 'Posting to webhook');
  }
  return {
    prior,
    sentIds,
    gathered,
    chunks: serializePayload(input.workbook, input.sheets, counted()),
  };
}

/** What a finished pass learnt, with the webhook's answer. */
function deliveryOf(pass: ReturnType<typeof payloadPass>, response: WebhookHttpResponse): Delivery {
  return {
    response,
    recordCount: pass.gathered.records,
    sheetCounts: pass.gathered.bySheet,
    sentIds: pass.sentIds,
    prior: pass.prior,
  };
}

/**
 * Sends the workbook to the webhook, retrying transient failures with the same `webhook-id`.
 *
 * Unsigned, the payload is streamed straight from the API to the webhook (page n+1 is fetched
 * while page n is sent; a retry reads the records again). Signed, a signature must precede the
 * body, so the payload is first spooled to a temporary file and signed in the same pass (memory
 * stays flat, disk holds one copy); each attempt sends the same bytes, re-signed with a fresh
 * timestamp only when the signature is older than MAX_SIGNATURE_AGE_SECONDS.
 */
export async function deliverPayload(input: DeliveryInput): Promise<Delivery> {
  const { options, jobId, url } = input;
  const policy = {
    retries: options.retries,
    minDelayMs: options.retryDelayMs,
    maxDelayMs: MAX_RETRY_DELAY_MS,
  };
  const onRetry = ({
    attempt,
    delayMs,
    reason,
  }: {
    attempt: number;
    delayMs: number;
    reason: string;
  }) =>
    options.logger.warn(
      `importkit/plugin-webhook-egress: attempt ${attempt} to ${redactUrl(url)} failed (${reason}); retrying in ${delayMs} ms`,
    );
  const post = (body: AsyncIterable<Buffer>, own: Record<string, string | undefined>) =>
    postWebhook({
      url,
      headers: requestHeaders(options.headers, {
        'webhook-id': jobId,
        'content-encoding': options.compress ? 'gzip' : undefined,
        ...own,
      }),
      body: options.compress ? gzipChunks(body) : body,
      timeoutMs: options.timeoutMs,
      maxResponseBytes: options.maxResponseBytes,
    });

  const { secret } = options;
  if (secret === undefined) {
    let pass = payloadPass(input);
    let attempts = 0;
    const response = await sendWithRetries(
      async () => {
        if (attempts++ > 0) pass = payloadPass(input);
        return post(pass.chunks, {});
      },
      policy,
      onRetry,
    ).catch(rethrowSourceFailure);
    return deliveryOf(pass, response);
  }

  const pass = payloadPass(input);
  const spooled = await spoolSigned(pass.chunks, secret, jobId);
  try {
    const response = await sendWithRetries(
      async () => {
        const { timestamp, signature } = await spooled.sign();
        return post(spooled.body.read(), {
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signature,
          'content-length': options.compress ? undefined : String(spooled.body.size),
        });
      },
      policy,
      onRetry,
    ).catch(rethrowSourceFailure);
    return deliveryOf(pass, response);
  } finally {
    await spooled.body.dispose();
  }
}

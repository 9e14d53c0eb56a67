import { type ImportkitClient, unwrap } from '@importkit/api';
import type { JobOutcome, Sheet, Workbook } from './contract-types';
import { type Delivery, deliverPayload, GATHER_PROGRESS } from './deliver/deliver-payload';
import { WebhookRequestFailure } from './deliver/post-webhook';
import { redactUrl } from './deliver/redact-url';
import { POST_ERROR_MESSAGE, resolveWebhookUrl } from './deliver/resolve-webhook-url';
import { WebhookEgressError } from './errors';
import type { ResolvedWebhookEgressOptions } from './options';
import { formatCount } from './outcome/format-count';
import {
  acceptedOutcome,
  failedStatusOutcome,
  malformedRejectionsOutcome,
  unparsableOutcome,
} from './outcome/outcome';
import { EgressProgress, type Tick } from './outcome/progress';
import { applyRejections } from './rejections/apply-rejections';
import { interpretResponse } from './rejections/interpret-response';
import { type KnownSheet, planRejections } from './rejections/rejection-plan';
import { PriorMessages } from './rejections/webhook-messages';

/** The job being run: who to talk to, which job and workbook, where progress goes. */
export interface EgressJob {
  client: ImportkitClient;
  jobId: string;
  workbookId: string;
  tick: Tick;
}

async function loadWorkbook(client: ImportkitClient, workbookId: string): Promise<Workbook> {
  const { data: workbook } = await unwrap(
    client.GET('/v1/workbooks/{workbookId}', { params: { path: { workbookId } } }),
  );
  if (workbook.sheets) return workbook;
  const { data: sheets } = await unwrap(
    client.GET('/v1/sheets', { params: { query: { workbookId } } }),
  );
  return { ...workbook, sheets };
}

async function countRecords(client: ImportkitClient, sheets: readonly Sheet[]): Promise<number[]> {
  return Promise.all(
    sheets.map(async (sheet) => {
      const { data } = await unwrap(
        client.GET('/v1/sheets/{sheetId}/counts', { params: { path: { sheetId: sheet.id } } }),
      );
      return data.counts.total;
    }),
  );
}

function knownSheet(sheet: Sheet, delivery: Delivery, index: number): KnownSheet {
  const keys = new Set(sheet.config.fields.map((field) => field.key));
  const anyField = sheet.config.allowAdditionalFields === true;
  return {
    id: sheet.id,
    name: sheet.name,
    acceptsField: (key) => anyField || keys.has(key),
    prior: delivery.prior[index] ?? new PriorMessages(),
    mayHaveSent: (id) => delivery.sentIds[index]?.mayHaveSent(id) ?? false,
  };
}

/**
 * One egress: resolves the URL, sends every record of the workbook, reads the answer and writes
 * its rejections back. Returns the outcome the job completes with; throws what fails the job (no
 * URL configured; the webhook unreachable, timed out or its URL malformed: `Error posting data to
 * webhook`; our own API failing).
 */
export async function runEgress(
  job: EgressJob,
  webhookUrl: string | undefined,
  options: ResolvedWebhookEgressOptions,
): Promise<JobOutcome> {
  const { client } = job;
  const { logger } = options;
  let url: URL;
  try {
    url = resolveWebhookUrl(webhookUrl);
  } catch (error) {
    if (error instanceof WebhookEgressError && error.code === 'ERR_WEBHOOK_REQUEST') {
      const reason = error.cause instanceof Error ? error.cause.message : 'malformed webhook URL';
      logger.warn(`importkit/plugin-webhook-egress: ${POST_ERROR_MESSAGE}: ${reason}`);
    }
    throw error;
  }
  const redacted = redactUrl(url);
  const progress = new EgressProgress(job.tick);
  const workbook = await loadWorkbook(client, job.workbookId);
  const sheets = workbook.sheets ?? [];
  const sheetTotals = await countRecords(client, sheets);
  const totalRecords = sheetTotals.reduce((sum, count) => sum + count, 0);
  progress.phase(0, `Gathering records: 0 of ${formatCount(totalRecords)}`);

  const delivery = await deliverPayload({
    client,
    jobId: job.jobId,
    url,
    workbook,
    sheets,
    sheetTotals,
    totalRecords,
    options,
    progress,
  }).catch((error: unknown) => {
    if (!(error instanceof WebhookRequestFailure)) throw error;
    logger.warn(
      `importkit/plugin-webhook-egress: ${POST_ERROR_MESSAGE} ${redacted}: ${error.message}`,
    );
    throw new WebhookEgressError('ERR_WEBHOOK_REQUEST', POST_ERROR_MESSAGE, { cause: error });
  });

  const facts = {
    url: redacted,
    recordCount: delivery.recordCount,
    sheets: sheets.map((sheet, index) => ({
      name: sheet.name,
      sent: delivery.sheetCounts[index] ?? 0,
      counted: sheetTotals[index] ?? 0,
    })),
  };
  const verdict = interpretResponse(delivery.response);
  switch (verdict.kind) {
    case 'failed-status':
      return failedStatusOutcome(redacted, verdict.status, verdict.statusText);
    case 'unparsable':
      return unparsableOutcome(
        facts,
        verdict.truncated ? { maxResponseBytes: options.maxResponseBytes } : undefined,
      );
    case 'malformed-rejections':
      return malformedRejectionsOutcome(facts, verdict.problems);
    case 'accepted': {
      const known = sheets.map((sheet, index) => knownSheet(sheet, delivery, index));
      const plan = planRejections(verdict.rejections ?? { sheets: [] }, known);
      const summary = await applyRejections(
        client,
        plan,
        options.updateBatchSize,
        progress,
        GATHER_PROGRESS + 5,
      );
      return acceptedOutcome(facts, summary);
    }
  }
}

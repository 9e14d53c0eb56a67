/**
 * @module @importkit/plugin-webhook-egress — a listener plugin that streams a submitted workbook to
 * a webhook (signed, retried, optionally gzipped) and writes the webhook's rejections back onto
 * the records.
 */

export type { JobOutcome, Sheet, SheetRecord, ValidationMessage, Workbook } from './contract-types';
export {
  type WebhookPayload,
  type WebhookPayloadRecord,
  type WebhookPayloadSheet,
  webhookPayloadRecordSchema,
  webhookPayloadSchema,
  webhookPayloadSheetSchema,
} from './deliver/payload-schema';
export { redactUrl } from './deliver/redact-url';
export { POST_ERROR_MESSAGE, WEBHOOK_URL_ENV } from './deliver/resolve-webhook-url';
export { signWebhookBody } from './deliver/signature';
export {
  type VerifyWebhookSignatureInput,
  verifyWebhookSignature,
  type WebhookHeaders,
} from './deliver/verify-webhook-signature';
export { InvalidJobNameError, WebhookEgressError, type WebhookEgressErrorCode } from './errors';
export type { WebhookEgressLogger, WebhookEgressOptions } from './options';
export { PARSE_WARNING } from './outcome/outcome';
export {
  type RejectedRecord,
  type RejectedValue,
  type Rejections,
  rejectedRecordSchema,
  rejectedValueSchema,
  rejectionsSchema,
  type SheetRejections,
  sheetRejectionsSchema,
  type WebhookResponse,
  webhookResponseSchema,
} from './rejections/rejection-schema';
export { isWebhookMessage, WEBHOOK_MESSAGE_PATH } from './rejections/webhook-messages';
export { userAgent, version } from './version';
export { webhookEgress } from './webhook-egress';

/**
 * @importkit/dev-server: the importkit service running locally, in memory, implementing the same
 * OpenAPI contract as the hosted API and emitting its events.
 * @module
 */
export { DEFAULT_EXTRACTION_LIMITS, type ExtractionLimits } from './files/extraction-limits';
export { MAX_JSON_DEPTH } from './http/json-body';
export { DEFAULT_EVENT_LOG_BYTES, DEFAULT_SSE_BUFFER_BYTES } from './runtime/runtime';
export {
  DEFAULT_BODY_LIMIT_BYTES,
  DEFAULT_BODY_TIMEOUT_MS,
  type DevServer,
  type DevServerOptions,
  DevServerOptionsError,
  LOCAL_API_KEY,
  MAX_URL_LENGTH,
  startDevServer,
} from './server/start-dev-server';

export { version } from './server/version';
export type {
  WebhookEndpointOptions,
  WebhookInboxOptions,
} from './server/webhook-inbox-options';
export { webhookEndpointUrl } from './server/webhook-routes';
export {
  accept,
  cutOff,
  type FieldMessages,
  noAnswer,
  type PlannedAnswer,
  pickAnswer,
  planAnswer,
  type RejectionRule,
  reject,
  rejectionBody,
  respond,
  type ScriptPayload,
  type ScriptRecord,
  type ScriptRequest,
  serverError,
  slow,
  stopReading,
  tooManyRequests,
  trickle,
  type WebhookAnswer,
  type WebhookScript,
} from './webhook-inbox/answer-script';
export type { AnswerSpec } from './webhook-inbox/answer-spec';
export type {
  CapturedRequest,
  EndpointView,
  SentAnswer,
  SignatureCheck,
} from './webhook-inbox/webhook-inbox';

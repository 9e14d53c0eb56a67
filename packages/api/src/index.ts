/**
 * @module @importkit/api — the typed client of the importkit service: requests (openapi-fetch),
 * authentication, retries, typed errors, record pages, the job lifecycle and event subscription.
 */

export type {
  ClientOptions,
  FetchLike,
  RetryInfo,
  RetryOptions,
} from './client/client-config';
export { ResolvedClientConfig } from './client/client-config';
export { createClient, type ImportkitClient } from './client/create-client';
export { ApiError, type ApiErrorDetails } from './errors/api-error';
export { AuthError } from './errors/auth-error';
export { ConfigError } from './errors/config-error';
export type { ErrorItem } from './errors/error-items';
export { EventValidationError } from './errors/event-validation-error';
export { ImportkitError } from './errors/importkit-error';
export { redactCredentials } from './errors/redact-credentials';
export { TransportError, type TransportName } from './errors/transport-error';
export { type ParseEventResult, parseEvent } from './events/parse-event';
export { RecentIds } from './events/recent-ids';
export { subscribe } from './events/subscribe';
export type {
  EventSubscription,
  SubscribeOptions,
  Transport,
  TransportMode,
} from './events/subscription-types';
export {
  isCatalogEvent,
  readUnknownTopicEvent,
  type UnknownTopicEvent,
} from './events/unknown-topic-event';
export {
  type UploadedFile,
  type UploadFileOptions,
  type UploadSource,
  uploadFile,
} from './files/upload-file';
export {
  type EventOf,
  type EventTopic,
  eventSchemas,
  eventTopics,
  type ImportkitEvent,
} from './generated/event-catalog';
export type { components, operations, paths } from './generated/openapi';
export { backoffDelay } from './internal/backoff';
export { jobLeaseMs, renewJobLease } from './jobs/job-lease';
export {
  type AckJobOptions,
  ackJob,
  acknowledgeJobOutcome,
  type CancelJobOptions,
  cancelJob,
  completeJob,
  type FinishJobOptions,
  failJob,
  retryJob,
} from './jobs/job-lifecycle';
export { listJobParts, type SplitJobOptions, splitJob } from './jobs/job-parts';
export { authMiddleware } from './middleware/auth';
export { boundedErrorBodyMiddleware } from './middleware/bounded-error-body';
export { jsonMiddleware } from './middleware/json';
export { retryMiddleware } from './middleware/retry';
export { parseRetryAfter } from './middleware/retry-after';
export {
  type IterateRecordsOptions,
  iterateRecordPages,
  iterateRecords,
} from './records/iterate-records';
export type {
  Action,
  CellValue,
  Environment,
  EventContext,
  Job,
  JobOutcome,
  JobOutcomeNext,
  JobOutcomeTrigger,
  JobStatus,
  RecordData,
  RecordFilter,
  Sheet,
  SheetRecord,
  Space,
  ValidationMessage,
  Workbook,
} from './types';
export { type FetchResult, type SuccessData, unwrap } from './unwrap';

/**
 * @module @importkit/testing — test a listener in milliseconds, offline, with time under
 * control: an isolated environment per test on an in-process dev server, data from blueprints,
 * listeners connected for real, actions pressed as the console does, waits on events, a scripted
 * webhook receiver, assertions that read like the domain, and fixtures saved from real data.
 */

export {
  accept,
  cutOff,
  type FieldMessages,
  noAnswer,
  type RejectionRule,
  reject,
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
} from '@importkit/dev-server';
export type { CheckResult } from './assertions/check-result';
export {
  assertJobCompleted,
  assertJobFailed,
  checkJobEnd,
  type ExpectedOutcome,
} from './assertions/job-assertions';
export {
  assertCellError,
  assertRecordValid,
  cellMessages,
  checkCellMessage,
  checkRecordValid,
  type MessageType,
} from './assertions/record-assertions';
export { advanceClock, readClock } from './clock/advance-clock';
export { type Duration, durationMs } from './clock/duration';
export type {
  Blueprint,
  CellInput,
  RecordInput,
  SheetBlueprint,
  SpaceBlueprint,
  WorkbookBlueprint,
} from './data/blueprint';
export type { SeededSpace } from './data/create-workbook';
export { readCsvRecords } from './data/csv-records';
export { type SheetCounts, SheetHandle } from './data/sheet-handle';
export type { UploadOptions, UploadResult } from './data/upload-file';
export { WorkbookHandle } from './data/workbook-handle';
export { createTestEnvironment } from './environment/create-test-environment';
export { ListenerReportedError } from './environment/listener-errors';
export {
  type CreateJobInput,
  TestEnvironment,
  type TestEnvironmentOptions,
} from './environment/test-environment';
export {
  closeSharedTestServer,
  sharedTestServer,
  startTestServer,
  type TestServer,
  type TestServerOptions,
} from './environment/test-server';
export type {
  EventFilter,
  ExpectedValue,
  TopicSelector,
} from './events/event-match';
export type { WaitOptions } from './events/event-recorder';
export {
  FIXTURE_VERSION,
  type FixtureRecord,
  type FixtureSheet,
  type WorkbookFixture,
} from './fixtures/fixture-format';
export type { LoadedFixture } from './fixtures/load-fixture';
export {
  type EventWindow,
  type FixtureSource,
  type SaveFixtureOptions,
  saveFixture,
} from './fixtures/save-fixture';
export { JobHandle, type SettledJob } from './jobs/job-handle';
export { type JobEnd, jobEndOf } from './jobs/job-status';
export { ActionDisabledError, type ActionTarget, type TriggerOptions } from './jobs/trigger-action';
export {
  type HostedListener,
  type HostedListenerConnection,
  pointHostedPackages,
} from './listeners/connect-hosted-listener';
export type {
  ConnectOptions,
  ListenerConnection,
  ListenerProgram,
  ReportedError,
} from './listeners/connect-listener';
export type { ReceivedWebhook, SignatureCheck } from './webhook/received-webhook';
export {
  startWebhookReceiver,
  type WebhookReceiver,
  type WebhookReceiverOptions,
} from './webhook/webhook-receiver';

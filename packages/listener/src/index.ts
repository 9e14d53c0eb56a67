/**
 * @module @importkit/listener — routes importkit events to handlers typed by topic, composes
 * plugins (`listener.use(plugin)`), runs jobs (`jobHandler`) and connects to a live event
 * subscription (`listener.listen()`).
 */

export { ListenerArgumentError, NoClientError, UnknownTopicError } from './errors';
export type {
  EventFilter,
  EventFilterPath,
  FilterScalar,
  FilterValue,
} from './filters/event-filter';
export type { HandlerRun, HandlerRunHook } from './handler-runs';
export { JobAbortedError, type JobAbortReason } from './jobs/job-abort';
export type {
  JobConsolidateContext,
  JobContext,
  JobPartContext,
  JobPartInfo,
  JobPartResult,
  WholeJobContext,
} from './jobs/job-context';
export {
  type JobHandlerFunction,
  type JobHandlerOptions,
  type JobHandlerOutcome,
  type JobHandlerResult,
  type JobReadyEvent,
  jobHandler,
  type Tick,
} from './jobs/job-handler';
export type {
  JobConsolidateHandler,
  JobPartHandler,
  JobPartsCompletedEvent,
} from './jobs/job-parts';
export type { CloseOptions, CloseResult, ListenHandle, ListenOptions } from './listen/listen';
export { LISTEN_HANDOVER, type ListenHandover } from './listen/listen-handover';
export { Listener } from './listener';
export type {
  EventAction,
  EventDomain,
  EventFor,
  TopicPattern,
  TopicPatterns,
  TopicsOf,
} from './topics/topic-types';
export type {
  DispatchOptions,
  DispatchResult,
  ErrorHook,
  EventHandler,
  HandlerContext,
  ListenerErrorInfo,
  ListenerErrorSource,
  ListenerLogger,
  ListenerOptions,
  ListenerPlugin,
} from './types';

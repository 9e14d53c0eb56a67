/**
 * Every piece of per-server state that the store and the event log do not hold, declared here and
 * nowhere else, so that nothing a server keeps can hide from a reset or from `--data`:
 * - a reset (`POST /_dev/reset`) empties every part through its own `clear()` (each part must
 *   have one: see {@link StatePart});
 * - persistence classifies every part as saved or rebuilt (`STATE_PARTS` in
 *   persistence/runtime-state.ts is typed by this interface, so a new part without a decision does
 *   not compile).
 * The parts' types come from the concerns whose behaviour owns them (type-only imports: the core
 * names them, and never calls into a concern); `server/create-runtime.ts` makes them.
 * @module
 */
import type { PollReaders } from '../events/poll-readers';
import type { UploadStorage } from '../files/upload-storage';
import type { HandlerRunLog } from '../listener-runner/handler-runs';
import type { ReferenceValues } from '../records/rules/reference-values';
import type { LinkIndex } from '../records/write/reference-links';
import type { CommitIds } from '../records/write/sheet-commits';
import type { SheetUniqueState } from '../records/write/unique-rules';
import type { ServerKey } from '../resources/api-keys';
import type { CronTimers } from '../resources/cron';
import type { StoredSnapshot } from '../snapshots/snapshot-registry';
import type { RecordTable } from '../store/record-table';
import type { WebhookInbox } from '../webhook-inbox/webhook-inbox';

/** What every part of the server's state can do: be emptied by a reset. */
export interface StatePart {
  clear(): void;
}

/** The per-server state beyond the store and the event log. */
export interface ServerState {
  /** The snapshots kept, by id: what the API shows, the frozen records, the sheet's config then. */
  snapshots: Map<string, StoredSnapshot>;
  /** The records of saved snapshots being read back by `--data`, until their snapshot's line. */
  snapshotsLoading: Map<string, RecordTable>;
  /** The latest version (and commit) of every sheet written so far. */
  latestVersions: Map<string, CommitIds>;
  /** Where each recent version stands in the event log (`sinceVersionId`). */
  versionSequences: Map<string, number>;
  /** The bytes of uploaded files. */
  uploads: UploadStorage;
  /** The handler runs a listener reported (`--listener`). */
  handlerRuns: HandlerRunLog;
  /** The armed timers of the cron topics. */
  cronTimers: CronTimers;
  /** Per sheet: the index of its unique constraints' values. */
  uniqueIndexes: Map<string, SheetUniqueState>;
  /** Per referenced field: the values reference cells can point at. */
  referencedValues: Map<string, ReferenceValues>;
  /** Per reference field: which records hold which referenced value. */
  referenceLinks: Map<string, LinkIndex>;
  /** The key the server was started with (the keys issued since are in the store). */
  serverKey: ServerKey;
  /** The webhook inbox: its endpoints, their scripts and the requests they captured. */
  webhookInbox: WebhookInbox;
  /** Where each long-poll `reader` stands in the event log. */
  pollReaders: PollReaders;
  /**
   * The jobs a client created `ready` (as the hosted extractor plugins do) and has not executed
   * yet: their one `execute`, which follows the creation, changes nothing and succeeds.
   */
  jobsCreatedReady: Set<string>;
}

/** Compiles only while every part of {@link ServerState} is a {@link StatePart}. */
export const everyPartClears: ServerState extends Record<keyof ServerState, StatePart>
  ? true
  : never = true;

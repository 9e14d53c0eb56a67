/**
 * What of a running server is saved, and how it comes back: every collection of the store, every
 * sheet's records, the event log, the ids handed out, the clock, the handler runs reported, the
 * sheets' snapshots (their records' text, like a sheet's) and each sheet's latest version.
 * What lives beside the stored jobs (timers, waits, leases) is rebuilt from them on restore.
 * {@link RUNTIME_PARTS}, {@link STORE_PARTS} and {@link STATE_PARTS} say for each part of the
 * runtime, the store and the server's state whether it is saved: adding a part without deciding
 * is a type error (and a test checks the objects themselves), so nothing the server keeps can be
 * forgotten by persistence.
 * @module
 */

import { createRecordTable, loadSavedRecords } from '../records/write/record-tables';
import {
  type CommitIds,
  latestVersionsOf,
  restoreLatestVersion,
} from '../records/write/sheet-commits';
import type { DevEvent } from '../runtime/event-log';
import type { DevRuntime, RuntimeIdentity } from '../runtime/runtime';
import type { ServerState } from '../runtime/server-state';
import {
  restoreSavedSnapshot,
  restoreSnapshotRecords,
  type SnapshotEntity,
  snapshotsOf,
} from '../snapshots/snapshot-registry';
import type { DevStore, EntityCollection } from '../store/dev-store';
import type { SheetConfig, StoredRecord } from '../store/entities';
import type { FrozenRecords } from '../store/frozen-records';
import { RECORD_PAGE_TAIL, recordPageHead } from './record-pages';
import { STATE_FORMAT, STATE_VERSION, type StateLine } from './state-file';

/** How each part of the runtime survives a restart. */
export const RUNTIME_PARTS: Record<keyof DevRuntime, string> = {
  store: 'saved (every collection and every sheet’s records)',
  events: 'saved (the events kept, and the sequence)',
  nextId: 'saved (the tag and each prefix’s counter)',
  accountId: 'saved (identity)',
  actorId: 'saved (identity)',
  environmentId: 'saved (identity)',
  clock: 'saved (its time)',
  jobs: 'rebuilt from the saved jobs (schedules, waits, parts, leases)',
  heartbeatMs: 'a setting of the server, not state',
  sseBufferBytes: 'a setting of the server, not state',
  maxUploadBytes: 'a setting of the server, not state',
  extractionLimits: 'settings of the server, not state',
  state: 'each part as STATE_PARTS says',
  now: 'reads the clock',
  onClose: 'connections of this process, not state',
  runCloseHooks: 'connections of this process, not state',
};

/** How each part of the server's state (runtime/server-state.ts) survives a restart. */
export const STATE_PARTS: Record<keyof ServerState, string> = {
  snapshots: "saved (each snapshot, its records' text in batches, the sheet's config then)",
  snapshotsLoading: 'only used while a state file is read back',
  latestVersions: "saved (each sheet's latest version and commit)",
  versionSequences:
    'not saved: a restarted server knows no version from before (sinceVersionId says so)',
  uploads: "the files' bytes: kept in <dataDir>/files",
  handlerRuns: 'saved',
  cronTimers: 'rebuilt from the saved agents',
  uniqueIndexes: 'rebuilt from one scan on the next write',
  referencedValues: 'rebuilt from the records when next read',
  referenceLinks:
    'rebuilt from one scan; the first write to a referenced sheet rechecks every referencing cell',
  serverKey: 'not saved: each start is given its key (the keys issued through the API are saved)',
  webhookInbox: 'not saved: a local scratch pad of requests; its endpoints start empty',
  pollReaders:
    'not saved: a reader unknown to a restarted server starts at its poll’s `after`, and its client sees the break',
  jobsCreatedReady:
    'not saved: after a restart, executing a job created ready is refused as for any ready job',
};

/** The store's entity collections saved by name (the named ones are saved through `collectionNames`). */
export const STORE_PARTS: Record<keyof DevStore, string> = {
  environments: 'saved',
  spaces: 'saved',
  workbooks: 'saved',
  sheets: 'saved',
  jobs: 'saved',
  actions: 'saved',
  records: 'saved (per sheet, as pages)',
  collection: 'saved (every name `collectionNames` lists)',
  collectionNames: 'lists the named collections',
};

export const BUILT_IN_COLLECTIONS = [
  'environments',
  'spaces',
  'workbooks',
  'sheets',
  'jobs',
  'actions',
] as const;
type BuiltIn = (typeof BUILT_IN_COLLECTIONS)[number];

/** Entities and events per line: lines stay small whatever the counts. */
const ITEMS_PER_LINE = 1000;
/** Records per line: one page, written from the store's own bytes (see record-pages.ts). */
const RECORDS_PER_LINE = 10_000;

/** The first line's contents: everything needed before the runtime is created. */
export interface StateHeader {
  identity: RuntimeIdentity;
  clock: { mode: string; now: number; offsetMs: number };
  eventSequence: number;
  /** The first journal segment written after this state (0 for files older than the journal). */
  journalSegment: number;
  /** The API key the server answered with, when it saved it. */
  apiKey?: string;
}

function* batches<T>(items: T[], size: number): Iterable<T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}

/**
 * The text of frozen records `start` to `end` as slices of their slabs (neighbours joined), each
 * record followed by its comma but the last: what goes between a line's brackets.
 */
function frozenChunks(records: FrozenRecords, start: number, end: number): Buffer[] {
  const chunks: Buffer[] = [];
  let run: { slab: number; start: number; end: number } | undefined;
  const flush = () => {
    if (run) chunks.push((records.slabs[run.slab] as Buffer).subarray(run.start, run.end));
  };
  for (let index = start; index < end; index++) {
    const { slab, offset, length } = records.location(index);
    if (run && run.slab === slab && run.end === offset) {
      run.end += length;
      continue;
    }
    flush();
    run = { slab, start: offset, end: offset + length };
  }
  flush();
  const last = chunks.length - 1;
  if (last >= 0) chunks[last] = (chunks[last] as Buffer).subarray(0, -1);
  return chunks;
}

/**
 * The lines of a server's state, captured at this moment (later changes are not in it) but
 * serialized only as they are pulled: entities and events by reference, records as the byte
 * slices the store already holds, so a save costs little memory beyond the store itself.
 */
export function captureState(
  runtime: DevRuntime,
  options: { journalSegment?: number; apiKey?: string } = {},
): Iterable<StateLine> {
  const { store } = runtime;
  const now = runtime.clock.now();
  const header = {
    format: STATE_FORMAT,
    version: STATE_VERSION,
    savedAt: new Date().toISOString(),
    identity: {
      accountId: runtime.accountId,
      environmentId: runtime.environmentId,
      actorId: runtime.actorId,
      ids: runtime.nextId.state(),
    },
    clock: { mode: runtime.clock.mode, now, offsetMs: now - Date.now() },
    eventSequence: runtime.events.lastSequence,
    // The journal segments that continue this state (journal-<n>.jsonl, n from this one on).
    journalSegment: options.journalSegment ?? 0,
    // The key clients were given, so a restart keeps it (a local development key, in a local file).
    ...(options.apiKey === undefined ? {} : { apiKey: options.apiKey }),
  };
  const collections: [string, string, { id: string }[]][] = [
    ...BUILT_IN_COLLECTIONS.map((name): [string, string, { id: string }[]] => [
      'collection',
      name,
      store[name].list(),
    ]),
    ...store
      .collectionNames()
      .map((name): [string, string, { id: string }[]] => [
        'named',
        name,
        store.collection(name).list(),
      ]),
  ];
  const recordPages: [string, Buffer[]][] = [];
  for (const sheet of store.sheets.list()) {
    const { total } = store.records.counts(sheet.id);
    for (let page = 1; (page - 1) * RECORDS_PER_LINE < total; page++) {
      recordPages.push([
        sheet.id,
        store.records.page(sheet.id, { pageNumber: page, pageSize: RECORDS_PER_LINE }),
      ]);
    }
  }
  const events = [...runtime.events.kept()];
  const handlerRuns = runtime.state.handlerRuns.list();
  // Frozen records never change: holding them is holding the snapshot as it is now.
  const snapshots = snapshotsOf(runtime);
  const versions = latestVersionsOf(runtime);
  return (function* lines(): Iterable<StateLine> {
    yield JSON.stringify(header);
    for (const [kind, name, items] of collections) {
      for (const batch of batches(items, ITEMS_PER_LINE)) {
        yield JSON.stringify({ [kind]: name, items: batch });
      }
    }
    for (const [sheetId, chunks] of recordPages) {
      yield [recordPageHead('records', sheetId), ...chunks, RECORD_PAGE_TAIL];
    }
    for (const batch of batches(events, ITEMS_PER_LINE)) yield JSON.stringify({ events: batch });
    for (const batch of batches(handlerRuns, ITEMS_PER_LINE)) {
      yield JSON.stringify({ handlerRuns: batch });
    }
    // A snapshot's records come first, in batches; its own line then makes it whole again.
    for (const { entity, sheetConfig, records } of snapshots) {
      for (let start = 0; start < records.size; start += RECORDS_PER_LINE) {
        yield [
          recordPageHead('snapshotRecords', entity.id),
          ...frozenChunks(records, start, Math.min(records.size, start + RECORDS_PER_LINE)),
          RECORD_PAGE_TAIL,
        ];
      }
      yield JSON.stringify({ snapshot: entity, sheetConfig });
    }
    for (const batch of batches(versions, ITEMS_PER_LINE))
      yield JSON.stringify({ versions: batch });
  })();
}

/** Reads the header's parts, refusing one that is not what this server writes. */
export function readHeader(header: Record<string, unknown>): StateHeader {
  const identity = header.identity as RuntimeIdentity | undefined;
  const clock = header.clock as StateHeader['clock'] | undefined;
  if (
    typeof identity?.accountId !== 'string' ||
    typeof identity.environmentId !== 'string' ||
    typeof identity.actorId !== 'string' ||
    typeof identity.ids?.tag !== 'string' ||
    typeof identity.ids.counters !== 'object'
  ) {
    throw new Error(
      'the header has no valid identity (account, environment, actor and id counters)',
    );
  }
  const counts = Object.values(identity.ids.counters ?? {});
  if (
    identity.ids.counters === null ||
    counts.length === 0 ||
    counts.some((count) => typeof count !== 'number' || !Number.isInteger(count) || count < 0)
  ) {
    // A saved server has handed out ids (its account's at least): without its counts it would
    // hand the same ids out again, and every insert would collide with a record it holds.
    throw new Error(
      "the header's id counters are empty or not whole numbers: the server would hand out ids it already gave (restore the file from a copy, or start on a new data directory)",
    );
  }
  if (typeof clock?.now !== 'number' || typeof clock.offsetMs !== 'number') {
    throw new Error('the header has no valid clock');
  }
  if (typeof header.eventSequence !== 'number') {
    throw new Error('the header has no event sequence');
  }
  const journalSegment = header.journalSegment ?? 0;
  if (
    typeof journalSegment !== 'number' ||
    !Number.isInteger(journalSegment) ||
    journalSegment < 0
  ) {
    throw new Error('the header has no valid journal segment');
  }
  const apiKey =
    typeof header.apiKey === 'string' && header.apiKey !== '' ? header.apiKey : undefined;
  return { identity, clock, eventSequence: header.eventSequence, journalSegment, apiKey };
}

/** Moves a fresh runtime's clock to where the saved one was (never behind it). */
export function resumeClock(runtime: DevRuntime, saved: StateHeader['clock']): void {
  const { clock } = runtime;
  if (clock.mode === 'manual' && saved.mode === 'manual') clock.resume(saved.now);
  else if (clock.mode === 'real' && saved.mode === 'real') {
    clock.resume(clock.now() + Math.max(0, saved.offsetMs));
  } else clock.resume(Math.max(clock.now(), saved.now));
}

function itemsOf(line: Record<string, unknown>): unknown[] {
  if (!Array.isArray(line.items)) throw new Error('expected "items" to be an array');
  return line.items;
}

function putAll(collection: EntityCollection<{ id: string }>, items: unknown[]) {
  for (const item of items) {
    if (typeof (item as { id?: unknown })?.id !== 'string') {
      throw new Error('an entity without a string "id"');
    }
    collection.put(item as { id: string });
  }
}

/** Puts one saved line (not the header) back into the runtime. */
export function restoreLine(runtime: DevRuntime, line: Record<string, unknown>): void {
  const { store } = runtime;
  if (typeof line.collection === 'string') {
    if (!(BUILT_IN_COLLECTIONS as readonly string[]).includes(line.collection)) {
      throw new Error(`unknown collection "${line.collection}"`);
    }
    const name = line.collection as BuiltIn;
    const items = itemsOf(line);
    putAll(store[name] as EntityCollection<{ id: string }>, items);
    if (name === 'sheets')
      for (const sheet of items) createRecordTable(runtime, (sheet as { id: string }).id);
  } else if (typeof line.named === 'string') {
    putAll(store.collection(line.named), itemsOf(line));
  } else if (typeof line.records === 'string') {
    if (!store.sheets.get(line.records)) {
      throw new Error(`records of sheet ${line.records}, which the file does not hold`);
    }
    loadSavedRecords(runtime, line.records, itemsOf(line) as StoredRecord[]);
  } else if (Array.isArray(line.events)) {
    for (const event of line.events) runtime.events.restore(event as DevEvent);
  } else if (Array.isArray(line.handlerRuns)) {
    const runs = runtime.state.handlerRuns;
    for (const run of line.handlerRuns) runs.add(run);
  } else if (typeof line.snapshotRecords === 'string') {
    restoreSnapshotRecords(runtime, line.snapshotRecords, itemsOf(line) as StoredRecord[]);
  } else if (typeof line.snapshot === 'object' && line.snapshot !== null) {
    const entity = line.snapshot as SnapshotEntity;
    if (typeof entity.id !== 'string' || typeof entity.sheetId !== 'string') {
      throw new Error('a snapshot without a string "id" and "sheetId"');
    }
    restoreSavedSnapshot(runtime, { entity, sheetConfig: line.sheetConfig as SheetConfig });
  } else if (Array.isArray(line.versions)) {
    for (const [sheetId, ids] of line.versions as [string, CommitIds][]) {
      restoreLatestVersion(runtime, sheetId, ids);
    }
  } else {
    throw new Error(`unknown line (keys: ${Object.keys(line).join(', ') || 'none'})`);
  }
}

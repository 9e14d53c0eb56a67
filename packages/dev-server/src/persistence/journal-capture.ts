/**
 * What goes into the journal of `--data`: every change to the server's state, caught where it is
 * made — an entity put or deleted, records written (as the text the store keeps, read back once
 * written), an event emitted, the clock moved, a snapshot kept, a sheet's latest version, a
 * handler run — and the id marks reserved ahead of the ids handed out. Journal lines replay in
 * order onto the state file's contents (journal-replay.ts). Each part of the server's state says
 * how it is journaled in {@link JOURNALED_PARTS}: a part without a decision does not compile.
 * @module
 */
import type { DevRuntime } from '../runtime/runtime';
import type { ServerState } from '../runtime/server-state';
import type { EntityCollection, RecordStore } from '../store/dev-store';
import { idsOf } from '../store/stored-records-scan';
import { BUILT_IN_COLLECTIONS } from './runtime-state';

/** Where lines go. */
export interface JournalSink {
  append(line: string | readonly Buffer[]): void;
  /** Appends and flushes to the disk before returning. */
  appendDurably(line: string): void;
}

/** How each part of the server's state reaches the journal. */
export const JOURNALED_PARTS: Record<keyof ServerState, string> = {
  snapshots: 'each snapshot kept (replayed by freezing its sheet at that point) or dropped',
  snapshotsLoading: 'only used while a state file is read back',
  latestVersions: "each sheet's latest version as it changes",
  versionSequences: 'not kept (see STATE_PARTS)',
  uploads: "the files' bytes are written and flushed into <dataDir>/files by the upload",
  handlerRuns: 'each run as it is reported',
  cronTimers: 'rebuilt from the agents',
  uniqueIndexes: 'rebuilt from the records',
  referencedValues: 'rebuilt from the records',
  referenceLinks: 'rebuilt from the records',
  serverKey:
    'not journaled: each start is given its key (keys issued through the API are entities)',
  webhookInbox: 'not kept (see STATE_PARTS)',
  jobsCreatedReady: 'not kept (see STATE_PARTS)',
  pollReaders: 'not kept (see STATE_PARTS)',
};

/** How many ids of a prefix are reserved at once (one flushed journal line per block). */
export const ID_RESERVATION_BLOCK = 100_000;

/** Records per journal line when written records are read back. */
const RECORDS_PER_LINE = 10_000;

type Restore = () => void;

/** Replaces `object[name]` with `wrap(original)`; returns what puts the original back. */
function intercept<T extends object, K extends keyof T>(
  object: T,
  name: K,
  wrap: (original: T[K]) => T[K],
): Restore {
  const had = Object.hasOwn(object, name);
  const original = object[name];
  const bound = (typeof original === 'function' ? original.bind(object) : original) as T[K];
  object[name] = wrap(bound);
  return () => {
    if (had) object[name] = original;
    else delete object[name];
  };
}

const line = (value: unknown) => JSON.stringify(value);

function captureCollection(
  collection: EntityCollection<{ id: string }>,
  key: { c: string } | { n: string },
  journal: JournalSink,
  restores: Restore[],
) {
  restores.push(
    intercept(collection, 'put', (put) => (entity) => {
      put(entity);
      journal.append(line({ op: 'put', ...key, v: entity }));
    }),
    intercept(collection, 'delete', (remove) => (id) => {
      const removed = remove(id);
      if (removed) journal.append(line({ op: 'del', ...key, id }));
      return removed;
    }),
  );
}

/** The line putting these records' stored texts (`chunks`, as a page holds them). */
function recordsLine(sheetId: string, kind: 'put' | 'load', chunks: readonly Buffer[]) {
  return [
    Buffer.from(`{"op":"rec","sheet":${JSON.stringify(sheetId)},"${kind}":[`),
    ...chunks,
    Buffer.from(']}'),
  ];
}

function captureRecords(records: RecordStore, journal: JournalSink, restores: Restore[]) {
  /** Journals the records with these ids as they are stored now, a line per batch. */
  const putBack = (sheetId: string, ids: string[]) => {
    for (let start = 0; start < ids.length; start += RECORDS_PER_LINE) {
      const batch = ids.slice(start, start + RECORDS_PER_LINE);
      const chunks = records.page(sheetId, { ids: batch, pageSize: batch.length, pageNumber: 1 });
      journal.append(recordsLine(sheetId, 'put', chunks));
    }
  };
  restores.push(
    intercept(records, 'createSheet', (create) => (sheetId) => {
      create(sheetId);
      journal.append(line({ op: 'rec', sheet: sheetId, create: true }));
    }),
    intercept(records, 'dropSheet', (drop) => (sheetId) => {
      drop(sheetId);
      journal.append(line({ op: 'rec', sheet: sheetId, drop: true }));
    }),
    intercept(records, 'insert', (insert) => (sheetId, written) => {
      const chunks = insert(sheetId, written);
      if (written.length > 0) journal.append(recordsLine(sheetId, 'put', chunks));
      return chunks;
    }),
    intercept(records, 'insertValidWritten', (insert) => (sheetId, ids, ...rest) => {
      const chunks = insert(sheetId, ids, ...rest);
      putBack(sheetId, ids);
      return chunks;
    }),
    intercept(records, 'insertScanned', (insert) => (sheetId, scanned) => {
      insert(sheetId, scanned);
      putBack(sheetId, idsOf(scanned));
    }),
    intercept(records, 'replace', (replace) => (sheetId, replaced) => {
      replace(sheetId, replaced);
      putBack(
        sheetId,
        replaced.map((record) => record.id),
      );
    }),
    intercept(records, 'replaceValidWritten', (replace) => (sheetId, ids, ...rest) => {
      // The records a write left as they were stored are not written again.
      const replaced = replace(sheetId, ids, ...rest);
      putBack(sheetId, replaced);
      return replaced;
    }),
    intercept(records, 'rewrite', (rewrite) => (sheetId, mightChange, change, selection) => {
      const changed: string[] = [];
      rewrite(
        sheetId,
        mightChange,
        (record) => {
          const next = change(record);
          if (next !== undefined) changed.push(record.id);
          return next;
        },
        selection,
      );
      putBack(sheetId, changed);
    }),
    intercept(records, 'rewriteText', (rewrite) => (sheetId, change, selection) => {
      const changed: string[] = [];
      rewrite(
        sheetId,
        (text) => {
          const next = change(text);
          if (next !== undefined) changed.push(text.id);
          return next;
        },
        selection,
      );
      putBack(sheetId, changed);
    }),
    intercept(records, 'delete', (remove) => (sheetId, ids) => {
      const deleted = remove(sheetId, ids);
      if (deleted.length > 0) journal.append(line({ op: 'rec', sheet: sheetId, del: deleted }));
      return deleted;
    }),
    intercept(records, 'load', (load) => (sheetId, frozen) => {
      load(sheetId, frozen);
      // Every record of the sheet is replaced: the first line says so, the rest append.
      const { total } = records.counts(sheetId);
      journal.append(recordsLine(sheetId, 'load', []));
      for (let page = 1; (page - 1) * RECORDS_PER_LINE < total; page++) {
        const chunks = records.page(sheetId, { pageNumber: page, pageSize: RECORDS_PER_LINE });
        journal.append(recordsLine(sheetId, 'put', chunks));
      }
    }),
  );
}

/** Journals a map's changes as lines of `op` (set), `${op}del` and `${op}clear`. */
function captureMap<V>(
  map: Map<string, V>,
  op: string,
  describe: (key: string, value: V) => Record<string, unknown>,
  journal: JournalSink,
  restores: Restore[],
) {
  restores.push(
    intercept(map, 'set', (set) => (key, value) => {
      const result = set(key, value);
      journal.append(line({ op, ...describe(key, value) }));
      return result;
    }),
    intercept(map, 'delete', (remove) => (key) => {
      const removed = remove(key);
      if (removed) journal.append(line({ op: `${op}del`, key }));
      return removed;
    }),
    intercept(map, 'clear', (clear) => () => {
      clear();
      journal.append(line({ op: `${op}clear` }));
    }),
  );
}

/**
 * Starts journaling every change of `runtime` (after its saved state was loaded); returns what
 * stops it.
 */
export function captureChanges(runtime: DevRuntime, journal: JournalSink): () => void {
  const restores: Restore[] = [];
  const { store, state } = runtime;
  for (const name of BUILT_IN_COLLECTIONS) {
    captureCollection(
      store[name] as EntityCollection<{ id: string }>,
      { c: name },
      journal,
      restores,
    );
  }
  const captured = new WeakSet<object>();
  const catchNamed = (name: string, collection: EntityCollection<{ id: string }>) => {
    if (captured.has(collection)) return;
    captured.add(collection);
    captureCollection(collection, { n: name }, journal, restores);
  };
  for (const name of store.collectionNames()) catchNamed(name, store.collection(name));
  restores.push(
    intercept(
      store,
      'collection',
      (collection) =>
        (<T extends { id: string }>(name: string) => {
          const found = collection<T>(name);
          catchNamed(name, found as unknown as EntityCollection<{ id: string }>);
          return found;
        }) as typeof collection,
    ),
  );
  captureRecords(store.records, journal, restores);

  const head = Buffer.from('{"op":"evt","e":');
  const tail = Buffer.from('}');
  restores.push(
    runtime.events.subscribe((_event, json) => journal.append([head, Buffer.from(json), tail])),
  );
  restores.push(
    intercept(runtime.events, 'clear', (clear) => () => {
      clear();
      journal.append(line({ op: 'evtclear' }));
    }),
  );
  restores.push(
    intercept(runtime.clock, 'advance', (advance) => (ms) => {
      advance(ms);
      const now = runtime.clock.now();
      journal.append(
        line({ op: 'clock', mode: runtime.clock.mode, now, offsetMs: now - Date.now() }),
      );
    }),
  );
  runtime.nextId.reserveWith((marks) => {
    journal.appendDurably(line({ op: 'ids', marks }));
  }, ID_RESERVATION_BLOCK);

  captureMap(
    state.snapshots,
    'snap',
    (_id, snapshot) => ({ entity: snapshot.entity, sheetConfig: snapshot.sheetConfig }),
    journal,
    restores,
  );
  captureMap(
    state.latestVersions,
    'ver',
    (sheetId, ids) => ({ key: sheetId, v: ids }),
    journal,
    restores,
  );
  restores.push(
    intercept(state.handlerRuns, 'add', (add) => (run) => {
      add(run);
      journal.append(line({ op: 'run', run }));
    }),
    intercept(state.handlerRuns, 'clear', (clear) => () => {
      clear();
      journal.append(line({ op: 'runclear' }));
    }),
  );
  return () => {
    for (const restore of restores.reverse()) restore();
  };
}

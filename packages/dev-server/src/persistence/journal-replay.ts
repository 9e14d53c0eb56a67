/**
 * Putting the journal of `--data` back: each line (see journal-capture.ts) applied in order onto
 * the runtime the state file made, so the server is again exactly what it was when its last line
 * was written. A line cut short by a crash (no newline at the end of the file) was never
 * acknowledged and is left out; any other line that cannot be read is an error naming it.
 * @module
 */
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import type { HandlerRun } from '../listener-runner/handler-runs';
import type { CommitIds } from '../records/write/sheet-commits';
import type { DevEvent } from '../runtime/event-log';
import type { IdPrefix } from '../runtime/ids';
import type { DevRuntime } from '../runtime/runtime';
import type { SnapshotEntity } from '../snapshots/snapshot-registry';
import type { EntityCollection } from '../store/dev-store';
import type { SheetConfig, StoredRecord } from '../store/entities';
import { BUILT_IN_COLLECTIONS, resumeClock } from './runtime-state';
import { StateFileError } from './state-file';

type Line = Record<string, unknown>;

function collectionOf(runtime: DevRuntime, line: Line): EntityCollection<{ id: string }> {
  if (typeof line.c === 'string') {
    if (!(BUILT_IN_COLLECTIONS as readonly string[]).includes(line.c)) {
      throw new Error(`unknown collection "${line.c}"`);
    }
    return runtime.store[line.c as (typeof BUILT_IN_COLLECTIONS)[number]] as EntityCollection<{
      id: string;
    }>;
  }
  if (typeof line.n === 'string') return runtime.store.collection(line.n);
  throw new Error('an entity line names no collection');
}

/** Puts records back by id: those the sheet holds are replaced in place, new ones appended. */
function putRecords(runtime: DevRuntime, sheetId: string, records: StoredRecord[]): void {
  const { store } = runtime;
  const existing = store.records.get(
    sheetId,
    records.map((record) => record.id),
  );
  const replaced = records.filter((_, index) => existing[index] !== undefined);
  const added = records.filter((_, index) => existing[index] === undefined);
  if (replaced.length > 0) store.records.replace(sheetId, replaced);
  if (added.length > 0) store.records.insert(sheetId, added);
}

function applyRecords(runtime: DevRuntime, line: Line): void {
  const sheetId = line.sheet;
  if (typeof sheetId !== 'string') throw new Error('a records line names no sheet');
  const { records } = runtime.store;
  if (line.create === true) records.createSheet(sheetId);
  else if (line.drop === true) records.dropSheet(sheetId);
  else if (Array.isArray(line.put)) putRecords(runtime, sheetId, line.put as StoredRecord[]);
  else if (Array.isArray(line.del)) records.delete(sheetId, line.del as string[]);
  else if (Array.isArray(line.load)) {
    records.dropSheet(sheetId);
    records.createSheet(sheetId);
    putRecords(runtime, sheetId, line.load as StoredRecord[]);
  } else throw new Error('a records line says nothing to do');
}

/** Applies one journal line to the runtime. */
export function applyJournalLine(runtime: DevRuntime, line: Line): void {
  const { state } = runtime;
  switch (line.op) {
    case 'put':
      collectionOf(runtime, line).put(line.v as { id: string });
      return;
    case 'del':
      collectionOf(runtime, line).delete(line.id as string);
      return;
    case 'rec':
      applyRecords(runtime, line);
      return;
    case 'evt':
      runtime.events.restore(line.e as DevEvent);
      return;
    case 'evtclear':
      runtime.events.clear();
      return;
    case 'ids':
      runtime.nextId.advanceTo(line.marks as Partial<Record<IdPrefix, number>>);
      return;
    case 'clock':
      resumeClock(runtime, line as { mode: string; now: number; offsetMs: number });
      return;
    case 'snap': {
      const entity = line.entity as SnapshotEntity;
      // The sheet's records are, at this point of the replay, what they were when it was taken.
      state.snapshots.set(entity.id, {
        entity,
        sheetConfig: line.sheetConfig as SheetConfig,
        records: runtime.store.records.freeze(entity.sheetId),
      });
      return;
    }
    case 'snapdel':
      state.snapshots.delete(line.key as string);
      return;
    case 'snapclear':
      state.snapshots.clear();
      return;
    case 'ver':
      state.latestVersions.set(line.key as string, line.v as CommitIds);
      return;
    case 'verdel':
      state.latestVersions.delete(line.key as string);
      return;
    case 'verclear':
      state.latestVersions.clear();
      return;
    case 'run':
      state.handlerRuns.add(line.run as HandlerRun);
      return;
    case 'runclear':
      state.handlerRuns.clear();
      return;
    default:
      throw new Error(`unknown journal line "${String(line.op)}"`);
  }
}

/**
 * Cuts off a last line left without its newline (a crash in the middle of writing it, before it
 * was flushed or answered), so the journal can be continued: another line appended to it would
 * run into it.
 */
async function cutTornTail(path: string): Promise<void> {
  const file = await open(path, 'r+');
  try {
    const { size } = await file.stat();
    const chunk = Buffer.alloc(64 * 1024);
    for (let end = size; end > 0; ) {
      const start = Math.max(0, end - chunk.length);
      const { bytesRead } = await file.read(chunk, 0, end - start, start);
      const newline = chunk.subarray(0, bytesRead).lastIndexOf(0x0a);
      if (newline !== -1) {
        if (start + newline + 1 < size) await file.truncate(start + newline + 1);
        return;
      }
      end = start;
    }
    if (size > 0) await file.truncate(0);
  } finally {
    await file.close();
  }
}

/**
 * Replays a journal file onto the runtime; resolves with the number of lines applied. A last
 * line without its newline was cut by a crash before it was flushed, so before any answer: it is
 * cut off the file and left out.
 */
export async function replayJournal(path: string, runtime: DevRuntime): Promise<number> {
  await cutTornTail(path);
  const lines = createInterface({
    input: createReadStream(path),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  let number = 0;
  for await (const text of lines) {
    number++;
    let parsed: Line;
    try {
      parsed = JSON.parse(text) as Line;
    } catch (error) {
      throw new StateFileError(path, number, `not JSON (${(error as Error).message})`);
    }
    try {
      applyJournalLine(runtime, parsed);
    } catch (error) {
      throw new StateFileError(path, number, (error as Error).message);
    }
  }
  return number;
}

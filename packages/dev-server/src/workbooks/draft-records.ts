/**
 * A draft sheet's records beside its counterpart's: the records the draft added, changed and
 * removed (a record counts as changed when its cells — values and the messages nobody
 * recomputes — its metadata or its config differ). The merge writes them back through the one
 * write path; the preview shows them as JSON Patch operations under `/records`.
 * @module
 */
import type { CellInput } from '../records/rules/record-cells';
import { mergeUpdates, storeDeletions } from '../records/write/record-writes';
import { targetOf } from '../records/write/sheet-target';
import { defined } from '../runtime/lookups';
import type { DevRuntime } from '../runtime/runtime';
import type { SheetEntity, StoredRecord, WorkbookEntity } from '../store/entities';
import { type JsonPatchOperation, jsonDiff, pointerSegment, sameJson } from './json-patch';
import { COPY_BATCH, cellInputsOf, insertCopies, recordsOf } from './record-copies';

/** What merging a draft sheet's records would do to its counterpart. */
export interface RecordDiff {
  /** Draft records with no live counterpart: inserted. */
  inserts: StoredRecord[];
  /** Records of both that differ. */
  updates: { source: StoredRecord; draft: StoredRecord }[];
  /** Counterparts whose draft record is gone: deleted. */
  deletes: StoredRecord[];
  /** The draft records that keep their counterpart (changed or not), draft id → source id. */
  kept: Record<string, string>;
}

/** A record as compared: its cells as an insert takes them, its metadata and config. */
function comparable(record: StoredRecord): Record<string, unknown> {
  return defined({
    values: cellInputsOf(record),
    metadata: record.metadata,
    config: record.config,
  });
}

/**
 * Compares a draft sheet's records with its counterpart's (`sourceSheetId` undefined: the sheet
 * is new, every record is inserted). Source records the draft never knew are left alone.
 */
export function recordDiff(
  runtime: DevRuntime,
  draftSheetId: string,
  sourceSheetId: string | undefined,
  counterparts: Record<string, string>,
): RecordDiff {
  const drafted = recordsOf(runtime, draftSheetId);
  const diff: RecordDiff = { inserts: [], updates: [], deletes: [], kept: {} };
  if (sourceSheetId === undefined) return { ...diff, inserts: drafted };
  const sources = new Map(
    recordsOf(runtime, sourceSheetId).map((record) => [record.id, record] as const),
  );
  const claimed = new Set<string>();
  for (const draft of drafted) {
    const sourceId = counterparts[draft.id];
    const source = sourceId === undefined ? undefined : sources.get(sourceId);
    if (!source) {
      diff.inserts.push(draft);
      continue;
    }
    claimed.add(source.id);
    diff.kept[draft.id] = source.id;
    if (!sameJson(comparable(source), comparable(draft))) diff.updates.push({ source, draft });
  }
  for (const sourceId of Object.values(counterparts)) {
    const source = sources.get(sourceId);
    if (source && !claimed.has(sourceId)) diff.deletes.push(source);
  }
  return diff;
}

/** Whether merging would change no record. */
export function noRecordChanges(diff: RecordDiff): boolean {
  return diff.inserts.length + diff.updates.length + diff.deletes.length === 0;
}

/** The record changes as JSON Patch operations on the source sheet's `/records`. */
export function recordPatch(diff: RecordDiff): JsonPatchOperation[] {
  return [
    ...diff.updates.flatMap(({ source, draft }) =>
      jsonDiff(comparable(source), comparable(draft), `/records/${pointerSegment(source.id)}`),
    ),
    ...diff.deletes.map(
      (source): JsonPatchOperation => ({
        op: 'remove',
        path: `/records/${pointerSegment(source.id)}`,
      }),
    ),
    ...diff.inserts.map(
      (draft): JsonPatchOperation => ({ op: 'add', path: '/records/-', value: comparable(draft) }),
    ),
  ];
}

/** The cells of a source record to write so that they read as the draft's. */
function changedCells(source: StoredRecord, draft: StoredRecord): Record<string, CellInput> {
  const before = cellInputsOf(source);
  const after = cellInputsOf(draft);
  const cells: Record<string, CellInput> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (sameJson(before[key], after[key])) continue;
    cells[key] = { value: after[key]?.value ?? null, messages: after[key]?.messages ?? [] };
  }
  return cells;
}

function batches<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += COPY_BATCH) {
    out.push(items.slice(start, start + COPY_BATCH));
  }
  return out;
}

/**
 * Writes a record diff into the source sheet through the one write path (deletions, then updates,
 * then inserts, each a commit a batch at a time); returns the draft's record counterparts after.
 */
export function applyRecordDiff(
  runtime: DevRuntime,
  workbook: WorkbookEntity,
  sheet: SheetEntity,
  diff: RecordDiff,
): Record<string, string> {
  if (diff.deletes.length > 0) {
    storeDeletions(
      runtime,
      workbook,
      sheet,
      diff.deletes.map((record) => record.id),
      diff.deletes,
    );
  }
  for (const batch of batches(diff.updates)) {
    mergeUpdates(
      runtime,
      targetOf(runtime, { workbook, sheet }),
      batch.map(({ source, draft }) => ({
        record: source,
        cells: changedCells(source, draft),
        metadata: draft.metadata,
        config: draft.config,
      })),
    );
  }
  const counterparts = { ...diff.kept };
  for (const batch of batches(diff.inserts)) {
    const ids = insertCopies(runtime, workbook, sheet, batch);
    batch.forEach((draft, index) => {
      counterparts[draft.id] = ids[index] as string;
    });
  }
  return counterparts;
}

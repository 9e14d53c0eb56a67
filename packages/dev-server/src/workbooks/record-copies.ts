/**
 * Copying records from one sheet into another of the same fields (a duplicated sheet, a space
 * draft and its merge). A copy gets a new id and goes through the one write path like any insert:
 * the target's rules run on it and `records:created` announces it, a batch at a time; record-level
 * metadata and config follow as an update of the new records. Messages the write path computes
 * itself are worked out again, never carried over.
 * @module
 */
import type { CellInput } from '../records/rules/record-cells';
import { insertCellInputs, mergeUpdates } from '../records/write/record-writes';
import { targetOf } from '../records/write/sheet-target';
import type { DevRuntime } from '../runtime/runtime';
import type { SheetEntity, StoredRecord, WorkbookEntity } from '../store/entities';

/** Records copied per write (each one commit with its `records:created`). */
export const COPY_BATCH = 1000;

/** Messages the write path computes itself. */
const COMPUTED_SOURCES = new Set([
  'required-constraint',
  'invalid-option',
  'unlinked',
  'unique-constraint',
]);

/** A stored record's cells as an insert or an update takes them: values and the messages nobody recomputes. */
export function cellInputsOf(record: StoredRecord): Record<string, CellInput> {
  const cells: Record<string, CellInput> = {};
  for (const [key, cell] of Object.entries(record.values)) {
    const messages = cell.messages?.filter(
      (message) => !COMPUTED_SOURCES.has(message.source ?? ''),
    );
    cells[key] = {
      ...(cell.value !== undefined && { value: cell.value as CellInput['value'] }),
      ...(messages && messages.length > 0 && { messages }),
    };
  }
  return cells;
}

/** Every record of a sheet, in order. */
export function recordsOf(runtime: DevRuntime, sheetId: string): StoredRecord[] {
  const records: StoredRecord[] = [];
  runtime.store.records.scan(
    sheetId,
    () => true,
    (record) => {
      records.push(record);
    },
  );
  return records;
}

/**
 * Inserts copies of records into a sheet (one batch: callers split); returns the copies' ids in
 * the originals' order.
 */
export function insertCopies(
  runtime: DevRuntime,
  workbook: WorkbookEntity,
  sheet: SheetEntity,
  originals: StoredRecord[],
): string[] {
  const { records } = insertCellInputs(
    runtime,
    targetOf(runtime, { workbook, sheet }),
    originals.map(cellInputsOf),
  );
  const extras = originals.flatMap((original, index) =>
    original.metadata === undefined && original.config === undefined
      ? []
      : [
          {
            record: records[index] as StoredRecord,
            cells: {},
            metadata: original.metadata,
            config: original.config,
          },
        ],
  );
  if (extras.length > 0) mergeUpdates(runtime, targetOf(runtime, { workbook, sheet }), extras);
  return records.map((record) => record.id);
}

/**
 * Copies every record of `from` into `to` (of the workbook `workbook`), page by page; `copied`
 * hears each original's id with its copy's.
 */
export function copyRecords(
  runtime: DevRuntime,
  workbook: WorkbookEntity,
  from: SheetEntity,
  to: SheetEntity,
  copied?: (originalId: string, copyId: string) => void,
): void {
  let after: string | undefined;
  for (;;) {
    const chunks = runtime.store.records.page(from.id, {
      pageSize: COPY_BATCH,
      pageNumber: 1,
      after,
    });
    if (chunks.length === 0) return;
    const page = JSON.parse(`[${Buffer.concat(chunks).toString('utf8')}]`) as StoredRecord[];
    if (page.length === 0) return;
    after = page[page.length - 1]?.id;
    const ids = insertCopies(runtime, workbook, to, page);
    if (copied) {
      page.forEach((original, index) => {
        copied(original.id, ids[index] as string);
      });
    }
    if (page.length < COPY_BATCH) return;
  }
}

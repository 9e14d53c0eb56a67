/**
 * `takeSnapshot`: freezes a sheet's records as they are now (`snapshot:created`). The API's
 * `POST /v1/snapshots` calls it, and so does every operation the description says takes one
 * first (a clear column, labeled with the column key; a transformation run: the transform job).
 * @module
 */
import { sheetContext } from '../runtime/contexts';
import { requireSheet } from '../runtime/lookups';
import type { DevRuntime } from '../runtime/runtime';
import { keepSnapshot, type SnapshotEntity } from './snapshot-registry';

export interface TakeSnapshotOptions {
  sheetId: string;
  label?: string;
  threadId?: string;
}

/**
 * Takes a snapshot of a sheet and emits `snapshot:created`. The records' text is shared with the
 * sheet, not copied: the cost is about 23 bytes per record. An unknown sheet is a 404 naming
 * `sheetId`.
 *
 * @example
 * const snapshot = takeSnapshot(runtime, { sheetId: sheet.id, label: 'before merge' });
 */
export function takeSnapshot(runtime: DevRuntime, options: TakeSnapshotOptions): SnapshotEntity {
  const { sheet, workbook } = requireSheet(runtime, options.sheetId, 'sheetId');
  const entity: SnapshotEntity = {
    id: runtime.nextId('us_ss_'),
    sheetId: sheet.id,
    ...(options.label !== undefined && { label: options.label }),
    ...(options.threadId !== undefined && { threadId: options.threadId }),
    createdAt: runtime.now(),
    createdBy: runtime.actorId,
  };
  keepSnapshot(runtime, {
    entity,
    records: runtime.store.records.freeze(sheet.id),
    sheetConfig: structuredClone(sheet.config),
  });
  runtime.events.emit(
    'snapshot:created',
    {
      snapshotId: entity.id,
      sheetId: sheet.id,
      workbookId: workbook.id,
      spaceId: workbook.spaceId,
    },
    sheetContext(runtime, workbook, sheet),
  );
  return entity;
}

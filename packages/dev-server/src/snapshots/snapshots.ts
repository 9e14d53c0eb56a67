/**
 * Snapshots (the hosted `/snapshots` operations): take, list by sheet, get (with the summary of
 * what changed since), delete, and the records changed since. Restoring one is a write of the
 * sheet's records, so it lives with the other writes (records/snapshot-restore.ts).
 * @module
 */

import type { Schema } from '../contract/wire-types';
import { type HandlerMap, success } from '../http/operation-handler';
import { requireSheet } from '../runtime/lookups';
import type { ChangeKind } from '../store/frozen-records';
import { changedRecordsPage, snapshotSummary } from './snapshot-changes';
import { deleteSnapshot, requireSnapshot, snapshotsOfSheet } from './snapshot-registry';
import { takeSnapshot } from './take-snapshot';

export const snapshotHandlers: HandlerMap = {
  createSnapshot: ({ body }, runtime) => {
    const request = body as Schema<'CreateSnapshotRequest'>;
    requireSheet(runtime, request.sheetId, 'body.sheetId');
    return { data: takeSnapshot(runtime, request) };
  },

  listSnapshots: ({ query }, runtime) => {
    const { sheet } = requireSheet(runtime, query.sheetId as string, 'query.sheetId');
    const threadId = query.threadId as string | undefined;
    const snapshots = snapshotsOfSheet(runtime, sheet.id)
      .map((snapshot) => snapshot.entity)
      .filter((entity) => threadId === undefined || entity.threadId === threadId);
    return { data: snapshots };
  },

  getSnapshot: ({ params, query }, runtime) => {
    const snapshot = requireSnapshot(runtime, params.snapshotId as string, 'snapshotId');
    if (query.includeSummary !== true) return { data: snapshot.entity };
    const { sheet } = requireSheet(runtime, snapshot.entity.sheetId, 'snapshotId');
    const now = runtime.store.records.freeze(sheet.id);
    const fieldKeys = sheet.config.fields.map((field) => field.key);
    return { data: { ...snapshot.entity, summary: snapshotSummary(snapshot, now, fieldKeys) } };
  },

  deleteSnapshot: ({ params }, runtime) => {
    requireSnapshot(runtime, params.snapshotId as string, 'snapshotId');
    deleteSnapshot(runtime, params.snapshotId as string);
    return success();
  },

  getSnapshotRecords: ({ params, query }, runtime) => {
    const snapshot = requireSnapshot(runtime, params.snapshotId as string, 'snapshotId');
    const now = runtime.store.records.freeze(snapshot.entity.sheetId);
    const page = changedRecordsPage(snapshot, now, {
      changeType: query.changeType as ChangeKind | undefined,
      pageSize: query.pageSize as number,
      pageNumber: query.pageNumber as number,
    });
    return { data: page };
  },
};

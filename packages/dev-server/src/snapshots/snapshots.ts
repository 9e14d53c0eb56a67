/**
 * Snapshots (the hosted `/snapshots` operations): take, list by sheet, get (with the summary of
 * what changed since), restore, delete, and the records changed since.
 * @module
 */

import type { Schema } from '../contract/wire-types';
import { type HandlerMap, success } from '../http/operation-handler';
import { RESTORE_EVERYTHING, restoreSnapshot } from '../records/snapshot-restore';
import { requireSheet } from '../runtime/lookups';
import type { ChangeKind, RestoreOptions } from '../store/frozen-records';
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

  restoreSnapshot: ({ params, body }, runtime) => {
    const snapshot = requireSnapshot(runtime, params.snapshotId as string, 'snapshotId');
    const options = (body as RestoreOptions | undefined) ?? RESTORE_EVERYTHING;
    const commit = restoreSnapshot(runtime, snapshot, options);
    return { data: { ...snapshot.entity, ...commit } };
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

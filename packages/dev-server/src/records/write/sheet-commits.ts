/**
 * Commits: every write that changes a sheet's records (insert, update, delete, clear column, find
 * and replace, bulk update, snapshot restore, the delete-records job) is one commit. A commit makes
 * one new version of the sheet; both are named by the same `us_vr_` id (the hosted service uses
 * that prefix for both), which the write answers as `versionId` and `commitId`.
 *
 * Events, in this order: `commit:created`; `layer:created` when the write put cells (a layer is
 * the set of cell values one commit wrote, so every commit but a delete has exactly one); the
 * write's own records events; then, only when the workbook's `settings.trackChanges` is on,
 * `commit:updated` (its `completedAt` set) and `commit:completed`. The dev server runs no hooks of
 * its own between a write and its completion, so a commit completes as soon as it is written.
 * Every commit is kept for the commits API (commit-log.ts).
 * @module
 */
import type { Schema } from '../../contract/wire-types';
import { sheetContext } from '../../runtime/contexts';
import type { DevRuntime } from '../../runtime/runtime';
import type { SheetEntity, WorkbookEntity } from '../../store/entities';
import { logCommit } from './commit-log';

/** What a write answers: the commit it made and the sheet's version after it. */
export interface CommitIds {
  versionId: string;
  commitId: string;
}

/** Whether the commit wrote cell values (a layer) or only removed records. */
export type CommitKind = 'cells' | 'delete';

/** How a commit is announced. */
export interface CommitOptions {
  /**
   * `false` for a write sent with the hosted `x-disable-hooks: true` (a listener writing back
   * what its record hook changed): no `commit:created`, which is what record hooks answer, so a
   * hook does not run again on its own write. The records events are emitted as for any write.
   */
  hooks?: boolean;
}

/** The latest version of every sheet written so far. */
const versionsOf = (runtime: DevRuntime) => runtime.state.latestVersions;

/** How many of the latest versions keep their place (`sequenceOfVersion`). */
export const MAX_VERSIONS_PLACED = 100_000;

/**
 * Remembers where a version made since the server started stands in the event log: the sequence
 * of the last event when it was made (its commit's events included), for `sinceVersionId`. The
 * oldest are forgotten beyond a bound; a server restarted from `--data` knows none from before.
 */
function placeVersion(runtime: DevRuntime, versionId: string): void {
  const placed = runtime.state.versionSequences;
  placed.set(versionId, runtime.events.lastSequence);
  if (placed.size > MAX_VERSIONS_PLACED) {
    placed.delete(placed.keys().next().value as string);
  }
}

/** The event-log sequence at which a version was made, if this server made it and remembers. */
export function sequenceOfVersion(runtime: DevRuntime, versionId: string): number | undefined {
  return runtime.state.versionSequences.get(versionId);
}

/** The sheet's current version, without making one for a sheet never written (unlike below). */
export function peekVersion(runtime: DevRuntime, sheetId: string): CommitIds | undefined {
  return versionsOf(runtime).get(sheetId);
}

/** Each sheet's latest version so far, by sheet id (what `--data` saves). */
export function latestVersionsOf(runtime: DevRuntime): [string, CommitIds][] {
  return [...versionsOf(runtime)].map(([sheetId, ids]) => [sheetId, { ...ids }]);
}

/** Puts back a sheet's latest version saved by `--data`. */
export function restoreLatestVersion(runtime: DevRuntime, sheetId: string, ids: CommitIds): void {
  versionsOf(runtime).set(sheetId, { versionId: ids.versionId, commitId: ids.commitId });
}

/**
 * The sheet's current version: what a write that changed nothing answers. A sheet never written
 * gets its first version here (no event: nothing was committed).
 */
export function currentVersion(runtime: DevRuntime, sheetId: string): CommitIds {
  const versions = versionsOf(runtime);
  let current = versions.get(sheetId);
  if (!current) {
    const id = runtime.nextId('us_vr_');
    current = { versionId: id, commitId: id };
    versions.set(sheetId, current);
    placeVersion(runtime, id);
    logCommit(runtime, sheetId, id);
  }
  return current;
}

/**
 * Commits one write: `write` runs between `commit:created` (and `layer:created`) and the commit's
 * completion, and gets the commit's ids for the events it emits. Returns the ids.
 *
 * @example
 * const ids = commitWrite(runtime, workbook, sheet, 'cells', (commit) => {
 *   runtime.events.emit('records:updated', { sheetId: sheet.id, recordIds, changes, ...commit }, context);
 * });
 */
export function commitWrite(
  runtime: DevRuntime,
  workbook: WorkbookEntity,
  sheet: SheetEntity,
  kind: CommitKind,
  write: (commit: CommitIds) => void,
  options: CommitOptions = {},
): CommitIds {
  const id = runtime.nextId('us_vr_');
  const commit: CommitIds = { versionId: id, commitId: id };
  versionsOf(runtime).set(sheet.id, commit);
  logCommit(runtime, sheet.id, id);
  const context = sheetContext(runtime, workbook, sheet);
  const ids = { sheetId: sheet.id, workbookId: workbook.id };
  if (options.hooks !== false) emitCommitCreated(runtime, workbook, sheet, commit.versionId);
  if (kind === 'cells') {
    runtime.events.emit(
      'layer:created',
      { ...ids, layerId: runtime.nextId('us_ly_'), commitId: commit.commitId },
      context,
    );
  }
  write(commit);
  const settings = workbook.settings as Schema<'WorkbookSettings'> | undefined;
  if (settings?.trackChanges === true) {
    runtime.events.emit(
      'commit:updated',
      {
        ...ids,
        ...commit,
        changes: [{ field: 'completedAt', previousValue: null, newValue: runtime.now() }],
      },
      context,
    );
    runtime.events.emit('commit:completed', { ...ids, ...commit }, context);
  }
  placeVersion(runtime, commit.versionId);
  return commit;
}

/**
 * A commit that emits nothing (a bulk update with the hosted `silent`, a version id reserved with
 * `POST /v1/versions`): the sheet gets its new version, answered as any write's, and no event
 * says so.
 */
export function silentCommit(runtime: DevRuntime, sheet: Pick<SheetEntity, 'id'>): CommitIds {
  const id = runtime.nextId('us_vr_');
  const commit: CommitIds = { versionId: id, commitId: id };
  versionsOf(runtime).set(sheet.id, commit);
  placeVersion(runtime, id);
  logCommit(runtime, sheet.id, id);
  return commit;
}

/** Emits a commit's `commit:created` (when it is made, and again for `replayCommit`). */
export function emitCommitCreated(
  runtime: DevRuntime,
  workbook: WorkbookEntity,
  sheet: SheetEntity,
  versionId: string,
): void {
  runtime.events.emit(
    'commit:created',
    { sheetId: sheet.id, workbookId: workbook.id, versionId, sheetSlug: sheet.slug },
    sheetContext(runtime, workbook, sheet),
  );
}

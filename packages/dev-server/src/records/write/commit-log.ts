/**
 * The commits a server made, as the hosted `Commit` shows them (`GET /v1/commits/{id}`, a sheet's
 * or a workbook's commits): kept in the store's `commits` collection, so `--data` saves them and a
 * reset empties them. A sheet's commits go with it. The dev server runs no hooks between a write
 * and its completion (see sheet-commits.ts), so a commit is complete when it is made; completing
 * it again changes nothing. The newest {@link MAX_COMMITS_KEPT} are kept.
 * @module
 */
import type { Schema } from '../../contract/wire-types';
import type { DevRuntime } from '../../runtime/runtime';
import type { EntityCollection } from '../../store/dev-store';

export type CommitEntity = Schema<'Commit'>;

/** How many commits are kept: past it, the oldest are forgotten (in steps of {@link TRIM_STEP}). */
export const MAX_COMMITS_KEPT = 100_000;
const TRIM_STEP = 1000;

const commitsOf = (runtime: DevRuntime): EntityCollection<CommitEntity> =>
  runtime.store.collection<CommitEntity>('commits');

/** Keeps a commit just made on `sheetId` (complete at once: nothing runs between). */
export function logCommit(runtime: DevRuntime, sheetId: string, id: string): CommitEntity {
  const now = runtime.now();
  const commit: CommitEntity = {
    id,
    sheetId,
    createdBy: runtime.actorId,
    createdAt: now,
    completedBy: runtime.actorId,
    completedAt: now,
  };
  commitsOf(runtime).put(commit);
  // The version ids handed out bound the commits kept: a count is cheap, a listing is not.
  const made = runtime.nextId.state().counters.us_vr_ ?? 0;
  if (made > MAX_COMMITS_KEPT && made % TRIM_STEP === 0) trimCommits(runtime);
  return commit;
}

function trimCommits(runtime: DevRuntime): void {
  const commits = commitsOf(runtime);
  const all = commits.list();
  for (const old of all.slice(0, Math.max(0, all.length - MAX_COMMITS_KEPT))) {
    commits.delete(old.id);
  }
}

/** The commit with this id, if it is kept and its sheet still exists. */
export function findCommit(runtime: DevRuntime, id: string): CommitEntity | undefined {
  const commit = commitsOf(runtime).get(id);
  return commit && runtime.store.sheets.get(commit.sheetId) ? commit : undefined;
}

/**
 * The commits of these sheets, oldest first; with `completed`, only those whose completion is
 * (true) or is not (false) recorded.
 */
export function commitsOfSheets(
  runtime: DevRuntime,
  sheetIds: ReadonlySet<string>,
  completed?: boolean,
): CommitEntity[] {
  return commitsOf(runtime)
    .list()
    .filter(
      (commit) =>
        sheetIds.has(commit.sheetId) &&
        (completed === undefined || (commit.completedAt !== undefined) === completed),
    );
}

/** Forgets the commits of a sheet that is removed. */
export function dropCommitsOf(runtime: DevRuntime, sheetId: string): void {
  const commits = commitsOf(runtime);
  for (const commit of commits.list()) {
    if (commit.sheetId === sheetId) commits.delete(commit.id);
  }
}

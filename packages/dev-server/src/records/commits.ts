/**
 * Commits over HTTP (the hosted `commits`, `versions` and the sheet's and workbook's commit
 * lists): a commit as kept by write/commit-log.ts, completing one (every commit is complete once
 * written: see write/sheet-commits.ts), replaying its `commit:created`, and reserving a version
 * id of a sheet (a commit that writes nothing and emits nothing, which later reads may name as
 * `versionId` or `sinceVersionId`).
 * @module
 */
import type { Schema } from '../contract/wire-types';
import { badRequest, notFound } from '../http/http-error';
import { type HandlerMap, success } from '../http/operation-handler';
import { requireSheet, requireWorkbook, sheetsOf } from '../runtime/lookups';
import type { DevRuntime } from '../runtime/runtime';
import { type CommitEntity, commitsOfSheets, findCommit } from './write/commit-log';
import { emitCommitCreated, silentCommit } from './write/sheet-commits';

function requireCommit(runtime: DevRuntime, id: string, key: string): CommitEntity {
  const commit = findCommit(runtime, id);
  if (!commit) throw notFound('Commit', id, key);
  return commit;
}

/**
 * The sheet a new version is for: `sheetId`, else the sheet of `parentVersionId`. A parent must
 * be a version of that sheet this server knows (a 400 naming it otherwise).
 */
function sheetOfNewVersion(runtime: DevRuntime, request: Schema<'VersionsPostRequestBody'>) {
  const { sheetId, parentVersionId } = request;
  const parent =
    parentVersionId === undefined
      ? undefined
      : (findCommit(runtime, parentVersionId) ?? badParent(parentVersionId));
  if (sheetId === undefined && parent === undefined) {
    throw badRequest(
      'body.sheetId is required: the sheet the version is of (or give body.parentVersionId)',
      'body.sheetId',
    );
  }
  const found = requireSheet(runtime, sheetId ?? (parent as CommitEntity).sheetId, 'body.sheetId');
  if (parent && parent.sheetId !== found.sheet.id) {
    throw badRequest(
      `body.parentVersionId: ${parent.id} is a version of sheet ${parent.sheetId}, not of ${found.sheet.id}`,
      'body.parentVersionId',
    );
  }
  return found;
}

function badParent(id: string): never {
  throw badRequest(
    `body.parentVersionId: ${id} is not a version this dev server keeps`,
    'body.parentVersionId',
  );
}

export const commitHandlers: HandlerMap = {
  getCommit: ({ params }, runtime) => ({
    data: requireCommit(runtime, params.commitId as string, 'commitId'),
  }),

  completeCommit: ({ params }, runtime) => {
    // Written commits are complete already: completing one again changes nothing.
    requireCommit(runtime, params.commitId as string, 'commitId');
    return success();
  },

  replayCommit: ({ params }, runtime) => {
    const commit = requireCommit(runtime, params.commitId as string, 'commitId');
    const { sheet, workbook } = requireSheet(runtime, commit.sheetId, 'commitId');
    emitCommitCreated(runtime, workbook, sheet, commit.id);
    return success();
  },

  getSheetCommits: ({ params, query }, runtime) => {
    const { sheet } = requireSheet(runtime, params.sheetId as string, 'sheetId');
    const completed = query.completed as boolean | undefined;
    return { data: commitsOfSheets(runtime, new Set([sheet.id]), completed) };
  },

  getWorkbookCommits: ({ params, query }, runtime) => {
    const workbook = requireWorkbook(runtime, params.workbookId as string, 'workbookId');
    const sheetIds = new Set(sheetsOf(runtime, workbook.id).map((sheet) => sheet.id));
    const completed = query.completed as boolean | undefined;
    return { data: commitsOfSheets(runtime, sheetIds, completed) };
  },

  createVersion: ({ body }, runtime) => {
    const { sheet } = sheetOfNewVersion(runtime, body as Schema<'VersionsPostRequestBody'>);
    const commit = silentCommit(runtime, sheet);
    return { data: { success: true, ...commit } };
  },
};
